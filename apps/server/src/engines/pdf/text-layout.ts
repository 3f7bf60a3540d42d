import { LANGUAGES } from '@storyloom/contract';
import bidiFactory from 'bidi-js';
import LineBreaker from 'linebreak';
import { type FaceId, faceChain, hasGlyph, measure, verticalMetrics, type Weight } from './fonts.ts';

/**
 * Paragraph layout for the PDFs: font fallback per character, Unicode line breaking, and the
 * Unicode bidirectional algorithm, which pdfkit does not do. The result is lines of runs in
 * visual order, each run set in one face and handed to pdfkit as it is.
 */

const bidi = bidiFactory();

export interface TextStyle {
  language: string;
  size: number;
  weight: Weight;
  /** Faces to try before the language's own, e.g. a display face for a title. */
  prefer?: FaceId[];
  /** Evens out line lengths instead of filling each line, so no word is left alone on the last. */
  balance?: boolean;
}

/** A piece of a line set in one face, already in the order pdfkit must draw its characters. */
export interface Run {
  text: string;
  /**
   * The run's characters as they appear on the page, left to right and unmirrored: what a PDF
   * reader should read back. Readers (poppler, PDFium) take a span's actual text as visual order
   * and apply bidi themselves, as they do for glyphs.
   */
  actual: string;
  face: FaceId;
  /** Offset from the line's left edge, in points. */
  x: number;
  width: number;
}

export interface Line {
  runs: Run[];
  width: number;
}

export interface Paragraph {
  lines: Line[];
  size: number;
  /** Distance between baselines. */
  lineHeight: number;
  /** From a line's top to its baseline. */
  ascent: number;
  /** Whether the paragraph reads right to left, so ragged text aligns right. */
  rtl: boolean;
}

const RTL_LANGUAGES = new Set<string>(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code));
const isRtlLanguage = (language: string) => RTL_LANGUAGES.has(language);

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{M}]/u;
const NEUTRAL = /[\s\p{P}\p{S}\p{N}\p{Script=Common}]/u;
/** Korean sets words apart with spaces and keeps each word whole on a line. */
const BREAK_AT_SPACES_ONLY = new Set(['ko']);

/** Leaves out characters no face can draw (emoji, say), which would show as empty boxes. */
function drawable(text: string, chain: FaceId[]): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number;
    if (/\s/.test(char) || INVISIBLE.test(char) || chain.some((face) => hasGlyph(face, codePoint)))
      out += char;
  }
  return out;
}

/** Picks a face per UTF-16 unit: marks, joiners and spaces stay with the character before them. */
function assignFaces(text: string, chain: FaceId[]): FaceId[] {
  const faces: FaceId[] = [];
  let previous: FaceId | null = null;
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number;
    let face: FaceId;
    if (previous && (INVISIBLE.test(char) || /\s/.test(char))) face = previous;
    else if (previous && NEUTRAL.test(char) && hasGlyph(previous, codePoint)) face = previous;
    else face = chain.find((candidate) => hasGlyph(candidate, codePoint)) ?? (chain[0] as FaceId);
    for (let i = 0; i < char.length; i++) faces.push(face);
    previous = face;
  }
  return faces;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const reverseGraphemes = (text: string) =>
  [...graphemes.segment(text)]
    .map((s) => s.segment)
    .reverse()
    .join('');

/** fontkit sets a run right to left when its first character of a specific script is Arabic or Hebrew. */
function fontkitReverses(text: string): boolean {
  const first = /[^\p{Script=Common}\p{Script=Inherited}]/u.exec(text)?.[0];
  return first !== undefined && /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(first);
}

interface Segment {
  start: number;
  /** End of the segment's visible part; trailing spaces follow up to `end`. */
  contentEnd: number;
  end: number;
  contentWidth: number;
  spaceWidth: number;
  required: boolean;
}

function widthOf(text: string, faces: FaceId[], start: number, end: number, size: number): number {
  let width = 0;
  let runStart = start;
  for (let i = start + 1; i <= end; i++) {
    if (i === end || faces[i] !== faces[runStart]) {
      width += measure(faces[runStart] as FaceId, text.slice(runStart, i), size);
      runStart = i;
    }
  }
  return width;
}

/** Break opportunities of UAX #14, each a segment that stays on one line. */
function segmentsOf(text: string, faces: FaceId[], language: string, size: number): Segment[] {
  const breaker = new LineBreaker(text);
  const segments: Segment[] = [];
  const spacesOnly = BREAK_AT_SPACES_ONLY.has(language);
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const end = next.position;
    if (spacesOnly && !next.required && end < text.length && !/\s/.test(text[end - 1] ?? '')) continue;
    let contentEnd = end;
    while (contentEnd > start && /\s/.test(text[contentEnd - 1] as string)) contentEnd--;
    segments.push({
      start,
      contentEnd,
      end,
      contentWidth: widthOf(text, faces, start, contentEnd, size),
      spaceWidth: widthOf(text, faces, contentEnd, end, size),
      required: next.required,
    });
    start = end;
  }
  return segments;
}

