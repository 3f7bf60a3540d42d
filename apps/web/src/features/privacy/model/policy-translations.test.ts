import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../i18n/locales.ts';
import { inlineParts, type PolicyBlock, policyBlocks } from './policy-blocks.ts';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../docs');
const read = (file: string) => fs.readFileSync(path.join(docs, file), 'utf8');

// The zeros of the digits the translations may write numbers in: Latin, Arabic, Persian,
// Devanagari, Gurmukhi and full-width. A number written in any of them counts as the same number.
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0xa66, 0xff10];

function asLatinDigits(number: string): string {
  return [...number]
    .map((digit) => {
      const code = digit.codePointAt(0) ?? 0;
      const zero = ZEROS.find((start) => code >= start && code <= start + 9);
      return zero === undefined ? digit : String(code - zero);
    })
    .join('');
}

/** What a translation must keep from a piece of the English: its `code` spans and its numbers. */
function facts(text: string) {
  const code = inlineParts(text)
    .filter((part) => part.kind === 'code')
    .map((part) => part.text);
  const numbers = (text.match(/\p{Nd}+/gu) ?? []).map(asLatinDigits);
  // Word order differs between languages, so these are compared as sets, not sequences.
  return { code: code.sort(), numbers: numbers.sort() };
}

/** The policy's shape: each block's kind with the facts of its text, or of each list item. */
function shape(blocks: PolicyBlock[]) {
  return blocks.map((block) =>
    block.kind === 'list'
      ? { kind: block.kind, items: block.items.map(facts) }
      : { kind: block.kind, ...facts(block.text) },
  );
}

const english = shape(policyBlocks(read('privacy.md')));

describe('the privacy policy in every language', () => {
  it('reads the English source as blocks with its code spans', () => {
    expect(english.map((block) => block.kind)).toEqual(expect.arrayContaining(['title', 'heading', 'list']));
    expect(JSON.stringify(english)).toContain('RETAIN_ANONYMOUS_DAYS');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'keeps %s in step with docs/privacy.md: the same blocks, list items, code and numbers',
    (locale) => {
      expect(shape(policyBlocks(read(`privacy/${locale}.md`)))).toEqual(english);
    },
  );
});
