import { fireEvent, waitFor } from '@testing-library/react';
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, hydrateInTurns, IdScope, useElementId } from './hydrate-later.tsx';

afterEach(() => {
  document.body.replaceChildren();
});

/** A button that counts its taps, and once tapped says so, labelled by the part's name by its id. */
function Counter({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  const id = useElementId();
  return (
    <div data-part={name}>
      <span id={id}>{name}</span>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        {`${name} ${taps}`}
      </button>
      {taps > 0 && <section aria-labelledby={id}>tapped</section>}
    </div>
  );
}

const app = (children: ReactNode) => <IdScope root>{children}</IdScope>;

/** The server's screen in a root, and a way to take it over in turns; `done` says when all are taken. */
function serverScreen(screen: ReactNode) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(app(screen));
  document.body.append(root);
  const takeOver = () => {
    const state = { done: false };
    hydrateInTurns(
      () => hydrate(app(screen), root),
      () => {
        state.done = true;
      },
    );
    return state;
  };
  return { root, html: root.innerHTML, takeOver };
}

const button = (root: Element, name: string) =>
  root.querySelector(`[data-part="${name}"] button`) as HTMLButtonElement;

/** A part taken over later, between two taken over first. */
const threeParts = () => (
  <main>
    <Counter name="first" />
    <HydrateLater>
      <Counter name="later" />
    </HydrateLater>
    <Counter name="last" />
  </main>
);

describe('hydrateInTurns', () => {
  it('takes a part over after the rest, keeping every element the server drew', async () => {
    const { root, html, takeOver } = serverScreen(threeParts());
    const elements = [...root.querySelectorAll('*')];

    const state = takeOver();

    expect(state.done).toBe(false);
    // Its turn has not come: the part is on screen as drawn, with no handler yet.
    fireEvent.click(button(root, 'later'));

    await waitFor(() => expect(state.done).toBe(true));
    expect([...root.querySelectorAll('*')]).toEqual(elements);
    expect(root.innerHTML).toBe(html);
    fireEvent.click(button(root, 'later'));
    await waitFor(() => expect(button(root, 'later').textContent).toBe('later 1'));
  });

  it('keeps the ids the server drew when a part before others is taken over later', async () => {
    const { root, html, takeOver } = serverScreen(threeParts());
    const state = takeOver();
    await waitFor(() => expect(state.done).toBe(true));
    expect(root.innerHTML).toBe(html);

    // A part that draws a new element labelled by its id must find its own label, not another part's.
    fireEvent.click(button(root, 'last'));
    await waitFor(() => expect(root.querySelector('[data-part="last"] section')).not.toBeNull());
    const labelId = root.querySelector('[data-part="last"] section')?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelId)?.textContent).toBe('last');
  });

  it('takes each part over in a task of its own', async () => {
    // What a part's drawing leaves for its task's microtasks has run when the next part is drawn only
    // if the next part is drawn in a later task.
    const settled = new Set<string>();
    const nextDrawnAfter: boolean[] = [];
    function Part({ name, after }: { name: string; after?: string }) {
      if (after !== undefined) nextDrawnAfter.push(settled.has(after));
      queueMicrotask(() => settled.add(name));
      return <p>{name}</p>;
    }
    const { takeOver } = serverScreen(
      <div>
        {['a', 'b', 'c'].map((name, index) => (
          <HydrateLater key={name}>
            <Part name={name} after={index > 0 ? ['a', 'b'][index - 1] : undefined} />
          </HydrateLater>
        ))}
      </div>,
    );
    // Only the take-over's drawing counts, once the server's has settled.
    await Promise.resolve();
    nextDrawnAfter.length = 0;
    settled.clear();

    const state = takeOver();
    await waitFor(() => expect(state.done).toBe(true));

    expect(nextDrawnAfter).toEqual([true, true]);
  });

  it('runs what follows at once when no part waits', () => {
    const { takeOver } = serverScreen(<Counter name="only" />);
    expect(takeOver().done).toBe(true);
  });
});

describe('HydrateLater', () => {
  it('draws its part at once outside a take-over', () => {
    const root = document.createElement('div');
    document.body.append(root);
    render(
      app(
        <HydrateLater>
          <Counter name="now" />
        </HydrateLater>,
      ),
      root,
    );
    expect(button(root, 'now').textContent).toBe('now 0');
  });
});
