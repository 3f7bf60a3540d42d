import { describe, expect, it } from 'vitest';
import { storyPdfFileName } from './file-names.ts';

describe('storyPdfFileName', () => {
  it.each([
    ['Mia and Pip the dolphin', 'Mia_and_Pip_the_dolphin.pdf'],
    ['Mia 🦄 and the Sea', 'Mia_🦄_and_the_Sea.pdf'],
    ['ليلى والبحر', 'ليلى_والبحر.pdf'],
    ['   ', 'story.pdf'],
    ['\u200b\u202e', 'story.pdf'],
    // A bidi override would show 'Mia's Adventure‮fdp.exe' as something else.
    ['Mia\u202egpj.exe', 'Miagpj.exe.pdf'],
    ['Mia\r\nContent-Type: text/html', 'Mia_Content-Type:_text_html.pdf'],
    ['../../etc/passwd', '_.._etc_passwd.pdf'],
    ['Where is Mia? A "tale"', 'Where_is_Mia?_A_"tale".pdf'],
    ['Ocean Adventure: Ada’s Story', 'Ocean_Adventure:_Ada’s_Story.pdf'],
  ])('names %j %j', (title, expected) => {
    expect(storyPdfFileName(title)).toBe(expected);
  });

  it('keeps a long title to 120 characters', () => {
    expect(storyPdfFileName('a'.repeat(500))).toBe(`${'a'.repeat(120)}.pdf`);
  });
});
