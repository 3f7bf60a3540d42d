import { PRINT, type ShippingCountry } from '@storyloom/contract';
import { dollars, shippingCents, shippingLabel, totalCents } from '../../model/print-price.ts';
import { PrinterIcon } from '../player-icons.tsx';

/** The dialog's heading: what is being ordered, and which story. */
export function OrderHeading({ title, headingId }: { title: string; headingId: string }) {
  return (
    <div className="flex items-center gap-4 pr-10">
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-peach-100 text-peach-700">
        <PrinterIcon className="size-7" />
      </span>
      <div className="min-w-0">
        <h2 id={headingId} className="text-2xl font-semibold text-grape-800">
          Order a printed storybook
        </h2>
        <p className="truncate text-ink-soft">{title}</p>
      </div>
    </div>
  );
}

interface OrderSummaryProps {
  bundleId: string;
  /** Where the book goes, which names its shipping line. */
  country: ShippingCountry;
}

/** The book being ordered, its price and the test-mode notice. */
export function OrderSummary({ bundleId, country }: OrderSummaryProps) {
  return (
    <>
      <dl className="space-y-1.5 rounded-2xl bg-white p-4 ring-1 ring-cream-300">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Story ID</dt>
          <dd className="truncate font-mono text-sm text-ink">{bundleId}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink">{PRINT.product}</dt>
          <dd className="text-ink">{dollars(PRINT.bookPriceCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink">{shippingLabel(country)}</dt>
          <dd className="text-ink">{dollars(shippingCents(country))}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-cream-300 pt-1.5 font-semibold">
          <dt>Total</dt>
          <dd>{dollars(totalCents(country))}</dd>
        </div>
      </dl>
      {country !== 'US' && <p className="mt-2 text-sm text-ink-soft">Prices are in US dollars.</p>}

      <p className="mt-4 rounded-2xl bg-sunny-200 px-4 py-3 text-sm leading-relaxed text-ink" role="note">
        <strong>Test mode:</strong> ordering makes a print-ready book file and a test order. No real order is
        sent and no payment is taken.
      </p>
    </>
  );
}
