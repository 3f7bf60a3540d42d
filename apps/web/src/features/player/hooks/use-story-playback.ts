import { type BundleScene, LIMITS, PLAYBACK_SPEEDS, type PlaybackSpeed } from '@storyloom/contract';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { MessageKey } from '../../../i18n/catalog.ts';
import { type NarrationTimeline, narrationTimeline } from '../model/narration-timeline.ts';

/** The player's playback states (product §4). */
export type PlaybackStatus = 'idle' | 'playing' | 'paused' | 'finished';

export interface PlaybackState {
  sceneIndex: number;
  status: PlaybackStatus;
  speedIndex: number;
  /** The scene's narration has ended and the story's pause before the next scene is running. */
  sceneEnded: boolean;
  /** Grows each time a scene starts again from its beginning, so the same scene can be replayed. */
  take: number;
}

/** What the reducer needs to know about the story when an action happens. */
interface StoryShape {
  sceneCount: number;
  /** False while the story is still being made and more scenes may arrive. */
  complete: boolean;
}

export type PlaybackAction =
  | ({ type: 'toggle' } & StoryShape)
  | ({ type: 'goTo'; index: number } & StoryShape)
  | ({ type: 'sceneEnded' } & StoryShape)
  | ({ type: 'advance' } & StoryShape)
  | { type: 'blocked' }
  | { type: 'reload' }
  | { type: 'cycleSpeed' };

export const initialPlaybackState: PlaybackState = {
  sceneIndex: 0,
  status: 'idle',
  speedIndex: PLAYBACK_SPEEDS.indexOf(1),
  sceneEnded: false,
  take: 0,
};

const startScene = (state: PlaybackState, sceneIndex: number, status: PlaybackStatus): PlaybackState => ({
  ...state,
  sceneIndex,
  status,
  sceneEnded: false,
  take: state.take + 1,
});

/** The playback rules of product §4 as a pure function, so they can be tested without audio. */
export function playbackReducer(state: PlaybackState, action: PlaybackAction): PlaybackState {
  switch (action.type) {
    case 'toggle':
      switch (state.status) {
        case 'idle':
          return { ...state, status: 'playing' };
        case 'playing':
          return { ...state, status: 'paused' };
        case 'finished':
          return startScene(state, 0, 'playing');
        case 'paused':
          // Paused in the quiet between scenes: go on with the next scene, if it is there yet.
          if (state.sceneEnded && state.sceneIndex + 1 < action.sceneCount) {
            return startScene(state, state.sceneIndex + 1, 'playing');
          }
          return { ...state, status: 'playing' };
      }
      return state;
    case 'goTo': {
      const index = Math.max(0, Math.min(action.index, action.sceneCount - 1));
      if (index === state.sceneIndex) return state;
      // Playing carries on into the new scene; a finished story waits to be resumed from there.
      return startScene(state, index, state.status === 'finished' ? 'paused' : state.status);
    }
    case 'sceneEnded':
      if (state.status !== 'playing') return state;
      if (action.complete && state.sceneIndex >= action.sceneCount - 1) {
        return { ...state, status: 'finished', sceneEnded: false };
      }
      return { ...state, sceneEnded: true };
    case 'advance':
      if (state.status !== 'playing' || !state.sceneEnded) return state;
      if (state.sceneIndex + 1 < action.sceneCount) return startScene(state, state.sceneIndex + 1, 'playing');
      // The next scene is still being made: stay in the pause until it arrives.
      if (!action.complete) return state;
      return { ...state, status: 'finished', sceneEnded: false };
    case 'blocked':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'reload':
      return { ...state, sceneEnded: false, take: state.take + 1 };
    case 'cycleSpeed':
      return { ...state, speedIndex: (state.speedIndex + 1) % PLAYBACK_SPEEDS.length };
  }
}

