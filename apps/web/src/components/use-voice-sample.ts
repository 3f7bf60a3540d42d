import { useCallback, useEffect, useRef, useState } from 'react';
import { type ErrorText, useErrorText } from '../i18n/error-text.ts';
import { getVoiceSample } from '../lib/api/get-voice-sample.ts';
import { ApiError } from '../lib/api-client.ts';

export type VoiceSampleStatus = 'idle' | 'loading' | 'playing';

interface Listening {
  abort: AbortController;
  audio: HTMLAudioElement | null;
  url: string | null;
}

/** What went wrong, in the server's words when it answered, else the plain fallback. */
const sampleErrorMessage = (text: ErrorText, error: unknown): string =>
  text.wait(error) ??
  (error instanceof ApiError && error.fromServer ? text.of(error) : text.message('voiceSampleFailed'));

/**
 * Plays a voice's sample sentence in a language, and stops it. A new voice or language, or
 * leaving the screen, stops what is playing, so only the chosen voice is ever heard.
 */
export function useVoiceSample(voice: string, language: string) {
  const [status, setStatus] = useState<VoiceSampleStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Listening | null>(null);
  const errorText = useErrorText();

  const stop = useCallback(() => {
    const listening = current.current;
    current.current = null;
    if (listening) {
      listening.abort.abort();
      listening.audio?.pause();
      if (listening.url) URL.revokeObjectURL(listening.url);
    }
    setStatus('idle');
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the voice and language are why it stops.
  useEffect(() => {
    setError(null);
    return stop;
  }, [voice, language, stop]);

  const play = useCallback(async () => {
    stop();
    setError(null);
    const listening: Listening = { abort: new AbortController(), audio: null, url: null };
    current.current = listening;
    setStatus('loading');
    const stillListening = () => current.current === listening;
    try {
      const sample = await getVoiceSample(voice, language, listening.abort.signal);
      if (!stillListening()) return;
      listening.url = URL.createObjectURL(sample);
      const audio = new Audio(listening.url);
      listening.audio = audio;
      audio.addEventListener('ended', () => {
        if (stillListening()) stop();
      });
      await audio.play();
      if (stillListening()) setStatus('playing');
    } catch (failure) {
      if (!stillListening()) return;
      console.warn('Could not play the voice sample.', failure);
      stop();
      setError(sampleErrorMessage(errorText, failure));
    }
  }, [voice, language, stop, errorText]);

  return { status, error, play, stop };
}
