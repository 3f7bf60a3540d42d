import { MESSAGES } from '@storyloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getStoryBundle } from '../../../lib/api/get-story-bundle.ts';
import { rememberLastStory } from '../../../lib/last-story.ts';
import { type GenerateStoryBody, startStoryGeneration } from '../api/generate-story.ts';
import { followJobEvents } from '../api/job-events.ts';
import {
  applyProgressEvent,
  applyScenesReady,
  type GenerationProgress,
  initialProgress,
} from '../model/generation-progress.ts';

export type GenerationState =
  | { status: 'idle' }
  | { status: 'generating'; bundleId: string | null; progress: GenerationProgress }
  | { status: 'success'; bundleId: string }
  | { status: 'error'; message: string };

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
  const queryClient = useQueryClient();
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  const start = useCallback(
    async (body: GenerateStoryBody | FormData, sceneCount: number) => {
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
        setState({ status: 'success', bundleId });
        // Lists are kept for 5 minutes (product §9): the new story is in them now.
        void queryClient.invalidateQueries({ queryKey: ['stories', 'list'] });
      };
      const fail = (message: string) => {
        stop();
        setState({ status: 'error', message });
      };
      const updateProgress = (update: (progress: GenerationProgress) => GenerationProgress) => {
        if (stopped) return;
        setState((current) =>
          current.status === 'generating' ? { ...current, progress: update(current.progress) } : current,
        );
      };

      setState({ status: 'generating', bundleId: null, progress: initialProgress(sceneCount) });

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
          updateProgress((progress) =>
            applyScenesReady(progress, ready.length, bundle.scenes[0]?.ready === true),
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
        onScene: ({ index }) =>
          updateProgress((progress) => applyScenesReady(progress, index + 1, index === 0)),
        onDone: ({ bundle_id }) => succeed(bundle_id),
        onError: ({ error }) => fail(error || MESSAGES.generateFailed),
        onConnectionLost: () => {
          if (!stopped) void poll();
        },
      });
    },
    [queryClient],
  );

  return { state, start };
}
