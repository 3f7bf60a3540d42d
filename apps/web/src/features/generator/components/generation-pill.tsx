import { Link, useMatch } from 'react-router';
import { SparklesIcon } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useIntlShape, useT } from '../../../i18n/use-t.ts';
import { useCurrentGeneration } from '../hooks/use-current-generation.ts';

/**
 * A small reminder in the header, on every page but the generator, that a story is still being
 * made, e.g. "Mia's story · 45%", leading back to its progress. Screen readers hear once that it
 * is being made, not every step of the bar; the notice says when it is ready.
 */
export function GenerationPill({
  className = '',
  rowClassName = '',
}: {
  className?: string;
  rowClassName?: string;
}) {
  const { state } = useCurrentGeneration();
  const onGenerator = useMatch(paths.generate.path) !== null;
  const making = state.status === 'generating' && !onGenerator ? state : null;
  const t = useT();
  const { formatNumber } = useIntlShape();

  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {making ? t('generator.making', { name: making.run.childName }) : ''}
      </p>
      {making && (
        <div className={rowClassName}>
          <Link
            to={paths.generate.getHref()}
            data-testid="generation-pill"
            className="inline-flex max-w-full items-center gap-2 rounded-full bg-white py-1.5 ps-2 pe-3 text-sm font-semibold text-grape-800 shadow-soft ring-1 ring-grape-100 transition hover:bg-grape-50 hover:ring-grape-200"
          >
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-grape-100">
              <SparklesIcon className="size-4 text-grape-600 motion-safe:animate-pulse" />
            </span>
            <span className="truncate">{t('generator.pillStory', { name: making.run.childName })}</span>
            <span aria-hidden="true">·</span>
            <span className="shrink-0 tabular-nums">
              {formatNumber(making.progress.percent / 100, { style: 'percent' })}
            </span>
            <span
              aria-hidden="true"
              className="hidden h-1.5 w-12 shrink-0 overflow-hidden rounded-full bg-grape-100 sm:block"
            >
              <span
                className="block h-full rounded-full bg-gradient-to-r from-grape-500 to-peach-400 rtl:bg-gradient-to-l transition-[width] duration-700 motion-reduce:transition-none"
                style={{ width: `${Math.max(making.progress.percent, 4)}%` }}
              />
            </span>
          </Link>
        </div>
      )}
    </div>
  );
}
