import type PDFDocument from 'pdfkit';
import { type FaceId, faceFeatures, faceFile } from './fonts.ts';
import type { Paragraph } from './text-layout.ts';

type Doc = InstanceType<typeof PDFDocument>;

const registered = new WeakMap<Doc, Set<FaceId>>();

/** Makes a face usable in a document; each face is embedded once, with only the glyphs drawn. */
function useFace(doc: Doc, face: FaceId): void {
  let faces = registered.get(doc);
  if (!faces) {
    faces = new Set();
    registered.set(doc, faces);
  }
  if (!faces.has(face)) {
    doc.registerFont(face, faceFile(face));
    faces.add(face);
  }
  doc.font(face);
}

export type Align = 'left' | 'center' | 'right' | 'start';

/**
 * Draws a laid-out paragraph with its first line's top at y. Each run is drawn as it is:
 * text-layout has already put it in visual order.
 */
export function drawParagraph(
  doc: Doc,
  paragraph: Paragraph,
  box: { x: number; y: number; width: number },
  options: { color: string; align: Align },
): void {
  const align = options.align === 'start' ? (paragraph.rtl ? 'right' : 'left') : options.align;
  doc.fillColor(options.color);
  paragraph.lines.forEach((line, index) => {
    const free = box.width - line.width;
    const left = box.x + (align === 'center' ? free / 2 : align === 'right' ? free : 0);
    const baseline = box.y + index * paragraph.lineHeight + paragraph.ascent;
    for (const run of line.runs) {
      useFace(doc, run.face);
      // Shaped glyphs do not read back as the text they show (Noto's Arabic letters share dotless
      // skeletons, Indic vowel signs move before their consonant); the span's actual text does.
      doc.markContent('Span', { actual: run.actual } as PDFKit.Mixins.MarkingOptions);
      doc.fontSize(paragraph.size).text(run.text, left + run.x, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        // With no features pdfkit shapes word by word (for its cache), which reverses the word order
        // of right-to-left text. fontkit also takes an object, so a face can turn a feature off.
        features: (faceFeatures(run.face) ?? []) as unknown as PDFKit.Mixins.OpenTypeFeatures[],
      });
      doc.endMarkedContent();
    }
  });
}
