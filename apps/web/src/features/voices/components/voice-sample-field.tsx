import { LIMITS, VOICE_SAMPLE_ACCEPT } from '@storyloom/contract';
import { useEffect, useRef, useState } from 'react';
import { fieldHint, fieldLabel } from '../../../components/form-styles.ts';
import { UploadIcon } from '../../../components/icons.tsx';
import { useIntlShape, useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { VoiceRecorder } from './voice-recorder.tsx';

const recommended = LIMITS.voiceSampleRecommendedSeconds;

const MEGABYTE = 1024 * 1024;

/** A blob URL to listen to the sample before sending it, revoked when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

interface VoiceSampleFieldProps {
  /** The sample chosen so far, shown with a player to listen to it. */
  file: File | null;
  disabled: boolean;
  /** A file was uploaded or recorded. */
  onChoose(file: File): void;
}

/** The voice sample: an audio file to upload or a recording, then a player to check it. */
export function VoiceSampleField({ file, disabled, onChoose }: VoiceSampleFieldProps) {
  const fileId = useElementId();
  const fileHintId = useElementId();
  const fileInput = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(file);
  const t = useT();
  const intl = useIntlShape();
  const megabytes = (bytes: number) =>
    intl.formatNumber(bytes / MEGABYTE, {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    onChoose(chosen);
    // Lets the same file be chosen again after a refusal.
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div>
      <label htmlFor={fileId} className={fieldLabel}>
        {t('account.audioSample')}
      </label>
      <p id={fileHintId} className={fieldHint}>
        {t('account.audioSampleHint', {
          megabytes: LIMITS.voiceSampleBytes / MEGABYTE,
          min: recommended.min,
          max: recommended.max,
        })}
      </p>
      <label
        htmlFor={fileId}
        className="mt-3 flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed border-grape-200 bg-white px-4 py-4 transition hover:border-grape-400 hover:bg-grape-50/60 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-grape-600"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-sky-100 text-sky-700">
          <UploadIcon />
        </span>
        <span className="font-display font-semibold text-grape-700">
          {file ? t('account.chooseAnotherFile') : t('account.chooseAudioFile')}
        </span>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={VOICE_SAMPLE_ACCEPT}
          aria-describedby={fileHintId}
          disabled={disabled}
          onChange={(event) => choose(event.target.files?.[0])}
          className="sr-only"
        />
      </label>
      <div className="mt-3">
        <VoiceRecorder disabled={disabled} onRecorded={choose} />
      </div>
      {file && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-cream-300">
          <div className="min-w-0 flex-1 basis-40">
            <p className="truncate font-semibold text-ink" data-testid="chosen-sample">
              {file.name}
            </p>
            <p className="text-sm text-ink-soft">{megabytes(file.size)}</p>
          </div>
          {previewUrl && (
            // biome-ignore lint/a11y/useMediaCaption: the parent's own voice sample has no words to caption
            <audio
              controls
              src={previewUrl}
              aria-label={t('account.listenToSample')}
              className="h-10 max-w-full"
            />
          )}
        </div>
      )}
    </div>
  );
}
