import type { BundleScene, StoryBundle, User } from '@storyloom/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { localeDirection } from '../../../i18n/locales.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { languageDirection } from '../../../lib/story-labels.ts';
import { useFollowReading } from '../hooks/use-follow-reading.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { usePlayerKeyboard } from '../hooks/use-player-keyboard.ts';
import { usePreloadScene } from '../hooks/use-preload-scene.ts';
import { useStoryPlayback } from '../hooks/use-story-playback.ts';
import { useWideScreen } from '../hooks/use-wide-screen.ts';
import { BedtimeEnding } from './bedtime-ending.tsx';
import { ChangeVoicePanel } from './change-voice-panel.tsx';
import { PlayerControls, StoryProgress } from './player-controls.tsx';
import { SaveForOffline } from './save-for-offline.tsx';
import { SceneStage } from './scene-stage.tsx';
import { SignLanguagePanel } from './sign-language-panel.tsx';
import { SleepMode } from './sleep-mode.tsx';
import { StoryActions } from './story-actions.tsx';
import { StoryHeading } from './story-heading.tsx';
import { StoryTextPage } from './story-text-page.tsx';

interface StoryPlayerProps {
  bundle: StoryBundle;
  user: User | null;
  /** The child named in the share link. */
  shareChild: string;
  /** Makes audio elements; tests pass a fake. */
  createAudio?: () => HTMLAudioElement;
}

/** The scenes that can be played in order: those before the first one still being made. */
function playableScenes(scenes: readonly BundleScene[]): BundleScene[] {
  const firstNotReady = scenes.findIndex((scene) => !scene.ready);
  return firstNotReady === -1 ? [...scenes] : scenes.slice(0, firstNotReady);
}

