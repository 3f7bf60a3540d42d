import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { BookOpenIcon, DownloadIcon, PlayIcon } from '../../../components/icons.tsx';
import { PageHeader, ScreenFrame } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useIntlShape, useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import type { SavedStory } from '../../../lib/offline/saved-stories.ts';
import { savedStories } from '../../../lib/offline/saved-stories.ts';
import {
  useRemoveSavedStory,
  useSavedStories,
  useStorageEstimate,
} from '../../../lib/offline/use-saved-stories.ts';
import { languageDirection, languageName } from '../../../lib/story-labels.ts';
import { useSavedCover } from '../hooks/use-saved-cover.ts';
import { formatSize } from '../model/format-size.ts';

/** On this device: the stories saved to play with no network, each to play or remove. */
export function OnThisDevicePage() {
  const t = useT();
  const stories = useSavedStories();

  return (
    <ScreenFrame>
      <DocumentTitle title={t('offline.pageTitle')} />
      <PageHeader
        eyebrow={t('offline.eyebrow')}
        eyebrowIcon={DownloadIcon}
        title={t('offline.heading')}
        description={t('offline.description')}
      />
      <StorageUse />
      {!savedStories.available() ? (
        <p className="mt-10 text-center text-lg text-ink-soft">{t('offline.unavailable')}</p>
      ) : stories.data?.length === 0 ? (
        <EmptyList />
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {stories.data?.map((story) => (
            <li key={story.bundleId}>
              <SavedStoryCard story={story} />
            </li>
          ))}
        </ul>
      )}
    </ScreenFrame>
  );
}

/** How much the saved stories take, and about how much room the browser gives, when it says. */
function StorageUse() {
  const t = useT();
  const intl = useIntlShape();
  const { data: estimate } = useStorageEstimate();
  if (!estimate?.quota || estimate.usage === undefined) return null;
  return (
    <p className="mt-6 text-center text-ink-soft md:text-start">
      {t('offline.storageUse', {
        used: formatSize(intl, estimate.usage),
        quota: formatSize(intl, estimate.quota),
      })}
    </p>
  );
}

function EmptyList() {
  const t = useT();
  return (
    <div className="mx-auto mt-10 max-w-xl rounded-[1.75rem] bg-white p-8 text-center shadow-soft ring-1 ring-grape-100">
      <BookOpenIcon className="mx-auto size-10 text-grape-400" />
      <p className="mt-4 text-lg text-pretty text-ink">{t('offline.empty')}</p>
      <Link to={paths.archives.getHref()} className="btn btn-primary mt-6 px-5 py-2.5">
        {t('offline.browseStories')}
      </Link>
    </div>
  );
}

function SavedStoryCard({ story }: { story: SavedStory }) {
  const t = useT();
  const intl = useIntlShape();
  const cover = useSavedCover(story.bundleId, story.coverUrl);
  const remove = useRemoveSavedStory();
  const titleId = useElementId();
  return (
    <article className="overflow-hidden rounded-[1.75rem] bg-white shadow-soft ring-1 ring-grape-100">
      <div className="aspect-[4/3] bg-linear-to-br from-grape-200 via-peach-100 to-sunny-200">
        {cover && <img src={cover} alt="" className="size-full object-cover" />}
      </div>
      <div className="p-5">
        <h2
          id={titleId}
          lang={story.language}
          dir={languageDirection(story.language)}
          className="font-display text-xl font-semibold text-grape-800"
        >
          {story.title}
        </h2>
        <dl className="mt-2 space-y-1 text-ink-soft">
          <div>
            <dt className="sr-only">{t('offline.childLabel')}</dt>
            <dd>{t('offline.forChild', { child: story.child })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('offline.languageLabel')}</dt>
            <dd>{languageName(story.language)}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('offline.savedLabel')}</dt>
            <dd>
              {t('offline.savedOn', {
                date: intl.formatDate(story.savedAt, { dateStyle: 'medium' }),
                size: formatSize(intl, story.size),
              })}
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={paths.play.getHref(story.bundleId)} className="btn btn-primary px-4 py-2">
            <PlayIcon className="size-5" />
            {t('offline.play')}
          </Link>
          <button
            type="button"
            className="btn px-4 py-2 ring-2 bg-white text-grape-700 ring-grape-200 hover:bg-grape-50"
            aria-describedby={titleId}
            aria-busy={remove.isPending || undefined}
            disabled={remove.isPending}
            onClick={() => remove.mutate(story.bundleId)}
          >
            {t('offline.removeFromDevice')}
          </button>
        </div>
      </div>
    </article>
  );
}
