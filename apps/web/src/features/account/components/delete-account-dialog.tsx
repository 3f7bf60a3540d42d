import { type FormEvent, useState } from 'react';
import { textInput } from '../../../components/form-styles.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useRich, useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';

/** The last step before an account goes: the parent types their email to confirm. */
export function DeleteAccountDialog({
  email,
  onDeleted,
  onClose,
}: {
  email: string;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const headingId = useElementId();
  const t = useT();
  const rich = useRich();
  const deletion = useDeleteAccount();
  const errorText = useErrorText();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setProblem(
        errorText.message(typed.trim() ? 'deleteAccountConfirmMismatch' : 'deleteAccountConfirmRequired'),
      );
      return;
    }
    setProblem(null);
    deletion.mutate(typed.trim(), {
      onSuccess: onDeleted,
      onError: (error) =>
        setProblem(
          error instanceof ApiError && error.fromServer
            ? errorText.of(error)
            : errorText.message('deleteAccountFailed'),
        ),
    });
  };

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={headingId} className="pe-10 text-2xl font-semibold text-grape-800">
          {t('account.deleteAccountQuestion')}
        </h2>
        <p className="mt-3 text-ink-soft">{t('account.deleteAccountWarning')}</p>
        <label className="mt-5 block font-semibold text-ink">
          {rich('account.typeEmailToConfirm', {
            email: (
              <span className="font-mono" dir="ltr">
                {email}
              </span>
            ),
          })}
          <input
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={textInput}
          />
        </label>
        {problem && (
          <p role="alert" className="mt-3 font-semibold text-red-800">
            {problem}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className="btn btn-secondary">
            {t('account.cancel')}
          </button>
          <button
            type="submit"
            disabled={!matches || deletion.isPending}
            className="btn bg-red-700 text-white hover:bg-red-800 disabled:opacity-50"
          >
            {deletion.isPending ? t('account.deleting') : t('account.deleteMyAccount')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
