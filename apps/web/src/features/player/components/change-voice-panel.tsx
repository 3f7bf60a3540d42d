import {
  cloneIdFromVoice,
  providerForVoice,
  type RegenerateAudioRequest,
  type VoiceLists,
  type VoiceOption,
  voiceValueForClone,
} from '@storyloom/contract';
import { useState } from 'react';
import { fieldLabel, selectInput } from '../../../components/form-styles.ts';
import { CheckIcon, MicIcon, RefreshIcon } from '../../../components/icons.tsx';
import { ListenButton, ListenError } from '../../../components/listen-button.tsx';
import { useVoiceSample } from '../../../components/use-voice-sample.ts';
import { type ErrorText, useErrorText } from '../../../i18n/error-text.ts';
import { useRich, useT } from '../../../i18n/use-t.ts';
import { useVoiceClones } from '../../../lib/api/get-voice-clones.ts';
import { useVoiceOptions } from '../../../lib/api/get-voice-options.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { useRegenerateAudio } from '../api/regenerate-audio.ts';

interface ChangeVoicePanelProps {
  bundleId: string;
  /** The voice the story was last narrated with. */
  ttsVoice: string | null;
  /** The story's language: a voice is heard reading in it before it is chosen. */
  language: string;
  uid: string;
  /** Called once the story was reloaded with its new narration. */
  onRegenerated(): void;
}

interface VoiceGroup {
  label: string;
  options: { value: string; label: string }[];
}

const EMPTY_LISTS: VoiceLists = { openai: [], elevenlabs: [], builtin: [] };
const asOptions = (voices: readonly VoiceOption[] = []) =>
  voices.map(({ value, label }) => ({ value, label }));

/** The request for a chosen voice: a clone by id, any other voice with its provider (product §3). */
export function regenerateRequestFor(voice: string, lists: VoiceLists): RegenerateAudioRequest {
  const cloneId = cloneIdFromVoice(voice);
  if (cloneId) return { voice_clone_id: cloneId };
  return { tts_voice: voice, tts_provider: providerForVoice(voice, lists) };
}

/** The name a parent knows a voice by, from the voice lists; null when no list has it any more. */
function voiceName(voice: string, groups: VoiceGroup[]): string | null {
  for (const group of groups) {
    const option = group.options.find((candidate) => candidate.value === voice);
    if (option) return option.label;
  }
  return null;
}

/** The message of a failed regeneration: how long to wait, else the server's detail when it gave one (product §8). */
const regenerateErrorMessage = (text: ErrorText, error: unknown): string =>
  text.wait(error) ?? text.detail(error) ?? text.message('regenerateFailed');

/**
 * Lets the story's owner have it narrated again with another voice (product §2). Renders nothing
 * until there are voices to choose from.
 */
export function ChangeVoicePanel({
  bundleId,
  ttsVoice,
  language,
  uid,
  onRegenerated,
}: ChangeVoicePanelProps) {
  const t = useT();
  const rich = useRich();
  const selectId = useElementId();
  const voiceOptions = useVoiceOptions(true);
  const clones = useVoiceClones(uid);
  const regenerate = useRegenerateAudio(bundleId, onRegenerated);
  const [selected, setSelected] = useState('');
  const sample = useVoiceSample(selected, language);
  const errorText = useErrorText();

  const lists = voiceOptions.data?.voices ?? EMPTY_LISTS;
  const groups: VoiceGroup[] = [
    { label: t('player.builtinVoices'), options: asOptions(lists.builtin) },
    { label: t('player.openaiVoices'), options: asOptions(lists.openai) },
    { label: t('player.elevenlabsVoices'), options: asOptions(lists.elevenlabs) },
    {
      label: t('player.clonedVoices'),
      options: (clones.data ?? []).map((clone) => ({
        value: voiceValueForClone(clone.id),
        label: `💎 ${clone.voice_name}`,
      })),
    },
  ].filter((group) => group.options.length > 0);

  if (groups.length === 0) return null;

  const working = regenerate.isPending;
  // Product §2: shown whenever the story's voice is the one selected.
  const succeeded = selected !== '' && ttsVoice === selected;
  const narrator = ttsVoice ? voiceName(ttsVoice, groups) : null;

  return (
    <section
      aria-labelledby={`${selectId}-heading`}
      className="rounded-[2rem] bg-white p-6 shadow-soft ring-1 ring-cream-300/70 sm:p-7"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-2xl bg-sky-100 text-sky-700">
          <MicIcon className="size-6" />
        </span>
        <h2 id={`${selectId}-heading`} className="text-2xl font-semibold text-grape-800">
          {t('player.changeVoice')}
        </h2>
      </div>
      <p className="mt-2 text-ink-soft">{t('player.changeVoiceHint')}</p>
      {narrator && (
        <p className="mt-3 inline-block rounded-2xl bg-sky-50 px-4 py-1.5 text-ink ring-1 ring-sky-100">
          {rich('player.readNowBy', {
            narrator: <strong className="font-semibold text-grape-800">{narrator}</strong>,
          })}
        </p>
      )}
      <form
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!selected || working) return;
          sample.stop();
          regenerate.mutate(regenerateRequestFor(selected, lists));
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className={fieldLabel}>
            {t('player.voice')}
          </label>
          <div className="flex items-end gap-3">
            <select
              id={selectId}
              value={selected}
              onChange={(event) => setSelected(event.target.value)}
              disabled={working}
              className={`${selectInput} min-w-0 flex-1`}
            >
              <option value="">{t('player.chooseVoice')}</option>
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <ListenButton sample={sample} disabled={!selected || working} />
          </div>
        </div>
        <button type="submit" disabled={!selected || working} className="btn btn-primary h-13">
          <RefreshIcon className={`size-5 ${working ? 'motion-safe:animate-spin' : ''}`} />
          {working ? t('player.regenerating') : t('player.regenerateAudio')}
        </button>
      </form>
      <ListenError sample={sample} />
      <div aria-live="polite" className="mt-3 min-h-6">
        {regenerate.isError && (
          <p
            role="alert"
            className="rounded-2xl bg-red-50 px-4 py-2.5 font-semibold text-red-800 ring-1 ring-red-200"
          >
            {regenerateErrorMessage(errorText, regenerate.error)}
          </p>
        )}
        {succeeded && (
          <p className="flex items-center gap-2 font-semibold text-mint-700">
            <CheckIcon className="size-5" />
            {errorText.message('audioRegenerated')}
          </p>
        )}
      </div>
    </section>
  );
}
