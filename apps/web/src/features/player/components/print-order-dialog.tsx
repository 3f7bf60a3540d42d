import { useRef } from 'react';
import { CloseIcon } from '../../../components/icons.tsx';
import { useNotify } from '../../../components/notices.tsx';
import { useFocusTrap } from '../../../components/use-focus-trap.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { useCreatePrintOrder } from '../api/create-print-order.ts';
import { OrderForm } from './print-order/order-form.tsx';
import { OrderPlaced } from './print-order/order-placed.tsx';

interface PrintOrderDialogProps {
  bundleId: string;
  title: string;
  onClose(): void;
}

/**
 * The order dialog for a printed storybook (product §2): the book's pages, its price and the
 * shipping form, then a success screen with the order number. Orders run in test mode: stored and typeset, never charged.
 */
export function PrintOrderDialog({ bundleId, title, onClose }: PrintOrderDialogProps) {
  const t = useT();
  const headingId = useElementId();
  const dialog = useRef<HTMLDivElement>(null);
  const createOrder = useCreatePrintOrder();
  const notify = useNotify();
  const errorText = useErrorText();
  const order = createOrder.data;
  useFocusTrap(dialog, onClose);

  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/50 p-4 backdrop-blur-sm">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className={`relative my-auto w-full max-w-xl rounded-[2rem] bg-cream-50 p-6 shadow-lift ring-1 ring-cream-300 sm:p-8 ${
          order ? '' : 'lg:max-w-5xl'
        }`}
      >
        {order ? (
          <OrderPlaced order={order} headingId={headingId} onClose={onClose} />
        ) : (
          <OrderForm
            bundleId={bundleId}
            title={title}
            headingId={headingId}
            placing={createOrder.isPending}
            failure={
              createOrder.isError
                ? (errorText.wait(createOrder.error) ?? errorText.message('createOrderFailed'))
                : null
            }
            onPlace={(shipping) =>
              // product §2: submitting shows the test-mode notice, then the success screen.
              createOrder.mutate(
                { bundle_id: bundleId, shipping },
                { onSuccess: () => notify({ message: errorText.message('printTestModeNotice') }) },
              )
            }
            onClose={onClose}
          />
        )}
        <button
          type="button"
          onClick={onClose}
          aria-label={t('player.closeDialog')}
          className="absolute top-4 end-4 grid size-10 place-items-center rounded-full text-ink-soft hover:bg-cream-200"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
