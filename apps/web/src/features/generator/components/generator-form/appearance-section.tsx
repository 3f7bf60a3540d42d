import { type ChildAppearance, HAIR_COLORS, HAIR_STYLES, SKIN_TONES } from '@storyloom/contract';
import {
  checkbox,
  checkboxRow,
  fieldHint,
  fieldLabel,
  selectInput,
} from '../../../../components/form-styles.ts';
import { CheckIcon } from '../../../../components/icons.tsx';
import type { MessageKey } from '../../../../i18n/catalog.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { hasAppearance } from '../../model/appearance-memory.ts';
import { HAIR_COLOUR_LABELS, HAIR_STYLE_LABELS, SKIN_TONE_LABELS } from '../../model/option-labels.ts';
import { ChildFaceIcon } from '../generator-icons.tsx';
import { FormSection, type FormSectionProps } from './form-section.tsx';

interface Swatch<T extends string> {
  value: T;
  color: string;
}

/** Whether a colour is light enough that a mark on it should be dark. */
const isLight = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 150;
};

/** A radio group of colour swatches, each named for screen readers and marked with a tick when chosen. */
function SwatchPicker<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly Swatch<T>[];
  /** Each swatch's name, said and shown in the interface's language. */
  labels: Record<T, MessageKey>;
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  const t = useT();
  const chosen = options.find((option) => option.value === value);
  return (
    <fieldset>
      <legend className={fieldLabel}>
        {legend}
        {/* The chosen radio says its own name to a screen reader; this shows it to everyone else. */}
        {chosen && (
          <span aria-hidden="true" className="ms-2 font-sans text-base font-normal text-ink-soft">
            {t(labels[chosen.value])}
          </span>
        )}
      </legend>
      <div className="mt-3 flex flex-wrap gap-2.5">
        {options.map((option) => (
          <label
            key={option.value}
            title={t(labels[option.value])}
            style={{ backgroundColor: option.color }}
            className="relative grid size-11 cursor-pointer place-items-center rounded-full ring-2 ring-cream-300 ring-offset-2 transition hover:scale-105 hover:ring-grape-300 has-checked:ring-3 has-checked:ring-grape-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-4 has-focus-visible:outline-grape-600"
          >
            <input
              type="radio"
              name={name}
              aria-label={t(labels[option.value])}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
            />
            {option.value === value && (
              <CheckIcon
                aria-hidden="true"
                className={`pointer-events-none size-6 stroke-3 ${isLight(option.color) ? 'text-ink' : 'text-white'}`}
              />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** How the child looks (all optional): every picture of the story draws this child. */
export function AppearanceSection({ form, onChange }: FormSectionProps) {
  const ids = { hairStyle: useElementId() };
  const t = useT();
  const name = form.childName.trim();
  const { appearance } = form;
  const set = (patch: Partial<ChildAppearance>) => onChange({ appearance: { ...appearance, ...patch } });
  return (
    <FormSection
      title={name ? t('generator.appearanceTitleNamed', { name }) : t('generator.appearanceTitle')}
      icon={ChildFaceIcon}
      tone="bg-mint-100 text-mint-700"
    >
      <p className={`${fieldHint} -mt-2 text-base`}>{t('generator.appearanceHint')}</p>
      <SwatchPicker
        legend={t('generator.skinTone')}
        name="skin-tone"
        options={SKIN_TONES}
        labels={SKIN_TONE_LABELS}
        value={appearance.skin_tone}
        onChange={(skin_tone) => set({ skin_tone })}
      />
      <div>
        <label htmlFor={ids.hairStyle} className={fieldLabel}>
          {t('generator.hairStyle')}
        </label>
        <select
          id={ids.hairStyle}
          value={appearance.hair_style ?? ''}
          onChange={(event) => {
            const style = HAIR_STYLES.find((s) => s.value === event.target.value);
            set({ hair_style: style?.value });
          }}
          className={selectInput}
        >
          <option value="">{t('generator.hairStyleAny')}</option>
          {HAIR_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {t(HAIR_STYLE_LABELS[style.value])}
            </option>
          ))}
        </select>
      </div>
      <SwatchPicker
        legend={t('generator.hairColour')}
        name="hair-color"
        options={HAIR_COLORS}
        labels={HAIR_COLOUR_LABELS}
        value={appearance.hair_color}
        onChange={(hair_color) => set({ hair_color })}
      />
      <label className={checkboxRow}>
        <input
          type="checkbox"
          checked={appearance.glasses ?? false}
          onChange={(event) => set({ glasses: event.target.checked })}
          className={checkbox}
        />
        <span className="font-display font-semibold text-ink">{t('generator.glasses')}</span>
      </label>
      {hasAppearance(appearance) && (
        <button
          type="button"
          onClick={() => onChange({ appearance: {} })}
          className="btn btn-secondary px-5 py-2.5"
        >
          {t('generator.appearanceClear')}
        </button>
      )}
    </FormSection>
  );
}
