import { checkbox, checkboxRow } from '../../../../components/form-styles.ts';
import { MicIcon } from '../../../../components/icons.tsx';
import type { VoiceGroup } from '../../model/voice-choices.ts';
import { VoiceSelect } from '../voice-select.tsx';
import { FormSection, type FormSectionProps } from './form-section.tsx';

interface VoiceSectionProps extends FormSectionProps {
  voice: string;
  voiceGroups: VoiceGroup[];
  voicesLoading: boolean;
}

/** The narrating voice and the background music. */
export function VoiceSection({ form, onChange, voice, voiceGroups, voicesLoading }: VoiceSectionProps) {
  return (
    <FormSection title="Voice and sound" icon={MicIcon} tone="bg-mint-100 text-mint-700">
      <VoiceSelect
        groups={voiceGroups}
        value={voice}
        language={form.language}
        onChange={(next) => onChange({ voice: next })}
        loading={voicesLoading}
      />
      <label className={checkboxRow}>
        <input
          type="checkbox"
          checked={form.backgroundMusic}
          onChange={(event) => onChange({ backgroundMusic: event.target.checked })}
          className={checkbox}
        />
        <span>
          <span className="block font-semibold text-ink">Background music</span>
          <span className="block text-sm text-ink-soft">Soft music under the narration.</span>
        </span>
      </label>
    </FormSection>
  );
}
