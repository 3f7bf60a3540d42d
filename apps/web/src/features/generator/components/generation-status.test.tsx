import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialProgress } from '../model/generation-progress.ts';
import { GenerationStatus } from './generation-status.tsx';
import { LOADING_ANIMATIONS, pickLoadingAnimation } from './loading-animations.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GenerationStatus', () => {
  it('rotates through the four status messages every 3 seconds, then starts again', () => {
    render(
      <MemoryRouter>
        <GenerationStatus
          childName="Mia"
          bundleId={null}
          progress={initialProgress(2)}
          estimate="Estimated time: 10–16 seconds"
          animation="rocket"
        />
      </MemoryRouter>,
    );
    const status = screen.getByTestId('generation-status');

    expect(status).toHaveTextContent('Writing your story...');
    act(() => vi.advanceTimersByTime(2999));
    expect(status).toHaveTextContent('Writing your story...');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Creating illustrations...');
    act(() => vi.advanceTimersByTime(3000));
    expect(status).toHaveTextContent('Generating voice narration...');
    act(() => vi.advanceTimersByTime(3000));
    expect(status).toHaveTextContent('Putting it all together...');
    act(() => vi.advanceTimersByTime(3000));
    expect(status).toHaveTextContent('Writing your story...');
  });

  it('shows the progress as a labelled progress bar with the estimate and the chosen animation', () => {
    const { container } = render(
      <MemoryRouter>
        <GenerationStatus
          childName="Mia"
          bundleId="b42"
          progress={{
            percent: 55,
            message: 'Scene 2 of 4 is ready',
            scenesReady: 2,
            sceneCount: 4,
            firstSceneReady: true,
          }}
          estimate="Estimated time: 10–16 seconds"
          animation="sheep"
        />
      </MemoryRouter>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Story progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '55');
    expect(bar).toHaveAttribute('aria-valuetext', '55% · 2 of 4 scenes ready');
    expect(screen.getByText('Estimated time: 10–16 seconds')).toBeInTheDocument();
    expect(container.querySelector('[data-animation]')).toHaveAttribute('data-animation', 'sheep');
    expect(screen.getByRole('link', { name: 'Start listening now' })).toHaveAttribute('href', '/play/b42');
  });

  it('offers to start listening only once scene 1 is ready', () => {
    render(
      <MemoryRouter>
        <GenerationStatus
          childName="Mia"
          bundleId="b42"
          progress={{ ...initialProgress(4), scenesReady: 1 }}
          estimate="Estimated time: 10–16 seconds"
          animation="whale"
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Start listening now' })).not.toBeInTheDocument();
  });
});

describe('pickLoadingAnimation', () => {
  it('can pick each of the five animations', () => {
    const picked = [0, 0.2, 0.4, 0.6, 0.8, 0.999].map((n) => pickLoadingAnimation(() => n));
    expect(new Set(picked)).toEqual(new Set(LOADING_ANIMATIONS));
    expect(LOADING_ANIMATIONS).toHaveLength(5);
  });
});