const PLAY_BUTTON_LABELS = {
  idle: 'player.start',
  playing: 'player.pause',
  paused: 'player.resume',
  finished: 'player.replay',
} as const satisfies Record<PlaybackStatus, MessageKey>;

/** The label of the one play button, following the playback state (product §2). */
export const playButtonLabel = (status: PlaybackStatus): MessageKey => PLAY_BUTTON_LABELS[status];

export type PlaybackScene = Pick<BundleScene, 'audio_url' | 'narration' | 'words'>;

export interface UseStoryPlaybackOptions {
  scenes: readonly PlaybackScene[];
  /** The story's pause between scenes, in milliseconds. */
  pauseMs: number;
  /** False while the story is still being made; the player then waits for the next scene. */
  complete: boolean;
  /** The story's language, used to split narration into words when it has no timings. */
  language?: string;
  /** Makes the narration's audio element; tests pass a fake. */
  createAudio?: () => HTMLAudioElement;
}

export interface StoryPlayback {
  sceneIndex: number;
  sceneCount: number;
  status: PlaybackStatus;
  speed: PlaybackSpeed;
  /** The narration of the current scene, split into words. */
  timeline: NarrationTimeline;
  /** The word being spoken, or -1 before the first word. */
  wordIndex: number;
  /** The narration is sounding now: playing, and not in the pause between scenes. */
  narrating: boolean;
  /** The scene played to its end and the next one is still being made: playing goes on when it comes. */
  waitingForScene: boolean;
  /** Where the narration is, in ms from the start of the scene's audio. */
  narrationMs(): number;
  toggle(): void;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  cycleSpeed(): void;
  /** Loads the current scene's audio again from the start, e.g. after a new voice was made. */
  reloadAudio(): void;
}

/**
 * The page's narration element. Where the server draws the player's first screen there is no
 * audio, and none is needed: only effects, which never run there, touch it.
 */
const createDefaultAudio = (): HTMLAudioElement =>
  typeof Audio === 'undefined' ? ({} as HTMLAudioElement) : new Audio();

