import { ADDRESS_FORMATS, type PrintOrder } from '@storyloom/contract';
import { useEffect, useRef } from 'react';
import { CheckIcon } from '../../../../components/icons.tsx';
import { dollars } from '../../model/print-price.ts';

interface OrderPlacedProps {
  order: PrintOrder;
  headingId: string;
  onClose(): void;
}

/** The success screen after a test order, with focus on its Done button. */
export function OrderPlaced({ order, headingId, onClose }: OrderPlacedProps) {
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    doneButton.current?.focus();
  }, []);

  return (
    <div className="text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-mint-100 text-mint-700">
        <CheckIcon className="size-8" />
      </span>
      <h2 id={headingId} className="mt-4 text-2xl font-semibold text-grape-800">
        Order placed in test mode
      </h2>
      <p className="mt-3 leading-relaxed text-ink-soft">
        Your printed copy of <span className="font-semibold text-ink">{order.title}</span> is ready for the
        printer. This was a test order: no book will be sent and nothing was charged.
      </p>
      <dl className="mx-auto mt-5 max-w-sm space-y-1 rounded-2xl bg-white p-4 text-left ring-1 ring-cream-300">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Order number</dt>
          <dd className="font-mono font-semibold tracking-wide text-ink">{order.order_number}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Ships to</dt>
          <dd className="text-right text-ink">
            {order.shipping.full_name}, {order.shipping.city},{' '}
            {ADDRESS_FORMATS[order.shipping.country].countryName}
          </dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Total</dt>
          <dd>{dollars(order.total_cents)}</dd>
        </div>
      </dl>
      <button ref={doneButton} type="button" onClick={onClose} className="btn btn-primary mt-6">
        Done
      </button>
    </div>
  );
}
