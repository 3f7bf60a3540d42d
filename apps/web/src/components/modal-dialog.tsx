import { type ReactNode, useRef } from 'react';
import { useT } from '../i18n/use-t.ts';
import { CloseIcon } from './icons.tsx';
import { type InitialFocus, useFocusTrap } from './use-focus-trap.ts';

/** The dialog's own first control rather than its close button, which comes first. */
const firstControl: InitialFocus = (dialog) =>
  dialog.querySelector<HTMLElement>('input, textarea, button:not([data-dialog-close])');

/**
 * A small modal dialog: named by its heading, closed by Escape or its close button, focus kept
 * inside and given back to what had it when it closes.
 */
export function ModalDialog({
  labelledBy,
  onClose,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, onClose, firstControl);

  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/50 p-4 backdrop-blur-sm">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        className="relative my-auto w-full min-w-0 max-w-lg rounded-[2rem] bg-cream-50 p-6 shadow-lift ring-1 ring-cream-300 sm:p-8"
      >
        <button
          type="button"
          data-dialog-close
          aria-label={t('common.close')}
          onClick={onClose}
          className="absolute end-4 top-4 grid size-10 place-items-center rounded-full text-ink-soft transition hover:bg-cream-200 hover:text-ink"
        >
          <CloseIcon className="size-5" />
        </button>
        {children}
      </div>
    </div>
  );
}
