import { type AccountSummary, MESSAGES } from '@storyloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthTokenProvider } from '../../../lib/api-client.ts';
import { calls, headersOf, json, mockApi } from '../../../test/mock-api.ts';
import { ana, renderScreen } from '../../../test/render-screen.tsx';
import { AccountPage } from './account-page.tsx';

const summary: AccountSummary = {
  ok: true,
  email: 'ana@example.com',
  display_name: 'Ana',
  created_at: '2026-01-02T10:00:00.000Z',
  counts: { stories: 3, voice_clones: 1, print_orders: 0, bookmarks: 2, likes: 1 },
};

const renderAccount = (user: typeof ana | null = ana) =>
  renderScreen(<AccountPage />, { path: '/account', user });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setAuthTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AccountPage', () => {
  it('sends a signed-out visitor home without asking the server', async () => {
    const fetchMock = mockApi({});
    renderAccount(null);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows what is kept, with the bearer token', async () => {
    const fetchMock = mockApi({ 'GET /v1/account': summary });
    renderAccount();
    const kept = await screen.findByRole('list', { name: 'What is kept' });
    expect(
      within(kept)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 stories', '1 voice clone', '0 print orders', '2 bookmarks', '1 like']);
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(headersOf(fetchMock, 'GET /v1/account').get('authorization')).toBe('Bearer token-u-ana');
  });

  it('prepares a download, shows its progress, then the link', async () => {
    let asked = 0;
    mockApi({
      'GET /v1/account': summary,
      'POST /v1/account/export': json({ ok: true, export_id: 'exp-1' }, 202),
      'GET /v1/account/export/exp-1': () => {
        asked += 1;
        return json(
          asked < 2
            ? { status: 'pending' }
            : {
                status: 'ready',
                download_url: '/v1/account/export/exp-1/download?exp=1&sig=s',
                expires_at: '2026-01-02T11:00:00.000Z',
              },
        );
      },
    });
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Preparing your download...')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Download your data (zip)' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', '/v1/account/export/exp-1/download?exp=1&sig=s');
    expect(asked).toBe(2);
  });

  it('says so when the download could not be made', async () => {
    mockApi({
      'GET /v1/account': summary,
      'POST /v1/account/export': json({ ok: true, export_id: 'exp-2' }, 202),
      'GET /v1/account/export/exp-2': { status: 'failed' },
    });
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.exportFailed);
  });

  it('deletes the account only once the email is typed, then signs out and goes home', async () => {
    const fetchMock = mockApi({ 'GET /v1/account': summary, 'DELETE /v1/account': { ok: true } });
    const { auth } = renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'someone@example.com');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByRole('textbox'));
    await userEvent.type(within(dialog).getByRole('textbox'), 'ANA@example.com');
    await userEvent.click(confirm);

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(auth.signOut).toHaveBeenCalledOnce();
    const index = calls(fetchMock).indexOf('DELETE /v1/account');
    expect(JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body))).toEqual({
      confirm: 'ANA@example.com',
    });
  });

  it('keeps the dialog open with the server’s words when the deletion is refused', async () => {
    mockApi({
      'GET /v1/account': summary,
      'DELETE /v1/account': json({ ok: false, error: MESSAGES.deleteAccountConfirmMismatch }, 400),
    });
    const { auth } = renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.deleteAccountConfirmMismatch);
    await waitFor(() => expect(auth.signOut).not.toHaveBeenCalled());
  });
});
