import { MESSAGES } from '@storyloom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, json, mockApi } from '../test/mock-api.ts';
import { ReportStoryDialog } from './report-story-dialog.tsx';

const renderDialog = (onClose = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ReportStoryDialog bundleId="story-1" title="Mia’s Ocean Adventure" onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReportStoryDialog', () => {
  it('asks for a reason before sending anything', async () => {
    const fetchMock = mockApi({});
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reportReasonRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reason and the note, then thanks the reporter', async () => {
    const fetchMock = mockApi({ 'POST /v1/stories/story-1/report': { ok: true } });
    const onClose = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: /Personal information/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), '  Her full name  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('heading', { name: MESSAGES.reportThanks })).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['POST /v1/stories/story-1/report']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      reason: 'personal',
      note: 'Her full name',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says how long to wait when reports are rate-limited', async () => {
    mockApi({
      'POST /v1/stories/story-1/report': json(
        {
          ok: false,
          error: 'Too many requests at once. Please try again in 40 seconds.',
          code: 'rate_limited',
          retry_after_seconds: 40,
        },
        429,
      ),
    });
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: /Unkind or unsafe/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 40 seconds.');
  });
});
