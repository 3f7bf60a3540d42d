import { createContext, type ReactNode, useCallback, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, type Messages } from './catalog.ts';
import { applyToDocument, type Locale, rememberLocale } from './locales.ts';

export interface LocaleState {
  locale: Locale;
  /** Loads the language's messages, then shows every screen in it and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
}

export const LocaleContext = createContext<LocaleState | null>(null);

interface I18nProviderProps {
  locale: Locale;
  /** The language's messages, loaded before the first render so no English flashes first. */
  messages: Messages;
  children: ReactNode;
}

/** The interface's language for every screen below it, and the way to change it. */
export function I18nProvider({ locale: initial, messages: initialMessages, children }: I18nProviderProps) {
  const [current, setCurrent] = useState({ locale: initial, messages: initialMessages });

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    rememberLocale(locale);
    applyToDocument(locale);
    setCurrent({ locale, messages });
  }, []);

  const state = useMemo(() => ({ locale: current.locale, setLocale }), [current.locale, setLocale]);

  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={current.locale} defaultLocale="en" messages={current.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
