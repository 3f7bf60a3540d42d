import type { ImageMode } from '@storyloom/contract';
import { type FormEvent, memo } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import type { GeneratorFormValues } from '../model/generator-form-values.ts';
import type { VoiceGroup } from '../model/voice-choices.ts';
import { AppearanceSection } from './generator-form/appearance-section.tsx';
import { ChildSection } from './generator-form/child-section.tsx';
import { FormActions } from './generator-form/form-actions.tsx';
import { PicturesSection } from './generator-form/pictures-section.tsx';
import { SignedInSection } from './generator-form/signed-in-section.tsx';
import { StoryPrivacy } from './generator-form/story-privacy.tsx';
import { StorySection } from './generator-form/story-section.tsx';
import { VoiceSection } from './generator-form/voice-section.tsx';

// Each section is drawn again only when its own props change: the form is some 400 elements, and
// the sign-in, the voices or a generation arriving changes few of them.
const Child = memo(ChildSection);
const Appearance = memo(AppearanceSection);
const Story = memo(StorySection);
const Pictures = memo(PicturesSection);
const Voice = memo(VoiceSection);

export interface GeneratorFormProps {
  form: GeneratorFormValues;
  onChange: (patch: Partial<GeneratorFormValues>) => void;
  onSubmit: () => void;
  onReset: () => void;
  signedIn: boolean;
  /** Whether sign-in is still being checked. */
  authLoading: boolean;
  onSignIn: () => void;
  /** Whether the user is on the premium plan that sign language needs; undefined while unknown. */
  premium?: boolean;
  voice: string;
  voiceGroups: VoiceGroup[];
  voicesLoading: boolean;
  imageModes?: readonly ImageMode[];
  /** Why Generate Story is disabled, if it is. */
  problem: string | null;
  estimate: string;
  generating: boolean;
}

/** Every field of the generator screen (product §2) with its defaults. */
export function GeneratorForm({
  form,
  onChange,
  onSubmit,
  onReset,
  signedIn,
  authLoading,
  onSignIn,
  premium,
  voice,
  voiceGroups,
  voicesLoading,
  imageModes,
  problem,
  estimate,
  generating,
}: GeneratorFormProps) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && !generating) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('generator.formLabel')} className="space-y-6">
      <fieldset disabled={generating} className="min-w-0 space-y-6">
        <HydrateLater>
          <Child form={form} onChange={onChange} />
        </HydrateLater>
        <HydrateLater>
          <Appearance form={form} onChange={onChange} />
        </HydrateLater>
        <HydrateLater>
          <Story form={form} onChange={onChange} />
        </HydrateLater>
        <HydrateLater>
          <Pictures form={form} onChange={onChange} imageModes={imageModes} generating={generating} />
        </HydrateLater>
        <HydrateLater>
          <Voice
            form={form}
            onChange={onChange}
            voice={voice}
            voiceGroups={voiceGroups}
            voicesLoading={voicesLoading}
          />
        </HydrateLater>
        {signedIn && <SignedInSection form={form} onChange={onChange} premium={premium} />}
      </fieldset>
      <HydrateLater>
        <FormActions
          onReset={onReset}
          problem={problem}
          estimate={estimate}
          generating={generating}
          privacy={
            <StoryPrivacy
              signedIn={signedIn}
              authLoading={authLoading}
              privacy={form.privacy}
              onChange={(privacy) => onChange({ privacy })}
              onSignIn={onSignIn}
            />
          }
        />
      </HydrateLater>
    </form>
  );
}
