import type { ReactNode } from 'react';
import { formatSpeed, type PlaybackStatus, playButtonLabel } from '../hooks/use-story-playback.ts';
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
  /** The story's reading direction: in a right-to-left story, Next is on the left and points left. */
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
  const label = playButtonLabel(status);
  const PlayIcon =
    status === 'playing' ? PauseFilledIcon : status === 'finished' ? ReplayIcon : PlayFilledIcon;
  // Right to left, the story goes on to the left: Next comes first and points left.
  const [BackIcon, OnIcon] =
    dir === 'rtl' ? [ChevronRightIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronRightIcon];
  const previous = (
    <button type="button" onClick={onPrevious} disabled={isFirst} className={roundButton}>
      <BackIcon className="size-6 sm:size-7" />
      <span className="sr-only">Previous</span>
    </button>
  );
  const next = (
    <button type="button" onClick={onNext} disabled={isLast} className={roundButton}>
      <OnIcon className="size-6 sm:size-7" />
      <span className="sr-only">Next</span>
    </button>
  );

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-6">
      <div className="flex items-center gap-3 md:flex-1">
        <button
          type="button"
          onClick={onCycleSpeed}
          aria-label={`Playback speed ${formatSpeed(speed)}`}
          title="Reading speed"
          className="inline-flex h-10 min-w-[4.5rem] shrink-0 items-center justify-center gap-1.5 rounded-full bg-white px-3 font-display text-base font-semibold text-grape-700 ring-2 ring-grape-200 transition hover:bg-grape-50 hover:ring-grape-300"
        >
          <GaugeIcon className="size-4.5" />
          {formatSpeed(speed)}
        </button>
        {progress}
        <button
          type="button"
          onClick={onToggleFullscreen}
          aria-label={isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          title={isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-grape-700 ring-2 ring-grape-200 transition hover:bg-grape-50 hover:ring-grape-300"
        >
          {isFullscreen ? <ShrinkIcon className="size-5" /> : <ExpandIcon className="size-5" />}
        </button>
      </div>

      <div className="flex items-center justify-center gap-4 sm:gap-6 md:order-first md:gap-4">
        {dir === 'rtl' ? next : previous}
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
        {dir === 'rtl' ? previous : next}
      </div>
    </div>
  );
}

interface StoryProgressProps {
  sceneIndex: number;
  sceneCount: number;
}

/** A bar as long as the way through the story, one step per scene (product §2). */
export function StoryProgress({ sceneIndex, sceneCount }: StoryProgressProps) {
  const position = sceneCount > 0 ? (sceneIndex + 1) / sceneCount : 0;
  return (
    <div
      role="progressbar"
      aria-label="Story progress"
      aria-valuemin={1}
      aria-valuemax={sceneCount}
      aria-valuenow={sceneIndex + 1}
      aria-valuetext={`Scene ${sceneIndex + 1} of ${sceneCount}`}
      data-testid="story-progress"
      className="h-3 min-w-0 flex-1 overflow-hidden rounded-full bg-grape-100"
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-grape-500 to-peach-400 transition-[width] duration-700 ease-out"
        style={{ width: `${position * 100}%` }}
      />
    </div>
  );
}
