import { type FormEvent, useId, useState } from 'react';
import { textInput } from '../../../components/form-styles.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
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
  const headingId = useId();
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
        <h2 id={headingId} className="pr-10 text-2xl font-semibold text-grape-800">
          Delete your account?
        </h2>
        <p className="mt-3 text-ink-soft">
          Every story (public ones too), voice clone, recording, bookmark and like goes for good, and every
          device is signed out. Print orders are kept only as anonymous rows for our accounts. This cannot be
          undone.
        </p>
        <label className="mt-5 block font-semibold text-ink">
          Type your email address, <span className="font-mono">{email}</span>, to confirm
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
            Cancel
          </button>
          <button
            type="submit"
            disabled={!matches || deletion.isPending}
            className="btn bg-red-700 text-white hover:bg-red-800 disabled:opacity-50"
          >
            {deletion.isPending ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
