import { type FocusPoint, STORY_COVER_SIZES, type StoryListItem } from '@storyloom/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { pictureSources } from '../lib/picture-sources.ts';
import { languageDirection, useStoryLabels } from '../lib/story-labels.ts';
import { HeadphonesIcon, UserIcon } from './icons.tsx';
import { FloatingMoon, NightSky } from './night-sky.tsx';
import { CalendarIcon, GlobeIcon, ScenesIcon } from './story-icons.tsx';

/**
 * Where a card crops the cover: at the child's face when the picture says where it is (a CSS
 * position in percent keeps that point of the picture inside the card, at the same relative
 * place), else at the centre of the top, where a provider's picture most often shows a face.
 */
const coverPosition = (face: FocusPoint | undefined): string =>
  face ? `${face.x}% ${face.y}%` : 'center top';

/**
 * How soon a card's cover loads: the first card's before the page's other pictures, as it is the
 * largest thing a phone shows of the list; the rest of the first row's at once; any other's only
 * as it nears the screen.
 */
export type CoverLoading = 'first' | 'eager' | 'lazy';

const coverLoadingAttributes = {
  first: { fetchPriority: 'high' },
  eager: {},
  lazy: { loading: 'lazy' },
} as const;

/** How the card at this place in a list loads its cover: the widest grid's first row is three cards. */
export const coverLoadingAt = (index: number): CoverLoading =>
  index === 0 ? 'first' : index < 3 ? 'eager' : 'lazy';

const themeArt: Record<string, { emoji: string; gradient: string }> = {
  ocean: { emoji: '🐠', gradient: 'from-sky-200 via-sky-100 to-grape-100' },
  jungle: { emoji: '🐒', gradient: 'from-mint-100 via-sunny-200 to-mint-100' },
  space: { emoji: '🚀', gradient: 'from-grape-300 via-grape-200 to-sky-200' },
  castle: { emoji: '🏰', gradient: 'from-grape-200 via-peach-100 to-sunny-200' },
  dinosaur: { emoji: '🦕', gradient: 'from-mint-100 via-sky-100 to-sunny-200' },
  halloween: { emoji: '🎃', gradient: 'from-peach-300 via-peach-200 to-grape-200' },
  christmas: { emoji: '🎄', gradient: 'from-mint-100 via-cream-200 to-peach-200' },
  beach: { emoji: '🏖️', gradient: 'from-sunny-200 via-cream-200 to-sky-200' },
  dragon: { emoji: '🐉', gradient: 'from-peach-200 via-grape-100 to-mint-100' },
  superhero: { emoji: '🦸', gradient: 'from-sky-200 via-grape-100 to-peach-200' },
  doctor: { emoji: '🩺', gradient: 'from-sky-100 via-mint-100 to-cream-200' },
  school: { emoji: '🎒', gradient: 'from-sunny-200 via-peach-100 to-sky-100' },
  birthday: { emoji: '🎂', gradient: 'from-peach-200 via-sunny-200 to-grape-100' },
  bedtime: { emoji: '🌙', gradient: 'from-grape-300 via-grape-200 to-sky-100' },
};
const customArt = { emoji: '✨', gradient: 'from-grape-200 via-peach-100 to-sunny-200' };

/** An audio-only story's cover: the night sky its player shows, as it has no pictures. */
function AudioStoryCover() {
  const t = useT();
  return (
    <div className="aspect-[4/3]">
      <NightSky className="text-white">
        <FloatingMoon />
        <p className="mt-3 flex items-center gap-1.5 font-display text-lg font-semibold">
          <HeadphonesIcon className="size-5 text-sunny-200" />
          {t('common.audioStory')}
        </p>
      </NightSky>
    </div>
  );
}

/**
 * The story's first picture, over a theme-coloured gradient that stays when the picture cannot
 * load (product §2). A private story's picture comes through the signed link the server gives.
 */
