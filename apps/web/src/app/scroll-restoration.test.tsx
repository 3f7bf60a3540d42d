import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Screen() {
  const navigate = useNavigate();
  return (
    <>
      <ScrollRestoration />
      <button type="button" onClick={() => navigate('/play/b1')}>
        Play
      </button>
    </>
  );
}

describe('ScrollRestoration', () => {
  it('leaves the page just opened where the visitor scrolled it, and starts the next screen at its top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(
      <MemoryRouter initialEntries={['/archives']}>
        <Screen />
      </MemoryRouter>,
    );
    await act(async () => {});
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button', { name: 'Play' }).click());
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});
