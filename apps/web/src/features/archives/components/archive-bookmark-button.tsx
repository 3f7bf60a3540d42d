import { MESSAGES, type StoryListItem } from '@storyloom/contract';
import { BookmarkButton } from '../../../components/bookmark-button.tsx';
import { useSignInPrompt } from '../../../components/notices.tsx';
import { useToggleBookmark } from '../../../lib/api/toggle-bookmark.ts';

interface ArchiveBookmarkButtonProps {
  story: StoryListItem;
  /** Null for a signed-out visitor, who is asked to sign in instead. */
  uid: string | null;
  bookmarked: boolean;
}

/** The bookmark toggle on an archive card (product §2). */
export function ArchiveBookmarkButton({ story, uid, bookmarked }: ArchiveBookmarkButtonProps) {
  const toggle = useToggleBookmark(uid);
  const askToSignIn = useSignInPrompt();
  const onClick = () => {
    if (uid === null) {
      askToSignIn(MESSAGES.signInToBookmark);
      return;
    }
    toggle.mutate({ bundleId: story.bundle_id, bookmarked, story });
  };
  return <BookmarkButton bookmarked={bookmarked} busy={toggle.isPending} onClick={onClick} />;
}
