import { MESSAGES } from '@storyloom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getStoryBundle } from '../../../lib/api/get-story-bundle.ts';
import { rememberLastStory } from '../../../lib/last-story.ts';
import { type GenerateStoryBody, startStoryGeneration } from '../api/generate-story.ts';
import { followJobEvents } from '../api/job-events.ts';
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
 * and falls back to polling the bundle every 2 s if the stream breaks.
 */
export function useStoryGeneration() {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  /** Stops following any story and goes back to the empty form. */
  const reset = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setState({ status: 'idle' });
  }, []);

  const start = useCallback(async (body: GenerateStoryBody | FormData, run: GenerationRun) => {
    stopRef.current?.();
    const controller = new AbortController();
    let stopped = false;
    let stopEvents = () => {};
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      controller.abort();
      stopEvents();
      clearTimeout(pollTimer);
    };
    stopRef.current = stop;

    const succeed = (bundleId: string) => {
      stop();
      setState({ status: 'success', run, bundleId });
    };
    const fail = (message: string) => {
      stop();
      setState({ status: 'error', run, message });
    };
    const updateProgress = (update: (progress: GenerationProgress) => GenerationProgress) => {
      if (stopped) return;
      setState((current) =>
        current.status === 'generating' ? { ...current, progress: update(current.progress) } : current,
      );
    };

    setState({
      status: 'generating',
      run,
      bundleId: null,
      progress: initialProgress(run.sceneCount, run.signLanguage),
    });

    let started: Awaited<ReturnType<typeof startStoryGeneration>>;
    try {
      started = await startStoryGeneration(body, controller.signal);
    } catch (error) {
      if (!stopped) fail(errorMessage(error));
      return;
    }
    if (stopped) return;
    // The header's Player link goes back to this story, even while it is still being made.
    rememberLastStory(started.bundleId);
    if (started.kind === 'finished') {
      succeed(started.bundleId);
      return;
    }
    const { bundleId, eventsUrl } = started;
    setState((current) => (current.status === 'generating' ? { ...current, bundleId } : current));

    let pollFailures = 0;
    const poll = async () => {
      try {
        const bundle = await getStoryBundle(bundleId, controller.signal);
        if (stopped) return;
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
        if (stopped) return;
        pollFailures += 1;
        console.warn('Could not check on the story; trying again.', error);
        if (pollFailures >= MAX_POLL_FAILURES) return fail(MESSAGES.generateFailed);
      }
      pollTimer = setTimeout(poll, POLL_INTERVAL_MS);
    };

    stopEvents = followJobEvents(eventsUrl, {
      onProgress: (data) => updateProgress((progress) => applyProgressEvent(progress, data)),
      onScene: ({ index }) => updateProgress((progress) => applySceneEvent(progress, index)),
      onSign: () => updateProgress((progress) => applySignsReady(progress, progress.signsReady + 1)),
      onDone: ({ bundle_id }) => succeed(bundle_id),
      onError: ({ error }) => fail(error || MESSAGES.generateFailed),
      onConnectionLost: () => {
        if (!stopped) void poll();
      },
    });
  }, []);

  return { state, start, reset };
}
