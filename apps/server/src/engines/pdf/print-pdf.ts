import { PRINT } from '@storyloom/contract';
import { mapWithConcurrency } from '../../lib/concurrency.ts';
import { drawParagraph } from './draw-text.ts';
import { type Picture, resamplePicture } from './images.ts';
import {
  type Box,
  COLORS,
  type Doc,
  moon,
  nameBadge,
  openDocument,
  picture,
  sparkles,
  star,
  titleStyle,
  wash,
} from './page-art.ts';
import type { StoryDocument } from './story-document.ts';
import { fitParagraph, type Paragraph, paragraphHeight } from './text-layout.ts';

/**
 * The print-ready interior of the softcover photo book: every page the trim size plus bleed on
 * each side, pictures running into the bleed, words kept inside the safe area, pictures at
 * print resolution for the size they are placed at.
 */

const POINTS_PER_INCH = 72;
const BLEED = PRINT.book.bleedInches * POINTS_PER_INCH;
const PRINT_PAGE_SIZE = (PRINT.book.trimInches + 2 * PRINT.book.bleedInches) * POINTS_PER_INCH;
/** Words stay this far inside the trim, clear of the cut and the binding. */
const SAFE = BLEED + PRINT.book.safeMarginInches * POINTS_PER_INCH;
const SAFE_WIDTH = PRINT_PAGE_SIZE - 2 * SAFE;
const FULL_BLEED: Box = { x: 0, y: 0, width: PRINT_PAGE_SIZE, height: PRINT_PAGE_SIZE };
const PICTURE_PIXELS = Math.round((PRINT_PAGE_SIZE / POINTS_PER_INCH) * PRINT.book.imageDpi);

const PANEL_PADDING = 16;
const WORD_SIZES = [18, 17, 16, 15, 14, 13, 12];
const TEXT_ONLY_SIZES = [26, 24, 22, 20, 18, 17, 16, 15, 14, 13];
const TITLE_SIZES = [36, 32, 28, 26, 24, 22];

/** A soft cream panel behind words laid over a picture, so they read on any art. */
function panel(doc: Doc, box: Box): void {
  doc
    .save()
    .fillOpacity(0.9)
    .roundedRect(box.x, box.y, box.width, box.height, 18)
    .fill(COLORS.cream)
    .restore();
}

function titlePage(doc: Doc, story: StoryDocument, art: Picture | null): void {
  const title = fitParagraph(
    story.title,
    titleStyle(story.title, story.language),
    TITLE_SIZES,
    SAFE_WIDTH - 2 * PANEL_PADDING,
    (p) => p.lines.length <= 3,
  );
  const badgeHeight = 38;
  if (art) {
    picture(doc, art, FULL_BLEED, 0);
    const height = paragraphHeight(title) + badgeHeight + 3 * PANEL_PADDING;
    panel(doc, { x: SAFE, y: SAFE, width: SAFE_WIDTH, height });
    drawParagraph(
      doc,
      title,
      { x: SAFE + PANEL_PADDING, y: SAFE + PANEL_PADDING, width: SAFE_WIDTH - 2 * PANEL_PADDING },
      { color: COLORS.grape700, align: 'center' },
    );
    nameBadge(
      doc,
      story.child,
      story.language,
      PRINT_PAGE_SIZE / 2,
      SAFE + paragraphHeight(title) + 2 * PANEL_PADDING,
      18,
    );
    return;
  }
  wash(doc, FULL_BLEED, COLORS.grape100, COLORS.peach100);
  sparkles(doc, { x: SAFE, y: SAFE, width: SAFE_WIDTH, height: SAFE_WIDTH }, COLORS.white, 0.9);
  moon(doc, PRINT_PAGE_SIZE / 2, 150, 40, COLORS.sunny);
  star(doc, PRINT_PAGE_SIZE / 2 + 64, 112, 9, COLORS.sunny);
  const top = (PRINT_PAGE_SIZE - paragraphHeight(title)) / 2 + 20;
  drawParagraph(
    doc,
    title,
    { x: SAFE + PANEL_PADDING, y: top, width: SAFE_WIDTH - 2 * PANEL_PADDING },
    {
      color: COLORS.grape700,
      align: 'center',
    },
  );
  nameBadge(doc, story.child, story.language, PRINT_PAGE_SIZE / 2, top + paragraphHeight(title) + 24, 18);
}

