import { PRINT, type ShippingCountry } from '@storyloom/contract';
import { useIntlShape, useRich, useT } from '../../../../i18n/use-t.ts';
import { dollars, shippingCents, shippingLabel, totalCents } from '../../model/print-price.ts';
import { PrinterIcon } from '../player-icons.tsx';

/** The dialog's heading: what is being ordered, and which story. */
export function OrderHeading({ title, headingId }: { title: string; headingId: string }) {
  const t = useT();
  return (
    <div className="flex items-center gap-4 pe-10">
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-peach-100 text-peach-700">
        <PrinterIcon className="size-7" />
      </span>
      <div className="min-w-0">
        <h2 id={headingId} className="text-2xl font-semibold text-grape-800">
          {t('player.orderHeading')}
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
  const t = useT();
  const rich = useRich();
  const intl = useIntlShape();
  return (
    <>
      <dl className="space-y-1.5 rounded-2xl bg-white p-4 ring-1 ring-cream-300">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('player.storyId')}</dt>
          <dd className="truncate font-mono text-sm text-ink">{bundleId}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink">{t('player.softcoverBook')}</dt>
          <dd className="text-ink">{dollars(intl, PRINT.bookPriceCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink">{t(shippingLabel(country))}</dt>
          <dd className="text-ink">{dollars(intl, shippingCents(country))}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-cream-300 pt-1.5 font-semibold">
          <dt>{t('player.total')}</dt>
          <dd>{dollars(intl, totalCents(country))}</dd>
        </div>
      </dl>
      {country !== 'US' && <p className="mt-2 text-sm text-ink-soft">{t('player.pricesInDollars')}</p>}

      <p className="mt-4 rounded-2xl bg-sunny-200 px-4 py-3 text-sm leading-relaxed text-ink" role="note">
        {rich('player.testModeNote', { strong: (text) => <strong>{text}</strong> })}
      </p>
    </>
  );
}
