import {
  AGE_GROUPS,
  type AgeGroup,
  CHILD_NAME_MAX_LENGTH,
  CUSTOM_THEME_MAX_LENGTH,
  clampScenes,
  type ImageMode,
  LANGUAGES,
  type LanguageCode,
  LIMITS,
  PACING,
  type PauseMs,
  type Privacy,
  SIGN_LANGUAGE_TYPES,
  type SignLanguageType,
  THEMES,
  type Theme,
} from '@storyloom/contract';
import { type ComponentType, type FormEvent, type ReactNode, useId } from 'react';
import {
  checkbox,
  checkboxRow,
  fieldHint,
  fieldLabel,
  selectInput,
  textInput,
} from '../../../components/form-styles.ts';
import {
  BookOpenIcon,
  HeadphonesIcon,
  MicIcon,
  MoonIcon,
  RefreshIcon,
  SparklesIcon,
} from '../../../components/icons.tsx';
import type { GeneratorFormValues } from '../model/generator-form-values.ts';
import type { VoiceGroup } from '../model/voice-choices.ts';
import { type ChoiceCardOption, ChoiceCards } from './choice-cards.tsx';
import {
  BabyIcon,
  FeatherIcon,
  FootprintsIcon,
  GlobeIcon,
  LockIcon,
  PaletteIcon,
  RainbowIcon,
  RocketIcon,
  SmileIcon,
  StarIcon,
  TeddyIcon,
  ZapIcon,
} from './generator-icons.tsx';
import { imageModeGroups } from './image-mode-labels.ts';
import { ReferenceImageField } from './reference-image-field.tsx';
import { VoiceSelect } from './voice-select.tsx';

type IconComponent = ComponentType<{ className?: string }>;

/** ISL here is Indian Sign Language (spec §9 lists the three by their letters). */
const SIGN_LANGUAGE_NAMES: Record<SignLanguageType, string> = {
  ASL: 'ASL · American Sign Language',
  BSL: 'BSL · British Sign Language',
  ISL: 'ISL · Indian Sign Language',
};

const AGE_ICONS: Record<AgeGroup, { icon: IconComponent; tone: string }> = {
  babies: { icon: BabyIcon, tone: 'bg-peach-100 text-peach-700' },
  preschool: { icon: TeddyIcon, tone: 'bg-sunny-200 text-peach-700' },
  'early-readers': { icon: BookOpenIcon, tone: 'bg-sky-100 text-sky-700' },
  elementary: { icon: RocketIcon, tone: 'bg-grape-100 text-grape-700' },
  tweens: { icon: HeadphonesIcon, tone: 'bg-mint-100 text-mint-700' },
  adaptive: { icon: RainbowIcon, tone: 'bg-peach-100 text-grape-700' },
};

const PACING_ICONS: Record<PauseMs, { icon: IconComponent; tone: string }> = {
  400: { icon: ZapIcon, tone: 'bg-sunny-200 text-peach-700' },
  800: { icon: FootprintsIcon, tone: 'bg-grape-100 text-grape-700' },
  1500: { icon: FeatherIcon, tone: 'bg-sky-100 text-sky-700' },
  2500: { icon: MoonIcon, tone: 'bg-grape-800 text-sunny-200' },
};

const ageOptions: ChoiceCardOption<AgeGroup>[] = AGE_GROUPS.map((group) => ({
  value: group.value,
  title: group.label,
  detail: group.range,
  ...AGE_ICONS[group.value],
}));

const pacingOptions: ChoiceCardOption<PauseMs>[] = PACING.map((pace) => ({
  value: pace.pauseMs,
  title: pace.label,
  detail: `${pace.pauseMs / 1000}s between scenes`,
  ...PACING_ICONS[pace.pauseMs],
}));

const genderOptions: ChoiceCardOption<GeneratorFormValues['childGender']>[] = [
  { value: 'girl', title: 'a girl' },
  { value: 'boy', title: 'a boy' },
  { value: 'unspecified', title: 'just use the name' },
];

