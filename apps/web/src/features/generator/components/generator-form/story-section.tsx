import {
  CUSTOM_THEME_MAX_LENGTH,
  clampScenes,
  LANGUAGES,
  type LanguageCode,
  LIMITS,
  PACING,
  type PauseMs,
  pluralize,
  STORY_LENGTHS,
  THEMES,
  type Theme,
} from '@storyloom/contract';
import { useId } from 'react';
import { fieldHint, fieldLabel, selectInput, textInput } from '../../../../components/form-styles.ts';
import { BookOpenIcon, MoonIcon } from '../../../../components/icons.tsx';
import { type ChoiceCardOption, ChoiceCards } from '../choice-cards.tsx';
import { FeatherIcon, FootprintsIcon, ZapIcon } from '../generator-icons.tsx';
import { FormSection, type FormSectionProps, type IconComponent } from './form-section.tsx';

/** Each pace's look, and what it feels like to listen to (its reading speed and pause between scenes). */
const PACING_CARDS: Record<PauseMs, { icon: IconComponent; tone: string; detail: string }> = {
  400: {
    icon: ZapIcon,
    tone: 'bg-sunny-200 text-peach-700',
    detail: 'Lively reading, scenes follow quickly',
  },
  800: {
    icon: FootprintsIcon,
    tone: 'bg-grape-100 text-grape-700',
    detail: 'Easy reading, a short pause between scenes',
  },
  1500: {
    icon: FeatherIcon,
    tone: 'bg-sky-100 text-sky-700',
    detail: 'Slower reading, a calm pause between scenes',
  },
  2500: {
    icon: MoonIcon,
    tone: 'bg-grape-800 text-sunny-200',
    detail: 'Slowest reading, long restful pauses',
  },
};

const pacingOptions: ChoiceCardOption<PauseMs>[] = PACING.map((pace) => ({
  value: pace.pauseMs,
  title: pace.label,
  ...PACING_CARDS[pace.pauseMs],
}));

const storyLengthOptions: ChoiceCardOption<number>[] = STORY_LENGTHS.map((length) => ({
  value: length.sentencesPerScene,
  title: length.label,
  detail: pluralize(length.sentencesPerScene, 'sentence'),
}));

/** The theme, with the chosen theme's description under it when it has one. */
function ThemeField({ form, onChange }: FormSectionProps) {
  const ids = { theme: useId(), themeHint: useId() };
  const theme = THEMES.find((t) => t.value === form.theme);
  return (
    <div>
      <label htmlFor={ids.theme} className={fieldLabel}>
        Theme
      </label>
      <select
        id={ids.theme}
        value={form.theme}
        onChange={(event) => onChange({ theme: event.target.value as Theme })}
        aria-describedby={theme && 'description' in theme ? ids.themeHint : undefined}
        className={selectInput}
      >
        {THEMES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {theme && 'description' in theme && (
        <p id={ids.themeHint} className={fieldHint}>
          {theme.description}
        </p>
      )}
    </div>
  );
}

/** The number of scenes: a slider with its value beside the label. */
function ScenesField({ form, onChange }: FormSectionProps) {
  const scenesId = useId();
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={scenesId} className={fieldLabel}>
          Number of scenes
        </label>
        <output
          htmlFor={scenesId}
          className="grid h-10 min-w-10 place-items-center rounded-full bg-grape-600 px-3 font-display text-xl font-semibold text-white tabular-nums"
        >
          {form.scenes}
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
        <span>{LIMITS.scenes.min}</span>
        <span>{LIMITS.scenes.max}</span>
      </div>
    </div>
  );
}

/** The theme, the language, the number of scenes, the story length and the pacing. */
export function StorySection({ form, onChange }: FormSectionProps) {
  const ids = { language: useId(), customTheme: useId() };
  return (
    <FormSection title="The story" icon={BookOpenIcon} tone="bg-grape-100 text-grape-700">
      <div className="grid gap-6 sm:grid-cols-2">
        <ThemeField form={form} onChange={onChange} />
        <div>
          <label htmlFor={ids.language} className={fieldLabel}>
            Language
          </label>
          <select
            id={ids.language}
            value={form.language}
            onChange={(event) => onChange({ language: event.target.value as LanguageCode })}
            className={selectInput}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {form.theme === 'custom' && (
        <div>
          <label htmlFor={ids.customTheme} className={fieldLabel}>
            Your custom theme
          </label>
          <input
            id={ids.customTheme}
            type="text"
            value={form.customTheme}
            onChange={(event) => onChange({ customTheme: event.target.value })}
            maxLength={CUSTOM_THEME_MAX_LENGTH}
            required
            placeholder="e.g. a tea party with friendly robots"
            className={textInput}
          />
        </div>
      )}
      <ScenesField form={form} onChange={onChange} />
      <ChoiceCards
        legend={
          <>
            Story length <span className="text-sm font-normal text-ink-soft">(sentences in each scene)</span>
          </>
        }
        name="story-length"
        value={form.sentencesPerScene}
        options={storyLengthOptions}
        onChange={(sentencesPerScene) => onChange({ sentencesPerScene })}
        className="grid-cols-3"
      />
      <ChoiceCards
        legend="Pacing"
        name="pacing"
        value={form.pauseMs}
        options={pacingOptions}
        onChange={(pauseMs) => onChange({ pauseMs })}
        className="grid-cols-2 lg:grid-cols-4"
      />
    </FormSection>
  );
}
