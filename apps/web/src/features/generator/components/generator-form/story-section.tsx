import {
  CUSTOM_THEME_MAX_LENGTH,
  clampScenes,
  LANGUAGES,
  type LanguageCode,
  LIMITS,
  PACING,
  type PauseMs,
  STORY_LENGTHS,
  THEMES,
  type Theme,
} from '@storyloom/contract';
import { fieldHint, fieldLabel, selectInput, textInput } from '../../../../components/form-styles.ts';
import { BookOpenIcon, MoonIcon } from '../../../../components/icons.tsx';
import { useIntlShape, useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { useStoryLanguageName } from '../../hooks/use-story-language-name.ts';
import {
  PACING_LABELS,
  STORY_LENGTH_LABELS,
  THEME_DESCRIPTIONS,
  THEME_LABELS,
} from '../../model/option-labels.ts';
import { type ChoiceCardOption, ChoiceCards } from '../choice-cards.tsx';
import { FeatherIcon, FootprintsIcon, ZapIcon } from '../generator-icons.tsx';
import { FormSection, type FormSectionProps, type IconComponent } from './form-section.tsx';

/** Each pace's look; its words say what it feels like to listen to. */
const PACING_CARDS: Record<PauseMs, { icon: IconComponent; tone: string }> = {
  400: { icon: ZapIcon, tone: 'bg-sunny-200 text-peach-700' },
  800: { icon: FootprintsIcon, tone: 'bg-grape-100 text-grape-700' },
  1500: { icon: FeatherIcon, tone: 'bg-sky-100 text-sky-700' },
  2500: { icon: MoonIcon, tone: 'bg-grape-800 text-sunny-200' },
};

function usePacingOptions(): ChoiceCardOption<PauseMs>[] {
  const t = useT();
  return PACING.map((pace) => ({
    value: pace.pauseMs,
    title: t(PACING_LABELS[pace.pauseMs].title),
    detail: t(PACING_LABELS[pace.pauseMs].detail),
    ...PACING_CARDS[pace.pauseMs],
  }));
}

function useStoryLengthOptions(): ChoiceCardOption<number>[] {
  const t = useT();
  return STORY_LENGTHS.map((length) => ({
    value: length.sentencesPerScene,
    title: t(STORY_LENGTH_LABELS[length.value]),
    detail: t('generator.sentenceCount', { count: length.sentencesPerScene }),
  }));
}

/** The theme, with the chosen theme's description under it when it has one. */
function ThemeField({ form, onChange }: FormSectionProps) {
  const ids = { theme: useElementId(), themeHint: useElementId() };
  const t = useT();
  const description = THEME_DESCRIPTIONS[form.theme];
  return (
    <div>
      <label htmlFor={ids.theme} className={fieldLabel}>
        {t('generator.theme')}
      </label>
      <select
        id={ids.theme}
        value={form.theme}
        onChange={(event) => onChange({ theme: event.target.value as Theme })}
        aria-describedby={description ? ids.themeHint : undefined}
        className={selectInput}
      >
        {THEMES.map((option) => (
          <option key={option.value} value={option.value}>
            {t(THEME_LABELS[option.value])}
          </option>
        ))}
      </select>
      {description && (
        <p id={ids.themeHint} className={fieldHint}>
          {t(description)}
        </p>
      )}
    </div>
  );
}

/** The number of scenes: a slider with its value beside the label. */
function ScenesField({ form, onChange }: FormSectionProps) {
  const scenesId = useElementId();
  const t = useT();
  const { formatNumber } = useIntlShape();
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={scenesId} className={fieldLabel}>
          {t('generator.scenes')}
        </label>
        <output
          htmlFor={scenesId}
          className="grid h-10 min-w-10 place-items-center rounded-full bg-grape-600 px-3 font-display text-xl font-semibold text-white tabular-nums"
        >
          {formatNumber(form.scenes)}
        </output>
      </div>
      <input
        id={scenesId}
        type="range"
        min={LIMITS.scenes.min}
        max={LIMITS.scenes.max}
        step={1}
        value={form.scenes}
        onChange={(event) => onChange({ scenes: clampScenes(Number(event.target.value)) })}
        className="mt-3 w-full cursor-pointer accent-grape-600"
      />
      <div aria-hidden="true" className="mt-1 flex justify-between text-sm text-ink-soft">
        <span>{formatNumber(LIMITS.scenes.min)}</span>
        <span>{formatNumber(LIMITS.scenes.max)}</span>
      </div>
    </div>
  );
}

/** The theme, the language, the number of scenes, the story length and the pacing. */
export function StorySection({ form, onChange }: FormSectionProps) {
  const ids = { language: useElementId(), customTheme: useElementId() };
  const t = useT();
  const languageName = useStoryLanguageName();
  const storyLengthOptions = useStoryLengthOptions();
  const pacingOptions = usePacingOptions();
  return (
    <FormSection title={t('generator.storyTitle')} icon={BookOpenIcon} tone="bg-grape-100 text-grape-700">
      <div className="grid gap-6 sm:grid-cols-2">
        <ThemeField form={form} onChange={onChange} />
        <div>
          <label htmlFor={ids.language} className={fieldLabel}>
            {t('generator.language')}
          </label>
          <select
            id={ids.language}
            value={form.language}
            onChange={(event) => onChange({ language: event.target.value as LanguageCode })}
            className={selectInput}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {languageName(language.code)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {form.theme === 'custom' && (
        <div>
          <label htmlFor={ids.customTheme} className={fieldLabel}>
            {t('generator.customTheme')}
          </label>
          <input
            id={ids.customTheme}
            type="text"
            value={form.customTheme}
            onChange={(event) => onChange({ customTheme: event.target.value })}
            maxLength={CUSTOM_THEME_MAX_LENGTH}
            required
            placeholder={t('generator.customThemePlaceholder')}
            className={textInput}
          />
        </div>
      )}
      <ScenesField form={form} onChange={onChange} />
      <ChoiceCards
        legend={
          <>
            {t('generator.storyLength')}{' '}
            <span className="text-sm font-normal text-ink-soft">{t('generator.storyLengthHint')}</span>
          </>
        }
        name="story-length"
        value={form.sentencesPerScene}
        options={storyLengthOptions}
        onChange={(sentencesPerScene) => onChange({ sentencesPerScene })}
        className="grid-cols-3"
      />
      <ChoiceCards
        legend={t('generator.pacing')}
        name="pacing"
        value={form.pauseMs}
        options={pacingOptions}
        onChange={(pauseMs) => onChange({ pauseMs })}
        className="grid-cols-2 lg:grid-cols-4"
      />
    </FormSection>
  );
}
