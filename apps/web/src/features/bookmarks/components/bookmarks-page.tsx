import { type Bookmark, pluralize, type User } from '@storyloom/contract';
import { useMemo } from 'react';
import { Link, Navigate } from 'react-router';
import { BookmarkButton } from '../../../components/bookmark-button.tsx';
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
import { useBookmarks } from '../../../lib/api/get-bookmarks.ts';
import { useToggleBookmark } from '../../../lib/api/toggle-bookmark.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { formatShortDate } from '../../../lib/format-date.ts';
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

function savedLine(count: number) {
  return count === 0
    ? "You haven't bookmarked any stories yet"
    : `${pluralize(count, 'story', 'stories')} saved`;
}

function MyBookmarks({ user }: { user: User }) {
  const bookmarks = useBookmarks(user.uid);
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
      <title>My Bookmarks · Storyloom</title>
      <PageHeader
        eyebrow="The stories you love most"
        eyebrowIcon={HeartIcon}
        title="My Bookmarks"
        description={all ? savedLine(all.length) : undefined}
      />
      <div className="mt-10">
        {!all ? (
          <StoryListLoading label="Loading your bookmarks..." />
        ) : all.length === 0 ? (
          <EmptyState
            icon={BookmarkIcon}
            title="No bookmarks yet"
            action={
              <Link to={paths.archives.getHref()} className="btn btn-primary px-6 py-3">
                Browse Stories
                <ArrowRightIcon className="size-5" />
              </Link>
            }
          >
            <p>Tap the bookmark on any story in the archive or the player to keep it here.</p>
          </EmptyState>
        ) : (
          <>
            <div className="space-y-4">
              <StoryFilters
                value={filters}
                onChange={update}
                languages={choices.languages}
                themes={choices.themes}
                searchLabel="Search your bookmarks"
                searchPlaceholder="Search your bookmarks..."
              />
              <ResultsSummary
                text={`Showing ${shown.length} of ${all.length} bookmarks`}
                onClearFilters={filtering && shown.length > 0 ? clearFilters : undefined}
              />
            </div>
            <div className="mt-4">
              {shown.length === 0 ? (
                <EmptyState
                  icon={SearchIcon}
                  title="No bookmarks found matching your filters."
                  action={
                    <button type="button" onClick={clearFilters} className="btn btn-primary">
                      Clear Filters
                    </button>
                  }
                />
              ) : (
                <StoryGrid label="Bookmarked stories">
                  {shown.map((bookmark) => (
                    <StoryCard
                      key={bookmark.bundle_id}
                      story={bookmark}
                      href={paths.play.getHref(bookmark.bundle_id)}
                      dateLabel={`Bookmarked ${formatShortDate(bookmark.bookmarked_at)}`}
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
  if (loading) {
    return (
      <ScreenFrame>
        <StoryListLoading label="Loading your bookmarks..." />
      </ScreenFrame>
    );
  }
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <MyBookmarks user={user} />;
}
