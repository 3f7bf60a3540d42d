import { MESSAGES } from '@storyloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { forgetLastStory, lastStory, rememberLastStory } from '../../../lib/last-story.ts';
import { bundleQueryOptions } from '../api/get-bundle.ts';
import { lastStoryQueryOptions } from '../api/get-last-story.ts';
import { DEFAULT_CHILD, latestBundleQueryOptions } from '../api/get-latest-bundle.ts';
import { useRememberAccountLastStory } from '../api/remember-last-story.ts';
import { StoryLoadError } from '../api/story-load-error.ts';
import { NoStoryYet, StoryLoading, StoryNotFound } from './story-not-found.tsx';
import { StoryPlayer } from './story-player.tsx';

/**
 * /play/{bundleId} plays that story; /play?child= plays the newest story of that child (product §2).
 * /play alone (the header's Player link) goes back to the last story played or made: the
 * account's, on any device, when signed in, else this browser's; without one it plays the newest
 * story of the default child, or offers the story lists.
 * While a story is still being made it plays the scenes ready so far (docs/architecture.md).
 */
export function PlayerPage() {
  const { bundleId } = useParams();
  const [searchParams] = useSearchParams();
  const childParam = searchParams.get('child')?.trim() || null;
  if (!bundleId && !childParam) return <ResumeLastStory />;
  return <StoryFromAddress bundleId={bundleId ?? null} childParam={childParam} />;
}

/** The Player link: goes on to the story to resume, or plays what the bare address plays. */
function ResumeLastStory() {
  const { user, loading } = useAuth();
  const uid = user?.uid ?? null;
  const account = useQuery({ ...lastStoryQueryOptions(uid ?? ''), enabled: uid !== null });
  if (loading || (uid !== null && account.isFetching)) return <StoryLoading />;
  // The account knows other devices' stories; the browser's memory covers a visitor, or an
  // account that could not answer.
  const resume = account.data?.bundle_id ?? lastStory();
  if (resume) return <Navigate to={paths.play.getHref(resume)} replace />;
  return <StoryFromAddress bundleId={null} childParam={null} />;
}

/** Loads the story the address names and plays it, or says why it cannot. */
function StoryFromAddress({ bundleId, childParam }: { bundleId: string | null; childParam: string | null }) {
  const { user } = useAuth();
  const t = useT();
  const uid = user?.uid ?? null;
  const { mutate: rememberForAccount } = useRememberAccountLastStory(uid);
  const story = useQuery(
    bundleId ? bundleQueryOptions(bundleId) : latestBundleQueryOptions(childParam ?? DEFAULT_CHILD),
  );
  const bundle = story.data;
  const gone = story.error instanceof StoryLoadError && story.error.gone;
  const playable = bundle?.scenes[0]?.ready ? bundle.bundle_id : null;
  // A story that failed before its first scene can never be played.
  const dead = bundle && !playable && bundle.status !== 'generating' ? bundle.bundle_id : null;

  useEffect(() => {
    if (!playable) return;
    rememberLastStory(playable);
    if (uid) rememberForAccount(playable);
  }, [playable, uid, rememberForAccount]);
  useEffect(() => {
    if (bundleId && gone) forgetLastStory(bundleId);
    if (dead) forgetLastStory(dead);
  }, [bundleId, gone, dead]);

  if (bundle) {
    if (!bundle.scenes[0]?.ready) {
      return bundle.status === 'generating' ? (
        <StoryLoading message={t('player.storyBeingWritten')} />
      ) : (
        <StoryNotFound message={MESSAGES.couldNotLoadStory} />
      );
    }
    return (
      <StoryPlayer
        key={bundle.bundle_id}
        bundle={bundle}
        user={user}
        shareChild={childParam ?? bundle.child}
      />
    );
  }
  // The Player link with nothing played yet: no story is missing, there is just none to resume.
  if (gone && !bundleId && !childParam) return <NoStoryYet signedIn={user !== null} />;
  if (story.isError) return <StoryNotFound message={story.error.message} />;
  return <StoryLoading />;
}
