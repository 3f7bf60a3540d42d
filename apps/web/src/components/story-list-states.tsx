import type { ComponentType, ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { DocumentTitle } from './document-title.tsx';
import { BookOpenIcon, RefreshIcon } from './icons.tsx';

/** Grey cards while a list loads; the status text is what assistive technology hears. */
export function StoryListLoading({ label }: { label: string }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <div
            key={key}
            className="overflow-hidden rounded-[2rem] bg-white shadow-soft ring-1 ring-cream-300/60"
          >
            <div className="aspect-[4/3] bg-cream-200 motion-safe:animate-pulse" />
            <div className="space-y-3 p-5">
              <div className="h-6 w-3/4 rounded-full bg-cream-200 motion-safe:animate-pulse" />
              <div className="h-4 w-1/3 rounded-full bg-cream-200 motion-safe:animate-pulse" />
              <div className="flex gap-2">
                <div className="h-7 w-14 rounded-full bg-cream-100 motion-safe:animate-pulse" />
                <div className="h-7 w-16 rounded-full bg-cream-100 motion-safe:animate-pulse" />
                <div className="h-7 w-14 rounded-full bg-cream-100 motion-safe:animate-pulse" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

interface LoadFailedProps {
  /** The page title, e.g. 'Failed to Load Stories'. */
  title: string;
  message: string;
  onRetry(): void;
  retrying?: boolean;
}

/** A list that could not load: what went wrong and a Retry (product §8). */
export function LoadFailed({ title, message, onRetry, retrying = false }: LoadFailedProps) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <DocumentTitle title={t('common.pageTitle', { page: title })} />
      <div className="relative mb-8 grid size-28 place-items-center rounded-full bg-peach-100">
        <BookOpenIcon className="size-14 text-peach-700" />
        <span className="absolute end-2 top-3 size-3 rounded-full bg-sunny-300 motion-safe:animate-twinkle" />
      </div>
      <h1 className="text-4xl font-semibold text-grape-800 sm:text-5xl">{title}</h1>
      <p role="alert" className="mt-4 text-lg text-pretty text-ink-soft">
        {message}
      </p>
      <button type="button" onClick={onRetry} disabled={retrying} className="btn btn-primary mt-8">
        <RefreshIcon className={`size-5 ${retrying ? 'motion-safe:animate-spin' : ''}`} />
        {t('common.retry')}
      </button>
    </section>
  );
}

interface EmptyStateProps {
  icon: ComponentType<{ className?: string }>;
  title: string;
  children?: ReactNode;
  /** The way on, e.g. a 'Browse Stories' link. */
  action?: ReactNode;
}

/** A friendly panel for a list with nothing in it. */
export function EmptyState({ icon: EmptyIcon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-[2.5rem] bg-grape-50 px-6 py-14 text-center ring-1 ring-grape-100">
      <div className="relative grid size-24 place-items-center rounded-full bg-white shadow-soft">
        <EmptyIcon className="size-11 text-grape-600" />
        <span className="absolute end-1 top-1 size-3 rounded-full bg-sunny-300 motion-safe:animate-twinkle" />
        <span className="absolute start-0 bottom-2 size-2 rounded-full bg-peach-300 motion-safe:animate-twinkle [animation-delay:1s]" />
      </div>
      <h2 className="mt-6 text-2xl font-semibold text-grape-800 sm:text-3xl">{title}</h2>
      {children && <div className="mt-2 max-w-md text-lg text-pretty text-ink-soft">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

interface ResultsSummaryProps {
  /** E.g. 'Showing 3 of 12 stories'. */
  text: string;
  /**
   * Offers 'Show all' when set. Not 'Clear Filters': that is the empty state's button, and one
   * name for two buttons on a screen would leave people (and tests) unsure which is which.
   */
  onClearFilters?: () => void;
}

/** The count line under the filters; polite, so a changed count is read out. */
export function ResultsSummary({ text, onClearFilters }: ResultsSummaryProps) {
  const t = useT();
  return (
    <div className="flex min-h-10 flex-wrap items-center justify-between gap-3 px-2">
      <p aria-live="polite" className="font-semibold text-ink-soft">
        {text}
      </p>
      {onClearFilters && (
        <button
          type="button"
          onClick={onClearFilters}
          className="rounded-full px-3 py-1.5 font-display font-semibold text-grape-700 underline decoration-grape-300 decoration-2 underline-offset-4 transition hover:bg-grape-50 hover:decoration-grape-600"
        >
          {t('common.showAll')}
        </button>
      )}
    </div>
  );
}

/** 'Load more' under a list that has further pages. */
export function LoadMoreButton({ onClick, loading }: { onClick(): void; loading: boolean }) {
  const t = useT();
  return (
    <div className="mt-10 flex justify-center">
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading || undefined}
        className="btn btn-secondary px-8 py-3"
      >
        {loading ? t('common.loading') : t('common.loadMore')}
      </button>
    </div>
  );
}
