import type { ImageMode } from '@storyloom/contract';
import { useId } from 'react';
import {
  checkbox,
  checkboxRow,
  fieldHint,
  fieldLabel,
  selectInput,
} from '../../../../components/form-styles.ts';
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
  const ids = { imageMode: useId(), imageModeHint: useId() };
  return (
    <FormSection title="Pictures" icon={PaletteIcon} tone="bg-sky-100 text-sky-700">
      <label className={checkboxRow}>
        <input
          type="checkbox"
          checked={form.audioOnly}
          onChange={(event) => onChange({ audioOnly: event.target.checked })}
          className={checkbox}
        />
        <span>
          <span className="block font-semibold text-ink">Audio only</span>
          <span className="block text-sm text-ink-soft">
            No pictures, just a story to listen to with eyes closed.
          </span>
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
            Image quality
          </label>
          <select
            id={ids.imageMode}
            value={form.imageMode}
            onChange={(event) => onChange({ imageMode: event.target.value as ImageMode })}
            aria-describedby={ids.imageModeHint}
            className={selectInput}
          >
            {imageModeGroups(imageModes).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.modes.map((mode) => (
                  <option key={mode.value} value={mode.value}>
                    {mode.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id={ids.imageModeHint} className={fieldHint}>
            How the pictures are drawn. If you are not sure, let us pick.
          </p>
        </div>
      )}
    </FormSection>
  );
}
