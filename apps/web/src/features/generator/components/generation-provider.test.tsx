import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../../components/notices.tsx';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/use-auth.ts';
import { useCurrentGeneration } from '../hooks/use-current-generation.ts';
import { FakeEventSource } from '../test/fake-event-source.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { GenerationPill } from './generation-pill.tsx';
import { GenerationProvider } from './generation-provider.tsx';

const auth: AuthContextValue = {
  user: null,
  loading: false,
  signInWithGoogle: async () => {},
  signOut: async () => {},
};
const run = { childName: 'Mia', sceneCount: 4, audioOnly: false, signLanguage: false, estimate: '' };

/** A stand-in generator: starts a story and says what the page would show. */
function Generator() {
  const { state, start } = useCurrentGeneration();
  return (
    <>
      <button type="button" onClick={() => void start({} as never, run)}>
        Generate
      </button>
      <p>Generator shows {state.status}</p>
    </>
  );
}

function renderApp() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth}>
        <NoticeProvider>
          <MemoryRouter initialEntries={['/generate']}>
            <Routes>
              <Route
                element={
                  <GenerationProvider>
                    <GenerationPill />
                    <Link to="/archives">Archives</Link>
                    <Outlet />
                  </GenerationProvider>
                }
              >
                <Route path="/generate" element={<Generator />} />
                <Route path="/archives" element={<p>Archives page</p>} />
                <Route path="/play/:bundleId" element={<p>Player page</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </NoticeProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

async function startAndLeave() {
  mockFetch({
    'POST /v1/stories/generate': () =>
      json(
        { ok: true, bundle_id: 'b42', job_id: 'gen_b42', events_url: '/v1/stories/jobs/gen_b42/events' },
        202,
      ),
  });
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  await user.click(screen.getByRole('link', { name: 'Archives' }));
  await screen.findByText('Archives page');
  return { user, source: FakeEventSource.latest() };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GenerationProvider', () => {
  it('keeps following the story on another page, with a pill leading back to it', async () => {
    const { source } = await startAndLeave();
    expect(source.closed).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent("Making Mia's story");

    // Events are read once the contract's schemas have loaded.
    await act(async () =>
      source.emit('progress', { stage: 'finishing', scene: 1, of: 4, message: 'Scene 1 of 4 is ready' }),
    );
    const pill = screen.getByRole('link', { name: /Mia's story/ });
    await waitFor(() => expect(pill).toHaveTextContent("Mia's story·25%"));
    expect(pill).toHaveAttribute('href', '/generate');
  });

  it('says the story is ready on another page, and Play opens it', async () => {
    const { user, source } = await startAndLeave();
    act(() => source.emit('done', { bundle_id: 'b42', play_url: '/play/b42' }));

    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveTextContent("Mia's story is ready");
    expect(screen.queryByRole('link', { name: /Mia's story/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('Player page')).toBeInTheDocument();
  });

  it('shows the finished story on the generator when the parent comes back', async () => {
    const { user, source } = await startAndLeave();
    await user.click(screen.getByRole('link', { name: /Mia's story/ }));
    expect(await screen.findByText('Generator shows generating')).toBeInTheDocument();
    act(() => source.emit('done', { bundle_id: 'b42', play_url: '/play/b42' }));

    expect(await screen.findByText('Generator shows success')).toBeInTheDocument();
    // The generator's own ready panel says so: no notice on top of it.
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('tells the parent on another page when the story fails', async () => {
    const { source } = await startAndLeave();
    act(() => source.emit('error', { error: 'Failed to generate story' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Failed to generate story');
  });
});
