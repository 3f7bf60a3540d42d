import type { ReactNode } from 'react';
import { RefreshIcon, SparklesIcon } from '../../../../components/icons.tsx';
import { useErrorText } from '../../../../i18n/error-text.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';

interface FormActionsProps {
  onReset: () => void;
  /** Why Generate Story is disabled, if it is. */
  problem: string | null;
  estimate: string;
  generating: boolean;
  /** Who will see the story, shown above the buttons so it is read before Generate Story. */
  privacy: ReactNode;
}

/** Reset, Generate Story and the line under it: why it is disabled, or how long a story takes. */
export function FormActions({ onReset, problem, estimate, generating, privacy }: FormActionsProps) {
  const submitHintId = useElementId();
  const errorText = useErrorText();
  const t = useT();
  return (
    <div className="space-y-5 rounded-[2rem] bg-grape-50 p-5 ring-1 ring-grape-100 sm:p-6">
      {/* Hidden while empty: nothing is said about privacy until sign-in has been checked. */}
      <fieldset disabled={generating} className="min-w-0 empty:hidden">
        {privacy}
      </fieldset>
      <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" onClick={onReset} className="btn btn-secondary px-6 py-3">
          <RefreshIcon className="size-5" />
          {t('generator.reset')}
        </button>
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <button
            type="submit"
            disabled={problem !== null || generating}
            aria-describedby={submitHintId}
            className="btn btn-primary px-8 py-3.5 text-lg"
          >
            <SparklesIcon className="size-5" />
            {t('generator.generate')}
          </button>
          <p id={submitHintId} className="text-center text-sm text-ink-soft sm:text-end">
            {problem !== null ? errorText.of(problem) : generating ? null : estimate}
          </p>
        </div>
      </div>
    </div>
  );
}
