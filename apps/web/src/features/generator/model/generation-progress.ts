import { type JobEvent, progressFromStatus } from '@storyloom/contract';

type ProgressEvent = Extract<JobEvent, { event: 'progress' }>['data'];

/** What the server is doing, e.g. illustrating scene 2: said in the interface's own words. */
export type GenerationStep = Pick<ProgressEvent, 'stage' | 'scene'>;

/** What the story really is at: the stage the progress stream reports, seen as a whole. */
export type GenerationPhase = 'writing' | 'scenes' | 'signs' | 'finishing';

/** How far a story has come, as shown by the progress bar. */
export interface GenerationProgress {
  /** 0–100, never moving backwards. */
  percent: number;
  /** The server's latest step; its words ('Illustrating scene 2 of 4') are English only. */
  step: GenerationStep | null;
  scenesReady: number;
  /** Sign videos made, for a story told in sign language. */
  signsReady: number;
  sceneCount: number;
  /** The server has started drawing or narrating scenes: the writing is done. */
  scenesStarted: boolean;
  /** Scene 1 can be played: the story can be listened to while the rest is made. */
  firstSceneReady: boolean;
  signLanguage: boolean;
}

export const initialProgress = (sceneCount: number, signLanguage = false): GenerationProgress => ({
  percent: 0,
  step: null,
  scenesReady: 0,
  signsReady: 0,
  sceneCount,
  scenesStarted: false,
  firstSceneReady: false,
  signLanguage,
});

/**
 * The bar of product §4: the scene number in the status text divided by the scene count. The
 * status text it reads is the server's 'Scene N of M is ready' (or as many ready scenes found by
 * polling): scenes are made side by side, so 'Illustrating scene 3 of 4' can come before scene 2
 * is done, and would move the bar past what is really made.
 */
function withScenesReady(progress: GenerationProgress, scenesReady: number): GenerationProgress {
  const ready = Math.min(progress.sceneCount, Math.max(progress.scenesReady, scenesReady));
  const percent = progress.sceneCount > 0 ? Math.round((100 * ready) / progress.sceneCount) : 0;
  return {
    ...progress,
    scenesReady: ready,
    scenesStarted: progress.scenesStarted || ready > 0,
    percent: Math.max(progress.percent, percent),
  };
}

/** Applies a `progress` event: 'Scene N of M is ready' counts N scenes as done (product §4). */
export function applyProgressEvent(progress: GenerationProgress, event: ProgressEvent): GenerationProgress {
  const sceneCount = event.of > 0 ? event.of : progress.sceneCount;
  const next = {
    ...progress,
    sceneCount,
    step: { stage: event.stage, scene: event.scene },
    scenesStarted: progress.scenesStarted || !['queued', 'writing'].includes(event.stage),
  };
  if (event.stage !== 'finishing') return next;
  const fraction = progressFromStatus(event.message, sceneCount);
  return withScenesReady(next, fraction !== null ? Math.round(fraction * sceneCount) : (event.scene ?? 0));
}

/** Counts scenes that are ready, as found by polling the story. */
export function applyScenesReady(
  progress: GenerationProgress,
  scenesReady: number,
  firstSceneReady = false,
): GenerationProgress {
  return withScenesReady(
    { ...progress, firstSceneReady: progress.firstSceneReady || firstSceneReady },
    scenesReady,
  );
}

/** A `scene` event: the scene can be played. Counting is left to the 'Scene N of M is ready' text. */
export function applySceneEvent(progress: GenerationProgress, index: number): GenerationProgress {
  return {
    ...progress,
    scenesStarted: true,
    firstSceneReady: progress.firstSceneReady || index === 0,
  };
}

/** Counts sign videos made, from `sign` events or a polled story's scenes. */
export function applySignsReady(progress: GenerationProgress, signsReady: number): GenerationProgress {
  return {
    ...progress,
    signsReady: Math.min(progress.sceneCount, Math.max(progress.signsReady, signsReady)),
  };
}

/** The stage the story is at, from everything the server has said so far. */
export function generationPhase(progress: GenerationProgress): GenerationPhase {
  if (progress.sceneCount > 0 && progress.scenesReady >= progress.sceneCount) {
    return progress.signLanguage && progress.signsReady < progress.sceneCount ? 'signs' : 'finishing';
  }
  return progress.scenesStarted ? 'scenes' : 'writing';
}
