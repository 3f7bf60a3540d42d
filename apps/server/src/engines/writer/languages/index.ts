import type { LanguageCode } from '@storyloom/contract';
import type { LanguagePack } from '../types.ts';
import { en } from './en.ts';

/** Forgets a pack's own vocabulary type: its words and lines always travel together. */
const erase = <W>(pack: LanguagePack<W>) => pack as unknown as LanguagePack<unknown>;

const PACKS: Partial<Record<LanguageCode, LanguagePack<unknown>>> = {
  en: erase(en),
};

/** The language pack of a language. */
export function packFor(code: LanguageCode): LanguagePack<unknown> {
  const pack = PACKS[code];
  if (!pack) throw new Error(`No writer language pack for ${code}`);
  return pack;
}

export const WRITER_LANGUAGES = Object.keys(PACKS) as LanguageCode[];
