import type { ShippingAddress } from '@storyloom/contract';
import { type FormEvent, useState } from 'react';
import { useIntlShape, useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { dollars, totalCents } from '../../model/print-price.ts';
import {
  draftCountry,
  emptyShippingDraft,
  firstInvalidField,
  type ShippingDraft,
  type ShippingErrors,
  type ShippingFieldName,
  validateShippingDraft,
} from '../../model/shipping-address-draft.ts';
import { BookPreview } from './book-preview.tsx';
import { OrderHeading, OrderSummary } from './order-summary.tsx';
import { ShippingForm } from './shipping-form.tsx';

interface OrderFormProps {
  bundleId: string;
  title: string;
  headingId: string;
  placing: boolean;
  /** What went wrong with the last attempt, if it failed. */
  failure: string | null;
  onPlace(address: ShippingAddress): void;
  onClose(): void;
}

/**
 * The order screen: the book's pages beside its price and the shipping form (one above the
 * other on a phone), then the buttons.
 */
export function OrderForm({
  bundleId,
  title,
  headingId,
  placing,
  failure,
  onPlace,
  onClose,
}: OrderFormProps) {
  const t = useT();
  const intl = useIntlShape();
  const formId = useElementId();
  const [draft, setDraft] = useState<ShippingDraft>(emptyShippingDraft);
  const [errors, setErrors] = useState<ShippingErrors>({});
  const country = draftCountry(draft);

  const update = (name: ShippingFieldName, value: string) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    // A new country renames its region and postcode, so their old messages no longer fit.
    const stale = name === 'country' ? ['country', 'state', 'postal_code'] : [name];
    setErrors((previous) => ({
      ...previous,
      ...Object.fromEntries(stale.map((field) => [field, undefined])),
    }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateShippingDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      const firstInvalid = firstInvalidField(result.errors, country);
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onPlace(result.address);
  };

  return (
    <>
      <OrderHeading title={title} headingId={headingId} />
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        <BookPreview bundleId={bundleId} />
        <div>
          <OrderSummary bundleId={bundleId} country={country} />
          <ShippingForm
            formId={formId}
            draft={draft}
            errors={errors}
            onFieldChange={update}
            onSubmit={submit}
          />
        </div>
      </div>
      {failure && (
        <p
          role="alert"
          className="mt-4 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800 ring-2 ring-red-200"
        >
          {failure}
        </p>
      )}

      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className="btn btn-secondary">
          {t('player.cancel')}
        </button>
        <button
          type="submit"
          form={formId}
          disabled={placing}
          aria-busy={placing || undefined}
          className="btn btn-primary"
        >
          {placing
            ? t('player.placingOrder')
            : t('player.placeTestOrder', { total: dollars(intl, totalCents(country)) })}
        </button>
      </div>
    </>
  );
}
