import { CHILD_NAME_MAX_LENGTH, CUSTOM_THEME_MAX_LENGTH, LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { favouriteThings } from './schemas.ts';
import { cleanText, hasLetter } from './text.ts';

/** The parts of a File that validation reads; works for browser Files and server uploads. */
export interface FileLike {
  name?: string;
  type?: string;
  size: number;
}

/** The picture types the server can read (it checks each file's first bytes), so a reference image's too. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The reference image types, as a file picker's `accept`. */
export const REFERENCE_IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/**
 * Reference image rule (§5): an image of a type the server reads, under 10 MB. Returns the
 * documented message or null.
 */
export function validateReferenceImage(file: FileLike): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type ?? '')) return MESSAGES.imageNotAnImage;
  if (file.size >= LIMITS.referenceImageBytes) return MESSAGES.imageTooLarge;
  return null;
}

const VOICE_SAMPLE_TYPES = ['audio/wav', 'audio/mpeg', 'audio/mp3', 'audio/x-m4a'];
const VOICE_SAMPLE_EXTENSIONS = ['.wav', '.mp3', '.m4a'];
/** The accepted extensions and types of §5, as a file picker's `accept`. */
export const VOICE_SAMPLE_ACCEPT = [...VOICE_SAMPLE_EXTENSIONS, ...VOICE_SAMPLE_TYPES].join(',');

/** Voice sample rule (§5): at most 25 MB; a listed type or a listed file extension. */
export function validateVoiceSample(file: FileLike): string | null {
  if (file.size > LIMITS.voiceSampleBytes) return MESSAGES.voiceFileTooLarge;
  const name = (file.name ?? '').toLowerCase();
  const typeOk = VOICE_SAMPLE_TYPES.includes(file.type ?? '');
  const extensionOk = VOICE_SAMPLE_EXTENSIONS.some((ext) => name.endsWith(ext));
  return typeOk || extensionOk ? null : MESSAGES.voiceFileWrongType;
}

/** The whole clone form (§5), checked in the documented order: name, file, signed in. */
export function validateVoiceCloneForm(input: {
  voiceName: string;
  file: FileLike | null;
  signedIn: boolean;
}): string | null {
  const voiceName = cleanText(input.voiceName);
  if (!voiceName) return MESSAGES.voiceNameRequired;
  if (!hasLetter(voiceName)) return MESSAGES.voiceNameNeedsLetter;
  if (!input.file) return MESSAGES.voiceFileRequired;
  if (!input.signedIn) return MESSAGES.mustBeSignedIn;
  return validateVoiceSample(input.file);
}

/**
 * Generator form rule (§5): name required; custom theme text required for the custom theme; the
 * optional favourite things as the request takes them. All are read as the server keeps them
 * (cleanText), so a name of emoji or invisible characters alone is refused here as it would be there.
 */
export function validateGeneratorForm(input: {
  childName: string;
  theme: string;
  customTheme?: string;
  favouriteThings?: string[];
}): string | null {
  const childName = cleanText(input.childName);
  if (!childName) return MESSAGES.childNameRequired;
  if (!hasLetter(childName)) return MESSAGES.childNameNeedsLetter;
  if (childName.length > CHILD_NAME_MAX_LENGTH) return MESSAGES.childNameTooLong;
  const customTheme = cleanText(input.customTheme ?? '');
  if (input.theme === 'custom' && !customTheme) return MESSAGES.customThemeRequired;
  if (customTheme.length > CUSTOM_THEME_MAX_LENGTH) return MESSAGES.customThemeTooLong;
  if (input.theme === 'custom' && !hasLetter(customTheme)) return MESSAGES.customThemeNeedsLetter;
  return favouriteThings.safeParse(input.favouriteThings ?? []).error?.issues[0]?.message ?? null;
}

/** Scene count stays within 1–12 (§5). */
export const clampScenes = (n: number): number =>
  Math.min(LIMITS.scenes.max, Math.max(LIMITS.scenes.min, Math.round(n)));

/** Brush size stays within 1–20 (§5). */
export const clampBrushSize = (n: number): number =>
  Math.min(LIMITS.brushSize.max, Math.max(LIMITS.brushSize.min, Math.round(n)));
