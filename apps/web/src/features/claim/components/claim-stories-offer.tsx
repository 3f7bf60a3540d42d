import type { StoryListItem } from '@storyloom/contract';
import { useState } from 'react';
import { useNotify } from '../../../components/notices.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useClaimStories } from '../api/claim-stories.ts';
import { useClaimableStories } from '../api/get-claimable-stories.ts';
import { ClaimStoriesDialog } from './claim-stories-dialog.tsx';

/**
 * Once someone is signed in, asks whether the stories this browser made before signing in should
 * join their account. Not now stops asking until the page is next opened.
 */
export function ClaimStoriesOffer() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const claimable = useClaimableStories(uid);
  // Whose offer was put off: another account signing in here is asked afresh.
  const [notNowFor, setNotNowFor] = useState<string | null>(null);
  const stories = claimable.data?.stories ?? [];
  if (!uid || notNowFor === uid || stories.length === 0) return null;
  return <ClaimStoriesPrompt uid={uid} stories={stories} onNotNow={() => setNotNowFor(uid)} />;
}

function ClaimStoriesPrompt({
  uid,
  stories,
  onNotNow,
}: {
  uid: string;
  stories: StoryListItem[];
  onNotNow(): void;
}) {
  const claim = useClaimStories(uid);
  const notify = useNotify();
  const t = useT();
  const add = () =>
    claim.mutate(
      stories.map((story) => story.bundle_id),
      {
        onSuccess: ({ claimed }) => notify({ message: t('account.claimAdded', { count: claimed.length }) }),
      },
    );
  return (
    <ClaimStoriesDialog
      stories={stories}
      adding={claim.isPending}
      error={claim.error?.message}
      onAdd={add}
      onNotNow={onNotNow}
    />
  );
}
