import type { ShippingAddress } from '@storyloom/contract';
import { type FormEvent, useId, useState } from 'react';
import { dollars, TOTAL_CENTS } from '../../model/print-price.ts';
import {
  emptyShippingDraft,
  firstInvalidField,
  type ShippingDraft,
  type ShippingErrors,
  type ShippingFieldName,
  validateShippingDraft,
} from '../../model/shipping-address-draft.ts';
import { OrderSummary } from './order-summary.tsx';
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

/** The order screen: the summary, the shipping form and its buttons. */
export function OrderForm({
  bundleId,
  title,
  headingId,
  placing,
  failure,
  onPlace,
  onClose,
}: OrderFormProps) {
  const formId = useId();
  const [draft, setDraft] = useState<ShippingDraft>(emptyShippingDraft);
  const [errors, setErrors] = useState<ShippingErrors>({});

  const update = (name: ShippingFieldName, value: string) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateShippingDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      const firstInvalid = firstInvalidField(result.errors);
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onPlace(result.address);
  };

  return (
    <>
      <OrderSummary bundleId={bundleId} title={title} headingId={headingId} />
      <ShippingForm formId={formId} draft={draft} errors={errors} onFieldChange={update} onSubmit={submit} />
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
          Cancel
        </button>
        <button
          type="submit"
          form={formId}
          disabled={placing}
          aria-busy={placing || undefined}
          className="btn btn-primary"
        >
          {placing ? 'Placing order...' : `Place Test Order · ${dollars(TOTAL_CENTS)}`}
        </button>
      </div>
    </>
  );
}
