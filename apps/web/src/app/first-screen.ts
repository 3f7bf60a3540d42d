import { loadMessages, type Messages } from '../i18n/catalog.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { FRAME_MESSAGE_AREAS } from './frame-message-areas.ts';
import { screenAt } from './router.tsx';

/** The language the first screen is drawn in, with its messages. */
export interface FirstScreen {
  locale: Locale;
  messages: Messages;
}

/**
 * What the first screen at `pathname` waits for: its messages in the chosen language (the frame's
 * and its own, small files) and its chunk, so it is drawn at once and never flashes English. The
 * browser and the server's renderer wait for the same, so both draw the same screen. When the
 * messages cannot be had, the screen opens in English, and with no messages at all rather than
 * not at all; a chunk that fails to arrive fails the same way when the screen is drawn.
 */
export async function loadFirstScreen(locale: Locale, pathname: string): Promise<FirstScreen> {
  const screen = screenAt(pathname);
  const areas = [...FRAME_MESSAGE_AREAS, ...screen.areas];
  const chunk = screen.Page.preload().catch(() => {});
  try {
    const [messages] = await Promise.all([loadMessages(locale, areas), chunk]);
    return { locale, messages };
  } catch {
    const messages = await loadMessages(DEFAULT_LOCALE, areas).catch(() => ({}));
    return { locale: DEFAULT_LOCALE, messages };
  }
}
