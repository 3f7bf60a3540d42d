import { IMAGE_MODES, type ImageMode, type ImageModeFamily } from '@storyloom/contract';
import type { MessageKey } from '../../../i18n/catalog.ts';

/** Parent-friendly names for the image modes of product §3; typed so a new mode needs a name. */
const IMAGE_MODE_LABELS: Record<ImageMode, MessageKey> = {
  auto: 'generator.modeAuto',
  stability_1024: 'generator.modeSquare',
  stability_1152x896: 'generator.modeLandscape',
  stability_896x1152: 'generator.modePortrait',
  stability_1216x832: 'generator.modeWideLandscape',
  freepik_square: 'generator.modeSquare',
  freepik_landscape: 'generator.modeLandscape',
  freepik_portrait: 'generator.modePortrait',
  dalle2_256: 'generator.modeSmall',
  dalle2_512: 'generator.modeMedium',
  dalle2_1024: 'generator.modeLarge',
  dalle3_1024: 'generator.modeSquare',
  dalle3_1024x1792: 'generator.modeTallPortrait',
  dalle3_1792x1024: 'generator.modeWideLandscape',
  image1_1024: 'generator.modeSquare',
  image1_1024x1536: 'generator.modePortrait',
  image1_1536x1024: 'generator.modeLandscape',
  svg: 'generator.modeSvg',
};

/** Vendors keep their own names in every language; the other two groups say what they are. */
const FAMILY_LABELS: Record<ImageModeFamily, { message: MessageKey } | { brand: string }> = {
  auto: { message: 'generator.familyRecommended' },
  stability: { brand: 'Stability AI' },
  freepik: { brand: 'Freepik' },
  dalle2: { brand: 'DALL·E 2' },
  dalle3: { brand: 'DALL·E 3' },
  image1: { brand: 'GPT Image 1' },
  svg: { message: 'generator.familyWithoutAi' },
};

export interface ImageModeGroup {
  family: ImageModeFamily;
  label: string;
  modes: { value: ImageMode; label: string }[];
}

/**
 * The image quality choices grouped by provider, 'auto' first, named by the pictures' shape
 * (pixel sizes mean little to a parent) through `say`, the interface's words. When the server
 * says which modes it can draw, only those are offered.
 */
export function imageModeGroups(
  say: (key: MessageKey) => string,
  available?: readonly ImageMode[],
): ImageModeGroup[] {
  const groups = new Map<ImageModeFamily, ImageModeGroup>();
  for (const mode of IMAGE_MODES) {
    if (available && mode.value !== 'auto' && !available.includes(mode.value)) continue;
    const family = FAMILY_LABELS[mode.family];
    const group = groups.get(mode.family) ?? {
      family: mode.family,
      label: 'brand' in family ? family.brand : say(family.message),
      modes: [],
    };
    group.modes.push({ value: mode.value, label: say(IMAGE_MODE_LABELS[mode.value]) });
    groups.set(mode.family, group);
  }
  return [...groups.values()];
}
