import { LIMITS, MESSAGES } from '@storyloom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { encodeWav } from '../lib/encode-wav.ts';

type RecorderStatus = 'idle' | 'starting' | 'recording' | 'processing';

/** Speech needs nothing above 12 kHz: 24 kHz keeps a 5-minute recording near 14 MB. */
const WAV_RATE = 24_000;
const TICK_MS = 250;

/** Whether this browser can record from a microphone. */
export const canRecord = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  typeof MediaRecorder !== 'undefined' &&
  typeof AudioContext !== 'undefined';

/** Decodes what the browser recorded (WebM or Ogg) and writes it as a mono WAV file. */
async function toWavFile(recording: Blob): Promise<File> {
  const context = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await context.decodeAudioData(await recording.arrayBuffer());
  } finally {
    void context.close();
  }
  const frames = Math.max(1, Math.ceil(decoded.duration * WAV_RATE));
  const offline = new OfflineAudioContext(1, frames, WAV_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  return new File([encodeWav(rendered.getChannelData(0), WAV_RATE)], 'voice-recording.wav', {
    type: 'audio/wav',
  });
}

/**
 * Records a voice sample from the microphone, as an alternative to uploading one. It stops by
 * itself at the longest length the server takes, and hands over a WAV file.
 */
export function useVoiceRecorder(onRecorded: (file: File) => void) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const startedAt = useRef(0);
  const recorded = useRef(onRecorded);
  recorded.current = onRecorded;

  const release = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    setError(null);
    setSeconds(0);
    setStatus('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
    } catch {
      setStatus('idle');
      setError(t('account.microphoneBlocked'));
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current);
    recorder.current = media;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = async () => {
      release();
      // Too short to match a voice: the server would refuse it, so it is not sent.
      if ((Date.now() - startedAt.current) / 1000 < LIMITS.voiceSampleSeconds.min) {
        setStatus('idle');
        setError(MESSAGES.voiceSampleTooShort);
        return;
      }
      setStatus('processing');
      try {
        const file = await toWavFile(new Blob(chunks, { type: media.mimeType }));
        recorded.current(file);
      } catch {
        setError(t('account.recordingUnreadable'));
      } finally {
        setStatus('idle');
      }
    };
    startedAt.current = Date.now();
    media.start(1000);
    setStatus('recording');
    timer.current = setInterval(() => {
      const elapsed = (Date.now() - startedAt.current) / 1000;
      setSeconds(Math.floor(elapsed));
      if (elapsed >= LIMITS.voiceSampleSeconds.max) stop();
    }, TICK_MS);
  }, [release, stop, t]);

  // Leaving the screen mid-recording turns the microphone off.
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      release();
    },
    [release],
  );

  return { status, seconds, error, start, stop };
}
