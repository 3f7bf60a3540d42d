import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { type PlaybackStatus, playButtonLabel } from '../hooks/use-story-playback.ts';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ExpandIcon,
  GaugeIcon,
  PauseFilledIcon,
  PlayFilledIcon,
  ReplayIcon,
  ShrinkIcon,
} from './player-icons.tsx';

interface PlayerControlsProps {
  status: PlaybackStatus;
  speed: number;
  isFirst: boolean;
  isLast: boolean;
  isFullscreen: boolean;
  /**
   * The way the pages turn: right to left when the story or the interface reads so. The whole bar
   * mirrors then: Next is on the left and points left, and the progress grows from the right.
   */
  dir: 'ltr' | 'rtl';
  onToggle(): void;
  onPrevious(): void;
  onNext(): void;
  onCycleSpeed(): void;
  onToggleFullscreen(): void;
  /** The progress bar, shown between the speed and fullscreen buttons. */
  progress: ReactNode;
}

const roundButton =
  'grid size-13 shrink-0 place-items-center rounded-full bg-white text-grape-700 shadow-soft ring-2 ring-grape-200 transition hover:bg-grape-50 hover:ring-grape-300 disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-white sm:size-14';

/** Previous, the one play button, Next, the speed and fullscreen (product §2). */
export function PlayerControls({
  status,
  speed,
  isFirst,
  isLast,
  isFullscreen,
  dir,
  onToggle,
  onPrevious,
  onNext,
  onCycleSpeed,
  onToggleFullscreen,
  progress,
}: PlayerControlsProps) {
  const t = useT();
  const label = t(playButtonLabel(status));
  const PlayIcon =
    status === 'playing' ? PauseFilledIcon : status === 'finished' ? ReplayIcon : PlayFilledIcon;
  // Right to left, the story goes on to the left: the bar's `dir` puts Next there, and it points left.
  const [BackIcon, OnIcon] =
    dir === 'rtl' ? [ChevronRightIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronRightIcon];
  const previous = (
    <button type="button" onClick={onPrevious} disabled={isFirst} className={roundButton}>
      <BackIcon className="size-6 sm:size-7" />
      <span className="sr-only">{t('player.previous')}</span>
    </button>
  );
  const next = (
    <button type="button" onClick={onNext} disabled={isLast} className={roundButton}>
      <OnIcon className="size-6 sm:size-7" />
      <span className="sr-only">{t('player.next')}</span>
    </button>
  );

  const fullscreenLabel = isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen');

  return (
    <div dir={dir} className="flex flex-col gap-3 md:flex-row md:items-center md:gap-6">
      <div className="flex items-center gap-3 md:flex-1">
        <button
          type="button"
          onClick={onCycleSpeed}
          aria-label={t('player.playbackSpeed', { speed })}
          title={t('player.readingSpeed')}
          className="inline-flex h-10 min-w-[4.5rem] shrink-0 items-center justify-center gap-1.5 rounded-full bg-white px-3 font-display text-base font-semibold text-grape-700 ring-2 ring-grape-200 transition hover:bg-grape-50 hover:ring-grape-300"
        >
          <GaugeIcon className="size-4.5" />
          {t('player.speed', { speed })}
        </button>
        {progress}
        <button
          type="button"
          onClick={onToggleFullscreen}
          aria-label={fullscreenLabel}
          title={fullscreenLabel}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-grape-700 ring-2 ring-grape-200 transition hover:bg-grape-50 hover:ring-grape-300"
        >
          {isFullscreen ? <ShrinkIcon className="size-5" /> : <ExpandIcon className="size-5" />}
        </button>
      </div>

      <div className="flex items-center justify-center gap-4 sm:gap-6 md:order-first md:gap-4">
        {previous}
        <button
          type="button"
          onClick={onToggle}
          data-testid="play-toggle"
          data-status={status}
          className="btn btn-primary h-14 min-w-[9rem] px-6 text-xl sm:h-16 sm:min-w-[11rem] sm:text-2xl"
        >
          <PlayIcon className="size-6 sm:size-7" />
          {label}
        </button>
        {next}
      </div>
    </div>
  );
}

interface StoryProgressProps {
  sceneIndex: number;
  sceneCount: number;
}

/** A bar as long as the way through the story, one step per scene (product §2), growing from the start side. */
export function StoryProgress({ sceneIndex, sceneCount }: StoryProgressProps) {
  const t = useT();
  const position = sceneCount > 0 ? (sceneIndex + 1) / sceneCount : 0;
  return (
    <div
      role="progressbar"
      aria-label={t('player.storyProgress')}
      aria-valuemin={1}
      aria-valuemax={sceneCount}
      aria-valuenow={sceneIndex + 1}
      aria-valuetext={t('player.sceneOf', { current: sceneIndex + 1, total: sceneCount })}
      data-testid="story-progress"
      className="h-3 min-w-0 flex-1 overflow-hidden rounded-full bg-grape-100"
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-grape-500 rtl:bg-linear-to-l to-peach-400 transition-[width] duration-700 ease-out"
        style={{ width: `${position * 100}%` }}
      />
    </div>
  );
}
