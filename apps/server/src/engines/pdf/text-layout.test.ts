import { storyPdfFileName } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './story-document.ts';
import { layoutParagraph, type Paragraph } from './text-layout.ts';

const style = (language: string, size = 16) => ({ language, size, weight: 'regular' as const });
const lineText = (paragraph: Paragraph, index: number) =>
  paragraph.lines[index]?.runs.map((run) => run.actual).join('') ?? '';

describe('layoutParagraph', () => {
  it('orders a right-to-left line with a Latin name and closing punctuation as a reader expects', () => {
    const paragraph = layoutParagraph('مرحبا يا Mia!', style('ar'), 500);
    expect(paragraph.rtl).toBe(true);
    const runs = paragraph.lines[0]?.runs ?? [];
    const at = (text: string) => runs.find((run) => run.actual.includes(text))?.x ?? Number.NaN;
    // Visually, from the left: the exclamation mark ends the sentence, then the name, then the Arabic.
    expect(at('!')).toBeLessThan(at('Mia'));
    expect(at('Mia')).toBeLessThan(at('ابحرم'));
  });

  it('mirrors brackets and keeps numbers left to right inside right-to-left text', () => {
    const paragraph = layoutParagraph('عمرها 12 سنة (تقريبًا)', style('ar'), 500);
    const runs = paragraph.lines[0]?.runs ?? [];
    const number = runs.find((run) => /\d/.test(run.text));
    expect(number?.text).toBe('12');
    // pdfkit sets Arabic runs right to left itself; the brackets it gets are already mirrored.
    const bracketed = runs.find((run) => run.text.includes('تقريبًا'));
    expect(bracketed?.text).toContain(')تقريبًا(');
  });

  it('breaks Chinese between characters but never before closing punctuation', () => {
    const text = '米娅在海滩上发现了一个闪闪发光的贝壳，她对着大海笑了。“真漂亮！”她说。';
    const paragraph = layoutParagraph(text, style('zh'), 120);
    expect(paragraph.lines.length).toBeGreaterThan(2);
    for (let i = 0; i < paragraph.lines.length; i++) expect(lineText(paragraph, i)).not.toMatch(/^[，。！”]/);
    expect(paragraph.lines.map((_, i) => lineText(paragraph, i)).join('')).toBe(text);
  });

  it('keeps Korean words whole, breaking only at spaces', () => {
    const text = '미아는 해변에서 반짝이는 조개껍데기를 발견하고 바다를 향해 활짝 웃었어요.';
    const paragraph = layoutParagraph(text, style('ko'), 150);
    const words = new Set(text.split(' '));
    expect(paragraph.lines.length).toBeGreaterThan(1);
    for (let i = 0; i < paragraph.lines.length; i++) {
      for (const word of lineText(paragraph, i).split(' ')) expect(words.has(word), word).toBe(true);
    }
  });

  it('shapes Gurmukhi and Devanagari, and finds a face for a name in another script', () => {
    for (const [language, text] of [
      ['pa', 'ਮੀਆ ਨੂੰ ਸਮੁੰਦਰ ਦੇ ਕੰਢੇ ਇੱਕ ਚਮਕਦਾਰ ਸਿੱਪੀ ਮਿਲੀ।'],
      ['hi', 'मिया को समुद्र तट पर एक चमकदार सीप मिली।'],
      ['en', 'Mia met 小美 and ليلى.'],
    ] as const) {
      const paragraph = layoutParagraph(text, style(language), 400);
      expect(paragraph.lines.map((_, i) => lineText(paragraph, i)).join(' ')).toContain(text.slice(0, 3));
      expect(paragraph.lines.every((line) => line.width > 0 && line.width <= 400)).toBe(true);
    }
    const faces = layoutParagraph('Mia met 小美 and ليلى.', style('en'), 400).lines.flatMap((l) =>
      l.runs.map((r) => r.face),
    );
    expect(new Set(faces)).toEqual(new Set(['latin', 'arabic', 'cjk']));
  });

  it('leaves out what no face can draw instead of drawing empty boxes', () => {
    const paragraph = layoutParagraph('Mia 🦄 smiled', style('en'), 400);
    expect(lineText(paragraph, 0)).toBe('Mia smiled');
  });

  it('balances lines so the last is not a lone word', () => {
    const text = 'One bright morning Mia woke up in a bright coral reef under the sea and smiled';
    const filled = layoutParagraph(text, style('en'), 300);
    const balanced = layoutParagraph(text, { ...style('en'), balance: true }, 300);
    expect(balanced.lines.length).toBe(filled.lines.length);
    const widths = balanced.lines.map((line) => line.width);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(
      Math.max(...filled.lines.map((l) => l.width)) - Math.min(...filled.lines.map((l) => l.width)),
    );
  });
});

describe('the downloaded file name', () => {
  it('is the title with underscores for spaces, plus .pdf', () => {
    expect(storyPdfFileName('Mia and Pip the dolphin')).toBe('Mia_and_Pip_the_dolphin.pdf');
    expect(storyPdfFileName('   ')).toBe('story.pdf');
  });

  it('is sent exactly as RFC 5987 filename*, with an ASCII stand-in', () => {
    expect(attachmentHeader('Mia’s_Reef.pdf')).toBe(
      `attachment; filename="Mia_s_Reef.pdf"; filename*=UTF-8''Mia%E2%80%99s_Reef.pdf`,
    );
    expect(attachmentHeader('حكاية_ليلى.pdf')).toMatch(
      /^attachment; filename="story\.pdf"; filename\*=UTF-8''%D8%AD/,
    );
    expect(attachmentHeader('A "quoted" (title).pdf')).toBe(
      `attachment; filename="A _quoted_ (title).pdf"; filename*=UTF-8''A%20%22quoted%22%20%28title%29.pdf`,
    );
  });
});
