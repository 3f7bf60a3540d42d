import { MESSAGES } from '@storyloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getStoryBundle } from '../../../lib/api/get-story-bundle.ts';
import { rememberLastStory } from '../../../lib/last-story.ts';
import { type GenerateStoryBody, startStoryGeneration } from '../api/generate-story.ts';
import { followJobEvents } from '../api/job-events.ts';
import {
  type FollowedGeneration,
  forgetFollowedGeneration,
  rememberFollowedGeneration,
} from '../lib/followed-generation.ts';
import {
  applyProgressEvent,
  applySceneEvent,
  applyScenesReady,
  applySignsReady,
  type GenerationProgress,
  initialProgress,
} from '../model/generation-progress.ts';

/** What the parent asked for, kept with the story while it is made, wherever they go meanwhile. */
export interface GenerationRun {
  childName: string;
  sceneCount: number;
  audioOnly: boolean;
  signLanguage: boolean;
  /** The estimated-time text when the story was asked for. */
  estimate: string;
}

export type GenerationState =
  | { status: 'idle' }
  | { status: 'generating'; run: GenerationRun; bundleId: string | null; progress: GenerationProgress }
  | { status: 'success'; run: GenerationRun; bundleId: string }
  | { status: 'error'; run: GenerationRun; message: string };

/** How often the bundle is polled when the event stream breaks. */
export const POLL_INTERVAL_MS = 2000;
// Consecutive failed polls after which the story is given up on.
const MAX_POLL_FAILURES = 5;

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MESSAGES.generateFailed;

/**
 * Runs one story generation: sends the request, follows the job's events for real progress,
 * and falls back to polling the bundle every 2 s if the stream breaks. The story followed is kept
 * for the tab's session, so a reload picks it up again (`resume`).
 */
export function useStoryGeneration() {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const queryClient = useQueryClient();
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  /** Stops following any story and goes back to the empty form. */
  const reset = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    forgetFollowedGeneration();
    setState({ status: 'idle' });
  }, []);

  /** Stops any story followed before and shows this one as being made; gives the ways to end it. */
  const begin = useCallback(
    (run: GenerationRun, bundleId: string | null) => {
      stopRef.current?.();
      const controller = new AbortController();
      const job = {
        stopped: false,
        signal: controller.signal,
        stopEvents: () => {},
        pollTimer: undefined as ReturnType<typeof setTimeout> | undefined,
      };
      const stop = () => {
        job.stopped = true;
        controller.abort();
        job.stopEvents();
        clearTimeout(job.pollTimer);
      };
      stopRef.current = stop;
      const end = (next: GenerationState) => {
        stop();
        forgetFollowedGeneration();
        setState(next);
      };
      setState({
        status: 'generating',
        run,
        bundleId,
        progress: initialProgress(run.sceneCount, run.signLanguage),
      });
      return {
        job,
        succeed: (id: string) => {
          end({ status: 'success', run, bundleId: id });
          // Lists are kept for 5 minutes (product §9): the new story is in them now.
          void queryClient.invalidateQueries({ queryKey: ['stories', 'list'] });
        },
        fail: (message: string) => end({ status: 'error', run, message }),
        updateProgress: (update: (progress: GenerationProgress) => GenerationProgress) => {
          if (job.stopped) return;
          setState((current) =>
            current.status === 'generating' ? { ...current, progress: update(current.progress) } : current,
          );
        },
      };
    },
    [queryClient],
  );

  type Run = ReturnType<typeof begin>;

  /** Follows a job's events, polling the story every 2 s whenever the stream breaks. */
  const follow = useCallback(
    (bundleId: string, eventsUrl: string, { job, succeed, fail, updateProgress }: Run) => {
      let pollFailures = 0;
      const poll = async () => {
        try {
          const bundle = await getStoryBundle(bundleId, job.signal);
          if (job.stopped) return;
          pollFailures = 0;
          if (bundle.status === 'ready') return succeed(bundleId);
          if (bundle.status === 'failed') return fail(MESSAGES.generateFailed);
          const ready = bundle.scenes.filter((scene) => scene.ready);
          const signed = ready.filter((scene) => scene.sign_video_url !== null);
          updateProgress((progress) =>
            applySignsReady(
              applyScenesReady(progress, ready.length, bundle.scenes[0]?.ready === true),
              signed.length,
            ),
          );
        } catch (error) {
          if (job.stopped) return;
          pollFailures += 1;
          console.warn('Could not check on the story; trying again.', error);
          if (pollFailures >= MAX_POLL_FAILURES) return fail(MESSAGES.generateFailed);
        }
        job.pollTimer = setTimeout(poll, POLL_INTERVAL_MS);
      };

      job.stopEvents = followJobEvents(eventsUrl, {
        onProgress: (data) => updateProgress((progress) => applyProgressEvent(progress, data)),
        onScene: ({ index }) => updateProgress((progress) => applySceneEvent(progress, index)),
        onSign: () => updateProgress((progress) => applySignsReady(progress, progress.signsReady + 1)),
        onDone: ({ bundle_id }) => succeed(bundle_id),
        onError: ({ error }) => fail(error || MESSAGES.generateFailed),
        onConnectionLost: () => {
          if (!job.stopped) void poll();
        },
      });
    },
    [],
  );

  const start = useCallback(
    async (body: GenerateStoryBody | FormData, run: GenerationRun) => {
      const running = begin(run, null);
      let started: Awaited<ReturnType<typeof startStoryGeneration>>;
      try {
        started = await startStoryGeneration(body, running.job.signal);
      } catch (error) {
        if (!running.job.stopped) running.fail(errorMessage(error));
        return;
      }
      if (running.job.stopped) return;
      // The header's Player link goes back to this story, even while it is still being made.
      rememberLastStory(started.bundleId);
      if (started.kind === 'finished') return running.succeed(started.bundleId);
      const { bundleId, eventsUrl } = started;
      rememberFollowedGeneration({ bundleId, eventsUrl, run });
      setState((current) => (current.status === 'generating' ? { ...current, bundleId } : current));
      follow(bundleId, eventsUrl, running);
    },
    [begin, follow],
  );

  /** Follows again the story this tab was following before a reload; its events are told again. */
  const resume = useCallback(
    ({ bundleId, eventsUrl, run }: FollowedGeneration) => follow(bundleId, eventsUrl, begin(run, bundleId)),
    [begin, follow],
  );

  return { state, start, reset, resume };
}
