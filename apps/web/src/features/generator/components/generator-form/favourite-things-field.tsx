import { FAVOURITE_THING_MAX_LENGTH, favouriteThings } from '@storyloom/contract';
import { fieldHint, fieldLabel, textInput } from '../../../../components/form-styles.ts';
import type { MessageKey } from '../../../../i18n/catalog.ts';
import { useErrorText } from '../../../../i18n/error-text.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { FieldProblem } from '../field-problem.tsx';

/** What each input suggests: one animal, one colour, one toy. */
const EXAMPLES: MessageKey[] = [
  'generator.favouriteExampleAnimal',
  'generator.favouriteExampleColour',
  'generator.favouriteExampleToy',
];

/** Up to three favourite things the story weaves in, each in its own small input. */
export function FavouriteThingsField({
  things,
  onChange,
}: {
  things: string[];
  onChange: (things: string[]) => void;
}) {
  const hintId = useElementId();
  const errorId = useElementId();
  const errorText = useErrorText();
  const t = useT();
  // Said by the field as well as by Generate Story, so the parent sees what to change where it is.
  const problem = favouriteThings.safeParse(things).error?.issues[0]?.message;
  const example = (at: number) => {
    const key = EXAMPLES[at];
    return key && t(key);
  };
  const change = (at: number, value: string) =>
    onChange(things.map((thing, i) => (i === at ? value : thing)));
  return (
    <fieldset aria-describedby={problem ? `${hintId} ${errorId}` : hintId}>
      <legend className={fieldLabel}>
        {t('generator.favouriteThings')}{' '}
        <span className="font-sans text-base font-normal text-ink-soft">{t('generator.optional')}</span>
      </legend>
      <p id={hintId} className={fieldHint}>
        {t('generator.favouriteThingsHint')}
      </p>
      <div className="grid gap-x-3 sm:grid-cols-3">
        {things.map((thing, at) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of three inputs
            key={at}
            type="text"
            aria-label={t('generator.favouriteThingOf', { number: at + 1, count: things.length })}
            value={thing}
            onChange={(event) => change(at, event.target.value)}
            maxLength={FAVOURITE_THING_MAX_LENGTH}
            autoComplete="off"
            placeholder={example(at)}
            className={textInput}
          />
        ))}
      </div>
      {problem && <FieldProblem id={errorId}>{errorText.of(problem)}</FieldProblem>}
    </fieldset>
  );
}
