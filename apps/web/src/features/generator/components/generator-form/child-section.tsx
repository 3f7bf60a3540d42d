import { AGE_GROUPS, type AgeGroup, CHILD_NAME_MAX_LENGTH } from '@storyloom/contract';
import { fieldLabel, textInput } from '../../../../components/form-styles.ts';
import { BookOpenIcon, HeadphonesIcon } from '../../../../components/icons.tsx';
import { useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import type { GeneratorFormValues } from '../../model/generator-form-values.ts';
import { AGE_GROUP_LABELS } from '../../model/option-labels.ts';
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

/** The age groups the generator offers; 'adaptive' suits every age. */
function useAgeOptions(): ChoiceCardOption<AgeGroup>[] {
  const t = useT();
  return AGE_GROUPS.map((group) => ({
    value: group.value,
    title: t(AGE_GROUP_LABELS[group.value]),
    detail: group.value === 'adaptive' ? t('generator.ageAllAges') : group.range,
    ...AGE_ICONS[group.value],
  }));
}

/** The child's name, their favourite things, who the story is about and their age group. */
export function ChildSection({ form, onChange }: FormSectionProps) {
  const nameId = useElementId();
  const t = useT();
  const ageOptions = useAgeOptions();
  const genderOptions: ChoiceCardOption<GeneratorFormValues['childGender']>[] = [
    { value: 'girl', title: t('generator.genderGirl') },
    { value: 'boy', title: t('generator.genderBoy') },
    { value: 'unspecified', title: t('generator.genderUnspecified') },
  ];
  return (
    <FormSection title={t('generator.childTitle')} icon={SmileIcon} tone="bg-peach-100 text-peach-700">
      <div>
        <label htmlFor={nameId} className={fieldLabel}>
          {t('generator.childName')}
        </label>
        <input
          id={nameId}
          type="text"
          value={form.childName}
          onChange={(event) => onChange({ childName: event.target.value })}
          maxLength={CHILD_NAME_MAX_LENGTH}
          autoComplete="off"
          required
          placeholder={t('generator.childNamePlaceholder')}
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
            {t('generator.storyAbout')}{' '}
            <span className="font-sans text-base font-normal text-ink-soft">{t('generator.optional')}</span>
          </>
        }
        name="child-gender"
        value={form.childGender}
        options={genderOptions}
        onChange={(childGender) => onChange({ childGender })}
        className="grid-cols-3"
      />
      <ChoiceCards
        legend={t('generator.ageGroup')}
        name="age-group"
        value={form.ageGroup}
        options={ageOptions}
        onChange={(ageGroup) => onChange({ ageGroup })}
      />
    </FormSection>
  );
}
