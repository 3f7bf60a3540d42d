import { LANGUAGE_CODES } from '@storyloom/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { BookOpenIcon, SparklesIcon, WandIcon } from '../../../components/icons.tsx';
import { PageHeader, ScreenFrame } from '../../../components/page-header.tsx';
import { coverLoadingAt, StoryCard, StoryGrid } from '../../../components/story-card.tsx';
import { StoryFilters, themeFilterOptions } from '../../../components/story-filters.tsx';
import { SearchIcon } from '../../../components/story-icons.tsx';
import {
  EmptyState,
  LoadFailed,
  LoadMoreButton,
  ResultsSummary,
  StoryListLoading,
} from '../../../components/story-list-states.tsx';
import { useStoryFilterParams } from '../../../components/use-story-filter-params.ts';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useBookmarks } from '../../../lib/api/get-bookmarks.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { useShortDates } from '../../../lib/use-short-dates.ts';
import {
  noPublicStoryFilters,
  type PublicStoryFilters,
  usePublicStories,
} from '../api/get-public-stories.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { ArchiveBookmarkButton } from './archive-bookmark-button.tsx';
import { StoryCardMenu } from './story-card-menu.tsx';

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The public archive (product §2): search, filters and every public story, a page at a time. */
export function ArchivesPage() {
  const { user } = useAuth();
  const errorText = useErrorText();
  const uid = user?.uid ?? null;
  const t = useT();
  const { shortDate } = useShortDates();
  const { filters, update, clear: clearFilters } = useStoryFilterParams();
  const q = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters: PublicStoryFilters = { q, language: filters.language, theme: filters.theme };
  const filtering = q !== '' || filters.language !== '' || filters.theme !== '';

  // The unfiltered list gives the community total and is the list whenever nothing is filtered.
  const everything = usePublicStories(noPublicStoryFilters);
  const matching = usePublicStories(serverFilters, { enabled: filtering });
  const list = filtering ? matching : everything;

  const bookmarks = useBookmarks(uid);
  const bookmarkedIds = useMemo(() => new Set(bookmarks.data?.map((b) => b.bundle_id)), [bookmarks.data]);

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={errorText.message('loadStoriesPageTitle')}
        message={errorText.of(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  // The server lists public stories only to an anonymous call; this keeps the rule on screen too.
  const stories =
    list.data?.pages.flatMap((page) => page.stories).filter((s) => s.privacy === 'public') ?? [];
  const matchingTotal = list.data?.pages[0]?.total ?? 0;
  // The documented 'Showing X of Y stories': the stories that match, out of every story in the archive.
  const everythingTotal = everything.data?.pages[0]?.total;
  const communityTotal = everythingTotal ?? matchingTotal;
  const settling = filters.search.trim() !== q || list.isPlaceholderData;
  const searchedOrFiltered = filters.search.trim() !== '' || filtering;

  return (
    <ScreenFrame>
      <DocumentTitle title={t('stories.archivesDocumentTitle')} />
      <PageHeader
        eyebrow={t('stories.archivesEyebrow')}
        eyebrowIcon={SparklesIcon}
        title={t('stories.archivesTitle')}
        description={
          everythingTotal === undefined
            ? t('stories.archivesDescription')
            : t('stories.archivesDescriptionCount', { total: everythingTotal })
        }
      />

      <div className="mt-10 space-y-4">
        <HydrateLater>
          <StoryFilters
            value={filters}
            onChange={update}
            languages={LANGUAGE_CODES}
            themes={themeFilterOptions}
            searchLabel={t('stories.archivesSearchLabel')}
            searchPlaceholder={t('stories.archivesSearchPlaceholder')}
          />
        </HydrateLater>
        {list.data && (
          <ResultsSummary
            text={t('stories.archivesShowing', { shown: matchingTotal, total: communityTotal })}
            onClearFilters={searchedOrFiltered && stories.length > 0 ? clearFilters : undefined}
          />
        )}
      </div>

      <div className="mt-4">
        {!list.data ? (
          <StoryListLoading label={t('stories.loadingStories')} />
        ) : stories.length === 0 && !settling ? (
          filtering ? (
            <EmptyState
              icon={SearchIcon}
              title={t('stories.noMatchingStories')}
              action={
                <button type="button" onClick={clearFilters} className="btn btn-primary">
                  {t('stories.clearFilters')}
                </button>
              }
            >
              <p>{t('stories.noMatchingStoriesHint')}</p>
            </EmptyState>
          ) : (
            <EmptyState
              icon={BookOpenIcon}
              title={t('stories.noStoriesYet')}
              action={
                <Link to={paths.generate.getHref()} className="btn btn-primary">
                  <WandIcon className="size-5" />
                  {t('stories.createStory')}
                </Link>
              }
            >
              <p>{t('stories.beTheFirst')}</p>
            </EmptyState>
          )
        ) : (
          <StoryGrid label={t('stories.storiesGridLabel')} busy={settling}>
            {stories.map((story, index) => (
              <HydrateLater key={story.bundle_id}>
                <StoryCard
                  story={story}
                  coverLoading={coverLoadingAt(index)}
                  href={paths.play.getHref(story.bundle_id)}
                  dateLabel={shortDate(story.created_at)}
                  cornerAction={
                    <div className="flex items-start gap-2">
                      <StoryCardMenu story={story} />
                      <ArchiveBookmarkButton
                        story={story}
                        uid={uid}
                        bookmarked={bookmarkedIds.has(story.bundle_id)}
                      />
                    </div>
                  }
                />
              </HydrateLater>
            ))}
          </StoryGrid>
        )}
      </div>

      {list.hasNextPage && !settling && (
        <LoadMoreButton onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center font-semibold text-peach-700">
          {t('stories.loadMoreFailed', { problem: errorText.message('loadStoriesFailed') })}
        </p>
      )}
    </ScreenFrame>
  );
}
