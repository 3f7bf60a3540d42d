import { fieldHint, fieldLabel, selectInput } from '../../../components/form-styles.ts';
import { ListenButton, ListenError } from '../../../components/listen-button.tsx';
import { useVoiceSample } from '../../../components/use-voice-sample.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { CLONE_MARK, CLONES_GROUP, type VoiceGroup } from '../model/voice-choices.ts';

interface VoiceSelectProps {
  groups: VoiceGroup[];
  value: string;
  /** The story's language: the voice is heard reading in it. */
  language: string;
  onChange: (voice: string) => void;
  loading: boolean;
  disabled?: boolean;
}

/**
 * The narrator's voice, grouped into builtin, OpenAI, ElevenLabs and the user's cloned voices,
 * with Listen beside it to hear the chosen voice first.
 */
export function VoiceSelect({
  groups,
  value,
  language,
  onChange,
  loading,
  disabled = false,
}: VoiceSelectProps) {
  const id = useElementId();
  const hintId = useElementId();
  const sample = useVoiceSample(value, language);
  const t = useT();
  const hasClones = groups.some((group) => group.label === CLONES_GROUP);
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {t('generator.narratorVoice')}
      </label>
      <div className="flex items-end gap-3">
        <select
          id={id}
          value={loading ? '' : value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled || loading}
          aria-describedby={hintId}
          className={`${selectInput} min-w-0 flex-1`}
        >
          {loading ? (
            <option value="">{t('generator.loadingVoices')}</option>
          ) : (
            groups.map((group) => (
              <optgroup key={group.label} label={t(group.label)}>
                {group.voices.map((voice) => (
                  <option key={voice.value} value={voice.value}>
                    {voice.label}
                  </option>
                ))}
              </optgroup>
            ))
          )}
        </select>
        <ListenButton sample={sample} disabled={disabled || loading || !value} />
      </div>
      <ListenError sample={sample} />
      <p id={hintId} className={fieldHint}>
        {hasClones ? t('generator.voiceHintWithClones', { mark: CLONE_MARK }) : t('generator.voiceHint')}
      </p>
    </div>
  );
}
