import type { ComponentType, ReactNode } from 'react';

interface PageHeaderProps {
  /** The small pill above the heading. */
  eyebrow: string;
  eyebrowIcon: ComponentType<{ className?: string }>;
  title: string;
  /** The line under the heading, e.g. a count. */
  description?: ReactNode;
  /** Links or buttons beside the heading, e.g. 'Create New Story'. */
  actions?: ReactNode;
}

/** The heading block of a list screen, in the generator's style. */
export function PageHeader({
  eyebrow,
  eyebrowIcon: EyebrowIcon,
  title,
  description,
  actions,
}: PageHeaderProps) {
  return (
    <header className="flex flex-col items-center gap-6 text-center md:flex-row md:items-end md:justify-between md:text-start">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-bold text-grape-700 shadow-soft ring-1 ring-grape-100">
          <EyebrowIcon className="size-4 text-peach-400" />
          {eyebrow}
        </p>
        <h1 className="mt-4 text-4xl font-semibold text-grape-800 sm:text-5xl">{title}</h1>
        {description && <p className="mt-3 max-w-xl text-lg text-pretty text-ink-soft">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap justify-center gap-3">{actions}</div>}
    </header>
  );
}

/** The width and soft glow every list screen sits in. */
export function ScreenFrame({ children }: { children: ReactNode }) {
  return (
    <div className="bg-hero-glow">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 md:pt-14">{children}</div>
    </div>
  );
}
