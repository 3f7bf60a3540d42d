import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Set in the device's own fonts (script-fonts.css says why). */
const IN_DEVICE_FONTS: ReadonlySet<string> = new Set(['zh', 'ja', 'ko']);

interface Face {
  family: string;
  ranges: [number, number][];
}

/** The `@font-face` rules of a style sheet: each face's family and the code points it covers. */
function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule = '']) => {
    const family = /font-family:\s*["']([^"']+)["']/.exec(rule)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
    if (!family || !range) throw new Error(`a face without a family or a range: ${rule}`);
    const ranges = range.split(',').map((part): [number, number] => {
      const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    });
    return { family, ranges };
  });
}

/** Every face the app's style sheet declares: its two fonts' and the other scripts'. */
const appFaces = [
  ...faces(read(require.resolve('@fontsource-variable/nunito'))),
  ...faces(read(require.resolve('@fontsource-variable/fredoka'))),
  ...faces(read(path.join(here, 'script-fonts.css'))),
];

/** The families a font stack of index.css's theme names, in order. */
function stack(name: string): string[] {
  const value = new RegExp(`--font-${name}:([^;]+);`).exec(read(path.join(here, 'index.css')))?.[1] ?? '';
  return [...value.matchAll(/"([^"]+)"/g)].map(([, family]) => family ?? '');
}

/** The letters and marks of a language's interface messages. */
function letters(locale: string): Set<string> {
  const dir = path.join(here, 'i18n', 'messages', locale);
  const text = fs
    .readdirSync(dir)
    .map((file) => read(path.join(dir, file)))
    .join('');
  return new Set(text.match(/[\p{L}\p{M}]/gu));
}

describe('the faces the interface is set in', () => {
  it.each(LOCALES.filter((locale) => !IN_DEVICE_FONTS.has(locale)))(
    'have every letter of the %s messages',
    (locale) => {
      const covered = (letter: string) => {
        const point = letter.codePointAt(0) ?? 0;
        return appFaces.some(({ ranges }) => ranges.some(([from, to]) => point >= from && point <= to));
      };
      expect([...letters(locale)].filter((letter) => !covered(letter))).toEqual([]);
    },
  );

  it('are each named in the text and the headings font stacks', () => {
    const families = [...new Set(appFaces.map((face) => face.family))];
    expect(families.filter((family) => !stack('sans').includes(family))).toEqual([]);
    expect(families.filter((family) => !stack('display').includes(family))).toEqual([]);
  });
});
