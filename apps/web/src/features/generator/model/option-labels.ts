import type {
  AgeGroup,
  HairColor,
  HairStyle,
  PauseMs,
  SignLanguageType,
  SkinTone,
  Theme,
} from '@storyloom/contract';
import type { MessageKey } from '../../../i18n/catalog.ts';

// The contract keeps its English labels (the server and the spec speak them); the interface names
// each choice through these messages, one full id per value.

export const THEME_LABELS: Record<Theme, MessageKey> = {
  ocean: 'generator.themeOcean',
  jungle: 'generator.themeJungle',
  space: 'generator.themeSpace',
  castle: 'generator.themeCastle',
  dinosaur: 'generator.themeDinosaur',
  halloween: 'generator.themeHalloween',
  christmas: 'generator.themeChristmas',
  beach: 'generator.themeBeach',
  dragon: 'generator.themeDragon',
  superhero: 'generator.themeSuperhero',
  doctor: 'generator.themeDoctor',
  school: 'generator.themeSchool',
  birthday: 'generator.themeBirthday',
  bedtime: 'generator.themeBedtime',
  custom: 'generator.themeCustom',
};

/** What a theme is for, for the themes that say more than their name. */
export const THEME_DESCRIPTIONS: Partial<Record<Theme, MessageKey>> = {
  doctor: 'generator.themeDoctorHint',
};

export const AGE_GROUP_LABELS: Record<AgeGroup, MessageKey> = {
  babies: 'generator.ageBabies',
  preschool: 'generator.agePreschool',
  'early-readers': 'generator.ageEarlyReaders',
  elementary: 'generator.ageElementary',
  tweens: 'generator.ageTweens',
  adaptive: 'generator.ageAdaptive',
};

export const PACING_LABELS: Record<PauseMs, { title: MessageKey; detail: MessageKey }> = {
  400: { title: 'generator.pace400', detail: 'generator.pace400Detail' },
  800: { title: 'generator.pace800', detail: 'generator.pace800Detail' },
  1500: { title: 'generator.pace1500', detail: 'generator.pace1500Detail' },
  2500: { title: 'generator.pace2500', detail: 'generator.pace2500Detail' },
};

export const STORY_LENGTH_LABELS: Record<'short' | 'standard' | 'long', MessageKey> = {
  short: 'generator.lengthShort',
  standard: 'generator.lengthStandard',
  long: 'generator.lengthLong',
};

export const SKIN_TONE_LABELS: Record<SkinTone, MessageKey> = {
  fair: 'generator.skinFair',
  'light-golden': 'generator.skinLightGolden',
  tan: 'generator.skinTan',
  'light-brown': 'generator.skinLightBrown',
  brown: 'generator.skinBrown',
  'dark-brown': 'generator.skinDarkBrown',
};

export const HAIR_STYLE_LABELS: Record<HairStyle, MessageKey> = {
  short: 'generator.hairShort',
  buzz: 'generator.hairBuzz',
  curly: 'generator.hairCurly',
  long: 'generator.hairLong',
  braids: 'generator.hairBraids',
  ponytail: 'generator.hairPonytail',
  'afro-puffs': 'generator.hairAfroPuffs',
  afro: 'generator.hairAfro',
  bob: 'generator.hairBob',
  pigtails: 'generator.hairPigtails',
  bun: 'generator.hairBun',
};

export const HAIR_COLOUR_LABELS: Record<HairColor, MessageKey> = {
  black: 'generator.hairColourBlack',
  'dark-brown': 'generator.hairColourDarkBrown',
  brown: 'generator.hairColourBrown',
  'light-brown': 'generator.hairColourLightBrown',
  auburn: 'generator.hairColourAuburn',
  ginger: 'generator.hairColourGinger',
  'golden-blonde': 'generator.hairColourGoldenBlonde',
  'light-blonde': 'generator.hairColourLightBlonde',
};

/** ISL here is Indian Sign Language (product §9 lists the three by their letters). */
export const SIGN_LANGUAGE_LABELS: Record<SignLanguageType, MessageKey> = {
  ASL: 'generator.signAsl',
  BSL: 'generator.signBsl',
  ISL: 'generator.signIsl',
};
