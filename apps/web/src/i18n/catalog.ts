import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
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

/** The areas messages are kept and fetched in, a screen asking only for those it shows. */
export const MESSAGE_AREAS = [
  'account',
  'common',
  'errors',
  'generator',
  'home',
  'offline',
  'player',
  'stories',
] as const satisfies readonly Area[];

export type MessageArea = (typeof MESSAGE_AREAS)[number];

/**
 * Every English message at once, for tests: the app fetches English by area as it does any other
 * language, so this stays out of its bundle unless something there imports it.
 */
export const englishMessages: Messages = /* @__PURE__ */ flatten(
  english as unknown as Record<string, AreaFile>,
);

// Each language's areas, English too, are their own small files, fetched when a screen needs them.
const areaLoaders = import.meta.glob<AreaFile>('./messages/*/*.json', { import: 'default' });

async function loadAreas(locale: Locale, areas: readonly MessageArea[]): Promise<Messages> {
  const files = await Promise.all(
    areas.map(async (area) => {
      const load = areaLoaders[`./messages/${locale}/${area}.json`];
      if (!load) throw new Error(`no ${area} messages in ${locale}`);
      return [area, await load()] as const;
    }),
  );
  return flatten(Object.fromEntries(files));
}

/** A language's messages in the given areas (all by default) over English's, so a text never shows as its id. */
export async function loadMessages(
  locale: Locale,
  areas: readonly MessageArea[] = MESSAGE_AREAS,
): Promise<Messages> {
  const [fallback, own] = await Promise.all([
    loadAreas(DEFAULT_LOCALE, areas),
    locale === DEFAULT_LOCALE ? {} : loadAreas(locale, areas),
  ]);
  return { ...fallback, ...own } as Messages;
}
