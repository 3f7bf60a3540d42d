import { describe, expect, it } from 'vitest';
import {
  applyProgressEvent,
  applySceneEvent,
  applyScenesReady,
  applySignsReady,
  generationPhase,
  initialProgress,
} from './generation-progress.ts';

const ready = (scene: number, of: number) =>
  ({ stage: 'finishing', scene, of, message: `Scene ${scene} of ${of} is ready` }) as const;
const illustrating = (scene: number, of: number) =>
  ({
    stage: 'illustrating',
    scene,
    of,
    message: `Illustrating and narrating scene ${scene} of ${of}`,
  }) as const;

describe('generation progress', () => {
  it('fills the bar with the scene number of the status text divided by the scene count (product §4)', () => {
    const progress = applyProgressEvent(initialProgress(4), ready(1, 4));
    expect(progress.scenesReady).toBe(1);
    expect(progress.percent).toBe(25);
    expect(applyProgressEvent(progress, ready(3, 4)).percent).toBe(75);
    expect(applyProgressEvent(initialProgress(3), ready(2, 3)).percent).toBe(67);
    expect(progress.step).toEqual({ stage: 'finishing', scene: 1 });
  });

  it('does not count a scene as ready while it is still being illustrated', () => {
    const progress = applyProgressEvent(initialProgress(2), illustrating(2, 2));
    expect(progress.scenesReady).toBe(0);
    expect(progress.percent).toBe(0);
  });

  it('stays empty while the story is written', () => {
    const progress = applyProgressEvent(initialProgress(3), {
      stage: 'writing',
      scene: null,
      of: 3,
      message: 'Writing your story...',
    });
    expect(progress.percent).toBe(0);
  });

  it('never moves backwards', () => {
    let progress = applyScenesReady(initialProgress(2), 2);
    expect(progress.percent).toBe(100);
    progress = applyProgressEvent(progress, ready(1, 2));
    expect(progress.percent).toBe(100);
    progress = applyScenesReady(progress, 1);
    expect(progress.scenesReady).toBe(2);
  });

  it('leaves counting to the status text: scene 3 can be playable before scene 2', () => {
    const progress = applySceneEvent(initialProgress(4), 2);
    expect(progress.scenesReady).toBe(0);
    expect(progress.firstSceneReady).toBe(false);
    expect(applySceneEvent(progress, 0).firstSceneReady).toBe(true);
  });
});

describe('generationPhase', () => {
  it('is writing until the server starts on the scenes', () => {
    const queued = applyProgressEvent(initialProgress(2), {
      stage: 'queued',
      scene: null,
      of: 2,
      message: 'Getting ready...',
    });
    expect(generationPhase(queued)).toBe('writing');
    expect(generationPhase(applyProgressEvent(queued, illustrating(1, 2)))).toBe('scenes');
  });

  it('stays on the scenes while some are ready and others are still being made', () => {
    const progress = applyProgressEvent(
      applyProgressEvent(initialProgress(3), illustrating(1, 3)),
      ready(1, 3),
    );
    expect(generationPhase(progress)).toBe('scenes');
  });

  it('finishes once every scene is ready, after the sign videos when the story has them', () => {
    expect(generationPhase(applyScenesReady(initialProgress(2), 2))).toBe('finishing');
    const signing = applyScenesReady(initialProgress(2, true), 2);
    expect(generationPhase(signing)).toBe('signs');
    expect(generationPhase(applySignsReady(signing, 1))).toBe('signs');
    expect(generationPhase(applySignsReady(signing, 2))).toBe('finishing');
  });
});
