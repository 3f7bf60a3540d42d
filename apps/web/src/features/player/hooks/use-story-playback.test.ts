import { LIMITS } from '@storyloom/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../../../i18n/catalog.ts';
import { buildScene } from '../../../test/story-fixtures.ts';
import { FakeAudio } from '../test/fake-audio.ts';
import {
  initialPlaybackState,
  type PlaybackScene,
  playButtonLabel,
  playbackReducer,
  type UseStoryPlaybackOptions,
  useStoryPlayback,
} from './use-story-playback.ts';

const PAUSE_MS = 800;
const threeScenes = [0, 1, 2].map((i) => buildScene(i));

function setup(options: Partial<UseStoryPlaybackOptions> = {}) {
  const audio = new FakeAudio();
  const initialProps: UseStoryPlaybackOptions = {
    scenes: threeScenes,
    pauseMs: PAUSE_MS,
    complete: true,
    createAudio: () => audio.asElement(),
    ...options,
  };
  const view = renderHook((props: UseStoryPlaybackOptions) => useStoryPlayback(props), { initialProps });
  const label = () => englishMessages[playButtonLabel(view.result.current.status)];
  const act$ = async (fn: () => void) => {
    await act(async () => fn());
  };
  return { audio, view, label, act: act$, rerender: view.rerender, initialProps };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useStoryPlayback', () => {
  it('waits for Start, loads the first scene, and plays it when started', async () => {
    const { audio, view, label, act } = setup();

    expect(label()).toBe('Start');
    expect(audio.src).toBe('/data/test/scene_1.mp3');
    expect(audio.play).not.toHaveBeenCalled();

    await act(() => view.result.current.toggle());

    expect(label()).toBe('Pause');
    expect(audio.played).toEqual(['/data/test/scene_1.mp3']);
  });

  it('pauses and resumes the same narration', async () => {
    const { audio, view, label, act } = setup();
    await act(() => view.result.current.toggle());
    audio.currentTime = 1.2;

    await act(() => view.result.current.toggle());
    expect(label()).toBe('Resume');
    expect(audio.paused).toBe(true);

    await act(() => view.result.current.toggle());
    expect(label()).toBe('Pause');
    expect(audio.currentTime).toBe(1.2);
    expect(audio.played).toHaveLength(2);
  });

  it("waits the story's pause after a scene ends, then plays the next scene", async () => {
    const { audio, view, act } = setup();
    await act(() => view.result.current.toggle());

    await act(() => audio.finish());
    await act(() => vi.advanceTimersByTime(PAUSE_MS - 1));
    expect(view.result.current.sceneIndex).toBe(0);

    await act(() => vi.advanceTimersByTime(1));
    expect(view.result.current.sceneIndex).toBe(1);
    expect(audio.played.at(-1)).toBe('/data/test/scene_2.mp3');
  });

  it('marks the story finished after the last scene and stops there', async () => {
    const { audio, view, label, act } = setup({ scenes: [buildScene(0)] });
    await act(() => view.result.current.toggle());

    await act(() => audio.finish());
    await act(() => vi.advanceTimersByTime(PAUSE_MS * 3));

    expect(label()).toBe('Replay');
    expect(view.result.current.status).toBe('finished');
    expect(audio.played).toHaveLength(1);
  });

  it('replays a finished story from the first scene', async () => {
    const { audio, view, label, act } = setup({ scenes: [buildScene(0), buildScene(1)] });
    await act(() => view.result.current.toggle());
    await act(() => audio.finish());
    await act(() => vi.advanceTimersByTime(PAUSE_MS));
    await act(() => audio.finish());
    expect(label()).toBe('Replay');

    await act(() => view.result.current.toggle());

    expect(view.result.current.sceneIndex).toBe(0);
    expect(label()).toBe('Pause');
    expect(audio.played.at(-1)).toBe('/data/test/scene_1.mp3');
    expect(audio.currentTime).toBe(0);
  });

  it('replays a one-scene story from its beginning', async () => {
    const { audio, view, act } = setup({ scenes: [buildScene(0)] });
    await act(() => view.result.current.toggle());
    audio.duration = 3;
    await act(() => audio.finish());

    await act(() => view.result.current.toggle());

    expect(audio.currentTime).toBe(0);
    expect(audio.played).toHaveLength(2);
  });

  it('cycles the speed through 0.75, 1, 1.25, 1.5 and 2, applying it to the audio', async () => {
    const { audio, view, act } = setup();
    expect(view.result.current.speed).toBe(1);

    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      await act(() => view.result.current.cycleSpeed());
      seen.push(view.result.current.speed);
    }

    expect(seen).toEqual([1.25, 1.5, 2, 0.75, 1]);
    await act(() => view.result.current.cycleSpeed());
    expect(audio.playbackRate).toBe(1.25);
    expect(audio.defaultPlaybackRate).toBe(1.25);
  });

  it('plays the new scene at once when the scene changes while playing', async () => {
    const { audio, view, act } = setup();
    await act(() => view.result.current.toggle());

    await act(() => view.result.current.next());

    expect(view.result.current.sceneIndex).toBe(1);
    expect(view.result.current.status).toBe('playing');
    expect(audio.played).toEqual(['/data/test/scene_1.mp3', '/data/test/scene_2.mp3']);
  });

  it('only moves to the new scene, without playing, when the story is not playing', async () => {
    const { audio, view, label, act } = setup();

    await act(() => view.result.current.next());

    expect(view.result.current.sceneIndex).toBe(1);
    expect(label()).toBe('Start');
    expect(audio.src).toBe('/data/test/scene_2.mp3');
    expect(audio.play).not.toHaveBeenCalled();
  });

  it('stays on the first and last scenes when asked to go past them', async () => {
    const { view, act } = setup();

    await act(() => view.result.current.previous());
    expect(view.result.current.sceneIndex).toBe(0);

    await act(() => view.result.current.goTo(2));
    await act(() => view.result.current.next());
    expect(view.result.current.sceneIndex).toBe(2);
  });

  it('stays paused, and only logs, when the browser blocks playback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { audio, view, label, act } = setup();
    audio.playError = new DOMException('play() needs a user gesture', 'NotAllowedError');

    await act(() => view.result.current.toggle());

    // The browser refuses through play()'s promise, once play() has returned.
    await vi.waitFor(() => expect(label()).toBe('Resume'));
    expect(warn).toHaveBeenCalled();
  });

  it('keeps playing when a play() is only interrupted by the next one', async () => {
    const { audio, view, label, act } = setup();
    audio.playError = new DOMException('interrupted by a new load request', 'AbortError');

    await act(() => view.result.current.toggle());
    // Past the next frame, where a refused play() would have turned the button back to Resume.
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(label()).toBe('Pause');
  });

  it(`highlights the word being spoken, checking the audio clock every ${LIMITS.wordHighlightTickMs} ms`, async () => {
    const { audio, view, act } = setup();
    // Words of scene 1 start every 500 ms: 'Scene' 0, '1' 500, 'words' 1000, 'go' 1500, 'here' 2000.
    await act(() => view.result.current.toggle());
    expect(view.result.current.wordIndex).toBe(0);

    audio.currentTime = 1.1;
    expect(view.result.current.wordIndex).toBe(0);
    await act(() => vi.advanceTimersByTime(LIMITS.wordHighlightTickMs));
    expect(view.result.current.wordIndex).toBe(2);

    audio.currentTime = 2.05;
    await act(() => vi.advanceTimersByTime(LIMITS.wordHighlightTickMs));
    expect(view.result.current.wordIndex).toBe(4);
  });

  it('starts the highlight over when the scene changes', async () => {
    const { audio, view, act } = setup();
    await act(() => view.result.current.toggle());
    audio.currentTime = 1.6;
    await act(() => vi.advanceTimersByTime(LIMITS.wordHighlightTickMs));
    expect(view.result.current.wordIndex).toBe(3);

    await act(() => view.result.current.toggle());
    await act(() => view.result.current.next());

    expect(view.result.current.sceneIndex).toBe(1);
    expect(view.result.current.wordIndex).toBe(-1);
  });

  it('spreads the words evenly over the audio when a scene has no timings', async () => {
    const scene: PlaybackScene = { audio_url: '/a.mp3', narration: 'one two three four', words: [] };
    const { audio, view, act } = setup({ scenes: [scene] });
    audio.duration = 8;
    await act(() => view.result.current.toggle());

    audio.currentTime = 5;
    await act(() => vi.advanceTimersByTime(LIMITS.wordHighlightTickMs));

    expect(view.result.current.timeline.wordCount).toBe(4);
    expect(view.result.current.wordIndex).toBe(2);
  });

  it('waits at the last ready scene of a story still being made, and goes on when the next arrives', async () => {
    const { audio, view, act, rerender, initialProps } = setup({ scenes: [buildScene(0)], complete: false });
    await act(() => view.result.current.toggle());
    await act(() => audio.finish());
    await act(() => vi.advanceTimersByTime(PAUSE_MS * 3));

    expect(view.result.current.status).toBe('playing');
    expect(view.result.current.sceneIndex).toBe(0);

    await act(() => rerender({ ...initialProps, scenes: [buildScene(0), buildScene(1)], complete: false }));
    await act(() => vi.advanceTimersByTime(PAUSE_MS));

    expect(view.result.current.sceneIndex).toBe(1);
    expect(audio.played.at(-1)).toBe('/data/test/scene_2.mp3');
  });

  it('loads the narration again when asked, e.g. after a new voice was made', async () => {
    const { audio, view, act } = setup();
    audio.src = 'about:blank';

    await act(() => view.result.current.reloadAudio());

    expect(audio.src).toBe('/data/test/scene_1.mp3');
  });
});

describe('playbackReducer', () => {
  const story = { sceneCount: 3, complete: true };

  it('goes on with the next scene when resumed during the pause between scenes', () => {
    let state = playbackReducer(initialPlaybackState, { type: 'toggle', ...story });
    state = playbackReducer(state, { type: 'sceneEnded', ...story });
    state = playbackReducer(state, { type: 'toggle', ...story });
    expect(state.status).toBe('paused');

    state = playbackReducer(state, { type: 'toggle', ...story });

    expect(state).toMatchObject({ status: 'playing', sceneIndex: 1, sceneEnded: false });
  });

  it('leaves a finished story paused on the scene the reader moves to', () => {
    const finished = { ...initialPlaybackState, status: 'finished' as const, sceneIndex: 2 };

    const state = playbackReducer(finished, { type: 'goTo', index: 1, ...story });

    expect(state).toMatchObject({ status: 'paused', sceneIndex: 1 });
    expect(englishMessages[playButtonLabel(state.status)]).toBe('Resume');
  });
});
