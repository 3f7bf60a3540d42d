import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales.ts';
import { english } from './messages/en/index.ts';

type English = typeof english;
type Area = keyof English;

/** Every message's id: its area and its key, e.g. 'player.sceneOf'. */
export type MessageKey = { [A in Area]: `${A}.${keyof English[A] & string}` }[Area];

/**
 * Messages as react-intl takes them. The build turns each ICU text into its parsed form (see
 * vite.config.ts), so no parser ships to the browser; tests read the plain texts.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

type AreaFile = Record<string, string | MessageFormatElement[]>;

function flatten(areas: Record<string, AreaFile>): Messages {
  const messages: Record<string, string | MessageFormatElement[]> = {};
  for (const [area, entries] of Object.entries(areas)) {
    for (const [key, text] of Object.entries(entries)) messages[`${area}.${key}`] = text;
  }
  // Every text in one form: all parsed in the built app, all plain in tests.
  return messages as Messages;
}

export const englishMessages: Messages = flatten(english as unknown as Record<string, AreaFile>);

// Each language's areas are their own small files, fetched when that language is chosen.
const areaLoaders = import.meta.glob<AreaFile>(['./messages/*/*.json', '!./messages/en/*.json'], {
  import: 'default',
});

/** A language's messages over English's, so a text never shows as its id. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return englishMessages;
  const prefix = `./messages/${locale}/`;
  const entries = await Promise.all(
    Object.entries(areaLoaders)
      .filter(([file]) => file.startsWith(prefix))
      .map(async ([file, load]) => [file.slice(prefix.length, -'.json'.length), await load()] as const),
  );
  return { ...englishMessages, ...flatten(Object.fromEntries(entries)) } as Messages;
}
