import { createRequire } from 'node:module';
import path from 'node:path';
import type { KuromojiTokenizer } from 'kuromoji';

/** A stretch of the original text and the kana to speak for it. */
export interface ReadingSpan {
  start: number;
  end: number;
  spoken: string;
}

let tokenizer: Promise<KuromojiTokenizer> | undefined;

// The dictionary takes about 1 s and 300 MB to load, so only Japanese stories pay for it,
// and only once per process; so does the library itself, which every thread that speaks would
// otherwise load as it starts.
function japaneseTokenizer(): Promise<KuromojiTokenizer> {
  tokenizer ??= import('kuromoji')
    .then(
      ({ default: kuromoji }) =>
        new Promise<KuromojiTokenizer>((resolve, reject) => {
          const require = createRequire(import.meta.url);
          const dicPath = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
          kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built)));
        }),
    )
    .catch((error: unknown) => {
      tokenizer = undefined;
      throw error;
    });
  return tokenizer;
}

const usable = (kana: string | undefined) => (kana && kana !== '*' ? kana : undefined);

/**
 * Japanese text as katakana spans covering the whole text in order. espeak-ng reads kanji as
 * "Chinese letter", so each morpheme is spoken from its dictionary pronunciation, which also
 * gets particles right (は as "wa", を as "o"). Unknown words keep their own spelling.
 */
export async function japaneseReadings(text: string): Promise<ReadingSpan[]> {
  const tokens = (await japaneseTokenizer()).tokenize(text);
  const spans: ReadingSpan[] = [];
  let cursor = 0;
  for (const token of tokens) {
    const start = token.word_position - 1;
    const end = start + token.surface_form.length;
    if (start < cursor || end > text.length) continue;
    if (start > cursor) spans.push({ start: cursor, end: start, spoken: text.slice(cursor, start) });
    const spoken = usable(token.pronunciation) ?? usable(token.reading) ?? token.surface_form;
    spans.push({ start, end, spoken });
    cursor = end;
  }
  if (cursor < text.length) spans.push({ start: cursor, end: text.length, spoken: text.slice(cursor) });
  return spans;
}