function picturePage(doc: Doc, narration: string, language: string, art: Picture): void {
  picture(doc, art, FULL_BLEED, 0);
  const width = SAFE_WIDTH - 2 * PANEL_PADDING;
  const words: Paragraph = fitParagraph(
    narration,
    { language, weight: 'regular' },
    WORD_SIZES,
    width,
    (p) => paragraphHeight(p) <= SAFE_WIDTH * 0.4,
  );
  const height = paragraphHeight(words) + 2 * PANEL_PADDING;
  const top = PRINT_PAGE_SIZE - SAFE - height;
  panel(doc, { x: SAFE, y: top, width: SAFE_WIDTH, height });
  drawParagraph(
    doc,
    words,
    { x: SAFE + PANEL_PADDING, y: top + PANEL_PADDING, width },
    {
      color: COLORS.ink,
      align: 'center',
    },
  );
}

function wordsPage(doc: Doc, narration: string, language: string): void {
  wash(doc, FULL_BLEED, COLORS.grape50, COLORS.peach100);
  sparkles(doc, { x: SAFE, y: SAFE, width: SAFE_WIDTH, height: SAFE_WIDTH }, COLORS.grape200, 0.9);
  const width = SAFE_WIDTH - 2 * PANEL_PADDING;
  const words = fitParagraph(
    narration,
    { language, weight: 'regular' },
    TEXT_ONLY_SIZES,
    width,
    (p) => paragraphHeight(p) <= SAFE_WIDTH - 120,
  );
  const top = (PRINT_PAGE_SIZE - paragraphHeight(words)) / 2 + 20;
  moon(doc, PRINT_PAGE_SIZE / 2, top - 44, 14, COLORS.sunny);
  drawParagraph(
    doc,
    words,
    { x: SAFE + PANEL_PADDING, y: top, width },
    { color: COLORS.grape700, align: 'center' },
  );
}

/** Renders the print-ready interior: a title page, then one page per scene. */
export async function renderPrintPdf(story: StoryDocument): Promise<Buffer> {
  const images = story.scenes.map((scene) => (story.audioOnly ? null : scene.image));
  const sources = [...new Set(images.filter((image): image is Buffer => image !== null))];
  const prepared = await mapWithConcurrency(sources, 2, async (image) => {
    try {
      return await resamplePicture(image, PICTURE_PIXELS, PICTURE_PIXELS);
    } catch {
      // A picture that cannot be read leaves its page to the words alone.
      return null;
    }
  });
  const pictureOf = (image: Buffer | null) => (image ? (prepared[sources.indexOf(image)] ?? null) : null);

  const { doc, finished } = openDocument(story, { width: PRINT_PAGE_SIZE, height: PRINT_PAGE_SIZE });
  // Printers place each page by its trim box; the bleed box is what may be cut away.
  const boxes = () => {
    const trim = [BLEED, BLEED, PRINT_PAGE_SIZE - BLEED, PRINT_PAGE_SIZE - BLEED];
    Object.assign(doc.page.dictionary.data, {
      TrimBox: trim,
      BleedBox: [0, 0, PRINT_PAGE_SIZE, PRINT_PAGE_SIZE],
    });
  };
  boxes();
  titlePage(doc, story, pictureOf(images.find((image) => pictureOf(image)) ?? null));
  story.scenes.forEach((scene, index) => {
    doc.addPage();
    boxes();
    const art = pictureOf(images[index] ?? null);
    if (art) picturePage(doc, scene.narration, story.language, art);
    else wordsPage(doc, scene.narration, story.language);
  });
  return finished();
}
