import type { ImageMode } from '@storyloom/contract';
import {
  checkbox,
  checkboxRow,
  fieldHint,
  fieldLabel,
  selectInput,
} from '../../../../components/form-styles.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { imageModeGroups } from '../../model/image-mode-labels.ts';
import { PaletteIcon } from '../generator-icons.tsx';
import { ReferenceImageField } from '../reference-image-field.tsx';
import { FormSection, type FormSectionProps } from './form-section.tsx';

interface PicturesSectionProps extends FormSectionProps {
  imageModes?: readonly ImageMode[];
  generating: boolean;
}

/** Audio only, the reference image and the image quality. */
export function PicturesSection({ form, onChange, imageModes, generating }: PicturesSectionProps) {
  const ids = { imageMode: useElementId(), imageModeHint: useElementId() };
  const t = useT();
  return (
    <FormSection title={t('generator.picturesTitle')} icon={PaletteIcon} tone="bg-sky-100 text-sky-700">
      <label className={checkboxRow}>
        <input
          type="checkbox"
          checked={form.audioOnly}
          onChange={(event) => onChange({ audioOnly: event.target.checked })}
          className={checkbox}
        />
        <span>
          <span className="block font-semibold text-ink">{t('generator.audioOnly')}</span>
          <span className="block text-sm text-ink-soft">{t('generator.audioOnlyHint')}</span>
        </span>
      </label>
      <ReferenceImageField
        image={form.referenceImage}
        onChange={(referenceImage) => onChange({ referenceImage })}
        disabled={generating}
      />
      {!form.audioOnly && (
        <div>
          <label htmlFor={ids.imageMode} className={fieldLabel}>
            {t('generator.imageQuality')}
          </label>
          <select
            id={ids.imageMode}
            value={form.imageMode}
            onChange={(event) => onChange({ imageMode: event.target.value as ImageMode })}
            aria-describedby={ids.imageModeHint}
            className={selectInput}
          >
            {imageModeGroups(t, imageModes).map((group) => (
              <optgroup key={group.family} label={group.label}>
                {group.modes.map((mode) => (
                  <option key={mode.value} value={mode.value}>
                    {mode.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id={ids.imageModeHint} className={fieldHint}>
            {t('generator.imageQualityHint')}
          </p>
        </div>
      )}
    </FormSection>
  );
}
