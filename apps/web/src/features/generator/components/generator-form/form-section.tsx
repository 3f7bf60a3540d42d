import type { ComponentType, ReactNode } from 'react';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import type { GeneratorFormValues } from '../../model/generator-form-values.ts';

export type IconComponent = ComponentType<{ className?: string }>;

/** What every section of the generator form gets: the values and a way to change some of them. */
export interface FormSectionProps {
  form: GeneratorFormValues;
  onChange: (patch: Partial<GeneratorFormValues>) => void;
}

/** One titled card of the generator form. */
export function FormSection({
  title,
  icon: SectionIcon,
  tone,
  children,
}: {
  title: string;
  icon: IconComponent;
  tone: string;
  children: ReactNode;
}) {
  const id = useElementId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-[2rem] bg-white/80 p-5 shadow-soft ring-1 ring-cream-300/60 sm:p-7"
    >
      <h2 id={id} className="flex items-center gap-3 text-2xl font-semibold text-grape-800">
        <span className={`grid size-11 place-items-center rounded-2xl ${tone}`}>
          <SectionIcon className="size-6" />
        </span>
        {title}
      </h2>
      <div className="mt-5 space-y-6">{children}</div>
    </section>
  );
}
