import { useEffect, useRef, useState } from 'react';
import { Icon, type IconProps } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';

const HandIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M18 11V6a2 2 0 0 0-4 0v5" />
    <path d="M14 10V4a2 2 0 0 0-4 0v6" />
    <path d="M10 10.5V6a2 2 0 0 0-4 0v8" />
    <path d="M18 8a2 2 0 1 1 4 0v6a8 8 0 0 1-8 8h-2c-2.8 0-4.5-.86-5.99-2.34l-3.6-3.6a2 2 0 0 1 2.83-2.82L7 15" />
  </Icon>
);

const EyeOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.88 9.88a3 3 0 1 0 4.24 4.24" />
    <path d="M10.73 5.08A10.43 10.43 0 0 1 12 5c7 0 10 7 10 7a13.16 13.16 0 0 1-1.67 2.68" />
    <path d="M6.61 6.61A13.526 13.526 0 0 0 2 12s3 7 10 7a9.74 9.74 0 0 0 5.39-1.61" />
    <path d="m2 2 20 20" />
  </Icon>
);

/**
 * Where the panel sits: `strip` across the book between the picture and the text (phones), or
 * `column` beside the book (wide screens). Either way it never covers the picture.
 */
export type SignLanguagePlacement = 'strip' | 'column';

interface SignLanguagePanelProps {
  placement: SignLanguagePlacement;
  videoUrl: string;
  /** The same video as MP4 when `videoUrl` is WebM: browsers without WebM (some Safari versions) play this. */
  mp4Url?: string | null;
  /** The story's sign language (ASL, BSL, ISL), or null: then it says 'Sign Language' (product §2). */
  type: string | null;
  /** The narration is playing (not paused, not in the pause between scenes). */
  playing: boolean;
  speed: number;
  /** Where the narration is now, in ms: the video keeps to it. */
  narrationMs: () => number;
}

/** The video drifts from the narration by at most this much before it is put back in step. */
const MAX_DRIFT_S = 0.35;
const SYNC_EVERY_MS = 500;

const VIDEO_TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

/** The type a video link names by its extension (signed links carry a query), so a browser skips what it cannot play. */
function videoType(url: string): string | undefined {
  const extension = new URL(url, 'http://x').pathname.split('.').pop() ?? '';
  return VIDEO_TYPES[extension.toLowerCase()];
}

/**
 * The sign-language video beside the scene's picture (product §2, §4): it plays and pauses with the
 * narration, keeps to its clock, and can be hidden and shown again. The builtin signer fingerspells
 * the child's name and key words: it supports the story, it does not translate it, and it says so.
 * A video that cannot play is only logged (product §8).
 */
export function SignLanguagePanel({
  placement,
  videoUrl,
  mp4Url,
  type,
  playing,
  speed,
  narrationMs,
}: SignLanguagePanelProps) {
  const t = useT();
  const [shown, setShown] = useState(true);
  const video = useRef<HTMLVideoElement>(null);
  const clock = useRef(narrationMs);
  clock.current = narrationMs;
  const label = type ?? t('player.signLanguage');

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  }, [speed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new video starts in step with the narration.
  useEffect(() => {
    const element = video.current;
    if (!element || !shown) return;
    const keepInStep = () => {
      const target = clock.current() / 1000;
      if (Number.isFinite(target) && Math.abs(element.currentTime - target) > MAX_DRIFT_S) {
        element.currentTime = target;
      }
    };
    if (!playing) {
      element.pause();
      keepInStep();
      return;
    }
    keepInStep();
    element.playbackRate = speed;
    Promise.resolve()
      .then(() => element.play())
      .catch((error: unknown) => {
        const interrupted = error instanceof DOMException && error.name === 'AbortError';
        if (!interrupted) console.warn('The sign language video could not play.', error);
      });
    const timer = setInterval(keepInStep, SYNC_EVERY_MS);
    return () => clearInterval(timer);
  }, [playing, shown, videoUrl]);

  const strip = placement === 'strip';
  if (!shown) {
    return (
      <div className={strip ? 'flex justify-end border-t border-grape-100 bg-grape-50/60 px-4 py-2' : 'flex'}>
        <button
          type="button"
          onClick={() => setShown(true)}
          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-grape-700 shadow-soft ring-1 ring-grape-200 transition hover:bg-grape-50"
        >
          <HandIcon className="size-4" />
          {t('player.showSign', { label })}
        </button>
      </div>
    );
  }

  const hideButton = (
    <button
      type="button"
      onClick={() => setShown(false)}
      aria-label={t('player.hideSign', { label })}
      title={t('player.hideSign', { label })}
      className="grid size-8 shrink-0 place-items-center rounded-full text-grape-700 transition hover:bg-grape-100"
    >
      <EyeOffIcon className="size-4" />
    </button>
  );
  const heading = (
    <p
      className="flex min-w-0 items-center gap-1.5 text-sm font-bold text-grape-700"
      title={t('player.signExplained')}
    >
      <HandIcon className="size-4 shrink-0" />
      <span className="shrink-0">{label}</span>
      <span className="min-w-0 truncate text-xs font-semibold text-ink-soft">
        {t('player.fingerspelling')}
      </span>
    </p>
  );
  // A new scene is a new element: the browser picks among its sources only when it loads.
  const player = (
    <video
      key={videoUrl}
      ref={video}
      muted
      playsInline
      preload="auto"
      aria-label={t('player.signVideoLabel', { label })}
      className={`aspect-square bg-grape-50 ${strip ? 'size-28 shrink-0 rounded-xl ring-1 ring-grape-200' : 'w-full'}`}
    >
      <source src={videoUrl} type={videoType(videoUrl)} />
      {mp4Url ? <source src={mp4Url} type="video/mp4" /> : null}
    </video>
  );

  return strip ? (
    <section
      aria-label={t('player.signVideo', { label })}
      data-testid="sign-language-panel"
      data-placement="strip"
      className="flex items-start gap-3 border-t border-grape-100 bg-grape-50/60 px-4 py-2"
    >
      {player}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center justify-between gap-1">
          {heading}
          {hideButton}
        </div>
        <p className="text-xs text-pretty text-ink-soft">{t('player.signNote')}</p>
      </div>
    </section>
  ) : (
    <section
      aria-label={t('player.signVideo', { label })}
      data-testid="sign-language-panel"
      data-placement="column"
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-lift ring-1 ring-grape-200"
    >
      <div className="flex items-center justify-between gap-1 px-3 py-1.5">
        {heading}
        {hideButton}
      </div>
      {player}
    </section>
  );
}
