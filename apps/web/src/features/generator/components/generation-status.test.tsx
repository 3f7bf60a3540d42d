import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalog.ts';
import { I18nProvider } from '../../../i18n/i18n-provider.tsx';
import {
  applyProgressEvent,
  applyScenesReady,
  applySignsReady,
  type GenerationProgress,
  initialProgress,
} from '../model/generation-progress.ts';
import { GenerationStatus } from './generation-status.tsx';
import { LOADING_ANIMATIONS, pickLoadingAnimation } from './loading-animations.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const progressEvent = (
  stage: 'writing' | 'illustrating' | 'narrating' | 'finishing',
  message: string,
  scene: number | null = null,
) => ({
  stage,
  scene,
  of: 2,
  message,
});

function renderStatus(progress: GenerationProgress, audioOnly = false) {
  const props = {
    childName: 'Mia',
    audioOnly,
    bundleId: null,
    estimate: 'Estimated time: 2–5 seconds',
    animation: 'rocket',
  } as const;
  const view = render(
    <MemoryRouter>
      <GenerationStatus {...props} progress={progress} />
    </MemoryRouter>,
  );
  return {
    status: screen.getByTestId('generation-status'),
    update: (next: GenerationProgress) =>
      view.rerender(
        <MemoryRouter>
          <GenerationStatus {...props} progress={next} />
        </MemoryRouter>,
      ),
  };
}

describe('GenerationStatus', () => {
  it('says it is writing the story until the server starts on the scenes', () => {
    const { status } = renderStatus(initialProgress(2));
    expect(status).toHaveTextContent('Writing your story...');
    act(() => vi.advanceTimersByTime(9000));
    expect(status).toHaveTextContent('Writing your story...');
  });

  it('rotates every 3 seconds between pictures and narration while the scenes are made', () => {
    const { status, update } = renderStatus(initialProgress(2));
    act(() => vi.advanceTimersByTime(2000));
    update(
      applyProgressEvent(
        initialProgress(2),
        progressEvent('illustrating', 'Illustrating and narrating scene 1 of 2', 1),
      ),
    );
    expect(status).toHaveTextContent('Creating illustrations...');
    act(() => vi.advanceTimersByTime(2999));
    expect(status).toHaveTextContent('Creating illustrations...');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Generating voice narration...');
    act(() => vi.advanceTimersByTime(3000));
    expect(status).toHaveTextContent('Creating illustrations...');
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '0% · Illustrating and narrating scene 1 of 2',
    );
  });

  it('never speaks of illustrations for an audio-only story', () => {
    const narrating = applyProgressEvent(
      initialProgress(2),
      progressEvent('narrating', 'Narrating scene 1 of 2'),
    );
    const { status } = renderStatus(narrating, true);
    for (let tick = 0; tick < 4; tick += 1) {
      expect(status).toHaveTextContent('Generating voice narration...');
      act(() => vi.advanceTimersByTime(3000));
    }
  });

  it('puts it all together once every scene is ready, and makes sign videos first when asked', () => {
    const allReady = applyScenesReady(initialProgress(2), 2);
    const { status, update } = renderStatus(allReady);
    expect(status).toHaveTextContent('Putting it all together...');

    const signing = applySignsReady(applyScenesReady(initialProgress(2, true), 2), 1);
    update(signing);
    expect(status).toHaveTextContent('Making the sign language videos...');
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '100% · 1 of 2 sign language videos ready',
    );
  });

  it('shows the progress as a labelled progress bar with the estimate and the chosen animation', () => {
    const { container } = render(
      <MemoryRouter>
        <GenerationStatus
          childName="Mia"
          bundleId="b42"
          audioOnly={false}
          progress={{
            ...initialProgress(4),
            percent: 50,
            step: { stage: 'finishing', scene: 2 },
            scenesReady: 2,
            scenesStarted: true,
            firstSceneReady: true,
          }}
          estimate="Estimated time: 10–16 seconds"
          animation="sheep"
        />
      </MemoryRouter>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Story progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50% · 2 of 4 scenes ready');
    expect(screen.getByText('Estimated time: 10–16 seconds')).toBeInTheDocument();
    expect(container.querySelector('[data-animation]')).toHaveAttribute('data-animation', 'sheep');
    expect(screen.getByRole('link', { name: 'Start listening now' })).toHaveAttribute('href', '/play/b42');
  });

  it('speaks the interface language, with its plurals and its own percent sign', async () => {
    const messages = await loadMessages('ar');
    render(
      <I18nProvider locale="ar" messages={messages}>
        <MemoryRouter>
          <GenerationStatus
            childName="Mia"
            bundleId="b42"
            audioOnly={false}
            progress={{ ...initialProgress(4), percent: 50, scenesReady: 2, scenesStarted: true }}
            estimate="الوقت المتوقع: 10–16 ثانية"
            animation="sheep"
          />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'نصنع قصة Mia' })).toBeInTheDocument();
    const percent = new Intl.NumberFormat('ar', { style: 'percent' }).format(0.5);
    expect(screen.getByRole('progressbar', { name: 'تقدّم القصة' })).toHaveAttribute(
      'aria-valuetext',
      `${percent} · 2 من 4 مشاهد جاهزة`,
    );
  });

  it('offers to start listening only once scene 1 is ready', () => {
    render(
      <MemoryRouter>
        <GenerationStatus
          childName="Mia"
          bundleId="b42"
          audioOnly={false}
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
