import { mapWithConcurrency } from '../../lib/concurrency.ts';
import { drawParagraph } from './draw-text.ts';
import { imageSize, type Picture, readPicture } from './images.ts';
import {
  type Box,
  COLORS,
  type Doc,
  moon,
  nameBadge,
  openDocument,
  pageNumber,
  picture,
  sparkles,
  star,
  titleStyle,
  wash,
} from './page-art.ts';
import type { StoryDocument } from './story-document.ts';
import { fitParagraph, type Paragraph, paragraphHeight } from './text-layout.ts';

/**
 * The downloadable picture book: a portrait 8 × 10 in page per scene, picture above and words
 * below, after a cover with the title, the first picture and the child's name.
 */

const PAGE = { width: 576, height: 720 };
const MARGIN = 40;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Room under the words for the page number. */
const FOOTER = 60;
const GAP = 22;
const RADIUS = 22;
const MIN_PICTURE_HEIGHT = 260;

const WORD_SIZES = [20, 19, 18, 17, 16, 15, 14, 13];
const TEXT_FIRST_SIZES = [28, 26, 24, 22, 20, 18, 17, 16, 15, 14, 13];
const TITLE_SIZES = [40, 36, 32, 28, 24, 22];

const TEXT_CARD: Box = { x: MARGIN, y: MARGIN, width: CONTENT_WIDTH, height: PAGE.height - MARGIN - FOOTER };
const TEXT_CARD_PADDING = 44;

function background(doc: Doc): void {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.cream);
  doc
    .save()
    .lineWidth(1.5)
    .roundedRect(16, 16, PAGE.width - 32, PAGE.height - 32, 26)
    .stroke(COLORS.creamDeep)
    .restore();
}

interface PlannedScene {
  words: Paragraph;
  image: Buffer | null;
  /** Where the picture goes; null for a words-first page. */
  pictureBox: Box | null;
}

function textFirstWords(text: string, language: string): Paragraph {
  const width = TEXT_CARD.width - 2 * TEXT_CARD_PADDING;
  const room = TEXT_CARD.height - 2 * TEXT_CARD_PADDING - 90;
  return fitParagraph(
    text,
    { language, weight: 'regular' },
    TEXT_FIRST_SIZES,
    width,
    (p) => paragraphHeight(p) <= room,
  );
}

/** Sizes a scene's page: the words as large as they can be while the picture keeps its room. */
function planScene(narration: string, image: Buffer | null, language: string): PlannedScene {
  const size = image ? imageSize(image) : null;
  if (!image || !size || size.height === 0)
    return { words: textFirstWords(narration, language), image: null, pictureBox: null };
  const room = PAGE.height - MARGIN - FOOTER - GAP;
  const words = fitParagraph(
    narration,
    { language, weight: 'regular' },
    WORD_SIZES,
    CONTENT_WIDTH,
    (p) => room - paragraphHeight(p) >= MIN_PICTURE_HEIGHT,
  );
  const natural = CONTENT_WIDTH / (size.width / size.height);
  const height = Math.max(180, Math.min(natural, CONTENT_WIDTH, room - paragraphHeight(words)));
  return { words, image, pictureBox: { x: MARGIN, y: MARGIN, width: CONTENT_WIDTH, height } };
}

async function pictureFor(image: Buffer): Promise<Picture | null> {
  try {
    return await readPicture(image);
  } catch {
    // A picture that cannot be read leaves its page to the words alone.
    return null;
  }
}

function picturePage(doc: Doc, words: Paragraph, image: Picture, box: Box): void {
  doc
    .save()
    .roundedRect(box.x + 3, box.y + 5, box.width, box.height, RADIUS)
    .fill(COLORS.creamDeep)
    .restore();
  picture(doc, image, box, RADIUS);
  const top = box.y + box.height + GAP;
  const room = PAGE.height - FOOTER - top;
  const y = top + Math.max(0, (room - paragraphHeight(words)) / 2);
  drawParagraph(doc, words, { x: MARGIN, y, width: CONTENT_WIDTH }, { color: COLORS.ink, align: 'center' });
}

