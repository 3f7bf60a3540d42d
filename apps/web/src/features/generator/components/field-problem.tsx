import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/icons.tsx';

/** What is wrong with a field, under it: read out as it appears, and named by the field through `id`. */
export function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-2 flex items-center gap-2 text-sm font-semibold text-red-700">
      <AlertIcon className="size-4 shrink-0" />
      {children}
    </p>
  );
}
