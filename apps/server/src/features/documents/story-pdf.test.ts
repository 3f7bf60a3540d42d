import { LANGUAGES, MESSAGES, type StoryBundle } from '@storyloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { pageInk, pdfImages, pdfInfo, pdfText } from '../../test/pdf.ts';
import { generateStory } from '../../test/requests.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A child's name in the language's own script, so the cover shows more than Latin letters. */
const NAMES: Record<string, string> = {
  ar: 'ليلى',
  fa: 'مینا',
  he: 'נועה',
  hi: 'मीरा',
  pa: 'ਸਿਮਰ',
  zh: '小美',
  ja: 'はな',
  ko: '지우',
  ru: 'Маша',
};

/**
 * Text compared without spaces and line breaks, without the bidi marks poppler adds, and without
 * hyphens, which poppler drops where a hyphenated word is broken across lines.
 */
const squash = (text: string) => text.replace(/[\s\p{Cf}\p{Pd}]+/gu, '');

async function makeStory(overrides: Parameters<typeof generateStory>[1] = {}) {
  const { bundle_id } = await generateStory(t.app, { scenes: 1, ...overrides });
  const bundle: StoryBundle = (await t.app.inject({ url: `/v1/stories/bundle/${bundle_id}` })).json();
  return { id: bundle_id, bundle };
}

async function downloadPdf(id: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/v1/stories/${id}/pdf`, headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, pdf: res.rawPayload };
}

describe('GET /v1/stories/{id}/pdf', () => {
  it('makes a picture book: a cover, then a page per scene with its picture and its words', async () => {
    const { id, bundle } = await makeStory({ child_name: 'Mia', scenes: 3 });
    const { pdf } = await downloadPdf(id);

    expect(await pdfInfo(pdf)).toMatchObject({ pages: 4, width: 576, height: 720 });
    for (const ink of await pageInk(pdf)) expect(ink).toBeGreaterThan(0.05);
    const pictures = await pdfImages(pdf);
    expect(new Set(pictures.map((p) => p.page))).toEqual(new Set([1, 2, 3, 4]));
    const text = squash(await pdfText(pdf));
    expect(text).toContain(squash(bundle.title));
    expect(text).toContain('Mia');
    for (const scene of bundle.scenes) expect(text).toContain(squash(scene.narration));
  });

  it.each(LANGUAGES.map((l) => l.code))(
    'typesets a story in %s that reads back as written',
    async (language) => {
      const child = NAMES[language] ?? 'Mia';
      const { id, bundle } = await makeStory({ language, child_name: child });
      const { pdf } = await downloadPdf(id);
      const narration = bundle.scenes[0]?.narration ?? '';

      expect(await pdfInfo(pdf)).toMatchObject({ pages: 2, width: 576, height: 720 });
      const ink = await pageInk(pdf);
      expect(ink).toHaveLength(2);
      for (const share of ink) expect(share).toBeGreaterThan(0.05);
      const text = await pdfText(pdf);
      expect(squash(text)).toContain(squash(child));
      if (LANGUAGES.find((l) => l.code === language)?.dir === 'ltr') {
        expect(squash(text)).toContain(squash(bundle.title));
        expect(squash(text)).toContain(squash(narration));
      } else {
        // poppler lists the lines of a right-to-left block bottom first and keeps a run of
        // punctuation between words in page order, so each line's letters are checked on their own:
        // they must read in logical order, as a piece of what was written.
        const letters = (line: string) => squash(line).replace(/\p{P}+/gu, '');
        const written = [bundle.title, child, narration, '1'].map(letters);
        const lines = text.split('\n').map(letters).filter(Boolean);
        for (const line of lines)
          expect(
            written.some((part) => part.includes(line)),
            line,
          ).toBe(true);
        expect(lines.join('').length).toBe(written.join('').length);
      }
    },
  );

  it('puts the words first for an audio-only story: no pictures, every page drawn', async () => {
    const { id, bundle } = await makeStory({ audio_only: true, scenes: 2, child_name: 'Noor' });
    const { pdf } = await downloadPdf(id);

    expect((await pdfInfo(pdf)).pages).toBe(3);
    expect(await pdfImages(pdf)).toEqual([]);
    for (const ink of await pageInk(pdf)) expect(ink).toBeGreaterThan(0.01);
    const text = squash(await pdfText(pdf));
    for (const scene of bundle.scenes) expect(text).toContain(squash(scene.narration));
  });

  it('downloads as the title with underscores for spaces', async () => {
    const { id, bundle } = await makeStory({ child_name: 'Ada' });
    const { res } = await downloadPdf(id);
    const disposition = String(res.headers['content-disposition']);
    const expected = `${bundle.title.replace(/ /g, '_')}.pdf`;

    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(expected);
    if (/^[\x20-\x7e]+$/.test(expected)) expect(disposition).toContain(`filename="${expected}"`);
  });

  it('names a file with a title in another script exactly, with an ASCII stand-in for old clients', async () => {
    const { id, bundle } = await makeStory({ language: 'ar', child_name: 'ليلى' });
    const { res } = await downloadPdf(id);
    const disposition = String(res.headers['content-disposition']);

    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(`${bundle.title.replace(/ /g, '_')}.pdf`);
    expect(decodeURIComponent(encoded)).toContain('ليلى');
    expect(disposition).toMatch(/filename="[\x20-\x7e]+"/);
  });

  it.each([
    ['Mia 🦄', 'en', 'Mia'],
    ['Zoë', 'fr', 'Zoë'],
    ['ليلى', 'en', 'ليلى'],
    ['मीरा', 'en', 'मीरा'],
    ['小美', 'en', '小美'],
    ['a😀', 'en', 'a'],
    ['\u202eMia\u200b', 'en', 'Mia'],
  ])('makes the book for the name %j in %s', async (child_name, language, shown) => {
    const { id, bundle } = await makeStory({ child_name, language: language as 'en' });
    expect(bundle.child).not.toMatch(/[\p{Cf}\p{Cc}]/u);
    const { res, pdf } = await downloadPdf(id);
    expect(squash(await pdfText(pdf))).toContain(squash(shown));
    const disposition = String(res.headers['content-disposition']);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '')).not.toMatch(
      /[\p{Cf}\p{Cc}/\\]/u,
    );
  });

  it('refuses a name of emoji alone before making anything', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: { child_name: '🦄🌈', theme: 'ocean' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.childNameNeedsLetter);
  });

  it('still makes the book of a story kept with a name no face can draw', async () => {
    const id = await insertStory(t.db, { child: '🦄', title: '🦄’s Ocean Adventure\u202e' });
    const { res, pdf } = await downloadPdf(id);
    expect((await pdfInfo(pdf)).pages).toBe(2);
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''%F0%9F%A6%84");
  });

  it('answers 404 for a story that does not exist', async () => {
    const res = await t.app.inject({ url: '/v1/stories/no-such-story/pdf' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, error: 'Story not found', code: 'storyNotFound' });
  });

  it('answers 409 while the story is still being made', async () => {
    const id = await insertStory(t.db, { status: 'generating' });
    const res = await t.app.inject({ url: `/v1/stories/${id}/pdf` });
    expect(res.statusCode).toBe(409);
  });

  it('still makes the book when a picture is missing from storage', async () => {
    const id = await insertStory(t.db, { child: 'Kai' });
    const { pdf } = await downloadPdf(id);
    expect((await pdfInfo(pdf)).pages).toBe(2);
    expect(await pdfImages(pdf)).toEqual([]);
    expect(squash(await pdfText(pdf))).toContain('Hello,Kai.');
  });
});
