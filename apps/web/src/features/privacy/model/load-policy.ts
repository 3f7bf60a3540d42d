import englishText from '../../../../../../docs/privacy.md?raw';
import type { Locale } from '../../../i18n/locales.ts';

/** The policy's text, and the language it is really written in. */
export interface Policy {
  text: string;
  locale: Locale;
}

export const englishPolicy: Policy = { text: englishText, locale: 'en' };

// docs/privacy.md is the English source; each translation in docs/privacy/ is a chunk of its own,
// fetched only when that language is read.
const translations = import.meta.glob<string>('../../../../../../docs/privacy/*.md', {
  query: '?raw',
  import: 'default',
});

/** The policy in the family's language, or in English when there is no translation to fetch. */
export async function loadPolicy(locale: Locale): Promise<Policy> {
  const load = translations[`../../../../../../docs/privacy/${locale}.md`];
  if (!load) return englishPolicy;
  try {
    return { text: await load(), locale };
  } catch {
    // Its chunk could not be fetched (offline before it was ever read): English is always at hand.
    return englishPolicy;
  }
}