/** A scene without a picture: the words large on a soft card, like the player's audio-only view. */
function textFirstPage(doc: Doc, words: Paragraph): void {
  wash(doc, TEXT_CARD, COLORS.grape50, COLORS.peach100, 28);
  sparkles(doc, TEXT_CARD, COLORS.grape200, 0.9);
  const y = TEXT_CARD.y + (TEXT_CARD.height - paragraphHeight(words)) / 2 + 24;
  moon(doc, PAGE.width / 2, y - 48, 16, COLORS.sunny);
  drawParagraph(
    doc,
    words,
    { x: TEXT_CARD.x + TEXT_CARD_PADDING, y, width: TEXT_CARD.width - 2 * TEXT_CARD_PADDING },
    { color: COLORS.grape700, align: 'center' },
  );
}

function coverTitle(story: StoryDocument): Paragraph {
  return fitParagraph(
    story.title,
    titleStyle(story.title, story.language),
    TITLE_SIZES,
    CONTENT_WIDTH - 16,
    (p) => p.lines.length <= 3,
  );
}

const TITLE_TOP = 56;

function coverArtBox(title: Paragraph): Box {
  const top = TITLE_TOP + paragraphHeight(title) + 26;
  const side = Math.min(440, PAGE.height - top - 120);
  return { x: (PAGE.width - side) / 2, y: top, width: side, height: side };
}

function coverPage(doc: Doc, story: StoryDocument, title: Paragraph, art: Picture | null): void {
  if (art) {
    const box = coverArtBox(title);
    background(doc);
    sparkles(doc, { x: 16, y: 16, width: PAGE.width - 32, height: PAGE.height - 32 }, COLORS.peach300, 0.8);
    drawParagraph(
      doc,
      title,
      { x: MARGIN + 8, y: TITLE_TOP, width: CONTENT_WIDTH - 16 },
      { color: COLORS.grape700, align: 'center' },
    );
    doc
      .save()
      .roundedRect(box.x + 4, box.y + 6, box.width, box.height, 30)
      .fill(COLORS.creamDeep)
      .restore();
    picture(doc, art, box, 30);
    nameBadge(doc, story.child, story.language, PAGE.width / 2, box.y + box.height + 26, 20);
    return;
  }
  wash(doc, { x: 0, y: 0, width: PAGE.width, height: PAGE.height }, COLORS.grape100, COLORS.peach100);
  sparkles(doc, { x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48 }, COLORS.white, 0.9);
  moon(doc, PAGE.width / 2, 190, 46, COLORS.sunny);
  star(doc, PAGE.width / 2 + 70, 150, 10, COLORS.sunny);
  star(doc, PAGE.width / 2 - 76, 232, 7, COLORS.sunny);
  const top = (PAGE.height - paragraphHeight(title)) / 2;
  drawParagraph(
    doc,
    title,
    { x: MARGIN + 8, y: top, width: CONTENT_WIDTH - 16 },
    { color: COLORS.grape700, align: 'center' },
  );
  nameBadge(doc, story.child, story.language, PAGE.width / 2, top + paragraphHeight(title) + 28, 20);
}

/** Renders the picture book. Pictures are resampled first, off the event loop; then pages are drawn. */
export async function renderStoryPdf(story: StoryDocument): Promise<Buffer> {
  const plans = story.scenes.map((scene) =>
    planScene(scene.narration, story.audioOnly ? null : scene.image, story.language),
  );
  const title = coverTitle(story);
  const coverImage = plans.find((plan) => plan.pictureBox)?.image ?? null;

  // Pictures go in at the resolution they were made (a 1024-pixel picture is about 150 dpi here);
  // the cover's is the first scene's, embedded once and shown twice.
  const sources = [...new Set([coverImage, ...plans.map((plan) => (plan.pictureBox ? plan.image : null))])];
  const read = await mapWithConcurrency(sources, 2, async (image) => (image ? pictureFor(image) : null));
  const pictureOf = (image: Buffer | null) => read[sources.indexOf(image)] ?? null;
  const art = pictureOf(coverImage);
  const pictures = plans.map((plan) => (plan.pictureBox ? pictureOf(plan.image) : null));

  const { doc, finished } = openDocument(story, PAGE);
  coverPage(doc, story, title, art ?? null);
  plans.forEach((plan, index) => {
    doc.addPage();
    background(doc);
    const image = pictures[index];
    if (plan.pictureBox && image) picturePage(doc, plan.words, image, plan.pictureBox);
    else
      textFirstPage(
        doc,
        plan.pictureBox ? textFirstWords(story.scenes[index]?.narration ?? '', story.language) : plan.words,
      );
    pageNumber(doc, index + 1, PAGE.width / 2, PAGE.height - 34);
  });
  return finished();
}
