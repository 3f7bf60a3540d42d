import type { StoryBundle } from '@storyloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { PlayIcon } from '../../../components/icons.tsx';
import { FloatingMoon, NightSky } from '../../../components/night-sky.tsx';
import { paths } from '../../../config/paths.ts';
import { useRich, useT } from '../../../i18n/use-t.ts';
import { storyBundleQueryOptions } from '../../../lib/api/get-story-bundle.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { useRevealOnMount } from '../hooks/use-reveal-on-mount.ts';
import { CheckCircleIcon } from './generator-icons.tsx';

/** An audio-only story (or a picture that cannot load) gets a night sky, not a broken image. */
function NightSkyCover() {
  const t = useT();
  return (
    <div role="img" aria-label={t('generator.nightSkyCover')} className="size-full">
      <NightSky>
        <FloatingMoon />
      </NightSky>
    </div>
  );
}

/**
 * Scene 1's picture, in a frame whose size is kept while the story loads, so nothing below it
 * moves when the picture arrives. A story that cannot be read still has its Play Story link.
 */
function StoryCover({ story, loadFailed }: { story: StoryBundle | undefined; loadFailed: boolean }) {
  const [failed, setFailed] = useState(false);
  const t = useT();
  const cover = story && !story.audio_only ? story.scenes[0] : undefined;
  const imageUrl = cover?.image_url ?? null;
  const showNightSky = loadFailed || (story !== undefined && (imageUrl === null || failed));
  return (
    <div
      className={`mx-auto mt-6 aspect-[4/3] w-full max-w-md overflow-hidden rounded-3xl bg-cream-100 shadow-soft ring-4 ring-white ${
        story === undefined && !loadFailed ? 'motion-safe:animate-pulse' : ''
      }`}
    >
      {showNightSky && <NightSkyCover />}
      {imageUrl && !failed && (
        <img
          // At most 28rem wide (max-w-md), the width of a phone's screen less the panel's margins.
          {...pictureSources(imageUrl, cover?.image_variants, '(min-width: 32rem) 28rem, calc(100vw - 4rem)')}
          alt={t('generator.coverOf', { title: story?.title ?? '' })}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}

/**
 * The finished story (product §2): its cover and title, the Play Story link and the bundle id,
 * and a way back to an empty panel for the next story.
 */
export function StoryReady({ bundleId, onMakeAnother }: { bundleId: string; onMakeAnother(): void }) {
  const headingId = useElementId();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useRevealOnMount(panelRef, headingRef);
  const { data: story, isError } = useQuery(storyBundleQueryOptions(bundleId));
  const t = useT();
  const rich = useRich();
  return (
    <section
      ref={panelRef}
      aria-labelledby={headingId}
      className="relative scroll-mt-24 overflow-hidden rounded-[2rem] bg-white p-6 text-center shadow-lift ring-2 ring-mint-100 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -start-12 size-48 rounded-full bg-mint-100 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -end-12 -bottom-16 size-48 rounded-full bg-sunny-200/70 blur-2xl"
      />
      <div className="relative">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center justify-center gap-2 text-3xl font-semibold text-grape-800 outline-none"
        >
          <CheckCircleIcon className="size-8 shrink-0 text-mint-700" />
          {t('generator.ready')}
        </h2>
        <StoryCover story={story} loadFailed={isError} />
        {/* The line is kept while the title loads, so the button below it stays put. */}
        <p className="mt-5 min-h-8 font-display text-2xl font-semibold text-balance text-ink">
          {story?.title}
        </p>
        <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
          <Link to={paths.play.getHref(bundleId)} className="btn btn-primary px-8 py-3.5 text-lg">
            <PlayIcon className="size-5" />
            {t('generator.playStory')}
          </Link>
          <button type="button" onClick={onMakeAnother} className="btn btn-secondary px-5 py-3">
            {t('generator.makeAnother')}
          </button>
        </div>
        <p className="mt-4 text-xs text-ink-soft">
          {rich('generator.storyId', {
            id: bundleId,
            code: (text) => <code className="rounded-md bg-cream-100 px-1.5 py-0.5 font-mono">{text}</code>,
          })}
        </p>
      </div>
    </section>
  );
}
