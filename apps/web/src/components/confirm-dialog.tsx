import { useT } from '../i18n/use-t.ts';
import { useElementId } from '../lib/hydrate-later.tsx';
import { ModalDialog } from './modal-dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  /** The question, in the spec's words (e.g. MESSAGES.deleteStoryConfirm). */
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The app's own "are you sure?", in place of the browser's confirm box: it names what is at
 * stake, and Cancel comes first and takes the focus, so Enter never deletes by accident.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const headingId = useElementId();
  const t = useT();
  return (
    <ModalDialog labelledBy={headingId} onClose={onCancel}>
      <h2 id={headingId} className="pe-10 text-2xl font-semibold text-balance text-grape-800">
        {title}
      </h2>
      <p className="mt-3 text-ink-soft">{message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className="btn btn-secondary">
          {t('common.cancel')}
        </button>
        <button type="button" onClick={onConfirm} className="btn bg-red-700 text-white hover:bg-red-800">
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
