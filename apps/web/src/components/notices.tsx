import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useErrorText } from '../i18n/error-text.ts';
import { useT } from '../i18n/use-t.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { CloseIcon } from './icons.tsx';

/** A short message the app shows over the page (product §2's alerts), with an optional next step. */
export interface Notice {
  message: string;
  action?: { label: string; onClick(): void };
}

/** How long a notice without a button stays up. One with a button stays until it is used or closed. */
const NOTICE_MS = 6000;

const NoticeContext = createContext<((notice: Notice) => void) | null>(null);

/** Shows a notice; only valid inside NoticeProvider. */
export function useNotify(): (notice: Notice) => void {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotify must be used within a NoticeProvider');
  return notify;
}

/**
 * The app's notices, in place of the browser's alert box: they do not stop the page (a story
 * keeps playing), read in the app's own words and look, and can offer the next step.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [notice, setNotice] = useState<(Notice & { key: number }) | null>(null);
  const notify = useCallback((next: Notice) => setNotice({ ...next, key: Date.now() }), []);
  const dismiss = useCallback(() => setNotice(null), []);
  // A contract message sent from outside React (sign-in's notices) is said in the interface language here.
  const errorText = useErrorText();

  useEffect(() => {
    if (!notice || notice.action) return;
    const timer = setTimeout(dismiss, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
      >
        {notice && (
          <div
            key={notice.key}
            data-testid="notice"
            className="pointer-events-auto flex max-w-md items-center gap-3 rounded-2xl bg-grape-800 py-3 ps-5 pe-2 text-white shadow-lift motion-safe:transition-[opacity,translate] motion-safe:duration-300 starting:-translate-y-2 starting:opacity-0"
          >
            <p className="font-semibold">{errorText.of(notice.message)}</p>
            {notice.action && (
              <button
                type="button"
                onClick={() => {
                  dismiss();
                  notice.action?.onClick();
                }}
                className="btn shrink-0 bg-white px-4 py-1.5 text-sm text-grape-800 hover:bg-grape-50"
              >
                {notice.action.label}
              </button>
            )}
            <button
              type="button"
              onClick={dismiss}
              className="grid size-9 shrink-0 place-items-center rounded-full text-grape-100 hover:bg-white/10"
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">{t('common.dismiss')}</span>
            </button>
          </div>
        )}
      </div>
    </NoticeContext.Provider>
  );
}

/** A notice asking a signed-out visitor to sign in, with the Sign In button right there. */
export function useSignInPrompt(): (message: string) => void {
  const notify = useNotify();
  const { signInWithGoogle } = useAuth();
  const t = useT();
  return useCallback(
    (message: string) =>
      notify({
        message,
        // product §8: a failed sign-in is logged by the auth provider and shows no message.
        action: { label: t('common.signIn'), onClick: () => void signInWithGoogle().catch(() => {}) },
      }),
    [notify, signInWithGoogle, t],
  );
}
