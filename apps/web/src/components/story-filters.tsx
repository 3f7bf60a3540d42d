import { THEMES } from '@storyloom/contract';
import { type ReactNode, useState } from 'react';
import { useIntlShape, useT } from '../i18n/use-t.ts';
import { useElementId } from '../lib/hydrate-later.tsx';
import { languageBadge, useStoryLabels } from '../lib/story-labels.ts';
import { ChevronDownIcon, SlidersIcon } from './icons.tsx';
import { SearchIcon } from './story-icons.tsx';

/** What the visitor searched for and picked; an empty string means 'any'. */
export interface StoryFilterValues {
  search: string;
  language: string;
  theme: string;
}

export const noStoryFilters: StoryFilterValues = { search: '', language: '', theme: '' };

/** How many of the collapsible filters (language, theme) are set. */
const pickedFilterCount = (filters: StoryFilterValues): number =>
  (filters.language ? 1 : 0) + (filters.theme ? 1 : 0);

/** Every theme a story can have, as filter choices. */
export const themeFilterOptions: readonly string[] = THEMES.map((t) => t.value);

interface ChipGroupProps {
  legend: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
  renderOption(value: string): ReactNode;
  allLabel: string;
}

const chipClass =
  'inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 font-semibold text-ink ring-2 ring-cream-300 transition hover:ring-grape-300 aria-pressed:bg-grape-600 aria-pressed:text-white aria-pressed:ring-grape-600';

/**
 * One-of-many choices drawn as toggle chips, with 'All' first. Pressing the chosen chip again
 * goes back to 'All', which a radio group could not offer.
 */
function ChipGroup({ legend, value, options, onChange, renderOption, allLabel }: ChipGroupProps) {
  const choices = ['', ...options];
  return (
    <fieldset>
      <legend className="font-display text-lg font-semibold text-grape-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((option) => (
          <button
            key={option || 'all'}
            type="button"
            aria-pressed={value === option}
            value={option}
            onClick={() => onChange(value === option ? '' : option)}
            className={chipClass}
          >
            {option ? renderOption(option) : allLabel}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function LanguageOption({ code }: { code: string }) {
  const { languageName } = useStoryLabels();
  const language = languageBadge(code);
  return (
    <>
      <span aria-hidden="true">
        {language.flag} {language.code}
      </span>
      <span className="sr-only">{`${language.code} (${languageName(code)})`}</span>
    </>
  );
}

interface StoryFiltersProps {
  value: StoryFilterValues;
  onChange(patch: Partial<StoryFilterValues>): void;
  /** The language codes offered, in the order shown. */
  languages: readonly string[];
  /** The themes offered, in the order shown. */
  themes: readonly string[];
  searchLabel: string;
  searchPlaceholder: string;
}

/** The search box and the collapsible language and theme filters of the archive and bookmarks (product §2). */
export function StoryFilters({
  value,
  onChange,
  languages,
  themes,
  searchLabel,
  searchPlaceholder,
}: StoryFiltersProps) {
  const t = useT();
  const { formatNumber } = useIntlShape();
  const { themeLabel } = useStoryLabels();
  const [open, setOpen] = useState(false);
  const searchId = useElementId();
  const panelId = useElementId();
  const picked = pickedFilterCount(value);

  return (
    <search className="block rounded-[2rem] bg-white p-3 shadow-soft ring-1 ring-cream-300/60 sm:p-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {searchLabel}
          </label>
          <SearchIcon className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-grape-600" />
          <input
            id={searchId}
            type="search"
            value={value.search}
            onChange={(event) => onChange({ search: event.target.value })}
            placeholder={searchPlaceholder}
            autoComplete="off"
            className="block w-full rounded-full border-0 bg-cream-50 py-3 ps-12 pe-4 text-lg text-ink ring-2 ring-cream-300 transition placeholder:text-ink-soft/80 hover:ring-grape-300 focus:ring-grape-600 focus-visible:outline-none"
          />
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={picked > 0 ? t('common.filtersActive', { count: picked }) : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          className="btn btn-secondary shrink-0 py-3"
        >
          <SlidersIcon className="size-5" />
          {t('common.filters')}
          {picked > 0 && (
            <span className="grid min-w-6 place-items-center rounded-full bg-grape-600 px-1.5 text-sm text-white">
              {formatNumber(picked)}
            </span>
          )}
          <ChevronDownIcon className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>

      <div
        id={panelId}
        hidden={!open}
        className="mt-4 space-y-5 border-t-2 border-dashed border-cream-200 px-1 pt-4 pb-1"
      >
        <ChipGroup
          legend={t('common.language')}
          allLabel={t('common.allLanguages')}
          value={value.language}
          options={languages}
          onChange={(language) => onChange({ language })}
          renderOption={(code) => <LanguageOption code={code} />}
        />
        <ChipGroup
          legend={t('common.theme')}
          allLabel={t('common.allThemes')}
          value={value.theme}
          options={themes}
          onChange={(theme) => onChange({ theme })}
          renderOption={themeLabel}
        />
      </div>
    </search>
  );
}
