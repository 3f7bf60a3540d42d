import { PRINT } from '@storyloom/contract';
import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../../components/icons.tsx';
import { PrinterIcon } from './player-icons.tsx';

/** A modal keeps Tab going round its own controls. */
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const controls = dialog.querySelectorAll<HTMLElement>('button, [href], select, input, textarea');
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface PrintOrderDialogProps {
  bundleId: string;
  title: string;
  onClose(): void;
}

/**
 * The order dialog for a printed storybook (spec §2). The shipping form belongs to the print
 * issue; until it lands, the dialog names the book and says ordering opens soon.
 */
export function PrintOrderDialog({ bundleId, title, onClose }: PrintOrderDialogProps) {
  const headingId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      if (event.key === 'Tab' && dialog.current) keepFocusInside(dialog.current, event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/50 p-4 backdrop-blur-sm">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="relative w-full max-w-md rounded-[2rem] bg-cream-50 p-7 shadow-lift ring-1 ring-cream-300"
      >
        <span className="grid size-14 place-items-center rounded-2xl bg-peach-100 text-peach-700">
          <PrinterIcon className="size-7" />
        </span>
        <h2 id={headingId} className="mt-4 text-2xl font-semibold text-grape-800">
          Order a printed storybook
        </h2>
        <dl className="mt-4 space-y-2 rounded-2xl bg-white p-4 ring-1 ring-cream-300">
          <div>
            <dt className="text-sm font-bold text-ink-soft">Story</dt>
            <dd className="font-display text-lg font-semibold text-ink">{title}</dd>
          </div>
          <div>
            <dt className="text-sm font-bold text-ink-soft">Story ID</dt>
            <dd className="font-mono text-sm text-ink">{bundleId}</dd>
          </div>
          <div>
            <dt className="text-sm font-bold text-ink-soft">Book</dt>
            <dd className="text-ink">{PRINT.product}</dd>
          </div>
        </dl>
        <p className="mt-4 leading-relaxed text-ink-soft">
          Printed storybooks are nearly ready. Ordering opens here very soon.
        </p>
        <div className="mt-6 flex justify-end">
          <button ref={closeButton} type="button" onClick={onClose} className="btn btn-primary">
            Close
          </button>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close dialog"
          className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-ink-soft hover:bg-cream-200"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
