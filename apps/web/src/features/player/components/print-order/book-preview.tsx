import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { localeDirection } from '../../../../i18n/locales.ts';
import { useLocale, useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { bundleQueryOptions } from '../../api/get-bundle.ts';
import { pageName, printPages } from '../../model/print-pages.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../player-icons.tsx';
import { BookPage } from './book-page.tsx';

/** A swipe this far across the page (CSS pixels) turns it. */
const SWIPE_PX = 40;

/**
 * The printed book page by page before ordering: the page, buttons and the arrow keys (Home and
 * End too) to turn it, a swipe on a phone, and a row of thumbnails to jump to any page. The
 * story is the one the player has loaded, read from the same query.
 */
export function BookPreview({ bundleId }: { bundleId: string }) {
  const t = useT();
  const rtl = localeDirection(useLocale().locale) === 'rtl';
  const headingId = useElementId();
  const story = useQuery(bundleQueryOptions(bundleId));
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);

  if (!story.data) {
    return (
      <section aria-labelledby={headingId}>
        <PreviewHeading id={headingId} />
        <p className="mt-2 text-sm text-ink-soft">
          {story.isError ? t('player.previewFailed') : t('player.layingOutPages')}
        </p>
      </section>
    );
  }

  const pages = printPages(story.data);
  const current = Math.min(index, pages.length - 1);
  const page = pages[current];
  if (!page) return null;
  const turnTo = (next: number) => setIndex(Math.max(0, Math.min(pages.length - 1, next)));

  const onKeyDown = (event: KeyboardEvent) => {
    // Right to left, the book's pages turn to the left, as its arrow buttons do.
    const [back, on] = rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
    const target = { [back]: current - 1, [on]: current + 1, Home: 0, End: pages.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    turnTo(target);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) turnTo(moved < 0 !== rtl ? current + 1 : current - 1);
  };
  // The cover, then the pages counted as the book counts them: "Page 2 of 3".
  const position =
    page.kind === 'cover'
      ? t('player.cover')
      : t('player.pageOf', { number: page.number, total: pages.length - 1 });

  return (
    <section aria-roledescription="carousel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <PreviewHeading id={headingId} />
      <p className="mt-1 text-sm text-ink-soft">{t('player.previewSize')}</p>
      <figure
        aria-roledescription="page"
        aria-label={position}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the page takes focus so the arrow keys can turn it.
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        className="m-0 mt-3 touch-pan-y overflow-hidden rounded-2xl shadow-soft ring-1 ring-cream-300 select-none"
        data-testid="preview-page"
      >
        <BookPage page={page} lang={story.data.language} />
      </figure>

      <div className="mt-3 flex items-center justify-between gap-3">
        <button
          type="button"
          aria-label={t('player.previousPage')}
          aria-disabled={current === 0 || undefined}
          onClick={() => turnTo(current - 1)}
          className="grid size-11 place-items-center rounded-full bg-white text-grape-700 ring-1 ring-cream-300 hover:bg-grape-50 aria-disabled:opacity-40"
        >
          <ChevronLeftIcon className="size-5 rtl:-scale-x-100" />
        </button>
        <p aria-live="polite" className="font-display font-semibold text-grape-800">
          {position}
        </p>
        <button
          type="button"
          aria-label={t('player.nextPage')}
          aria-disabled={current === pages.length - 1 || undefined}
          onClick={() => turnTo(current + 1)}
          className="grid size-11 place-items-center rounded-full bg-white text-grape-700 ring-1 ring-cream-300 hover:bg-grape-50 aria-disabled:opacity-40"
        >
          <ChevronRightIcon className="size-5 rtl:-scale-x-100" />
        </button>
      </div>

      <ol aria-label={t('player.allPages')} className="mt-3 flex gap-2 overflow-x-auto p-1">
        {pages.map((thumbnail, i) => {
          const name = pageName(thumbnail);
          return (
            <li key={name.number ?? 0} className="shrink-0">
              <button
                type="button"
                aria-current={i === current || undefined}
                onClick={() => turnTo(i)}
                className="group block w-14 text-center text-xs font-semibold text-ink-soft aria-[current=true]:text-grape-800"
              >
                <span
                  aria-hidden="true"
                  className="pointer-events-none block overflow-hidden rounded-lg ring-2 ring-transparent group-hover:ring-grape-200 group-aria-[current=true]:ring-grape-600"
                >
                  <BookPage page={thumbnail} lang={story.data.language} />
                </span>
                <span className="mt-1 block">{t(name.id, { number: name.number })}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function PreviewHeading({ id }: { id: string }) {
  const t = useT();
  return (
    <h3 id={id} className="font-display text-lg font-semibold text-grape-800">
      {t('player.previewHeading')}
    </h3>
  );
}
