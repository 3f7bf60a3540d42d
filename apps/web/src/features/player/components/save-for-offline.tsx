import { Link } from 'react-router';
import { CheckIcon, DownloadIcon } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/use-t.ts';
import { SaveCancelledError, savedStories } from '../../../lib/offline/saved-stories.ts';
import { useIsSaved, useRemoveSavedStory, useSaveStory } from '../../../lib/offline/use-saved-stories.ts';

const buttonClass =
  'btn min-h-12 px-4 ring-2 bg-white text-grape-700 ring-grape-200 hover:bg-grape-50 hover:ring-grape-300';

/**
 * Save for offline: keeps this story and everything it plays on the device, so it plays with no
 * network; once saved, says so and offers to remove it again. Not offered where the browser
 * cannot keep it (a page that is not https).
 */
export function SaveForOffline({ bundleId }: { bundleId: string }) {
  const t = useT();
  const saved = useIsSaved(bundleId);
  const save = useSaveStory(bundleId);
  const remove = useRemoveSavedStory();
  if (!savedStories.available()) return null;

  return (
    <section
      aria-label={t('offline.saveSection')}
      className="flex flex-wrap items-center justify-center gap-3 text-center"
    >
      {saved ? (
        <>
          <p role="status" className="flex items-center gap-2 font-semibold text-mint-700">
            <CheckIcon className="size-5" />
            <Link to={paths.onThisDevice.getHref()} className="underline underline-offset-4">
              {t('offline.savedOnDevice')}
            </Link>
          </p>
          <button
            type="button"
            className={buttonClass}
            aria-busy={remove.isPending || undefined}
            disabled={remove.isPending}
            onClick={() => remove.mutate(bundleId)}
          >
            {t('offline.removeFromDevice')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={buttonClass}
          aria-busy={save.isPending || undefined}
          disabled={save.isPending}
          onClick={() => save.mutate()}
        >
          <DownloadIcon className="size-5" />
          {save.progress
            ? t('offline.saving', { saved: save.progress.saved, total: save.progress.total })
            : save.isPending
              ? t('offline.savingStarted')
              : t('offline.saveForOffline')}
        </button>
      )}
      {/* A save stopped by signing out is no failure to retry: the story is no longer theirs to keep. */}
      {save.isError && !save.isPending && !(save.error instanceof SaveCancelledError) && (
        <p role="alert" className="w-full font-semibold text-red-800">
          {t('offline.saveFailed')}
        </p>
      )}
    </section>
  );
}
