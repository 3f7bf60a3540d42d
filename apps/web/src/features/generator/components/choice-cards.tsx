import type { ComponentType, ReactNode } from 'react';
import { fieldLabel } from '../../../components/form-styles.ts';

export interface ChoiceCardOption<T extends string | number> {
  value: T;
  title: string;
  detail?: string;
  /** A decorative icon, drawn in `tone` (background and text colour classes). */
  icon?: ComponentType<{ className?: string }>;
  tone?: string;
}

interface ChoiceCardsProps<T extends string | number> {
  legend: ReactNode;
  name: string;
  value: T;
  options: readonly ChoiceCardOption<T>[];
  onChange: (value: T) => void;
  /** Grid classes for the cards. */
  className?: string;
}

/** A radio group drawn as cards: arrow keys move between them, as with any radio group. */
export function ChoiceCards<T extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  className = 'grid-cols-2 sm:grid-cols-3',
}: ChoiceCardsProps<T>) {
  return (
    <fieldset>
      <legend className={fieldLabel}>{legend}</legend>
      <div className={`mt-2 grid gap-3 ${className}`}>
        {options.map((option) => (
          <label
            key={String(option.value)}
            className="relative flex cursor-pointer flex-col items-center gap-0.5 rounded-2xl bg-white px-3 py-3 text-center ring-2 ring-cream-300 transition hover:-translate-y-0.5 hover:ring-grape-300 has-checked:bg-grape-50 has-checked:ring-grape-600 has-checked:shadow-[0_4px_0_0_var(--color-grape-200)] has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-grape-600"
          >
            <input
              type="radio"
              name={name}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.icon && (
              <span
                className={`mb-1 grid size-10 place-items-center rounded-xl ${option.tone ?? 'bg-grape-100 text-grape-700'}`}
              >
                <option.icon className="size-6" />
              </span>
            )}
            <span className="font-display font-semibold text-ink">{option.title}</span>
            {/* The space keeps 'Preschool 3-5' two words for screen readers. */}
            {option.detail && ' '}
            {option.detail && <span className="text-sm text-ink-soft">{option.detail}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
