import { useId } from 'react';
import { fieldHint, fieldLabel, selectInput } from '../../../components/form-styles.ts';
import { CLONE_MARK, CLONES_GROUP, type VoiceGroup } from '../model/voice-choices.ts';

interface VoiceSelectProps {
  groups: VoiceGroup[];
  value: string;
  onChange: (voice: string) => void;
  loading: boolean;
  disabled?: boolean;
}

/** The narrator's voice, grouped into builtin, OpenAI, ElevenLabs and the user's cloned voices. */
export function VoiceSelect({ groups, value, onChange, loading, disabled = false }: VoiceSelectProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        Narrator voice
      </label>
      <select
        id={id}
        value={loading ? '' : value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || loading}
        aria-describedby={hintId}
        className={selectInput}
      >
        {loading ? (
          <option value="">Loading voices…</option>
        ) : (
          groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.voices.map((voice) => (
                <option key={voice.value} value={voice.value}>
                  {voice.label}
                </option>
              ))}
            </optgroup>
          ))
        )}
      </select>
      <p id={hintId} className={fieldHint}>
        Who reads the story aloud.
        {groups.some((group) => group.label === CLONES_GROUP) &&
          ` Your cloned voices are marked with ${CLONE_MARK}.`}
      </p>
    </div>
  );
}
