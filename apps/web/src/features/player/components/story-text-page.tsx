import type { Ref } from 'react';
import { SparklesIcon } from '../../../components/icons.tsx';
import { useIntlShape, useT } from '../../../i18n/use-t.ts';
import { useTurnFade } from '../hooks/use-turn-fade.ts';
import type { NarrationSegment } from '../model/narration-timeline.ts';
import { NarrationText } from './narration-text.tsx';

interface StoryTextPageProps {
  sceneIndex: number;
  sceneCount: number;
  /** More scenes are still being written. */
  generating: boolean;
  /** Playback has reached a scene that is not ready yet. */
  waitingForScene: boolean;
  segments: readonly NarrationSegment[];
  wordIndex: number;
  language: string;
  dir: 'ltr' | 'rtl';
  onWordShown?: (word: HTMLElement) => void;
  /** Fullscreen: the page scrolls its own text (under the picture on a phone, beside it on wide screens). */
  scrolls?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The book's text page: which scene this is, in the interface's language, then the narrated text
 * in the story's own language and direction, and the page number.
 */
export function StoryTextPage({
  sceneIndex,
  sceneCount,
  generating,
  waitingForScene,
  segments,
  wordIndex,
  language,
  dir,
  onWordShown,
  scrolls = false,
  ref,
}: StoryTextPageProps) {
  const t = useT();
  const turnFade = useTurnFade(sceneIndex, 'starting:opacity-0');
  const intl = useIntlShape();
  return (
    // Fullscreen, the picture keeps its share and a long narration scrolls here;
    // a region that scrolls can be reached from the keyboard to scroll it.
    <div
      ref={ref}
      data-testid="story-text-page"
      tabIndex={scrolls ? 0 : undefined}
      className={`relative flex flex-col justify-center gap-4 bg-[radial-gradient(circle_at_top,var(--color-cream-50),var(--color-cream-100))] px-6 pt-5 pb-8 sm:px-10 sm:py-10 md:px-12 ${
        scrolls ? 'min-h-0 overflow-y-auto max-md:justify-start md:justify-center-safe' : ''
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p
          data-testid="scene-counter"
          className="rounded-full bg-grape-50 px-3.5 py-1 font-display text-sm font-semibold text-grape-700 ring-1 ring-grape-100 sm:text-base"
        >
          {t('player.sceneOf', { current: sceneIndex + 1, total: sceneCount })}
        </p>
        {waitingForScene ? (
          <SceneNote testId="waiting-for-scene">{t('player.stillDrawing')}</SceneNote>
        ) : (
          generating && <SceneNote testId="more-scenes-note">{t('player.moreScenesComing')}</SceneNote>
        )}
      </div>
      <NarrationText
        key={sceneIndex}
        segments={segments}
        wordIndex={wordIndex}
        dir={dir}
        lang={language}
        onWordShown={onWordShown}
        className={`transition-opacity duration-500 ${turnFade}`}
      />
      <span
        aria-hidden="true"
        // A page that scrolls its text has no fixed foot for the page number.
        className={`absolute inset-x-0 bottom-3 hidden text-center font-display text-sm text-ink-soft ${scrolls ? '' : 'md:block'}`}
      >
        ~ {intl.formatNumber(sceneIndex + 1)} ~
      </span>
    </div>
  );
}

/** A sparkling note beside the scene counter about scenes still being made. */
function SceneNote({ testId, children }: { testId: string; children: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      className="flex items-center gap-2 rounded-full bg-peach-50 px-3.5 py-1 text-sm font-semibold text-peach-700 sm:text-base ring-1 ring-peach-200"
    >
      <SparklesIcon className="size-4 motion-safe:animate-twinkle" />
      {children}
    </p>
  );
}