/** Calls play() and turns every way it can fail (throwing, rejecting, nothing) into one promise. */
function startAudio(audio: HTMLAudioElement): Promise<void> {
  try {
    return Promise.resolve(audio.play());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Plays a story scene by scene on one audio element: the reducer above decides, this hook
 * makes the audio follow it, waits the story's pause between scenes and tracks the spoken word.
 */
export function useStoryPlayback({
  scenes,
  pauseMs,
  complete,
  language,
  createAudio = createDefaultAudio,
}: UseStoryPlaybackOptions): StoryPlayback {
  const [state, dispatch] = useReducer(playbackReducer, initialPlaybackState);
  const [audio] = useState(createAudio);

  const sceneCount = scenes.length;
  const sceneIndex = Math.max(0, Math.min(state.sceneIndex, sceneCount - 1));
  const scene = scenes[sceneIndex];
  const audioUrl = scene?.audio_url ?? null;
  const speed = PLAYBACK_SPEEDS[state.speedIndex] ?? 1;
  const narration = scene?.narration;
  const words = scene?.words;
  const timeline = useMemo(
    () =>
      narration === undefined
        ? narrationTimeline(undefined)
        : narrationTimeline({ narration, words }, language),
    [narration, words, language],
  );
  const shouldPlay = state.status === 'playing' && !state.sceneEnded;

  // Event handlers read the story as it is now, not as it was when they were attached.
  const shape = useRef<StoryShape>({ sceneCount, complete });
  shape.current = { sceneCount, complete };

  useEffect(() => {
    const onEnded = () => dispatch({ type: 'sceneEnded', ...shape.current });
    audio.addEventListener('ended', onEnded);
    return () => {
      audio.removeEventListener('ended', onEnded);
      audio.pause();
    };
  }, [audio]);

  // Load the scene's narration, or rewind it when the same scene starts again.
  const loadedUrl = useRef<string | null>(null);
  const loadedTake = useRef(-1);
  useEffect(() => {
    const take = state.take;
    if (loadedTake.current === take && loadedUrl.current === audioUrl) return;
    const reload = loadedTake.current !== take && loadedUrl.current === audioUrl;
    loadedTake.current = take;
    if (!audioUrl) {
      loadedUrl.current = null;
      return;
    }
    if (loadedUrl.current !== audioUrl) {
      loadedUrl.current = audioUrl;
      audio.preload = 'auto';
      audio.src = audioUrl;
    } else if (reload) {
      audio.currentTime = 0;
    }
  }, [audio, audioUrl, state.take]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source resets the rate, so set it again.
  useEffect(() => {
    // Loading a new source resets playbackRate to the default, so set both.
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
  }, [audio, speed, audioUrl]);

  // Play or pause with the state. A play() that fails for another reason than being
  // interrupted (by a pause or a new scene) means the browser blocked it: stay paused.
  const playAttempt = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new take of the same scene plays again.
  useEffect(() => {
    const attempt = ++playAttempt.current;
    if (!shouldPlay) {
      audio.pause();
      return;
    }
    if (!audioUrl) {
      // A scene without narration audio counts as spoken; the story moves on after its pause.
      dispatch({ type: 'sceneEnded', ...shape.current });
      return;
    }
    startAudio(audio).catch((error: unknown) => {
      const interrupted = error instanceof DOMException && error.name === 'AbortError';
      if (attempt !== playAttempt.current || interrupted) return;
      console.warn('Playback was blocked by the browser; press play to listen.', error);
      dispatch({ type: 'blocked' });
    });
  }, [audio, shouldPlay, audioUrl, state.take]);

  // After a scene ends, wait the story's pause, then go on (or finish).
  useEffect(() => {
    if (state.status !== 'playing' || !state.sceneEnded) return;
    const timer = setTimeout(() => dispatch({ type: 'advance', sceneCount, complete }), pauseMs);
    return () => clearTimeout(timer);
  }, [state.status, state.sceneEnded, sceneCount, complete, pauseMs]);

  // Follow the audio's clock with the highlighted word. The index belongs to one take of one
  // scene, so it starts over (at -1) whenever the scene changes.
  const takeKey = `${state.take}|${audioUrl}`;
  const [spoken, setSpoken] = useState({ takeKey, index: -1 });
  useEffect(() => {
    const update = () =>
      setSpoken((previous) => {
        const index = timeline.indexAt(audio.currentTime * 1000, audio.duration * 1000);
        return previous.takeKey === takeKey && previous.index === index ? previous : { takeKey, index };
      });
    if (!shouldPlay) {
      if (state.sceneEnded) update();
      return;
    }
    update();
    const interval = setInterval(update, LIMITS.wordHighlightTickMs);
    return () => clearInterval(interval);
  }, [audio, shouldPlay, state.sceneEnded, timeline, takeKey]);
  const wordIndex = spoken.takeKey === takeKey ? spoken.index : -1;

  const goTo = useCallback((index: number) => dispatch({ type: 'goTo', index, ...shape.current }), []);

  return {
    sceneIndex,
    sceneCount,
    status: state.status,
    speed,
    timeline,
    wordIndex,
    narrating: shouldPlay,
    waitingForScene:
      state.status === 'playing' && state.sceneEnded && !complete && sceneIndex + 1 >= sceneCount,
    narrationMs: useCallback(() => audio.currentTime * 1000, [audio]),
    toggle: useCallback(() => dispatch({ type: 'toggle', ...shape.current }), []),
    next: () => goTo(sceneIndex + 1),
    previous: () => goTo(sceneIndex - 1),
    goTo,
    cycleSpeed: useCallback(() => dispatch({ type: 'cycleSpeed' }), []),
    reloadAudio: useCallback(() => {
      loadedUrl.current = null;
      dispatch({ type: 'reload' });
    }, []),
  };
}
