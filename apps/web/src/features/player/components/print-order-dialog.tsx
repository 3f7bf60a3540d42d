import {
  MESSAGES,
  PRINT,
  type PrintOrder,
  type ShippingAddress,
  shippingAddressInput,
} from '@storyloom/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fieldLabel, selectInput, textInput } from '../../../components/form-styles.ts';
import { CloseIcon } from '../../../components/icons.tsx';
import { useFocusTrap } from '../../../components/use-focus-trap.ts';
import { waitMessageOf } from '../../../lib/api-client.ts';
import { useCreatePrintOrder } from '../api/create-print-order.ts';
import { CheckIcon, PrinterIcon } from './player-icons.tsx';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const SHIPPING_CENTS = PRINT.shippingCents.US;
const TOTAL_CENTS = PRINT.bookPriceCents + SHIPPING_CENTS;

const COUNTRY_NAMES: Record<(typeof PRINT.countries)[number], string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AU: 'Australia',
  DE: 'Germany',
  FR: 'France',
};

type FieldName = keyof ShippingAddress;
type Draft = Record<FieldName, string>;

const FIELDS: {
  name: Exclude<FieldName, 'country'>;
  label: string;
  required: boolean;
  autoComplete: string;
}[] = [
  { name: 'full_name', label: 'Full name', required: true, autoComplete: 'name' },
  { name: 'address_line1', label: 'Address line 1', required: true, autoComplete: 'address-line1' },
  { name: 'address_line2', label: 'Address line 2', required: false, autoComplete: 'address-line2' },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State/Province', required: true, autoComplete: 'address-level1' },
  { name: 'postal_code', label: 'Postal code', required: true, autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', required: false, autoComplete: 'tel' },
];

const emptyDraft: Draft = {
  full_name: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: PRINT.defaultCountry,
  phone: '',
};

/** Checks the form with the contract's own rules, so the dialog and the server never disagree. */
function validate(
  draft: Draft,
): { address: ShippingAddress } | { errors: Partial<Record<FieldName, string>> } {
  const withoutBlanks = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
  const parsed = shippingAddressInput.safeParse(withoutBlanks);
  if (parsed.success) return { address: parsed.data };
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as FieldName] ??= issue.message;
  return { errors };
}

interface PrintOrderDialogProps {
  bundleId: string;
  title: string;
  onClose(): void;
}

/**
 * The order dialog for a printed storybook (spec §2): the book and its price, the shipping
 * form, then a success screen. Orders run in test mode: stored and typeset, never charged.
 */
