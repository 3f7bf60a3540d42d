import { PRINT } from '@storyloom/contract';
import type { FormEvent } from 'react';
import { fieldLabel, selectInput, textInput } from '../../../../components/form-styles.ts';
import { useLocale, useRich, useT } from '../../../../i18n/use-t.ts';
import { countryName } from '../../model/print-price.ts';
import {
  draftCountry,
  type ShippingDraft,
  type ShippingErrors,
  type ShippingFieldName,
  shippingFieldsFor,
} from '../../model/shipping-address-draft.ts';

interface ShippingFormProps {
  formId: string;
  draft: ShippingDraft;
  errors: ShippingErrors;
  onFieldChange(name: ShippingFieldName, value: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The shipping address fields, each with its own error under it. The country comes first: the
 * fields after it are named as that country names them.
 */
export function ShippingForm({ formId, draft, errors, onFieldChange, onSubmit }: ShippingFormProps) {
  const t = useT();
  const rich = useRich();
  const { locale } = useLocale();
  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={`${formId}-country`} className={`${fieldLabel} text-base`}>
          {t('player.country')}
        </label>
        <select
          id={`${formId}-country`}
          name="country"
          required
          autoComplete="country"
          value={draft.country}
          onChange={(event) => onFieldChange('country', event.target.value)}
          className={`${selectInput} py-2.5 text-base`}
        >
          {PRINT.countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code, locale)}
            </option>
          ))}
        </select>
      </div>
      {shippingFieldsFor(draftCountry(draft)).map(({ name, label, required, autoComplete }) => {
        const errorId = `${formId}-${name}-error`;
        const wide = name === 'full_name' || name.startsWith('address');
        return (
          <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${formId}-${name}`} className={`${fieldLabel} text-base`}>
              {required
                ? t(label)
                : rich('player.optional', {
                    field: t(label),
                    muted: (text) => <span className="font-normal text-ink-soft">{text}</span>,
                  })}
            </label>
            <input
              id={`${formId}-${name}`}
              name={name}
              type={name === 'phone' ? 'tel' : 'text'}
              autoComplete={autoComplete}
              required={required}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? errorId : undefined}
              value={draft[name]}
              onChange={(event) => onFieldChange(name, event.target.value)}
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
    </form>
  );
}
