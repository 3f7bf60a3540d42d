import type { StoryListItem, User } from '@storyloom/contract';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { BookOpenIcon, PlayIcon, SparklesIcon, WandIcon } from '../../../components/icons.tsx';
import { useNotify } from '../../../components/notices.tsx';
import { PageHeader, ScreenFrame } from '../../../components/page-header.tsx';
import { StoryCard, StoryGrid } from '../../../components/story-card.tsx';
import { PlusIcon, TrashIcon } from '../../../components/story-icons.tsx';
import {
  EmptyState,
  LoadFailed,
  LoadMoreButton,
  StoryListLoading,
} from '../../../components/story-list-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { forgetLastStory } from '../../../lib/last-story.ts';
import { useShortDates } from '../../../lib/use-short-dates.ts';
import { useDeleteStory } from '../api/delete-story.ts';
import { useMyStories } from '../api/get-my-stories.ts';
import { StoryPrivacyBadge } from './story-privacy-badge.tsx';

function CreateNewStoryLink() {
  const t = useT();
  return (
    <Link to={paths.generate.getHref()} className="btn btn-primary px-6 py-3">
      <PlusIcon className="size-5" />
      {t('stories.createNewStory')}
    </Link>
  );
}

function StoryCardActions({
  story,
  deleting,
  onDelete,
}: {
  story: StoryListItem;
  deleting: boolean;
  onDelete(): void;
}) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <Link
        to={paths.play.getHref(story.bundle_id)}
        aria-label={t('stories.playStory', { title: story.title })}
        className="btn btn-primary flex-1 px-4 py-2"
      >
        <PlayIcon className="size-5" />
        {t('stories.play')}
      </Link>
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        aria-busy={deleting || undefined}
        aria-label={t('stories.deleteStoryNamed', { title: story.title })}
        className="btn px-4 py-2 text-peach-700 ring-2 ring-peach-200 hover:bg-peach-50 hover:ring-peach-300"
      >
        <TrashIcon className="size-5" />
        {deleting ? t('stories.deleting') : t('stories.delete')}
      </button>
    </div>
  );
}

function MyStories({ user }: { user: User }) {
  const stories = useMyStories(user.uid);
  const deletion = useDeleteStory(user.uid);
  const notify = useNotify();
  const t = useT();
  const { shortDateTime } = useShortDates();
  const errorText = useErrorText();
  // The story whose Delete was pressed, while the parent is asked to confirm.
  const [asking, setAsking] = useState<StoryListItem | null>(null);

  if (stories.isError && !stories.data) {
    return (
      <LoadFailed
        title={errorText.message('loadStoriesPageTitle')}
        message={errorText.of(stories.error)}
        onRetry={() => void stories.refetch()}
        retrying={stories.isFetching}
      />
    );
  }

  const deleteStory = (story: StoryListItem) => {
    setAsking(null);
    deletion.mutate(story.bundle_id, {
      onSuccess: () => forgetLastStory(story.bundle_id),
      onError: (error) => notify({ message: errorText.deleteStoryFailed(error) }),
    });
  };

  const items = stories.data?.pages.flatMap((page) => page.stories) ?? [];
  const total = stories.data?.pages[0]?.total ?? 0;

  return (
    <ScreenFrame>
      <DocumentTitle title={t('stories.dashboardDocumentTitle')} />
      <PageHeader
        eyebrow={t('stories.dashboardEyebrow')}
        eyebrowIcon={SparklesIcon}
        title={t('stories.dashboardTitle')}
        description={stories.data ? t('stories.youHaveStories', { count: total }) : undefined}
        actions={<CreateNewStoryLink />}
      />
      <div className="mt-10">
        {!stories.data ? (
          <StoryListLoading label={t('stories.loadingYourStories')} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={BookOpenIcon}
            title={t('stories.noStoriesYetTitle')}
            action={
              <Link to={paths.generate.getHref()} className="btn btn-primary px-6 py-3">
                <WandIcon className="size-5" />
                {t('stories.createFirstStory')}
              </Link>
            }
          >
            <p>{t('stories.dashboardEmptyHint')}</p>
          </EmptyState>
        ) : (
          <StoryGrid label={t('stories.myStoriesGridLabel')}>
            {items.map((story) => (
              <StoryCard
                key={story.bundle_id}
                story={story}
                dateLabel={shortDateTime(story.created_at)}
                badge={<StoryPrivacyBadge privacy={story.privacy} />}
                footer={
                  <StoryCardActions
                    story={story}
                    deleting={deletion.isPending && deletion.variables === story.bundle_id}
                    onDelete={() => setAsking(story)}
                  />
                }
              />
            ))}
          </StoryGrid>
        )}
      </div>
      {stories.hasNextPage && (
        <LoadMoreButton onClick={() => void stories.fetchNextPage()} loading={stories.isFetchingNextPage} />
      )}
      {asking && (
        <ConfirmDialog
          title={t('stories.deleteStoryQuestion', { title: asking.title })}
          message={errorText.message('deleteStoryConfirm')}
          confirmLabel={t('stories.deleteStory')}
          onConfirm={() => deleteStory(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </ScreenFrame>
  );
}

/** My Stories (product §2): the signed-in user's own stories, to play or delete. */
export function DashboardPage() {
  const { user, loading } = useAuth();
  const t = useT();
  if (loading) {
    return (
      <ScreenFrame>
        <StoryListLoading label={t('stories.loadingYourStories')} />
      </ScreenFrame>
    );
  }
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <MyStories user={user} />;
}
