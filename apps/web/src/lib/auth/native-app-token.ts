import { NATIVE_AUTH } from '@storyloom/contract';

/** Reads the native app's token and removes it at once, so it is exchanged at most once. */
export function takeStoredNativeToken(): string | null {
  try {
    const token = window.localStorage.getItem(NATIVE_AUTH.storageKey);
    if (token !== null) window.localStorage.removeItem(NATIVE_AUTH.storageKey);
    return token;
  } catch (error) {
    // Storage can be switched off; then there is simply no native token to find.
    console.warn('Could not read the native app sign-in token.', error);
    return null;
  }
}

/** The token a `nativeAuthReady` event carries, as a string or as `{ token }`; '' when it carries none. */
function tokenOf(event: Event): string {
  const detail = (event as CustomEvent<unknown>).detail;
  return typeof detail === 'string'
    ? detail
    : typeof (detail as { token?: unknown } | null)?.token === 'string'
      ? (detail as { token: string }).token
      : '';
}

/**
 * Calls `onToken` with the token of each `nativeAuthReady` event from the native app; returns the
 * function that stops listening.
 */
export function listenForNativeToken(onToken: (token: string) => void): () => void {
  const onNativeAuthReady = (event: Event) => {
    const token = tokenOf(event);
    // The same token may also be waiting in storage; it must not be exchanged twice.
    try {
      if (window.localStorage.getItem(NATIVE_AUTH.storageKey) === token) {
        window.localStorage.removeItem(NATIVE_AUTH.storageKey);
      }
    } catch {
      // No storage, so nothing waiting in it.
    }
    onToken(token);
  };
  window.addEventListener(NATIVE_AUTH.readyEvent, onNativeAuthReady);
  return () => window.removeEventListener(NATIVE_AUTH.readyEvent, onNativeAuthReady);
}
