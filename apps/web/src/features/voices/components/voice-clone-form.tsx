import { LIMITS, validateVoiceCloneForm, validateVoiceSample } from '@storyloom/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fieldLabel, textInput } from '../../../components/form-styles.ts';
import { AlertIcon } from '../../../components/icons.tsx';
import { type ErrorText, useErrorText } from '../../../i18n/error-text.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { useCreateVoiceClone } from '../api/create-voice-clone.ts';
import { VoiceSampleField } from './voice-sample-field.tsx';

/** The failure shown under the form: how long to wait, the server's detail, or the premium wording (product §8). */
const createErrorMessage = (text: ErrorText, error: unknown) =>
  text.wait(error) ?? text.createCloneFailed(error);

interface VoiceCloneFormProps {
  /** The signed-in parent the clone is made for. */
  uid: string;
  onDone: () => void;
}

/** Names and uploads (or records) a voice sample, checked by the rules of product §5 before it is sent. */
export function VoiceCloneForm({ uid, onDone }: VoiceCloneFormProps) {
  const nameId = useElementId();
  const headingId = useElementId();
  const [voiceName, setVoiceName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const create = useCreateVoiceClone(uid);
  const errorText = useErrorText();
  const submitting = create.isPending;
  const t = useT();

  useEffect(() => nameInput.current?.focus(), []);

  const choose = (chosen: File) => {
    const problem = validateVoiceSample(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = validateVoiceCloneForm({ voiceName, file, signedIn: true });
    setError(problem);
    if (problem || !file) return;
    create.mutate(
      { voiceName, file },
      { onSuccess: onDone, onError: (failure) => setError(createErrorMessage(errorText, failure)) },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[2rem] bg-white p-6 shadow-soft ring-1 ring-cream-300/70 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-grape-800">
        {t('account.createNewVoiceClone')}
      </h2>
      <form className="mt-6 flex flex-col gap-6" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={nameId} className={fieldLabel}>
            {t('account.voiceName')}
          </label>
          <input
            ref={nameInput}
            id={nameId}
            type="text"
            value={voiceName}
            maxLength={LIMITS.voiceNameMaxLength}
            onChange={(event) => setVoiceName(event.target.value)}
            placeholder={t('account.voiceNamePlaceholder')}
            disabled={submitting}
            className={textInput}
          />
        </div>

        <VoiceSampleField file={file} disabled={submitting} onChoose={choose} />

        <div aria-live="polite">
          {error && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800 ring-1 ring-red-200"
            >
              <AlertIcon className="mt-0.5 size-5 shrink-0" />
              {errorText.of(error)}
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
            {submitting ? t('account.creatingVoiceClone') : t('account.createVoiceClone')}
          </button>
          <button
            type="button"
            onClick={onDone}
            disabled={submitting}
            className="btn btn-secondary px-6 py-3"
          >
            {t('account.cancel')}
          </button>
        </div>
        {submitting && (
          <p role="status" className="text-ink-soft">
            {t('account.makingVoice')}
          </p>
        )}
      </form>
    </section>
  );
}
