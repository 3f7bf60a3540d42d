import { LIMITS } from '@storyloom/contract';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useIntlShape, useRich, useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { useRevealOnMount } from '../hooks/use-reveal-on-mount.ts';
import { useRotatingMessage } from '../hooks/use-rotating-message.ts';
import { type GenerationProgress, generationPhase } from '../model/generation-progress.ts';
import { STATUS_MESSAGE_KEYS, statusMessagesFor } from '../model/status-messages.ts';
import { ClockIcon } from './generator-icons.tsx';
import { LoadingAnimation, type LoadingAnimationKind } from './loading-animations.tsx';

interface GenerationStatusProps {
  childName: string;
  audioOnly: boolean;
  /** Known once the server has taken the request. */
  bundleId: string | null;
  progress: GenerationProgress;
  estimate: string;
  animation: LoadingAnimationKind;
}

/** The line under the bar: what is really done, in the same terms as the headline above it. */
function useProgressDetail(progress: GenerationProgress): string {
  const t = useT();
  if (generationPhase(progress) === 'signs') {
    return t('generator.signsReady', { ready: progress.signsReady, count: progress.sceneCount });
  }
  if (progress.scenesReady > 0) {
    return t('generator.scenesReady', { ready: progress.scenesReady, count: progress.sceneCount });
  }
  const { stage, scene } = progress.step ?? {};
  const counts = { scene, count: progress.sceneCount };
  if (stage === 'writing') return t('generator.statusWriting');
  if (stage === 'illustrating' && scene) return t('generator.stepIllustrating', counts);
  if (stage === 'narrating' && scene) return t('generator.stepNarrating', counts);
  return t('generator.gettingReady');
}

/**
 * What the parent sees while a story is made (product §2, §4): a loading animation, status texts
 * rotating every 3 s among those that fit the stage the server reports, the server's real
 * progress, the estimated time and a link to the archives.
 */
export function GenerationStatus({
  childName,
  audioOnly,
  bundleId,
  progress,
  estimate,
  animation,
}: GenerationStatusProps) {
  const headingId = useElementId();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const messages = statusMessagesFor(generationPhase(progress), audioOnly);
  const status = useRotatingMessage(messages, LIMITS.statusRotateMs, true);
  useRevealOnMount(panelRef, headingRef);
  const t = useT();
  const rich = useRich();
  const { formatNumber } = useIntlShape();

  const detail = useProgressDetail(progress);
  const percent = formatNumber(progress.percent / 100, { style: 'percent' });

  return (
    <section
      ref={panelRef}
      aria-labelledby={headingId}
      className="relative scroll-mt-24 overflow-hidden rounded-[2rem] bg-white p-6 text-center shadow-lift ring-1 ring-grape-100 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-20 -end-16 size-56 rounded-full bg-grape-100/70 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -start-16 size-56 rounded-full bg-peach-100 blur-2xl"
      />
      <div className="relative">
        <LoadingAnimation kind={animation} className="mx-auto h-36 w-52 sm:h-40 sm:w-60" />
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 text-2xl font-semibold text-grape-800 outline-none sm:text-3xl"
        >
          {t('generator.making', { name: childName })}
        </h2>
        <p
          className="mt-2 min-h-7 font-display text-lg font-medium text-peach-700"
          data-testid="generation-status"
        >
          {status && t(STATUS_MESSAGE_KEYS[status])}
        </p>

        <div className="mx-auto mt-5 max-w-md">
          <div
            role="progressbar"
            aria-label={t('generator.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={`${percent} · ${detail}`}
            className="h-4 overflow-hidden rounded-full bg-grape-100 ring-1 ring-grape-200"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-grape-500 rtl:bg-gradient-to-l via-grape-400 to-peach-400 transition-[width] duration-700 ease-out motion-reduce:transition-none"
              style={{ width: `${Math.max(progress.percent, 3)}%` }}
            />
          </div>
          <p className="mt-2 flex items-center justify-between gap-3 text-sm text-ink-soft">
            <span role="status">{detail}</span>
            <span aria-hidden="true" className="font-semibold tabular-nums">
              {percent}
            </span>
          </p>
        </div>

        <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-cream-100 px-4 py-2 text-sm font-semibold text-ink-soft">
          <ClockIcon className="size-4 shrink-0 text-grape-600" />
          {estimate}
        </p>
        {bundleId && progress.firstSceneReady && (
          <p className="mt-4">
            {/* The player can start on scene 1 while the rest are still being made. */}
            <Link to={paths.play.getHref(bundleId)} className="btn btn-secondary px-5 py-2.5">
              {t('generator.startListening')}
            </Link>
          </p>
        )}
        <p className="mt-4 text-ink-soft">
          {rich('generator.whileYouWait', {
            link: (text) => (
              <Link
                to={paths.archives.getHref()}
                className="font-semibold text-grape-700 underline underline-offset-4 hover:text-grape-800"
              >
                {text}
              </Link>
            ),
          })}
        </p>
      </div>
    </section>
  );
}