/** Splits a segment wider than the line between graphemes, for a long word or name. */
function splitWide(
  segment: Segment,
  text: string,
  faces: FaceId[],
  size: number,
  maxWidth: number,
): Segment[] {
  const pieces: Segment[] = [];
  let start = segment.start;
  let last = start;
  for (const { index } of graphemes.segment(text.slice(segment.start, segment.contentEnd))) {
    const at = segment.start + index;
    if (at > start && widthOf(text, faces, start, at, size) > maxWidth && last > start) {
      pieces.push({
        start,
        contentEnd: last,
        end: last,
        contentWidth: widthOf(text, faces, start, last, size),
        spaceWidth: 0,
        required: false,
      });
      start = last;
    }
    last = at;
  }
  pieces.push({ ...segment, start, contentWidth: widthOf(text, faces, start, segment.contentEnd, size) });
  return pieces;
}

/** Greedy filling: as many segments on a line as fit. */
function breakLines(segments: Segment[], maxWidth: number): { start: number; end: number }[] {
  const lines: { start: number; end: number }[] = [];
  let line: { start: number; end: number; width: number; trailing: number } | null = null;
  for (const segment of segments) {
    // Spaces at the end of a line take no room; between two segments on a line they do.
    if (line && line.width + line.trailing + segment.contentWidth > maxWidth) {
      lines.push(line);
      line = null;
    }
    if (line) {
      line.width += line.trailing + segment.contentWidth;
      line.end = segment.contentEnd;
      line.trailing = segment.spaceWidth;
    } else {
      line = {
        start: segment.start,
        end: segment.contentEnd,
        width: segment.contentWidth,
        trailing: segment.spaceWidth,
      };
    }
    if (segment.required) {
      lines.push(line);
      line = null;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Runs of one level and one face, reordered for display by rule L2 of UAX #9. */
function visualRuns(
  faces: FaceId[],
  levels: Uint8Array,
  start: number,
  end: number,
): { start: number; end: number; level: number }[] {
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = start; i < end; i++) {
    const last = runs.at(-1);
    if (last && last.level === levels[i] && faces[last.start] === faces[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i] as number });
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if ((runs[i]?.level ?? 0) < level) continue;
      let j = i;
      while (j + 1 < runs.length && (runs[j + 1]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return runs;
}

/** Lays out one paragraph in lines no wider than maxWidth. */
export function layoutParagraph(input: string, style: TextStyle, maxWidth: number): Paragraph {
  const chain = [...(style.prefer ?? []), ...faceChain(style.language, style.weight)];
  const text = drawable(input.normalize('NFC'), chain).replace(/\s+/g, ' ').trim();
  const faces = assignFaces(text, chain);
  const rtl = isRtlLanguage(style.language);
  const embedding = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const shown = mirrorInPlace(text, mirrored);

  const segments = segmentsOf(text, faces, style.language, style.size).flatMap((segment) =>
    segment.contentWidth > maxWidth ? splitWide(segment, text, faces, style.size, maxWidth) : [segment],
  );
  let breaks = breakLines(segments, maxWidth);
  if (style.balance && breaks.length > 1) {
    // The narrowest measure that still needs no more lines.
    let low = (maxWidth * (breaks.length - 1)) / breaks.length;
    let high = maxWidth;
    for (let step = 0; step < 10; step++) {
      const middle = (low + high) / 2;
      if (breakLines(segments, middle).length > breaks.length) low = middle;
      else high = middle;
    }
    breaks = breakLines(segments, high);
  }
  const lines = breaks.map(({ start, end }): Line => {
    let x = 0;
    const runs = visualRuns(faces, embedding.levels, start, end).map((run): Run => {
      const face = faces[run.start] as FaceId;
      let runText = shown.slice(run.start, run.end);
      if (fontkitReverses(runText) !== (run.level % 2 === 1)) runText = reverseGraphemes(runText);
      const width = measure(face, runText, style.size);
      const logical = text.slice(run.start, run.end);
      // Readers reverse right-to-left text character by character, so it is reversed the same way here.
      const actual = run.level % 2 === 1 ? [...logical].reverse().join('') : logical;
      const placed = { text: runText, actual, face, x, width };
      x += width;
      return placed;
    });
    return { runs, width: x };
  });

  // Baselines sit where the tallest face used would centre its ascent and descent in the line.
  let ascent = 0;
  let descent = 0;
  let factor = 0;
  for (const face of new Set(faces.length > 0 ? faces : chain.slice(0, 1))) {
    const metrics = verticalMetrics(face);
    ascent = Math.max(ascent, metrics.ascent);
    descent = Math.max(descent, metrics.descent);
    factor = Math.max(factor, metrics.lineHeight);
  }
  const lineHeight = factor * style.size;
  const leading = lineHeight - (ascent + descent) * style.size;
  return { lines, size: style.size, lineHeight, ascent: leading / 2 + ascent * style.size, rtl };
}

function mirrorInPlace(text: string, mirrored: Map<number, string>): string {
  if (mirrored.size === 0) return text;
  const chars = text.split('');
  for (const [index, char] of mirrored) chars[index] = char;
  return chars.join('');
}

/** The paragraph at the first of `sizes` (largest first) at which it fits; at the last when none does. */
export function fitParagraph(
  text: string,
  style: Omit<TextStyle, 'size' | 'balance'>,
  sizes: number[],
  width: number,
  fits: (paragraph: Paragraph) => boolean,
): Paragraph {
  let paragraph: Paragraph | null = null;
  for (const size of sizes) {
    paragraph = layoutParagraph(text, { ...style, size, balance: true }, width);
    if (fits(paragraph)) break;
  }
  if (!paragraph) throw new Error('No text sizes to try');
  return paragraph;
}

/** Total height of a laid-out paragraph. */
export const paragraphHeight = (paragraph: Paragraph) => paragraph.lines.length * paragraph.lineHeight;