export function PrintOrderDialog({ bundleId, title, onClose }: PrintOrderDialogProps) {
  const headingId = useId();
  const formId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const createOrder = useCreatePrintOrder();
  const order: PrintOrder | undefined = createOrder.data;

  useFocusTrap(dialog, onClose, () => firstField.current);

  useEffect(() => {
    if (order) doneButton.current?.focus();
  }, [order]);

  const update = (name: FieldName, value: string) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      const firstInvalid = [...FIELDS.map((f) => f.name), 'country'].find((name) => name in result.errors);
      dialog.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    // Spec §2: submitting shows the test-mode notice, then the success screen.
    createOrder.mutate(
      { bundle_id: bundleId, shipping: result.address },
      { onSuccess: () => window.alert(MESSAGES.printTestModeNotice) },
    );
  };

  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/50 p-4 backdrop-blur-sm">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="relative my-auto w-full max-w-xl rounded-[2rem] bg-cream-50 p-6 shadow-lift ring-1 ring-cream-300 sm:p-8"
      >
        {order ? (
          <div className="text-center">
            <span className="mx-auto grid size-16 place-items-center rounded-full bg-mint-100 text-mint-700">
              <CheckIcon className="size-8" />
            </span>
            <h2 id={headingId} className="mt-4 text-2xl font-semibold text-grape-800">
              Order placed in test mode
            </h2>
            <p className="mt-3 leading-relaxed text-ink-soft">
              Your printed copy of <span className="font-semibold text-ink">{order.title}</span> is ready for
              the printer. This was a test order: no book will be sent and nothing was charged.
            </p>
            <dl className="mx-auto mt-5 max-w-sm space-y-1 rounded-2xl bg-white p-4 text-left ring-1 ring-cream-300">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-soft">Order number</dt>
                <dd className="font-mono text-sm text-ink">{order.id}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-soft">Ships to</dt>
                <dd className="text-right text-ink">
                  {order.shipping.full_name}, {order.shipping.city}, {order.shipping.country}
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
        ) : (
          <>
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

            <dl className="mt-5 space-y-1.5 rounded-2xl bg-white p-4 ring-1 ring-cream-300">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-soft">Story ID</dt>
                <dd className="truncate font-mono text-sm text-ink">{bundleId}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink">{PRINT.product}</dt>
                <dd className="text-ink">{dollars(PRINT.bookPriceCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink">Shipping (US)</dt>
                <dd className="text-ink">{dollars(SHIPPING_CENTS)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-cream-300 pt-1.5 font-semibold">
                <dt>Total</dt>
                <dd>{dollars(TOTAL_CENTS)}</dd>
              </div>
            </dl>

            <p
              className="mt-4 rounded-2xl bg-sunny-200 px-4 py-3 text-sm leading-relaxed text-ink"
              role="note"
            >
              <strong>Test mode:</strong> ordering makes a print-ready book file and a test order. No real
              order is sent and no payment is taken.
            </p>

            <form id={formId} noValidate onSubmit={submit} className="mt-5 grid gap-4 sm:grid-cols-2">
              {FIELDS.map(({ name, label, required, autoComplete }) => {
                const errorId = `${formId}-${name}-error`;
                const wide = name === 'full_name' || name.startsWith('address');
                return (
                  <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
                    <label htmlFor={`${formId}-${name}`} className={`${fieldLabel} text-base`}>
                      {label}
                      {!required && <span className="font-normal text-ink-soft"> (optional)</span>}
                    </label>
                    <input
                      ref={name === 'full_name' ? firstField : undefined}
                      id={`${formId}-${name}`}
                      name={name}
                      type={name === 'phone' ? 'tel' : 'text'}
                      autoComplete={autoComplete}
                      required={required}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={errors[name] ? errorId : undefined}
                      value={draft[name]}
                      onChange={(event) => update(name, event.target.value)}
                      className={`${textInput} py-2.5 text-base`}
                    />
                    {errors[name] && (
                      <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
                        {errors[name]}
                      </p>
                    )}
                  </div>
                );
              })}
              <div className="sm:col-span-2">
                <label htmlFor={`${formId}-country`} className={`${fieldLabel} text-base`}>
                  Country
                </label>
                <select
                  id={`${formId}-country`}
                  name="country"
                  required
                  value={draft.country}
                  onChange={(event) => update('country', event.target.value)}
                  className={`${selectInput} py-2.5 text-base`}
                >
                  {PRINT.countries.map((code) => (
                    <option key={code} value={code}>
                      {COUNTRY_NAMES[code]}
                    </option>
                  ))}
                </select>
              </div>
            </form>

            {createOrder.isError && (
              <p
                role="alert"
                className="mt-4 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800 ring-2 ring-red-200"
              >
                {waitMessageOf(createOrder.error) ?? MESSAGES.createOrderFailed}
              </p>
            )}

            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={onClose} className="btn btn-secondary">
                Cancel
              </button>
              <button
                type="submit"
                form={formId}
                disabled={createOrder.isPending}
                aria-busy={createOrder.isPending || undefined}
                className="btn btn-primary"
              >
                {createOrder.isPending ? 'Placing order...' : `Place Test Order · ${dollars(TOTAL_CENTS)}`}
              </button>
            </div>
          </>
        )}
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
