import { LIMITS } from '@storyloom/contract';
import { MicIcon } from '../../../components/icons.tsx';
import { useRich, useT } from '../../../i18n/use-t.ts';
import { canRecord, useVoiceRecorder } from '../hooks/use-voice-recorder.ts';
import { StopIcon } from './voice-icons.tsx';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface VoiceRecorderProps {
  onRecorded: (file: File) => void;
  disabled?: boolean;
}

/** Records the sample straight from the microphone; shown only where the browser can. */
export function VoiceRecorder({ onRecorded, disabled = false }: VoiceRecorderProps) {
  const recorder = useVoiceRecorder(onRecorded);
  const t = useT();
  const rich = useRich();
  if (!canRecord()) return null;
  const { min, max } = LIMITS.voiceSampleRecommendedSeconds;
  const recording = recorder.status === 'recording';

  return (
    <div className="rounded-2xl bg-white p-4 ring-2 ring-cream-300">
      <div className="flex flex-wrap items-center gap-3">
        {recording ? (
          <button type="button" onClick={recorder.stop} className="btn btn-primary px-5 py-2.5">
            <StopIcon className="size-5" />
            {t('account.stopRecording')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void recorder.start()}
            disabled={disabled || recorder.status !== 'idle'}
            className="btn px-5 py-2.5 text-grape-700 ring-2 ring-grape-200 hover:bg-grape-50"
          >
            <MicIcon className="size-5" />
            {recorder.status === 'processing'
              ? t('account.preparingRecording')
              : t('account.recordWithMicrophone')}
          </button>
        )}
        <p aria-live="polite" className="text-ink-soft">
          {recording ? (
            <>
              <span className="me-2 inline-block size-2.5 rounded-full bg-red-600 motion-safe:animate-pulse" />
              {rich(
                recorder.seconds < min ? 'account.recordingKeepReading' : 'account.recordingStopAnytime',
                {
                  clock: (
                    <span className="font-semibold text-ink tabular-nums">{clock(recorder.seconds)}</span>
                  ),
                  min,
                  max,
                },
              )}
            </>
          ) : (
            t('account.readAloudHere', { min, max })
          )}
        </p>
      </div>
      {recorder.error && (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {recorder.error}
        </p>
      )}
    </div>
  );
}
