import PDFDocument from 'pdfkit';
import { drawParagraph } from './draw-text.ts';
import { covers, type FaceId } from './fonts.ts';
import type { Picture } from './images.ts';
import { layoutParagraph, paragraphHeight } from './text-layout.ts';

/** The small vector drawings and frames both PDFs share, in the web app's colours. */

export type Doc = InstanceType<typeof PDFDocument>;

export const COLORS = {
  cream: '#fff8ec',
  creamDeep: '#fcedd7',
  ink: '#2b1d3f',
  inkSoft: '#584a6b',
  grape50: '#f6f1ff',
  grape100: '#ece3ff',
  grape200: '#dccbff',
  grape500: '#8557e6',
  grape700: '#5a2fb5',
  peach100: '#ffe9da',
  peach300: '#ffbb94',
  peach600: '#e0612a',
  sunny: '#ffd166',
  white: '#ffffff',
} as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A document whose first page is open, sized `page`, with every later page the same size; the
 * fonts it uses are embedded as subsets when it is finished.
 */
export function openDocument(
  story: { title: string; child: string; language: string },
  page: { width: number; height: number },
): { doc: Doc; finished: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: 0,
    lang: story.language,
    displayTitle: true,
    info: { Title: story.title, Author: 'Storyloom', Subject: story.child, Creator: 'Storyloom' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finished: () => {
      doc.end();
      return ended;
    },
  };
}

/** A page number in a small circle, centred on cx. */
export function pageNumber(doc: Doc, number: number, cx: number, cy: number): void {
  doc.save().circle(cx, cy, 11).fill(COLORS.grape100).restore();
  const digits = layoutParagraph(String(number), { language: 'en', size: 10, weight: 'bold' }, 40);
  const width = digits.lines[0]?.width ?? 0;
  drawParagraph(
    doc,
    digits,
    { x: cx - width / 2, y: cy - digits.lineHeight / 2, width },
    { color: COLORS.grape700, align: 'center' },
  );
}

/** A title's type: the rounded display face when it has every letter, else the script's bold face, never a mix. */
export function titleStyle(
  title: string,
  language: string,
): { language: string; weight: 'bold'; prefer: FaceId[] } {
  return { language, weight: 'bold', prefer: covers('display', title) ? ['display'] : [] };
}

/** A five-pointed star. */
export function star(doc: Doc, cx: number, cy: number, r: number, color: string, opacity = 1): void {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  doc
    .save()
    .fillOpacity(opacity)
    .polygon(...points)
    .fill(color)
    .restore();
}

/** A crescent moon opening to the right, drawn as one path so it sits on any background. */
export function moon(doc: Doc, cx: number, cy: number, r: number, color: string): void {
  const tipX = cx + r * 0.5;
  const tipY = r * 0.866;
  const inner = r * 0.9;
  doc
    .save()
    .path(
      `M ${tipX} ${cy - tipY} A ${r} ${r} 0 1 0 ${tipX} ${cy + tipY} A ${inner} ${inner} 0 0 1 ${tipX} ${cy - tipY} Z`,
    )
    .fill(color)
    .restore();
}

/** A scatter of small stars around the edges of a box, the same on every page of a book. */
export function sparkles(doc: Doc, box: Box, color: string, opacity: number): void {
  const spots: [number, number, number][] = [
    [0.06, 0.05, 7],
    [0.18, 0.11, 4],
    [0.92, 0.07, 6],
    [0.83, 0.14, 3.5],
    [0.95, 0.9, 7],
    [0.07, 0.93, 5],
    [0.16, 0.85, 3],
    [0.86, 0.96, 3.5],
  ];
  for (const [fx, fy, r] of spots)
    star(doc, box.x + fx * box.width, box.y + fy * box.height, r, color, opacity);
}

/** A soft two-colour wash over a box, top left to bottom right. */
export function wash(doc: Doc, box: Box, from: string, to: string, radius = 0): void {
  const gradient = doc.linearGradient(box.x, box.y, box.x + box.width, box.y + box.height);
  gradient.stop(0, from).stop(1, to);
  doc.save();
  if (radius > 0) doc.roundedRect(box.x, box.y, box.width, box.height, radius);
  else doc.rect(box.x, box.y, box.width, box.height);
  doc.fill(gradient).restore();
}

/** A picture covering a box, cropped to it (with rounded corners when asked), like CSS `cover`. */
export function picture(doc: Doc, image: Picture, box: Box, radius: number): void {
  const scale = Math.max(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  doc.save();
  if (radius > 0) doc.roundedRect(box.x, box.y, box.width, box.height, radius).clip();
  else doc.rect(box.x, box.y, box.width, box.height).clip();
  // pdfkit takes a pre-opened image object as well as a file's bytes.
  doc.image(image.source as Buffer, box.x + (box.width - width) / 2, box.y + (box.height - height) / 2, {
    width,
    height,
  });
  doc.restore();
}

/**
 * A rounded label with the child's name between two little stars, centred on cx; nothing when no
 * face can draw any of the name (a name of emoji alone, from before names needed a letter).
 */
export function nameBadge(
  doc: Doc,
  name: string,
  language: string,
  cx: number,
  top: number,
  size: number,
): { height: number } {
  const text = layoutParagraph(name, { language, size, weight: 'bold' }, 360);
  const textWidth = Math.max(0, ...text.lines.map((l) => l.width));
  if (textWidth === 0) return { height: 0 };
  const starRadius = size * 0.4;
  const padX = size * 0.9 + starRadius * 2.5;
  const padY = size * 0.35;
  const height = paragraphHeight(text) + padY * 2;
  const width = textWidth + padX * 2;
  doc
    .save()
    .roundedRect(cx - width / 2, top, width, height, height / 2)
    .fill(COLORS.peach100)
    .restore();
  const middle = top + height / 2;
  star(doc, cx - width / 2 + padX / 2, middle, starRadius, COLORS.peach600);
  star(doc, cx + width / 2 - padX / 2, middle, starRadius, COLORS.peach600);
  drawParagraph(
    doc,
    text,
    { x: cx - textWidth / 2, y: top + padY, width: textWidth },
    { color: COLORS.peach600, align: 'center' },
  );
  return { height };
}
