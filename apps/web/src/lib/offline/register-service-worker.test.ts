import { APP_TOOK_OVER_EVENT } from '@storyloom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from '../../service-worker/messages.ts';
import { registerServiceWorker } from './register-service-worker.ts';

function fakeServiceWorker(waiting: { postMessage: (message: unknown) => void } | null) {
  const register = vi.fn(async () => ({ waiting }));
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: { register } }));
  return register;
}

/** Has the document say how far it has loaded, as a browser would. */
const pretendReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(document, 'readyState');
});

describe('registerServiceWorker', () => {
  it("registers the built app's worker for the app's pages once the app has taken over", () => {
    vi.stubEnv('PROD', true);
    pretendReadyState('complete');
    const register = fakeServiceWorker(null);

    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT));

    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('waits for the page to have loaded when the app takes over before', () => {
    vi.stubEnv('PROD', true);
    pretendReadyState('interactive');
    const register = fakeServiceWorker(null);

    registerServiceWorker();
    document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT));
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));

    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('lets a version built since the last visit take over as the page opens, before anything plays', async () => {
    vi.stubEnv('PROD', true);
    const waiting = { postMessage: vi.fn() };
    fakeServiceWorker(waiting);
    pretendReadyState('complete');

    registerServiceWorker();
    document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT));

    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING));
  });

  it('registers nothing while the app is being developed', () => {
    vi.stubEnv('PROD', false);
    const register = fakeServiceWorker(null);

    registerServiceWorker();
    document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT));

    expect(register).not.toHaveBeenCalled();
  });
});
