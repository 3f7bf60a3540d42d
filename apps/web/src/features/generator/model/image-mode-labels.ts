import { IMAGE_MODES, type ImageMode, type ImageModeFamily } from '@storyloom/contract';

/** Parent-friendly names for the image modes of product §3; typed so a new mode needs a name. */
export const IMAGE_MODE_LABELS: Record<ImageMode, string> = {
  auto: 'Let us pick the best pictures',
  stability_1024: 'Square',
  stability_1152x896: 'Landscape',
  stability_896x1152: 'Portrait',
  stability_1216x832: 'Wide landscape',
  freepik_square: 'Square',
  freepik_landscape: 'Landscape',
  freepik_portrait: 'Portrait',
  dalle2_256: 'Small (fastest)',
  dalle2_512: 'Medium',
  dalle2_1024: 'Large',
  dalle3_1024: 'Square',
  dalle3_1024x1792: 'Tall portrait',
  dalle3_1792x1024: 'Wide landscape',
  image1_1024: 'Square',
  image1_1024x1536: 'Portrait',
  image1_1536x1024: 'Landscape',
  svg: 'Simple drawings, ready in a moment',
};

const FAMILY_LABELS: Record<ImageModeFamily, string> = {
  auto: 'Recommended',
  stability: 'Stability AI',
  freepik: 'Freepik',
  dalle2: 'DALL·E 2',
  dalle3: 'DALL·E 3',
  image1: 'GPT Image 1',
  svg: 'Without AI',
};

export interface ImageModeGroup {
  label: string;
  modes: { value: ImageMode; label: string }[];
}

/**
 * The image quality choices grouped by provider, 'auto' first, named by the pictures' shape
 * (pixel sizes mean little to a parent). When the server says which modes it can draw, only
 * those are offered.
 */
export function imageModeGroups(available?: readonly ImageMode[]): ImageModeGroup[] {
  const groups = new Map<ImageModeFamily, ImageModeGroup>();
  for (const mode of IMAGE_MODES) {
    if (available && mode.value !== 'auto' && !available.includes(mode.value)) continue;
    const group = groups.get(mode.family) ?? { label: FAMILY_LABELS[mode.family], modes: [] };
    group.modes.push({ value: mode.value, label: IMAGE_MODE_LABELS[mode.value] });
    groups.set(mode.family, group);
  }
  return [...groups.values()];
}
