import { SIGN_LANGUAGE_TYPES, type SignLanguageType } from '@storyloom/contract';
import { checkbox, checkboxRow, fieldLabel, selectInput } from '../../../../components/form-styles.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { SIGN_LANGUAGE_LABELS } from '../../model/option-labels.ts';
import { StarIcon } from '../generator-icons.tsx';
import { FormSection, type FormSectionProps } from './form-section.tsx';

function PremiumBadge() {
  const t = useT();
  return (
    <span className="ms-2 rounded-full bg-sunny-200 px-2.5 py-0.5 align-middle font-sans text-xs font-bold tracking-wide text-ink uppercase">
      {t('generator.premium')}
    </span>
  );
}

interface SignedInSectionProps extends FormSectionProps {
  /** Whether the user is on the premium plan that sign language needs; undefined while unknown. */
  premium?: boolean;
}

/** What only a signed-in parent chooses here: the sign language video (privacy sits by Generate Story). */
export function SignedInSection({ form, onChange, premium }: SignedInSectionProps) {
  const ids = { signType: useElementId(), signHint: useElementId() };
  const t = useT();
  return (
    <FormSection title={t('generator.justForYou')} icon={StarIcon} tone="bg-sunny-200 text-peach-700">
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
              {t('generator.signVideo')}
              <PremiumBadge />
            </span>
            <span id={ids.signHint} className="block text-sm text-ink-soft">
              {premium === false ? t('generator.signNeedsPremium') : t('generator.signHint')}
            </span>
          </span>
        </label>
        {form.signLanguage && premium !== false && (
          <div className="ps-1">
            <label htmlFor={ids.signType} className={fieldLabel}>
              {t('generator.signType')}
            </label>
            <select
              id={ids.signType}
              value={form.signLanguageType}
              onChange={(event) => onChange({ signLanguageType: event.target.value as SignLanguageType })}
              className={`${selectInput} sm:max-w-xs`}
            >
              {SIGN_LANGUAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(SIGN_LANGUAGE_LABELS[type])}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </FormSection>
  );
}
