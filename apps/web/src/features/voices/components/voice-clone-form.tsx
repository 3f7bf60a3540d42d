import {
  createCloneErrorMessage,
  LIMITS,
  VOICE_SAMPLE_ACCEPT,
  validateVoiceCloneForm,
  validateVoiceSample,
} from '@storyloom/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fieldHint, fieldLabel, textInput } from '../../../components/form-styles.ts';
import { AlertIcon, UploadIcon } from '../../../components/icons.tsx';
import { ApiError, waitMessageOf } from '../../../lib/api-client.ts';
import { useCreateVoiceClone } from '../api/create-voice-clone.ts';
import { VoiceRecorder } from './voice-recorder.tsx';

const recommended = LIMITS.voiceSampleRecommendedSeconds;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

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

/** The failure shown under the form: how long to wait, the server's detail, or the premium wording (spec §8). */
const createErrorMessage = (error: unknown) =>
  waitMessageOf(error) ?? createCloneErrorMessage(error instanceof ApiError ? error.detail : undefined);

interface VoiceCloneFormProps {
  /** The signed-in parent the clone is made for. */
  uid: string;
  onDone: () => void;
}

/** Names and uploads (or records) a voice sample, checked by the rules of spec §5 before it is sent. */
export function VoiceCloneForm({ uid, onDone }: VoiceCloneFormProps) {
  const nameId = useId();
  const fileId = useId();
  const fileHintId = useId();
  const headingId = useId();
  const [voiceName, setVoiceName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const create = useCreateVoiceClone(uid);
  const previewUrl = usePreviewUrl(file);
  const submitting = create.isPending;

  useEffect(() => nameInput.current?.focus(), []);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = validateVoiceSample(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
    // Lets the same file be chosen again after a refusal.
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = validateVoiceCloneForm({ voiceName, file, signedIn: true });
    setError(problem);
    if (problem || !file) return;
    create.mutate(
      { voiceName, file },
      { onSuccess: onDone, onError: (failure) => setError(createErrorMessage(failure)) },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[2rem] bg-white p-6 shadow-soft ring-1 ring-cream-300/70 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-grape-800">
        Create New Voice Clone
      </h2>
      <form className="mt-6 flex flex-col gap-6" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={nameId} className={fieldLabel}>
            Voice Name
          </label>
          <input
            ref={nameInput}
            id={nameId}
            type="text"
            value={voiceName}
            maxLength={LIMITS.voiceNameMaxLength}
            onChange={(event) => setVoiceName(event.target.value)}
            placeholder="e.g. Mum, Grandpa Joe"
            disabled={submitting}
            className={textInput}
          />
        </div>

        <div>
          <label htmlFor={fileId} className={fieldLabel}>
            Audio Sample (WAV, MP3, M4A)
          </label>
          <p id={fileHintId} className={fieldHint}>
            {`Up to ${LIMITS.voiceSampleBytes / (1024 * 1024)}MB. ${recommended.min}–${recommended.max} seconds of you reading aloud in a quiet room works best.`}
          </p>
          <label
            htmlFor={fileId}
            className="mt-3 flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed border-grape-200 bg-white px-4 py-4 transition hover:border-grape-400 hover:bg-grape-50/60 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-grape-600"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-sky-100 text-sky-700">
              <UploadIcon />
            </span>
            <span className="font-display font-semibold text-grape-700">
              {file ? 'Choose another file' : 'Choose an audio file'}
            </span>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept={VOICE_SAMPLE_ACCEPT}
              aria-describedby={fileHintId}
              disabled={submitting}
              onChange={(event) => choose(event.target.files?.[0])}
              className="sr-only"
            />
          </label>
          <div className="mt-3">
            <VoiceRecorder disabled={submitting} onRecorded={choose} />
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
                  aria-label="Listen to your sample"
                  className="h-10 max-w-full"
                />
              )}
            </div>
          )}
        </div>

        <div aria-live="polite">
          {error && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800 ring-1 ring-red-200"
            >
              <AlertIcon className="mt-0.5 size-5 shrink-0" />
              {error}
            </p>
          )}
        </div>

        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={!voiceName.trim() || !file || submitting}
            aria-busy={submitting || undefined}
            className="btn btn-primary px-6 py-3"
          >
            {submitting ? 'Creating voice clone...' : 'Create Voice Clone'}
          </button>
          <button
            type="button"
            onClick={onDone}
            disabled={submitting}
            className="btn btn-secondary px-6 py-3"
          >
            Cancel
          </button>
        </div>
        {submitting && (
          <p role="status" className="text-ink-soft">
            Listening to your sample and making the voice. This takes a few seconds.
          </p>
        )}
      </form>
    </section>
  );
}
