import type { PrintOrder } from '@storyloom/contract';
import { useEffect, useRef } from 'react';
import { CheckIcon } from '../../../../components/icons.tsx';
import { useIntlShape, useLocale, useRich, useT } from '../../../../i18n/use-t.ts';
import { countryName, dollars } from '../../model/print-price.ts';

interface OrderPlacedProps {
  order: PrintOrder;
  headingId: string;
  onClose(): void;
}

/** The success screen after a test order, with focus on its Done button. */
export function OrderPlaced({ order, headingId, onClose }: OrderPlacedProps) {
  const t = useT();
  const rich = useRich();
  const intl = useIntlShape();
  const { locale } = useLocale();
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
        {t('player.orderPlaced')}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-soft">
        {rich('player.orderPlacedText', {
          title: (
            <bdi dir="auto" className="font-semibold text-ink">
              {order.title}
            </bdi>
          ),
        })}
      </p>
      <dl className="mx-auto mt-5 max-w-sm space-y-1 rounded-2xl bg-white p-4 text-start ring-1 ring-cream-300">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('player.orderNumber')}</dt>
          <dd className="font-mono font-semibold tracking-wide text-ink">{order.order_number}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('player.shipsTo')}</dt>
          <dd className="text-end text-ink">
            {intl.formatList(
              [order.shipping.full_name, order.shipping.city, countryName(order.shipping.country, locale)],
              { type: 'unit', style: 'short' },
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{t('player.total')}</dt>
          <dd>{dollars(intl, order.total_cents)}</dd>
        </div>
      </dl>
      <button ref={doneButton} type="button" onClick={onClose} className="btn btn-primary mt-6">
        {t('player.done')}
      </button>
    </div>
  );
}