const privacyOptions: ChoiceCardOption<Privacy>[] = [
  {
    value: 'public',
    title: 'Public',
    detail: 'Shared in the Archives',
    icon: GlobeIcon,
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    value: 'private',
    title: 'Private',
    detail: 'Only you can see it',
    icon: LockIcon,
    tone: 'bg-peach-100 text-peach-700',
  },
];

function Section({
  title,
  icon: SectionIcon,
  tone,
  children,
}: {
  title: string;
  icon: IconComponent;
  tone: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-[2rem] bg-white/80 p-5 shadow-soft ring-1 ring-cream-300/60 sm:p-7"
    >
      <h2 id={id} className="flex items-center gap-3 text-2xl font-semibold text-grape-800">
        <span className={`grid size-11 place-items-center rounded-2xl ${tone}`}>
          <SectionIcon className="size-6" />
        </span>
        {title}
      </h2>
      <div className="mt-5 space-y-6">{children}</div>
    </section>
  );
}

function PremiumBadge() {
  return (
    <span className="ml-2 rounded-full bg-sunny-200 px-2.5 py-0.5 align-middle font-sans text-xs font-bold tracking-wide text-ink uppercase">
      Premium
    </span>
  );
}

export interface GeneratorFormProps {
  form: GeneratorFormValues;
  onChange: (patch: Partial<GeneratorFormValues>) => void;
  onSubmit: () => void;
  onReset: () => void;
  signedIn: boolean;
  /** Whether the user is on the premium plan that sign language needs; undefined while unknown. */
  premium?: boolean;
  voice: string;
  voiceGroups: VoiceGroup[];
  voicesLoading: boolean;
  imageModes?: readonly ImageMode[];
  /** Why Generate Story is disabled, if it is. */
  problem: string | null;
  estimate: string;
  generating: boolean;
}

