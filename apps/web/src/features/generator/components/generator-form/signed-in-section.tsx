import { SIGN_LANGUAGE_TYPES, type SignLanguageType } from '@storyloom/contract';
import { useId } from 'react';
import { checkbox, checkboxRow, fieldLabel, selectInput } from '../../../../components/form-styles.ts';
import { StarIcon } from '../generator-icons.tsx';
import { FormSection, type FormSectionProps } from './form-section.tsx';

/** ISL here is Indian Sign Language (product §9 lists the three by their letters). */
const SIGN_LANGUAGE_NAMES: Record<SignLanguageType, string> = {
  ASL: 'ASL · American Sign Language',
  BSL: 'BSL · British Sign Language',
  ISL: 'ISL · Indian Sign Language',
};

function PremiumBadge() {
  return (
    <span className="ml-2 rounded-full bg-sunny-200 px-2.5 py-0.5 align-middle font-sans text-xs font-bold tracking-wide text-ink uppercase">
      Premium
    </span>
  );
}

interface SignedInSectionProps extends FormSectionProps {
  /** Whether the user is on the premium plan that sign language needs; undefined while unknown. */
  premium?: boolean;
}

/** What only a signed-in parent chooses here: the sign language video (privacy sits by Generate Story). */
export function SignedInSection({ form, onChange, premium }: SignedInSectionProps) {
  const ids = { signType: useId(), signHint: useId() };
  return (
    <FormSection title="Just for you" icon={StarIcon} tone="bg-sunny-200 text-peach-700">
      <div className="space-y-3">
        <label className={checkboxRow}>
          <input
            type="checkbox"
            checked={form.signLanguage && premium !== false}
            disabled={premium === false}
            onChange={(event) => onChange({ signLanguage: event.target.checked })}
            aria-describedby={ids.signHint}
            className={checkbox}
          />
          <span>
            <span className="block font-semibold text-ink">
              Sign language video
              <PremiumBadge />
            </span>
            <span id={ids.signHint} className="block text-sm text-ink-soft">
              {premium === false
                ? 'Sign language videos need a premium plan.'
                : 'A signer beside every scene fingerspells the name and key words: sign support, not a translation. A premium feature.'}
            </span>
          </span>
        </label>
        {form.signLanguage && premium !== false && (
          <div className="pl-1">
            <label htmlFor={ids.signType} className={fieldLabel}>
              Sign language type
            </label>
            <select
              id={ids.signType}
              value={form.signLanguageType}
              onChange={(event) => onChange({ signLanguageType: event.target.value as SignLanguageType })}
              className={`${selectInput} sm:max-w-xs`}
            >
              {SIGN_LANGUAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SIGN_LANGUAGE_NAMES[type]}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </FormSection>
  );
}
