import { APP_TOOK_OVER_EVENT } from '@storyloom/contract';
import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { type ReactElement, useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater } from '../lib/hydrate-later.tsx';
import { drawOver } from './draw-over.ts';

/** A root on the page with what the server draws of this app in it. */
function drawnByServer(app: ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(app);
  document.body.append(root);
  return root;
}

/** Draws the app over the root, and waits until it says it has taken the whole screen over. */
function drawnOver(...args: Parameters<typeof drawOver>): Promise<void> {
  const tookOver = new Promise<void>((resolve) =>
    document.addEventListener(APP_TOOK_OVER_EVENT, () => resolve(), { once: true }),
  );
  drawOver(...args);
  return tookOver;
}

afterEach(() => {
  document.body.replaceChildren();
});

/** A form as the app draws it, saying what it holds. */
function Form() {
  const [name, setName] = useState('');
  const [theme, setTheme] = useState('ocean');
  const [length, setLength] = useState('short');
  const [music, setMusic] = useState(false);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <select aria-label="Theme" value={theme} onChange={(event) => setTheme(event.currentTarget.value)}>
        <option value="ocean">Ocean</option>
        <option value="space">Space</option>
      </select>
      {['short', 'long'].map((value) => (
        <input
          key={value}
          type="radio"
          name="length"
          aria-label={value}
          checked={length === value}
          onChange={() => setLength(value)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="Music"
        checked={music}
        onChange={(event) => setMusic(event.currentTarget.checked)}
      />
      <output>{`${name}|${theme}|${length}|${music}`}</output>
    </form>
  );
}

/** Two fields of one list, each setting the whole list from the one last drawn. */
function Things() {
  const [things, setThings] = useState(['', '']);
  return (
    <div>
      {things.map((thing, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the list's places are fixed
          key={index}
          aria-label={`Thing ${index + 1}`}
          value={thing}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setThings(things.map((other, at) => (at === index ? value : other)));
          }}
        />
      ))}
      <output>{things.join('|')}</output>
    </div>
  );
}

/** A choice the app draws again as soon as it has taken it over, while another part waits. */
function RedrawnChoice() {
  const [language, setLanguage] = useState('en');
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => setShown(true), []);
  return (
    <div>
      <select
        aria-label="Language"
        value={language}
        onChange={(event) => setLanguage(event.currentTarget.value)}
      >
        <option value="en">English</option>
        <option value="es">Español</option>
      </select>
      <HydrateLater>
        <p>{shown ? 'shown' : 'drawn'}</p>
      </HydrateLater>
      <output>{language}</output>
    </div>
  );
}

/** A field in a part of the screen taken over after the rest, and what the app holds of it. */
function LaterField() {
  const [name, setName] = useState('');
  return (
    <div>
      <HydrateLater>
        <input aria-label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      </HydrateLater>
      <output>{name}</output>
    </div>
  );
}

describe('drawOver, on a screen drawn as the app draws it', () => {
  it.each([
    ['taken over as it is', true],
    ['drawn anew', false],
  ])('passes on what the visitor typed and picked before the app started, %s', async (_, asDrawn) => {
    const root = drawnByServer(<Form />);
    const field = <T extends Element>(label: string) =>
      root.querySelector<T & Element>(`[aria-label="${label}"]`);
    // The visitor fills the form while the app's code is still on its way.
    const name = field<HTMLInputElement>('Name');
    if (name) name.value = 'Mia';
    const theme = field<HTMLSelectElement>('Theme');
    if (theme) theme.value = 'space';
    const long = field<HTMLInputElement>('long');
    if (long) long.checked = true;
    const music = field<HTMLInputElement>('Music');
    if (music) music.checked = true;

    await act(() => drawnOver(root, <Form />, asDrawn));

    await waitFor(() => expect(root.querySelector('output')?.textContent).toBe('Mia|space|long|true'));
    expect(name?.value).toBe('Mia');
    expect(theme?.value).toBe('space');
  });

  it('passes on each of a list’s fields, though each sets the whole list as the app last drew it', async () => {
    const root = drawnByServer(<Things />);
    const [first, second] = root.querySelectorAll('input');
    if (first) first.value = 'giraffes';
    if (second) second.value = 'purple';

    await drawnOver(root, <Things />, true);

    await waitFor(() => expect(root.querySelector('output')?.textContent).toBe('giraffes|purple'));
  });

  it('passes on what was picked though the app drew the field again before the rest was its own', async () => {
    const root = drawnByServer(<RedrawnChoice />);
    const language = root.querySelector('select');
    if (language) language.value = 'es';

    await drawnOver(root, <RedrawnChoice />, true);

    await waitFor(() => expect(root.querySelector('output')?.textContent).toBe('es'));
    expect(language?.value).toBe('es');
  });

  it('passes on what was typed while the screen was being taken over, though the field was drawn again', async () => {
    const root = drawnByServer(<LaterField />);
    const name = root.querySelector('input');
    const tookOver = drawnOver(root, <LaterField />, true);
    // Typed before the field's turn, then set back as a redraw would.
    if (name) {
      name.value = 'Ada';
      name.dispatchEvent(new Event('input', { bubbles: true }));
      name.value = '';
    }
    await tookOver;

    await waitFor(() => expect(root.querySelector('output')?.textContent).toBe('Ada'));
  });

  it('leaves a form nobody touched as it is', async () => {
    const root = drawnByServer(<Form />);
    await act(() => drawnOver(root, <Form />, true));
    expect(root.querySelector('output')?.textContent).toBe('|ocean|short|false');
  });

  it('passes on what was typed in a part taken over later, once its turn has come', async () => {
    const root = drawnByServer(<LaterField />);
    const name = root.querySelector('input');
    if (name) name.value = 'Ada';

    await drawnOver(root, <LaterField />, true);

    await waitFor(() => expect(root.querySelector('output')?.textContent).toBe('Ada'));
  });

  it('tells the document once the whole screen is the app’s, after what was typed is passed on', async () => {
    const root = drawnByServer(<LaterField />);
    const name = root.querySelector('input');
    if (name) name.value = 'Ada';
    const heard: string[] = [];
    root.addEventListener('input', () => heard.push('typed'));
    document.addEventListener(APP_TOOK_OVER_EVENT, () => heard.push('took over'), { once: true });

    drawOver(root, <LaterField />, true);
    // A part still waits for its turn.
    expect(heard).toEqual([]);
    await waitFor(() => expect(heard).toEqual(['typed', 'took over']));
  });
});
