import { IDENTITY } from '@storyloom/contract';

export type AuthChange = 'signed-in' | 'signed-out';

/** Tells this browser's other tabs that someone signed in or out here, and hears when they do. */
export interface AuthBroadcast {
  /** Says a sign-in or sign-out happened in this tab; this tab's own listener does not hear it. */
  announce(change: AuthChange): void;
  /** Calls `onChange` when another tab announces; returns the function that stops listening. */
  listen(onChange: (change: AuthChange) => void): () => void;
}

const isAuthChange = (value: unknown): value is AuthChange => value === 'signed-in' || value === 'signed-out';

const CHANNEL_NAME = 'storyloom-auth';
/** Where browsers without BroadcastChannel leave the news of the last change, for other tabs to poll. */
export const AUTH_CHANGE_STORAGE_KEY = 'storyloom.authChange';

/** Local storage can be switched off or full; the news is then simply not passed on. */
function readStoredChange(): string | null {
  try {
    return window.localStorage.getItem(AUTH_CHANGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeChange(change: string) {
  try {
    window.localStorage.setItem(AUTH_CHANGE_STORAGE_KEY, change);
  } catch {
    // Nothing to pass the news on with: other tabs find out at their next token renewal.
  }
}

/** Through a BroadcastChannel where the browser has one. */
function channelBroadcast(): AuthBroadcast {
  // The listening channel also announces: a channel never hears its own messages.
  let listening: BroadcastChannel | null = null;
  return {
    announce(change) {
      if (listening) return listening.postMessage(change);
      const channel = new BroadcastChannel(CHANNEL_NAME);
      channel.postMessage(change);
      channel.close();
    },
    listen(onChange) {
      const channel = new BroadcastChannel(CHANNEL_NAME);
      channel.addEventListener('message', ({ data }: MessageEvent) => {
        if (isAuthChange(data)) onChange(data);
      });
      listening = channel;
      return () => {
        channel.close();
        if (listening === channel) listening = null;
      };
    },
  };
}

/** Through local storage, polled every second (product §9), where there is no BroadcastChannel. */
function storagePollingBroadcast(): AuthBroadcast {
  let lastSeen = readStoredChange();
  return {
    announce(change) {
      // Unique each time, so that signing in twice in a row is still news.
      lastSeen = `${change} ${Date.now()}-${Math.random().toString(36).slice(2)}`;
      storeChange(lastSeen);
    },
    listen(onChange) {
      lastSeen = readStoredChange();
      const poll = setInterval(() => {
        const change = readStoredChange();
        if (change === lastSeen) return;
        lastSeen = change;
        const kind = change?.split(' ')[0];
        if (isAuthChange(kind)) onChange(kind);
      }, IDENTITY.localStoragePollMs);
      return () => clearInterval(poll);
    },
  };
}

export function createAuthBroadcast(): AuthBroadcast {
  return typeof BroadcastChannel === 'function' ? channelBroadcast() : storagePollingBroadcast();
}
