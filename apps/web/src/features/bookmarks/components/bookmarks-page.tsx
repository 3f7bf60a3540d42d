import type { Bookmark, User } from '@storyloom/contract';
import { useMemo } from 'react';
import { Link, Navigate } from 'react-router';
import { BookmarkButton } from '../../../components/bookmark-button.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ArrowRightIcon, BookmarkIcon, HeartIcon } from '../../../components/icons.tsx';
import { PageHeader, ScreenFrame } from '../../../components/page-header.tsx';
import { StoryCard, StoryGrid } from '../../../components/story-card.tsx';
import { StoryFilters } from '../../../components/story-filters.tsx';
import { SearchIcon } from '../../../components/story-icons.tsx';
import {
  EmptyState,
  LoadFailed,
  ResultsSummary,
  StoryListLoading,
} from '../../../components/story-list-states.tsx';
import { useStoryFilterParams } from '../../../components/use-story-filter-params.ts';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useBookmarks } from '../../../lib/api/get-bookmarks.ts';
import { useToggleBookmark } from '../../../lib/api/toggle-bookmark.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useShortDates } from '../../../lib/use-short-dates.ts';
import { filterBookmarks, filterChoices } from '../model/filter-bookmarks.ts';

function RemoveBookmarkButton({ bookmark, uid }: { bookmark: Bookmark; uid: string }) {
  const toggle = useToggleBookmark(uid);
  return (
    <BookmarkButton
      bookmarked
      busy={toggle.isPending}
      onClick={() => toggle.mutate({ bundleId: bookmark.bundle_id, bookmarked: true, story: bookmark })}
    />
  );
}

function MyBookmarks({ user }: { user: User }) {
  const bookmarks = useBookmarks(user.uid);
  const t = useT();
  const { shortDate } = useShortDates();
  const errorText = useErrorText();
  const { filters, update, clear: clearFilters } = useStoryFilterParams();
  const all = bookmarks.data;
  const shown = useMemo(() => filterBookmarks(all ?? [], filters), [all, filters]);
  const choices = useMemo(() => filterChoices(all ?? [], filters), [all, filters]);

  if (bookmarks.isError && !all) {
    return (
      <LoadFailed
        title={errorText.message('loadBookmarksPageTitle')}
        message={errorText.of(bookmarks.error)}
        onRetry={() => void bookmarks.refetch()}
        retrying={bookmarks.isFetching}
      />
    );
  }

  const filtering = filters.search.trim() !== '' || filters.language !== '' || filters.theme !== '';

  return (
    <ScreenFrame>
      <DocumentTitle title={t('stories.bookmarksDocumentTitle')} />
      <PageHeader
        eyebrow={t('stories.bookmarksEyebrow')}
        eyebrowIcon={HeartIcon}
        title={t('stories.bookmarksTitle')}
        description={
          !all
            ? undefined
            : all.length === 0
              ? t('stories.noBookmarksSaved')
              : t('stories.bookmarksSaved', { count: all.length })
        }
      />
      <div className="mt-10">
        {!all ? (
          <StoryListLoading label={t('stories.loadingBookmarks')} />
        ) : all.length === 0 ? (
          <EmptyState
            icon={BookmarkIcon}
            title={t('stories.noBookmarksYet')}
            action={
              <Link to={paths.archives.getHref()} className="btn btn-primary px-6 py-3">
                {t('stories.browseStories')}
                <ArrowRightIcon className="size-5 rtl:-scale-x-100" />
              </Link>
            }
          >
            <p>{t('stories.noBookmarksHint')}</p>
          </EmptyState>
        ) : (
          <>
            <div className="space-y-4">
              <StoryFilters
                value={filters}
                onChange={update}
                languages={choices.languages}
                themes={choices.themes}
                searchLabel={t('stories.bookmarksSearchLabel')}
                searchPlaceholder={t('stories.bookmarksSearchPlaceholder')}
              />
              <ResultsSummary
                text={t('stories.bookmarksShowing', { shown: shown.length, total: all.length })}
                onClearFilters={filtering && shown.length > 0 ? clearFilters : undefined}
              />
            </div>
            <div className="mt-4">
              {shown.length === 0 ? (
                <EmptyState
                  icon={SearchIcon}
                  title={t('stories.noMatchingBookmarks')}
                  action={
                    <button type="button" onClick={clearFilters} className="btn btn-primary">
                      {t('stories.clearFilters')}
                    </button>
                  }
                />
              ) : (
                <StoryGrid label={t('stories.bookmarkedGridLabel')}>
                  {shown.map((bookmark) => (
                    <StoryCard
                      key={bookmark.bundle_id}
                      story={bookmark}
                      href={paths.play.getHref(bookmark.bundle_id)}
                      dateLabel={t('stories.bookmarkedOn', { date: shortDate(bookmark.bookmarked_at) })}
                      cornerAction={<RemoveBookmarkButton bookmark={bookmark} uid={user.uid} />}
                    />
                  ))}
                </StoryGrid>
              )}
            </div>
          </>
        )}
      </div>
    </ScreenFrame>
  );
}

/** My Bookmarks (product §2): the signed-in user's saved stories, searchable on the client. */
export function BookmarksPage() {
  const { user, loading } = useAuth();
  const t = useT();
  if (loading) {
    return (
      <ScreenFrame>
        <StoryListLoading label={t('stories.loadingBookmarks')} />
      </ScreenFrame>
    );
  }
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <MyBookmarks user={user} />;
}
