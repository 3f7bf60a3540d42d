import { type JobEvent, progressFromStatus } from '@storyloom/contract';

type ProgressEvent = Extract<JobEvent, { event: 'progress' }>['data'];
type Stage = ProgressEvent['stage'];

/** How far a story has come, as shown by the progress bar. */
export interface GenerationProgress {
  /** 0–100, never moving backwards. */
  percent: number;
  /** The server's latest words, e.g. 'Scene 2 of 4 is ready'. */
  message: string | null;
  scenesReady: number;
  sceneCount: number;
  /** Scene 1 can be played: the story can be listened to while the rest is made. */
  firstSceneReady: boolean;
}

// Before any scene is ready the bar creeps forward by stage; scenes then fill the rest up to 95%,
// and only `done` reaches 100%.
const STAGE_PERCENT: Record<Stage, number> = {
  queued: 3,
  writing: 10,
  illustrating: 15,
  narrating: 15,
  signing: 15,
  finishing: 15,
};
const SCENES_FROM = 15;
const SCENES_SPAN = 80;

export const initialProgress = (sceneCount: number): GenerationProgress => ({
  percent: 0,
  message: null,
  scenesReady: 0,
  sceneCount,
  firstSceneReady: false,
});

function withPercent(progress: GenerationProgress, stagePercent: number): GenerationProgress {
  const { scenesReady, sceneCount } = progress;
  const fromScenes =
    scenesReady > 0 && sceneCount > 0
      ? SCENES_FROM + Math.round((SCENES_SPAN * scenesReady) / sceneCount)
      : 0;
  return { ...progress, percent: Math.max(progress.percent, stagePercent, fromScenes) };
}

/** Applies a `progress` event: 'Scene N of M is ready' counts N scenes as done (product §4). */
export function applyProgressEvent(progress: GenerationProgress, event: ProgressEvent): GenerationProgress {
  const sceneCount = event.of > 0 ? event.of : progress.sceneCount;
  let scenesReady = progress.scenesReady;
  if (event.stage === 'finishing') {
    const fraction = progressFromStatus(event.message, sceneCount);
    const ready = fraction !== null ? Math.round(fraction * sceneCount) : (event.scene ?? 0);
    scenesReady = Math.max(scenesReady, ready);
  }
  return withPercent(
    { ...progress, sceneCount, scenesReady, message: event.message },
    STAGE_PERCENT[event.stage],
  );
}

/** Counts scenes that are ready, from `scene` events or a polled bundle's scene list. */
export function applyScenesReady(
  progress: GenerationProgress,
  scenesReady: number,
  firstSceneReady = false,
): GenerationProgress {
  return withPercent(
    {
      ...progress,
      scenesReady: Math.min(progress.sceneCount, Math.max(progress.scenesReady, scenesReady)),
      firstSceneReady: progress.firstSceneReady || firstSceneReady,
    },
    0,
  );
}
