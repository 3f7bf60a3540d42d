import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater } from '../lib/hydrate-later.tsx';
import { drawOver } from './draw-over.ts';

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
  it('passes on what the visitor typed and picked before the app started', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form />);
    document.body.append(root);
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

    await act(() => drawOver(root, <Form />, true));

    expect(root.querySelector('output')?.textContent).toBe('Mia|space|long|true');
    expect(name?.value).toBe('Mia');
  });

  it('leaves a form nobody touched as it is', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form />);
    document.body.append(root);
    await act(() => drawOver(root, <Form />, true));
    expect(root.querySelector('output')?.textContent).toBe('|ocean|short|false');
  });

  it('passes on what was typed in a part taken over later, once its turn has come', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<LaterField />);
    document.body.append(root);
    const name = root.querySelector('input');
    if (name) name.value = 'Ada';

    drawOver(root, <LaterField />, true);

    await waitFor(() => expect(root.querySelector('output')?.textContent).toBe('Ada'));
  });
});
