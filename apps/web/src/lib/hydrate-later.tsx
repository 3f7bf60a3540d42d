import { createContext, type ReactNode, Suspense, useContext, useState } from 'react';

/**
 * Taking over the server's screen in turns. Preact's `hydrate` takes the whole screen over in one
 * go, and on a phone that is one long task, during which a tap waits. A part of the screen inside
 * `HydrateLater` is taken over in a task of its own, after the rest, one part per task, so the
 * browser can answer a tap between any two.
 *
 * While its turn has not come, a part stays on screen as the server drew it: its gate suspends,
 * and Preact keeps the element it would have claimed (a part must draw one element at its top).
 * When the turn comes, Preact takes that element over as `hydrate` would have.
 */

/** Ids drawn inside a scope, counted in the order the scope's components are first drawn. */
interface IdScopeValue {
  prefix: string;
  next: number;
}

const newScope = (prefix: string): IdScopeValue => ({ prefix, next: 0 });

/** Outside any IdScope, a component drawn on its own counts in one scope for the page. */
const IdScopeContext = createContext<IdScopeValue>(newScope('id-'));

/**
 * A scope of its own for the ids drawn inside it, named after its place in the scope around it.
 * The `root` scope starts afresh, for every screen the server draws.
 *
 * Ids must be the same in the server's screen and in the app that takes it over. Preact's `useId`
 * counts in one scope for the whole screen, in the order components are drawn, so a part taken
 * over later would take the numbers of the parts after it. Counted in scopes, each part's ids
 * depend only on its own contents.
 */
export function IdScope({ root = false, children }: { root?: boolean; children: ReactNode }) {
  const parent = useContext(IdScopeContext);
  const [scope] = useState(() => newScope(root ? 'id-' : `${parent.prefix}${parent.next++}-`));
  return <IdScopeContext.Provider value={scope}>{children}</IdScopeContext.Provider>;
}

/** An id for an element, the same in the server's screen and in the app: the app's `useId`. */
export function useElementId(): string {
  const scope = useContext(IdScopeContext);
  const [id] = useState(() => `${scope.prefix}${scope.next++}`);
  return id;
}

/** True only while `hydrateInTurns` runs the first take-over. */
let takingOver = false;
/** The parts waiting for their turn, in the order they are on screen, and what follows them. */
const waiting: Array<() => void> = [];
/** A message to itself starts a task at once, where a timer may wait 4 ms or more. */
let turns: MessageChannel | null = null;

function nextTurn(): void {
  if (!turns) {
    turns = new MessageChannel();
    turns.port1.onmessage = () => {
      waiting.shift()?.();
      if (waiting.length > 0) nextTurn();
    };
  }
  turns.port2.postMessage(null);
}

/**
 * Runs `hydrate`, leaving every part inside `HydrateLater` for a turn of its own afterwards, then
 * `afterwards`: at once when no part was left, else in a turn after the last part's.
 */
export function hydrateInTurns(hydrate: () => void, afterwards: () => void): void {
  takingOver = true;
  try {
    hydrate();
  } finally {
    takingOver = false;
  }
  if (waiting.length === 0) {
    afterwards();
    return;
  }
  waiting.push(afterwards);
  nextTurn();
}

function Gate({ children }: { children: ReactNode }) {
  if (takingOver) throw new Promise<void>((resolve) => waiting.push(resolve));
  return children;
}

/**
 * A part of the screen that the first take-over leaves for a turn of its own. It must draw a
 * single element at its top. Drawn at any other time, it draws at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <IdScope>
      <Suspense fallback={null}>
        <Gate>{children}</Gate>
      </Suspense>
    </IdScope>
  );
}
