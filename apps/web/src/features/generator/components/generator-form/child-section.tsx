import { AGE_GROUPS, type AgeGroup, CHILD_NAME_MAX_LENGTH } from '@storyloom/contract';
import { useId } from 'react';
import { fieldLabel, textInput } from '../../../../components/form-styles.ts';
import { BookOpenIcon, HeadphonesIcon } from '../../../../components/icons.tsx';
import type { GeneratorFormValues } from '../../model/generator-form-values.ts';
import { type ChoiceCardOption, ChoiceCards } from '../choice-cards.tsx';
import { BabyIcon, RainbowIcon, RocketIcon, SmileIcon, TeddyIcon } from '../generator-icons.tsx';
import { FavouriteThingsField } from './favourite-things-field.tsx';
import { FormSection, type FormSectionProps, type IconComponent } from './form-section.tsx';

const AGE_ICONS: Record<AgeGroup, { icon: IconComponent; tone: string }> = {
  babies: { icon: BabyIcon, tone: 'bg-peach-100 text-peach-700' },
  preschool: { icon: TeddyIcon, tone: 'bg-sunny-200 text-peach-700' },
  'early-readers': { icon: BookOpenIcon, tone: 'bg-sky-100 text-sky-700' },
  elementary: { icon: RocketIcon, tone: 'bg-grape-100 text-grape-700' },
  tweens: { icon: HeadphonesIcon, tone: 'bg-mint-100 text-mint-700' },
  adaptive: { icon: RainbowIcon, tone: 'bg-peach-100 text-grape-700' },
};

const ageOptions: ChoiceCardOption<AgeGroup>[] = AGE_GROUPS.map((group) => ({
  value: group.value,
  title: group.label,
  detail: group.range,
  ...AGE_ICONS[group.value],
}));

const genderOptions: ChoiceCardOption<GeneratorFormValues['childGender']>[] = [
  { value: 'girl', title: 'a girl' },
  { value: 'boy', title: 'a boy' },
  { value: 'unspecified', title: 'just use the name' },
];

/** The child's name, their favourite things, who the story is about and their age group. */
export function ChildSection({ form, onChange }: FormSectionProps) {
  const nameId = useId();
  return (
    <FormSection title="Who is the story for?" icon={SmileIcon} tone="bg-peach-100 text-peach-700">
      <div>
        <label htmlFor={nameId} className={fieldLabel}>
          Child's name
        </label>
        <input
          id={nameId}
          type="text"
          value={form.childName}
          onChange={(event) => onChange({ childName: event.target.value })}
          maxLength={CHILD_NAME_MAX_LENGTH}
          autoComplete="off"
          required
          placeholder="e.g. Mia"
          className={textInput}
        />
      </div>
      <FavouriteThingsField
        things={form.favouriteThings}
        onChange={(favouriteThings) => onChange({ favouriteThings })}
      />
      <ChoiceCards
        legend={
          <>
            Story about <span className="font-sans text-base font-normal text-ink-soft">(optional)</span>
          </>
        }
        name="child-gender"
        value={form.childGender}
        options={genderOptions}
        onChange={(childGender) => onChange({ childGender })}
        className="grid-cols-3"
      />
      <ChoiceCards
        legend="Age group"
        name="age-group"
        value={form.ageGroup}
        options={ageOptions}
        onChange={(ageGroup) => onChange({ ageGroup })}
      />
    </FormSection>
  );
}
