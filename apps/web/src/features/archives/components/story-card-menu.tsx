import type { StoryListItem } from '@storyloom/contract';
import { useEffect, useRef, useState } from 'react';
import { FlagIcon, MoreIcon } from '../../../components/icons.tsx';
import { ReportStoryDialog } from '../../../components/report-story-dialog.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';

/** An archive card's menu of less common actions: for now, reporting the story. */
export function StoryCardMenu({ story }: { story: StoryListItem }) {
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const menuId = useElementId();
  const rootRef = useRef<HTMLDivElement>(null);
  const t = useT();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-label={t('stories.moreActionsFor', { title: story.title })}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
        className="grid size-11 place-items-center rounded-full bg-white/90 text-grape-700 shadow-soft ring-1 ring-grape-100 transition hover:bg-white"
      >
        <MoreIcon className="size-5" />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute end-0 z-20 mt-2 w-44 rounded-2xl bg-white p-1.5 shadow-lift ring-1 ring-grape-100"
        >
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setReporting(true);
              }}
              className="flex w-full items-center gap-2 rounded-xl px-3 py-2 text-start font-semibold transition hover:bg-peach-100 hover:text-peach-700"
            >
              <FlagIcon className="size-4" />
              {t('stories.reportStory')}
            </button>
          </li>
        </ul>
      )}
      {reporting && (
        <ReportStoryDialog
          bundleId={story.bundle_id}
          title={story.title}
          onClose={() => setReporting(false)}
        />
      )}
    </div>
  );
}