/** Every field of the generator screen (spec §2) with its defaults. */
export function GeneratorForm({
  form,
  onChange,
  onSubmit,
  onReset,
  signedIn,
  premium,
  voice,
  voiceGroups,
  voicesLoading,
  imageModes,
  problem,
  estimate,
  generating,
}: GeneratorFormProps) {
  const ids = {
    name: useId(),
    language: useId(),
    theme: useId(),
    themeHint: useId(),
    customTheme: useId(),
    scenes: useId(),
    imageMode: useId(),
    signType: useId(),
    signHint: useId(),
    submitHint: useId(),
  };
  const theme = THEMES.find((t) => t.value === form.theme);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && !generating) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Story settings" className="space-y-6">
      <fieldset disabled={generating} className="min-w-0 space-y-6">
        <Section title="Who is the story for?" icon={SmileIcon} tone="bg-peach-100 text-peach-700">
          <div>
            <label htmlFor={ids.name} className={fieldLabel}>
              Child's name
            </label>
            <input
              id={ids.name}
              type="text"
              value={form.childName}
              onChange={(event) => onChange({ childName: event.target.value })}
              maxLength={CHILD_NAME_MAX_LENGTH}
              autoComplete="off"
              required
              placeholder="e.g. Mia"
              className={textInput}
            />
          </div>
          <ChoiceCards
            legend={
              <>
                Story about <span className="font-sans text-base font-normal text-ink-soft">(optional)</span>
              </>
            }
            name="child-gender"
            value={form.childGender}
            options={genderOptions}
            onChange={(childGender) => onChange({ childGender })}
            className="grid-cols-3"
          />
          <ChoiceCards
            legend="Age group"
            name="age-group"
            value={form.ageGroup}
            options={ageOptions}
            onChange={(ageGroup) => onChange({ ageGroup })}
          />
        </Section>

        <Section title="The story" icon={BookOpenIcon} tone="bg-grape-100 text-grape-700">
          <div className="grid gap-6 sm:grid-cols-2">
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
          <div>
            <div className="flex items-center justify-between gap-4">
              <label htmlFor={ids.scenes} className={fieldLabel}>
                Number of scenes
              </label>
              <output
                htmlFor={ids.scenes}
                className="grid h-10 min-w-10 place-items-center rounded-full bg-grape-600 px-3 font-display text-xl font-semibold text-white tabular-nums"
              >
                {form.scenes}
              </output>
            </div>
            <input
              id={ids.scenes}
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
          <ChoiceCards
            legend="Pacing"
            name="pacing"
            value={form.pauseMs}
            options={pacingOptions}
            onChange={(pauseMs) => onChange({ pauseMs })}
            className="grid-cols-2 lg:grid-cols-4"
          />
        </Section>

        <Section title="Pictures" icon={PaletteIcon} tone="bg-sky-100 text-sky-700">
          <label className={checkboxRow}>
            <input
              type="checkbox"
              checked={form.audioOnly}
              onChange={(event) => onChange({ audioOnly: event.target.checked })}
              className={checkbox}
            />
            <span>
              <span className="block font-semibold text-ink">Audio only</span>
              <span className="block text-sm text-ink-soft">
                No pictures, just a story to listen to with eyes closed.
              </span>
            </span>
          </label>
          <ReferenceImageField
            image={form.referenceImage}
            onChange={(referenceImage) => onChange({ referenceImage })}
            disabled={generating}
          />
          {!form.audioOnly && (
            <div>
              <label htmlFor={ids.imageMode} className={fieldLabel}>
                Image quality
              </label>
              <select
                id={ids.imageMode}
                value={form.imageMode}
                onChange={(event) => onChange({ imageMode: event.target.value as ImageMode })}
                className={selectInput}
              >
                {imageModeGroups(imageModes).map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.modes.map((mode) => (
                      <option key={mode.value} value={mode.value}>
                        {mode.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          )}
        </Section>

        <Section title="Voice and sound" icon={MicIcon} tone="bg-mint-100 text-mint-700">
          <VoiceSelect
            groups={voiceGroups}
            value={voice}
            onChange={(next) => onChange({ voice: next })}
            loading={voicesLoading}
          />
          <label className={checkboxRow}>
            <input
              type="checkbox"
              checked={form.backgroundMusic}
              onChange={(event) => onChange({ backgroundMusic: event.target.checked })}
              className={checkbox}
            />
            <span>
              <span className="block font-semibold text-ink">Background music</span>
              <span className="block text-sm text-ink-soft">Soft music under the narration.</span>
            </span>
          </label>
        </Section>

        {signedIn && (
          <Section title="Just for you" icon={StarIcon} tone="bg-sunny-200 text-peach-700">
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
                    onChange={(event) =>
                      onChange({ signLanguageType: event.target.value as SignLanguageType })
                    }
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
            <ChoiceCards
              legend="Privacy"
              name="privacy"
              value={form.privacy}
              options={privacyOptions}
              onChange={(privacy) => onChange({ privacy })}
              className="grid-cols-2"
            />
          </Section>
        )}
      </fieldset>

      <div className="flex flex-col-reverse items-stretch gap-4 rounded-[2rem] bg-grape-50 p-5 ring-1 ring-grape-100 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <button type="button" onClick={onReset} className="btn btn-secondary px-6 py-3">
          <RefreshIcon className="size-5" />
          Reset
        </button>
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <button
            type="submit"
            disabled={problem !== null || generating}
            aria-describedby={ids.submitHint}
            className="btn btn-primary px-8 py-3.5 text-lg"
          >
            <SparklesIcon className="size-5" />
            Generate Story
          </button>
          <p id={ids.submitHint} className="text-center text-sm text-ink-soft sm:text-right">
            {problem ?? (generating ? null : estimate)}
          </p>
        </div>
      </div>
    </form>
  );
}
