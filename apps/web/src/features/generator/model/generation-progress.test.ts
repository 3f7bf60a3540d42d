import { describe, expect, it } from 'vitest';
import { applyProgressEvent, applyScenesReady, initialProgress } from './generation-progress.ts';

describe('generation progress', () => {
  it('counts the scenes named in "Scene N of M is ready" messages', () => {
    let progress = initialProgress(4);
    progress = applyProgressEvent(progress, {
      stage: 'finishing',
      scene: 2,
      of: 4,
      message: 'Scene 2 of 4 is ready',
    });
    expect(progress.scenesReady).toBe(2);
    expect(progress.percent).toBe(55);
    expect(progress.message).toBe('Scene 2 of 4 is ready');
  });

  it('does not count a scene as ready while it is still being illustrated', () => {
    const progress = applyProgressEvent(initialProgress(2), {
      stage: 'illustrating',
      scene: 2,
      of: 2,
      message: 'Illustrating and narrating scene 2 of 2',
    });
    expect(progress.scenesReady).toBe(0);
    expect(progress.percent).toBe(15);
  });

  it('never moves backwards, and stays below 100 until the story is done', () => {
    let progress = applyScenesReady(initialProgress(2), 2);
    expect(progress.percent).toBe(95);
    progress = applyProgressEvent(progress, {
      stage: 'writing',
      scene: null,
      of: 2,
      message: 'Writing your story...',
    });
    expect(progress.percent).toBe(95);
    progress = applyScenesReady(progress, 1);
    expect(progress.scenesReady).toBe(2);
  });

  it('moves forward by stage before any scene is ready', () => {
    const queued = applyProgressEvent(initialProgress(3), {
      stage: 'queued',
      scene: null,
      of: 3,
      message: 'Getting ready...',
    });
    const writing = applyProgressEvent(queued, {
      stage: 'writing',
      scene: null,
      of: 3,
      message: 'Writing your story...',
    });
    expect(queued.percent).toBeGreaterThan(0);
    expect(writing.percent).toBeGreaterThan(queued.percent);
  });
});
