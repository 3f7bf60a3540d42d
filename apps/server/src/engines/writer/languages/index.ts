import type { LanguageCode } from '@storyloom/contract';
import type { LanguagePack } from '../types.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fa } from './fa.ts';
import { fr } from './fr.ts';
import { he } from './he.ts';
import { hi } from './hi.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { pa } from './pa.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { tr } from './tr.ts';
import { zh } from './zh.ts';

/** Forgets a pack's own vocabulary type: its words and lines always travel together. */
const erase = <W>(pack: LanguagePack<W>) => pack as unknown as LanguagePack<unknown>;

const PACKS: Record<LanguageCode, LanguagePack<unknown>> = {
  ar: erase(ar),
  de: erase(de),
  en: erase(en),
  es: erase(es),
  fa: erase(fa),
  fr: erase(fr),
  he: erase(he),
  hi: erase(hi),
  it: erase(it),
  ja: erase(ja),
  ko: erase(ko),
  pa: erase(pa),
  pt: erase(pt),
  ru: erase(ru),
  tr: erase(tr),
  zh: erase(zh),
};

/** The language pack of a language. */
export const packFor = (code: LanguageCode): LanguagePack<unknown> => PACKS[code];
