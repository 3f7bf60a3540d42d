import {
  type AgeGroup,
  type ChildAppearance,
  type ChildGender,
  FAVOURITE_THINGS_MAX,
  GENERATOR_DEFAULTS,
  type ImageMode,
  type LanguageCode,
  type PauseMs,
  type Privacy,
  type SignLanguageType,
  type Theme,
  validateGeneratorForm,
} from '@storyloom/contract';

/** Everything the parent chooses on the generator screen (product §2). */
export interface GeneratorFormValues {
  childName: string;
  /** 'unspecified' is 'just use the name': no child_gender is sent. */
  childGender: ChildGender | 'unspecified';
  /** How the child looks; what is left out the story picks. */
  appearance: ChildAppearance;
  /** Up to three favourite things the story weaves in, one per input; blank ones are not sent. */
  favouriteThings: string[];
  language: LanguageCode;
  theme: Theme;
  customTheme: string;
  ageGroup: AgeGroup;
  scenes: number;
  /** The story length: sentences of narration in each scene. */
  sentencesPerScene: number;
  pauseMs: PauseMs;
  audioOnly: boolean;
  backgroundMusic: boolean;
  signLanguage: boolean;
  signLanguageType: SignLanguageType;
  privacy: Privacy;
  imageMode: ImageMode;
  /** The chosen voice; null until the parent picks one, meaning the default voice. */
  voice: string | null;
  /** An uploaded picture or the drawing from the drawing modal. */
  referenceImage: File | null;
}

/** The form as the page keeps it: no story language until the parent picks one. */
export type GeneratorFormState = Omit<GeneratorFormValues, 'language'> & { language: LanguageCode | null };

/**
 * The generator's starting values (product §3 'Generator defaults'), but for the story language,
 * which follows the interface's language until the parent picks one (see withStoryLanguage).
 */
export const initialGeneratorFormState: GeneratorFormState = {
  childName: '',
  childGender: 'unspecified',
  appearance: {},
  favouriteThings: Array.from({ length: FAVOURITE_THINGS_MAX }, () => ''),
  language: null,
  theme: GENERATOR_DEFAULTS.theme,
  customTheme: '',
  ageGroup: GENERATOR_DEFAULTS.ageGroup,
  scenes: GENERATOR_DEFAULTS.scenes,
  sentencesPerScene: GENERATOR_DEFAULTS.sentencesPerScene,
  pauseMs: GENERATOR_DEFAULTS.pauseMs,
  audioOnly: false,
  backgroundMusic: false,
  signLanguage: GENERATOR_DEFAULTS.signLanguage,
  signLanguageType: GENERATOR_DEFAULTS.signLanguageType,
  privacy: GENERATOR_DEFAULTS.privacy,
  imageMode: GENERATOR_DEFAULTS.imageMode,
  voice: null,
  referenceImage: null,
};

/** The form's values, the story told in the interface's language unless the parent picked another. */
export const withStoryLanguage = (
  form: GeneratorFormState,
  interfaceLanguage: LanguageCode,
): GeneratorFormValues => ({ ...form, language: form.language ?? interfaceLanguage });

/** Why Generate Story is disabled (product §5), or null when the form can be sent. */
export const formProblem = (form: GeneratorFormValues): string | null =>
  validateGeneratorForm({
    childName: form.childName,
    theme: form.theme,
    customTheme: form.customTheme,
    favouriteThings: form.favouriteThings,
  });
