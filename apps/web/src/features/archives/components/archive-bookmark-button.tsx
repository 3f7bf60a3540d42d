import type { StoryListItem } from '@storyloom/contract';
import { BookmarkButton } from '../../../components/bookmark-button.tsx';
import { useSignInPrompt } from '../../../components/notices.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
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
  const errorText = useErrorText();
  const onClick = () => {
    if (uid === null) {
      askToSignIn(errorText.message('signInToBookmark'));
      return;
    }
    toggle.mutate({ bundleId: story.bundle_id, bookmarked, story });
  };
  return <BookmarkButton bookmarked={bookmarked} busy={toggle.isPending} onClick={onClick} />;
}
