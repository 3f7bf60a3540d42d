import { createContext, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, MESSAGE_AREAS, type MessageArea, type Messages } from './catalog.ts';
import { applyToDocument, DEFAULT_LOCALE, type Locale, rememberLocale } from './locales.ts';

export interface LocaleState {
  locale: Locale;
  /** Loads the language's messages, then shows every screen in it and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
  /**
   * Fetches the message areas a screen needs that are not here yet, in the language shown, and
   * adds them: a promise to wait on, or null when they are all here already.
   */
  loadAreas: (areas: readonly MessageArea[]) => Promise<void> | null;
}

export const LocaleContext = createContext<LocaleState | null>(null);

interface I18nProviderProps {
  locale: Locale;
  /** The language's messages, loaded before the first render so no English flashes first. */
  messages: Messages;
  children: ReactNode;
}

interface Shown {
  locale: Locale;
  messages: Messages;
  areas: ReadonlySet<MessageArea>;
}

/** The areas the given messages come from, by their ids ('player.sceneOf' is in player). */
const areasOf = (messages: Messages) => {
  const prefixes = new Set(Object.keys(messages).map((id) => id.slice(0, id.indexOf('.'))));
  return new Set(MESSAGE_AREAS.filter((area) => prefixes.has(area)));
};

// Messages that cannot be fetched in the language are shown in English, and when English cannot be
// fetched either, the screen still opens rather than waiting for ever.
const loadOrFallBack = (locale: Locale, areas: readonly MessageArea[]): Promise<Messages> =>
  loadMessages(locale, areas)
    .catch(() => loadMessages(DEFAULT_LOCALE, areas))
    .catch(() => ({}));

/** The interface's language for every screen below it, and the way to change it. */
export function I18nProvider({ locale: initial, messages: initialMessages, children }: I18nProviderProps) {
  const [shown, setShown] = useState<Shown>(() => ({
    locale: initial,
    messages: initialMessages,
    areas: areasOf(initialMessages),
  }));
  // One fetch for each language and set of areas, however many times a screen asks while waiting.
  const loading = useRef(new Map<string, Promise<void>>());

  const setLocale = useCallback(
    async (locale: Locale) => {
      const messages = await loadMessages(locale, [...shown.areas]);
      rememberLocale(locale);
      applyToDocument(locale);
      setShown({ locale, messages, areas: areasOf(messages) });
    },
    [shown.areas],
  );

  const loadAreas = useCallback(
    (areas: readonly MessageArea[]) => {
      const missing = areas.filter((area) => !shown.areas.has(area));
      if (missing.length === 0) return null;
      const { locale } = shown;
      const key = `${locale}:${missing.join()}`;
      let pending = loading.current.get(key);
      if (!pending) {
        pending = loadOrFallBack(locale, missing).then((messages) => {
          setShown((now) =>
            now.locale === locale
              ? {
                  locale,
                  messages: { ...now.messages, ...messages } as Messages,
                  areas: new Set([...now.areas, ...missing]),
                }
              : now,
          );
        });
        loading.current.set(key, pending);
      }
      return pending;
    },
    [shown],
  );

  const state = useMemo(
    () => ({ locale: shown.locale, setLocale, loadAreas }),
    [shown.locale, setLocale, loadAreas],
  );

  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={shown.locale} defaultLocale="en" messages={shown.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
