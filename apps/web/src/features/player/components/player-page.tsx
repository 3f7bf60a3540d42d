import { MESSAGES } from '@storyloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { bundleQueryOptions } from '../api/get-bundle.ts';
import { DEFAULT_CHILD, latestBundleQueryOptions } from '../api/get-latest-bundle.ts';
import { StoryLoading, StoryNotFound } from './story-not-found.tsx';
import { StoryPlayer } from './story-player.tsx';

/**
 * /play/{bundleId} plays that story; /play plays the newest story of ?child (default Friend).
 * While a story is still being made it plays the scenes ready so far (product §2; docs/architecture.md).
 */
export function PlayerPage() {
  const { bundleId } = useParams();
  const [searchParams] = useSearchParams();
  const childParam = searchParams.get('child')?.trim() || null;
  const child = childParam ?? DEFAULT_CHILD;
  const { user } = useAuth();
  const story = useQuery(bundleId ? bundleQueryOptions(bundleId) : latestBundleQueryOptions(child));

  const bundle = story.data;
  if (bundle) {
    if (!bundle.scenes[0]?.ready) {
      return bundle.status === 'generating' ? (
        <StoryLoading message="Your story is being written..." />
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
  if (story.isError) return <StoryNotFound message={story.error.message} />;
  return <StoryLoading />;
}
