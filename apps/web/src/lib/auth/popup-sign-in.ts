import { IDENTITY } from '@storyloom/contract';
import { contractSchemas } from '../contract-schemas.ts';
import { type AuthError, authError, authErrorFromCode } from './auth-error.ts';

const POPUP_NAME = 'storyloom-sign-in';
/** How often to look whether the popup was closed; browsers report no event for it. */
export const POPUP_CLOSED_POLL_MS = 1000;

function centredFeatures(): string {
  const { width, height } = IDENTITY.popup;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Opens the sign-in popup at `url` and settles when it reports back: resolves once the server has
 * set the session cookie, rejects with an AuthError otherwise. Must be called straight from a click,
 * before any await, or the browser blocks the popup. Aborting `signal` cancels the wait.
 */
export function signInWithPopup(url: string, signal?: AbortSignal): Promise<void> {
  const popup = window.open(url, POPUP_NAME, centredFeatures());
  if (!popup) return Promise.reject(authError('popup-blocked'));

  // Fetched while the person signs in, to check the popup's answer when it comes.
  const schemas = contractSchemas.identity();
  return new Promise((resolve, reject) => {
    let closedTimer: ReturnType<typeof setTimeout> | undefined;

    const settle = (error: AuthError | null) => {
      clearInterval(closedPoll);
      clearTimeout(closedTimer);
      window.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };

    const onMessage = (event: MessageEvent) => {
      // The popup's last page is served by this app's own server; anything else is not our answer.
      if (event.origin !== window.location.origin) return;
      void schemas.then(({ authPopupMessage }) => {
        const message = authPopupMessage.safeParse(event.data);
        if (!message.success) return;
        settle(message.data.ok ? null : authErrorFromCode(message.data.code));
      }, reject);
    };

    const onAbort = () => settle(authError('cancelled-popup-request'));

    const closedPoll = setInterval(() => {
      if (!popup.closed || closedTimer !== undefined) return;
      // The popup posts its answer as it closes, so the message may still be on its way.
      closedTimer = setTimeout(() => settle(authError('popup-closed-by-user')), IDENTITY.popupClosedRejectMs);
    }, POPUP_CLOSED_POLL_MS);

    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