export function StoryCover({
  story,
  loading = 'lazy',
}: {
  story: Pick<StoryListItem, 'theme' | 'audio_only' | 'cover_url' | 'cover_variants' | 'cover_focus'>;
  loading?: CoverLoading;
}) {
  const [failed, setFailed] = useState(false);
  if (story.audio_only) return <AudioStoryCover />;
  const art = themeArt[story.theme.toLowerCase()] ?? customArt;
  return (
    <div className={`relative aspect-[4/3] overflow-hidden bg-linear-to-br ${art.gradient}`}>
      <div aria-hidden="true" className="absolute inset-0 grid place-items-center">
        <span className="grid size-24 place-items-center rounded-full bg-white/60 text-5xl shadow-soft ring-4 ring-white/40 transition duration-500 group-hover:scale-110">
          {art.emoji}
        </span>
        <span className="absolute start-8 top-6 size-2.5 rounded-full bg-white/90 motion-safe:animate-twinkle" />
        <span className="absolute end-10 bottom-8 size-2 rounded-full bg-sunny-300 motion-safe:animate-twinkle [animation-delay:1s]" />
        <span className="absolute end-14 top-10 size-1.5 rounded-full bg-white/80 motion-safe:animate-twinkle [animation-delay:2s]" />
      </div>
      {story.cover_url && !failed && (
        <img
          {...pictureSources(story.cover_url, story.cover_variants, STORY_COVER_SIZES)}
          alt=""
          {...coverLoadingAttributes[loading]}
          decoding="async"
          onError={() => setFailed(true)}
          style={{ objectPosition: coverPosition(story.cover_focus) }}
          className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105"
        />
      )}
    </div>
  );
}

const chip = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold';

/** Language, theme, age and scene count, as small chips. */
function StoryFacts({ story }: { story: StoryListItem }) {
  const t = useT();
  const { languageName, storyThemeLabel } = useStoryLabels();
  const theme = storyThemeLabel(story);
  return (
    <div className="mt-3 flex flex-wrap gap-1.5">
      <span className={`${chip} bg-sky-50 text-sky-700`}>
        <GlobeIcon className="size-3.5" />
        <span className="sr-only">{t('common.storyLanguage')} </span>
        {languageName(story.language)}
      </span>
      <span className={`${chip} max-w-full bg-peach-50 text-peach-700`} title={theme}>
        <span className="truncate">{theme}</span>
      </span>
      <span className={`${chip} bg-grape-50 text-grape-700`}>{t('common.ageChip', { age: story.age })}</span>
      <span className={`${chip} bg-cream-200 text-ink`}>
        <ScenesIcon className="size-3.5" />
        {t('common.sceneCount', { count: story.scenes })}
      </span>
    </div>
  );
}

interface StoryCardProps {
  story: StoryListItem;
  /** Makes the whole card a link to this address (the title is the link's text). */
  href?: string;
  /** The date line, e.g. 'Mar 5, 2026' or 'Bookmarked Mar 5, 2026'. */
  dateLabel: string;
  /** Shown over the top start corner of the picture, e.g. the privacy badge. */
  badge?: ReactNode;
  /** Shown over the top end corner of the picture, e.g. the bookmark button; stays clickable over the link. */
  cornerAction?: ReactNode;
  /** Buttons under the card's text. */
  footer?: ReactNode;
  /** How soon its cover loads: lazily unless the card may be on screen as the page opens. */
  coverLoading?: CoverLoading;
}

/** One story in a list: a list item, so lists of cards read as lists to assistive technology. */
export function StoryCard({
  story,
  href,
  dateLabel,
  badge,
  cornerAction,
  footer,
  coverLoading,
}: StoryCardProps) {
  const t = useT();
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-[2rem] bg-white shadow-soft ring-1 ring-cream-300/60 transition duration-300 focus-within:ring-2 focus-within:ring-grape-300 hover:-translate-y-1 hover:shadow-lift">
      <div className="relative">
        <StoryCover story={story} loading={coverLoading} />
        {badge && <div className="absolute start-3 top-3">{badge}</div>}
        {cornerAction && <div className="absolute end-3 top-3 z-10">{cornerAction}</div>}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2
          dir={languageDirection(story.language)}
          className="line-clamp-2 text-xl leading-snug font-semibold text-grape-800"
        >
          {href ? (
            <Link to={href} className="after:absolute after:inset-0 after:rounded-[2rem] after:content-['']">
              {story.title}
            </Link>
          ) : (
            story.title
          )}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 font-semibold text-ink-soft">
          <UserIcon className="size-4 shrink-0" />
          <span className="sr-only">{t('common.storyChild')} </span>
          <span>{story.child}</span>
        </p>
        <StoryFacts story={story} />
        {dateLabel && (
          <p className="mt-auto flex items-center gap-1.5 pt-4 text-sm text-ink-soft">
            <CalendarIcon className="size-4 shrink-0" />
            {dateLabel}
          </p>
        )}
        {footer && <div className="relative z-10 mt-4">{footer}</div>}
      </div>
    </li>
  );
}

/** The grid of story cards: an accessible list with a name. */
export function StoryGrid({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${busy ? 'opacity-60 transition-opacity' : ''}`}
    >
      {children}
    </ul>
  );
}
