import type { User } from '@storyloom/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { BookmarkIcon, DownloadIcon, FlagIcon, HeartIcon } from '../../../components/icons.tsx';
import { useNotify, useSignInPrompt } from '../../../components/notices.tsx';
import { ReportStoryDialog } from '../../../components/report-story-dialog.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useIntlShape, useT } from '../../../i18n/use-t.ts';
import { useToggleBookmark } from '../../../lib/api/toggle-bookmark.ts';
import { useDownloadStoryPdf } from '../api/download-story-pdf.ts';
import { useBookmarkStatus } from '../api/get-bookmark-status.ts';
import { useLikeStatus } from '../api/get-like-status.ts';
import { useToggleLike } from '../api/toggle-like.ts';
import { PrinterIcon, ShareIcon } from './player-icons.tsx';

// The order form checks the address with the contract's schemas, and zod with them: they are
// fetched when a parent opens the dialog, not with the player.
const PrintOrderDialog = lazy(async () => ({
  default: (await import('./print-order-dialog.tsx')).PrintOrderDialog,
}));

interface StoryActionsProps {
  bundleId: string;
  title: string;
  /** The child named in the shared link. */
  child: string;
  user: User | null;
  /** Public stories can be reported; private ones are only their owner's. */
  isPublic?: boolean;
}

/** The link a shared story opens (product §2); the server sends /player/{id} on to the player. */
export const shareLink = (origin: string, bundleId: string, child: string): string =>
  `${origin}/player/${encodeURIComponent(bundleId)}?${new URLSearchParams({ child })}`;

/**
 * Shares with the device's own sheet, or copies the link and says so; failures are only logged
 * (product §8). Returns whether the link was copied.
 */
async function shareStory(title: string, url: string): Promise<boolean> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      console.warn('Sharing did not complete.', error);
    }
    return false;
  }
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch (error) {
    console.warn('Could not copy the link.', error);
    return false;
  }
}

function ActionButton({
  children,
  pressed,
  onClick,
  busy = false,
  active = false,
  label,
}: {
  children: ReactNode;
  /** A name for when the visible text alone does not say what the button does. */
  label?: string;
  pressed?: boolean;
  onClick(): void;
  busy?: boolean;
  active?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      disabled={busy}
      className={`btn min-h-12 px-4 ring-2 ${
        active
          ? 'bg-peach-100 text-peach-700 ring-peach-300 hover:bg-peach-200'
          : 'bg-white text-grape-700 ring-grape-200 hover:bg-grape-50 hover:ring-grape-300'
      }`}
    >
      {children}
    </button>
  );
}

/** Bookmark, Share, Like, Download PDF and Order Print for a loaded story (product §2). */
export function StoryActions({ bundleId, title, child, user, isPublic = false }: StoryActionsProps) {
  const t = useT();
  const intl = useIntlShape();
  const uid = user?.uid ?? null;
  const bookmark = useBookmarkStatus(bundleId, uid);
  const toggleBookmark = useToggleBookmark(uid);
  const like = useLikeStatus(bundleId, uid);
  const toggleLike = useToggleLike(bundleId, uid);
  const pdf = useDownloadStoryPdf(bundleId, title);
  const [printOpen, setPrintOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const notify = useNotify();
  const askToSignIn = useSignInPrompt();
  const errorText = useErrorText();

  const bookmarked = bookmark.data?.bookmarked ?? false;
  const liked = like.data?.liked ?? false;
  const likeCount = like.data?.like_count ?? 0;

  const orderPrint = () => {
    if (!user) {
      askToSignIn(errorText.message('signInToOrderPrint'));
      return;
    }
    setPrintOpen(true);
  };
  const share = async () => {
    if (await shareStory(title, shareLink(window.location.origin, bundleId, child))) {
      notify({ message: errorText.message('linkCopied') });
    }
  };

  return (
    <section aria-label={t('player.storyActions')} className="flex flex-wrap justify-center gap-3">
      {user && (
        <ActionButton
          pressed={bookmarked}
          active={bookmarked}
          busy={toggleBookmark.isPending}
          onClick={() => toggleBookmark.mutate({ bundleId, bookmarked })}
        >
          <BookmarkIcon className={`size-5 ${bookmarked ? 'fill-current' : ''}`} />
          {bookmarked ? t('player.bookmarked') : t('player.addToBookmarks')}
        </ActionButton>
      )}
      <ActionButton onClick={() => void share()}>
        <ShareIcon className="size-5" />
        {t('player.share')}
      </ActionButton>
      <ActionButton
        label={likeCount > 0 ? t('player.likeCount', { count: likeCount }) : undefined}
        pressed={liked}
        active={liked}
        busy={toggleLike.isPending}
        onClick={() => toggleLike.mutate(liked)}
      >
        <HeartIcon className={`size-5 ${liked ? 'fill-current' : ''}`} />
        {likeCount > 0 ? intl.formatNumber(likeCount) : t('player.like')}
      </ActionButton>
      <ActionButton busy={pdf.isPending} onClick={() => pdf.mutate()}>
        <DownloadIcon className="size-5" />
        {t('player.downloadPdf')}
      </ActionButton>
      <ActionButton onClick={orderPrint}>
        <PrinterIcon className="size-5" />
        {t('player.orderPrint')}
      </ActionButton>
      {isPublic && (
        <ActionButton onClick={() => setReportOpen(true)}>
          <FlagIcon className="size-5" />
          {t('player.report')}
        </ActionButton>
      )}
      {printOpen && (
        <Suspense fallback={null}>
          <PrintOrderDialog bundleId={bundleId} title={title} onClose={() => setPrintOpen(false)} />
        </Suspense>
      )}
      {reportOpen && (
        <ReportStoryDialog bundleId={bundleId} title={title} onClose={() => setReportOpen(false)} />
      )}
    </section>
  );
}
