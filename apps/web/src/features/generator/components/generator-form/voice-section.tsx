import { checkbox, checkboxRow } from '../../../../components/form-styles.ts';
import { MicIcon } from '../../../../components/icons.tsx';
import { useT } from '../../../../i18n/use-t.ts';
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
  const t = useT();
  return (
    <FormSection title={t('generator.voiceTitle')} icon={MicIcon} tone="bg-mint-100 text-mint-700">
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
          <span className="block font-semibold text-ink">{t('generator.backgroundMusic')}</span>
          <span className="block text-sm text-ink-soft">{t('generator.backgroundMusicHint')}</span>
        </span>
      </label>
    </FormSection>
  );
}
