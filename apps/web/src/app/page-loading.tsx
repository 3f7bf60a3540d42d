import { useT } from '../i18n/use-t.ts';

/**
 * Shown while a screen's code is fetched the first time it is opened. It fills the window, so the
 * footer waits below it and does not jump down when the screen arrives.
 */
export function PageLoading() {
  const t = useT();
  return (
    <div className="grid min-h-dvh place-items-center px-4">
      <p role="status" className="flex flex-col items-center gap-4 font-display text-lg text-grape-700">
        <span
          aria-hidden="true"
          className="size-12 rounded-full border-4 border-grape-100 border-t-grape-500 motion-safe:animate-spin"
        />
        {t('common.loading')}
      </p>
    </div>
  );
}
