import { type ReactNode, useCallback, useContext } from 'react';
import { createIntl, IntlContext, type IntlShape, type PrimitiveType } from 'react-intl';
import { englishMessages, type MessageKey } from './catalog.ts';
import { LocaleContext } from './i18n-provider.tsx';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

// A component shown on its own (in a unit test) speaks English, as the app does by default.
const englishIntl = createIntl({ locale: DEFAULT_LOCALE, messages: englishMessages });

/** The interface's formatter: messages, numbers, dates and lists in the chosen language. */
export function useIntlShape(): IntlShape {
  return useContext(IntlContext) ?? englishIntl;
}

/** The interface's language and the way to change it. */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  return useContext(LocaleContext) ?? { locale: DEFAULT_LOCALE, setLocale: async () => {} };
}

export type MessageValues = Record<string, PrimitiveType>;

/** `t('player.sceneOf', { current: 1, total: 4 })`: a message as plain text in the chosen language. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const intl = useIntlShape();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

export type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/**
 * A message with markup: `rich('home.madeFor', { name: <strong>Mia</strong>, link: (text) => <a>{text}</a> })`
 * for a text whose parts are elements, written `{name}` or `<link>…</link>` in the message.
 */
export function useRich(): (key: MessageKey, values: RichValues) => ReactNode {
  const intl = useIntlShape();
  return useCallback(
    (key, values) => intl.formatMessage({ id: key }, values as Parameters<IntlShape['formatMessage']>[1]),
    [intl],
  );
}
