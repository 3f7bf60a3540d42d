import { vi } from 'vitest';

/**
 * Stands in for the narration's HTMLAudioElement: records what the player asks of it, and lets
 * a test move its clock, finish it, or make play() fail the way a browser does.
 */
export class FakeAudio extends EventTarget {
  #src = '';
  currentTime = 0;
  duration = Number.NaN;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preload = '';
  paused = true;
  /** When set, the next play() calls reject with it (e.g. a NotAllowedError for blocked autoplay). */
  playError: Error | null = null;
  /** The source each successful play() started. */
  readonly played: string[] = [];

  get src() {
    return this.#src;
  }

  set src(value: string) {
    // As a real element does, a new source starts from the beginning.
    this.#src = value;
    this.currentTime = 0;
    this.paused = true;
  }

  play = vi.fn(() => {
    if (this.playError) return Promise.reject(this.playError);
    this.paused = false;
    this.played.push(this.#src);
    return Promise.resolve();
  });

  pause = vi.fn(() => {
    this.paused = true;
  });

  load = vi.fn();

  /** The narration reaches its end. */
  finish() {
    this.currentTime = Number.isFinite(this.duration) ? this.duration : this.currentTime;
    this.paused = true;
    this.dispatchEvent(new Event('ended'));
  }

  asElement(): HTMLAudioElement {
    return this as unknown as HTMLAudioElement;
  }
}

/** A factory handing out FakeAudios and remembering them, first one being the player's own. */
export function fakeAudioFactory() {
  const made: FakeAudio[] = [];
  return {
    made,
    create: () => {
      const audio = new FakeAudio();
      made.push(audio);
      return audio.asElement();
    },
  };
}
