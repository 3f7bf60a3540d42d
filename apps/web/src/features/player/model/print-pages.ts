import type { StoryBundle } from '@storyloom/contract';
import type { MessageKey } from '../../../i18n/catalog.ts';

/**
 * The pages of the printed book, as the server's print-ready PDF lays them out
 * (apps/server/src/engines/pdf/print-pdf.ts): a cover with the title and the child's name over
 * the first picture, then one page per scene, its words in a panel over its picture. Without a
 * picture (an audio-only story) a page is words on a soft wash.
 */
export type PrintPage =
  | { kind: 'cover'; title: string; child: string; picture: string | null }
  | { kind: 'scene'; number: number; narration: string; picture: string | null };

export function printPages(
  story: Pick<StoryBundle, 'title' | 'child' | 'audio_only' | 'scenes'>,
): PrintPage[] {
  const pictures = story.scenes.map((scene) => (story.audio_only ? null : scene.image_url));
  return [
    { kind: 'cover', title: story.title, child: story.child, picture: pictures.find(Boolean) ?? null },
    ...story.scenes.map((scene, index) => ({
      kind: 'scene' as const,
      number: index + 1,
      narration: scene.narration,
      picture: pictures[index] ?? null,
    })),
  ];
}

/** How the preview names a page: the cover, then pages counted as the book counts them. */
export const pageName = (page: PrintPage): { id: MessageKey; number?: number } =>
  page.kind === 'cover' ? { id: 'player.cover' } : { id: 'player.page', number: page.number };

/** The book's trimmed page, 8 inches, in points: the PDF's type sizes are relative to it. */
const PAGE_POINTS = 576;
/** Words stay 0.375 in inside the trim, with 16 pt of panel padding. */
const TEXT_WIDTH_POINTS = PAGE_POINTS - 2 * 27 - 2 * 16;

/**
 * The type size the PDF would choose: the largest of `sizes` (points) at which the text fits
 * `maxHeight` points, estimated from an average letter width, as a share of the page's width
 * (for CSS `cqw`). The PDF measures real glyphs; close is enough for a preview.
 */
export function fittedTextSize(text: string, sizes: readonly number[], maxHeight: number): number {
  const fits = (size: number) => {
    const lettersPerLine = Math.max(1, Math.floor(TEXT_WIDTH_POINTS / (size * 0.5)));
    const lines = Math.ceil(text.length / lettersPerLine);
    return lines * size * 1.35 <= maxHeight;
  };
  const size = sizes.find(fits) ?? sizes[sizes.length - 1] ?? 12;
  return (size / PAGE_POINTS) * 100;
}

/** The PDF's type sizes (print-pdf.ts) and the height each kind of text may take, in points. */
export const PRINT_TYPE = {
  words: { sizes: [18, 17, 16, 15, 14, 13, 12], maxHeight: (PAGE_POINTS - 54) * 0.4 },
  wordsAlone: { sizes: [26, 24, 22, 20, 18, 17, 16, 15, 14, 13], maxHeight: PAGE_POINTS - 54 - 120 },
  title: { sizes: [36, 32, 28, 26, 24, 22], maxHeight: 36 * 1.35 * 3 },
} as const;
