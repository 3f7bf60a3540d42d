import { type ReactNode, useCallback, useContext } from 'react';
import { createIntl, IntlContext, type IntlShape, type PrimitiveType } from 'react-intl';
import { englishMessages, type MessageKey } from './catalog.ts';
import { LocaleContext, type LocaleState } from './i18n-provider.tsx';
import { DEFAULT_LOCALE } from './locales.ts';

// A component shown on its own (in a unit test) speaks English, as the app does by default. The app
// always has a provider, and fetches English by area like any language: the whole English
// catalogue is not built into it. Made when first needed: the app never needs it, and a formatter
// costs a phone's first render some Intl set-up.
let englishIntl: IntlShape | undefined;
const standaloneIntl = () => {
  englishIntl ??= createIntl({
    locale: DEFAULT_LOCALE,
    messages: import.meta.env.MODE === 'test' ? englishMessages : {},
  });
  return englishIntl;
};

/** The interface's formatter: messages, numbers, dates and lists in the chosen language. */
export function useIntlShape(): IntlShape {
  return useContext(IntlContext) ?? standaloneIntl();
}

const standalone: LocaleState = { locale: DEFAULT_LOCALE, setLocale: async () => {}, loadAreas: () => null };

/** The interface's language, the way to change it, and the way to fetch a screen's messages. */
export function useLocale(): LocaleState {
  return useContext(LocaleContext) ?? standalone;
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