/** The player for one loaded story: the book, its controls, and the panels under it (product §2). */
export function StoryPlayer({ bundle, user, shareChild, createAudio }: StoryPlayerProps) {
  const stage = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const book = useRef<HTMLElement>(null);
  const textPage = useRef<HTMLDivElement>(null);
  const generating = bundle.status === 'generating';
  const scenes = useMemo(() => playableScenes(bundle.scenes), [bundle.scenes]);
  const playback = useStoryPlayback({
    scenes,
    pauseMs: bundle.pause_ms,
    complete: !generating,
    language: bundle.language,
    createAudio,
  });
  const { isFullscreen, toggle: toggleFullscreen } = useFullscreen(stage);
  const t = useT();
  const { locale } = useLocale();
  const dir = languageDirection(bundle.language);
  // The pages turn to the left when the story or the interface reads right to left.
  const turnDir = dir === 'rtl' || localeDirection(locale) === 'rtl' ? 'rtl' : 'ltr';
  usePlayerKeyboard(playback, turnDir);
  usePreloadScene(scenes[playback.sceneIndex + 1], createAudio);

  const { sceneIndex } = playback;
  const playing = playback.status === 'playing';
  const finished = playback.status === 'finished';
  // An audio-only story dims the screen each time it starts playing, until the screen is woken.
  const [woken, setWoken] = useState(false);
  if (woken && !playing) setWoken(false);
  const asleep = bundle.audio_only && playing && !woken;
  const wake = useCallback(() => setWoken(true), []);
  const followWord = useFollowReading({
    controls,
    book,
    sceneIndex,
    scrollArea: isFullscreen ? textPage : null,
    enabled: playing && !asleep,
    finished,
  });
  const readAgain = () => {
    playback.toggle();
    // The goodnight and its button go away: the play button, now Pause, keeps the focus.
    controls.current?.querySelector<HTMLElement>('[data-testid="play-toggle"]')?.focus();
  };

  // Every scene of the story, made or not, so the counter says how long the story will be.
  const sceneCount = Math.max(bundle.scenes.length, playback.sceneCount);
  const isOwner = user !== null && bundle.user_id === user.uid;
  const scene = scenes[sceneIndex];
  const signVideoUrl = bundle.sign_language ? scene?.sign_video_url : null;
  // The sign video never covers the picture: beside the book on wide screens, else under the picture.
  const wide = useWideScreen();
  const signPanel = signVideoUrl ? (
    <SignLanguagePanel
      placement={wide ? 'column' : 'strip'}
      videoUrl={signVideoUrl}
      mp4Url={scene?.sign_video_mp4_url}
      type={bundle.sign_language_type}
      playing={playback.narrating}
      speed={playback.speed}
      narrationMs={playback.narrationMs}
    />
  ) : null;

  return (
    <div className="bg-hero-glow">
      <DocumentTitle title={`${bundle.title} · Storyloom`} />
      {/* The sign video's column beside the book takes the room of a wider page. */}
      <div
        className={`mx-auto px-3 pt-4 pb-12 sm:px-6 sm:pt-8 ${signPanel && wide ? 'max-w-7xl' : 'max-w-5xl'}`}
      >
        <div
          ref={stage}
          data-player
          data-fullscreen={isFullscreen || undefined}
          className={
            isFullscreen
              ? 'flex h-dvh flex-col gap-3 bg-[radial-gradient(ellipse_at_top,#3b2a66,#1d1433)] p-3 sm:gap-4 sm:p-5'
              : 'flex flex-col gap-4 sm:gap-5'
          }
        >
          {asleep && <SleepMode onWake={wake} />}
          <StoryHeading
            child={bundle.child}
            title={bundle.title}
            language={bundle.language}
            dir={dir}
            isFullscreen={isFullscreen}
          />

          {/* The book, and on wide screens the sign video's column beside its picture (the left page, in every direction). */}
          <div className={`flex justify-center gap-4 ${isFullscreen ? 'min-h-0 flex-1' : 'items-start'}`}>
            {wide && signPanel && <div className="w-56 shrink-0 lg:w-64">{signPanel}</div>}
            <article
              ref={book}
              aria-label={t('player.story')}
              className={`relative mx-auto flex w-full min-w-0 flex-col overflow-hidden rounded-[2rem] bg-cream-50 shadow-lift ring-1 ring-cream-300/80 md:grid md:grid-cols-2 ${
                isFullscreen
                  ? 'min-h-0 flex-1 md:max-w-[calc((100dvh-14rem)*2)] md:grid-rows-[minmax(0,1fr)]'
                  : // On wide screens the book and the controls under it fit the window together.
                    'md:max-w-[calc((100dvh-20rem)*2)]'
              }`}
            >
              <SceneStage
                scenes={scenes}
                sceneIndex={sceneIndex}
                audioOnly={bundle.audio_only}
                // Fullscreen on a phone, the picture keeps at least two fifths of the screen however long the text.
                className={
                  isFullscreen
                    ? 'min-h-[40dvh] flex-1 md:h-full md:min-h-0'
                    : 'aspect-[4/3] w-full md:aspect-square'
                }
              />
              {!wide && signPanel}
              {finished && <BedtimeEnding child={shareChild} onReadAgain={readAgain} />}
              {/* The fold between the two pages of the book. */}
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-1/2 hidden w-12 -translate-x-1/2 bg-linear-to-r from-transparent via-ink/10 to-transparent md:block"
              />
              <HydrateLater>
                <StoryTextPage
                  ref={textPage}
                  scrolls={isFullscreen}
                  sceneIndex={sceneIndex}
                  sceneCount={sceneCount}
                  generating={generating}
                  waitingForScene={playback.waitingForScene}
                  segments={playback.timeline.segments}
                  // Told to the end, every word is spoken and none is lit.
                  wordIndex={finished ? Number.POSITIVE_INFINITY : playback.wordIndex}
                  language={bundle.language}
                  dir={dir}
                  onWordShown={followWord}
                />
              </HydrateLater>
            </article>
          </div>

          <div
            ref={controls}
            className={`z-10 mx-auto w-full max-w-2xl rounded-[1.75rem] bg-white/95 p-3 shadow-soft ring-1 ring-grape-100 backdrop-blur sm:p-4 ${
              isFullscreen ? '' : 'sticky bottom-2'
            }`}
          >
            <HydrateLater>
              <PlayerControls
                status={playback.status}
                speed={playback.speed}
                isFirst={sceneIndex === 0}
                isLast={sceneIndex >= playback.sceneCount - 1}
                isFullscreen={isFullscreen}
                dir={turnDir}
                onToggle={playback.toggle}
                onPrevious={playback.previous}
                onNext={playback.next}
                onCycleSpeed={playback.cycleSpeed}
                onToggleFullscreen={() => void toggleFullscreen()}
                progress={<StoryProgress sceneIndex={sceneIndex} sceneCount={sceneCount} />}
              />
            </HydrateLater>
          </div>
        </div>

        <HydrateLater>
          <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-6">
            <StoryActions
              bundleId={bundle.bundle_id}
              title={bundle.title}
              child={shareChild}
              user={user}
              isPublic={bundle.privacy === 'public'}
            />
            {bundle.status === 'ready' && <SaveForOffline bundleId={bundle.bundle_id} />}
            {isOwner && bundle.status === 'ready' && (
              <ChangeVoicePanel
                bundleId={bundle.bundle_id}
                ttsVoice={bundle.tts_voice}
                language={bundle.language}
                uid={user.uid}
                onRegenerated={playback.reloadAudio}
              />
            )}
          </div>
        </HydrateLater>
      </div>
    </div>
  );
}
