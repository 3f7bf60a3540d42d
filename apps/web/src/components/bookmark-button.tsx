import { useT } from '../i18n/use-t.ts';
import { BookmarkIcon } from './icons.tsx';

interface BookmarkButtonProps {
  bookmarked: boolean;
  busy?: boolean;
  onClick(): void;
}

/** The round bookmark toggle on a story card; its name says what a press will do. */
export function BookmarkButton({ bookmarked, busy = false, onClick }: BookmarkButtonProps) {
  const t = useT();
  const label = bookmarked ? t('common.removeBookmark') : t('common.addBookmark');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={label}
      title={label}
      className={`grid size-11 place-items-center rounded-full shadow-soft ring-2 backdrop-blur transition duration-200 hover:scale-110 active:scale-95 disabled:cursor-wait disabled:opacity-70 ${
        bookmarked
          ? 'bg-peach-100 text-peach-700 ring-peach-300'
          : 'bg-white/90 text-grape-700 ring-white hover:ring-grape-200'
      }`}
    >
      <BookmarkIcon className={`size-5 ${bookmarked ? 'fill-current' : ''}`} />
    </button>
  );
}
