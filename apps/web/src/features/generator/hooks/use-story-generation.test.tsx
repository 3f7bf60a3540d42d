import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBundle } from '../../../test/story-fixtures.ts';
import { followedGeneration } from '../lib/followed-generation.ts';
import { FakeEventSource } from '../test/fake-event-source.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { POLL_INTERVAL_MS, useStoryGeneration } from './use-story-generation.ts';

const accepted = {
  ok: true,
  bundle_id: 'b7',
  job_id: 'gen_b7',
  events_url: '/v1/stories/jobs/gen_b7/events',
};
const bundle = (status: 'generating' | 'ready' | 'failed', scenes: number) =>
  buildBundle({ bundle_id: 'b7', status }, scenes);

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const run = {
  childName: 'Mia',
  sceneCount: 3,
  audioOnly: false,
  signLanguage: true,
  estimate: 'Estimated time: 8–15 seconds',
};

function withQueryClient(queryClient = new QueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

/**
 * Lets the job's event stream deliver: each event is handled once the contract's schemas have
 * loaded, a moment after it arrives.
 */
const receive = (send: (source: FakeEventSource) => void) =>
  act(async () => {
    send(FakeEventSource.latest());
    await vi.advanceTimersByTimeAsync(0);
  });

async function startGeneration(queryClient = new QueryClient()) {
  const hook = renderHook(() => useStoryGeneration(), { wrapper: withQueryClient(queryClient) });
  await act(async () => {
    await hook.result.current.start({} as never, run);
  });
  return hook;
}

describe('useStoryGeneration', () => {
  it("counts ready scenes from the server's status text, and sign videos from their events", async () => {
    mockFetch({ 'POST /v1/stories/generate': () => json(accepted, 202) });
    const { result } = await startGeneration();

    await receive((source) => {
      source.emit('scene', { index: 0 });
      source.emit('progress', {
        stage: 'finishing',
        scene: 1,
        of: 3,
        message: 'Scene 1 of 3 is ready',
      });
      source.emit('sign', { index: 0 });
    });
    const state = result.current.state;
    expect(state.status === 'generating' && state.progress.scenesReady).toBe(1);
    expect(state.status === 'generating' && state.progress.signsReady).toBe(1);
    expect(state.status === 'generating' && state.progress.percent).toBe(33);
    expect(state.status === 'generating' && state.bundleId).toBe('b7');
  });

  it('forgets the story and stops listening when reset for a new one', async () => {
    mockFetch({ 'POST /v1/stories/generate': () => json(accepted, 202) });
    const { result } = await startGeneration();
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('knows scene 1 is ready only from its own scene event', async () => {
    mockFetch({ 'POST /v1/stories/generate': () => json(accepted, 202) });
    const { result } = await startGeneration();

    await receive((source) => source.emit('scene', { index: 1 }));
    const before = result.current.state;
    expect(before.status === 'generating' && before.progress.firstSceneReady).toBe(false);
    await receive((source) => source.emit('scene', { index: 0 }));
    const after = result.current.state;
    expect(after.status === 'generating' && after.progress.firstSceneReady).toBe(true);
  });

  it('polls the bundle every 2 s after the event stream breaks, until the story is ready', async () => {
    let polls = 0;
    const fetchMock = mockFetch({
      'POST /v1/stories/generate': () => json(accepted, 202),
      'GET /v1/stories/bundle/b7': () => {
        polls += 1;
        return json(polls < 3 ? bundle('generating', polls) : bundle('ready', 3));
      },
    });
    const { result } = await startGeneration();
    const source = FakeEventSource.latest();

    await receive(() => source.breakConnection());
    expect(source.closed).toBe(true);
    expect(callsTo(fetchMock, 'GET /v1/stories/bundle/b7')).toHaveLength(1);
    const first = result.current.state;
    expect(first.status === 'generating' && first.progress.scenesReady).toBe(1);

    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(callsTo(fetchMock, 'GET /v1/stories/bundle/b7')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(callsTo(fetchMock, 'GET /v1/stories/bundle/b7')).toHaveLength(2);

    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(result.current.state).toEqual({ status: 'success', run, bundleId: 'b7' });

    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(callsTo(fetchMock, 'GET /v1/stories/bundle/b7')).toHaveLength(3);
  });

  it('reports a failed story found while polling', async () => {
    mockFetch({
      'POST /v1/stories/generate': () => json(accepted, 202),
      'GET /v1/stories/bundle/b7': () => json(bundle('failed', 0)),
    });
    const { result } = await startGeneration();

    await receive((source) => source.breakConnection());
    expect(result.current.state).toEqual({ status: 'error', run, message: 'Failed to generate story' });
  });

  it('accepts a server that answers with the finished story at once', async () => {
    mockFetch({
      'POST /v1/stories/generate': () => json({ ok: true, bundle_id: 'b8', play_url: '/play/b8' }),
    });
    const { result } = await startGeneration();

    expect(result.current.state).toEqual({ status: 'success', run, bundleId: 'b8' });
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('keeps the story followed for the tab, and forgets it once it is made', async () => {
    mockFetch({ 'POST /v1/stories/generate': () => json(accepted, 202) });
    await startGeneration();
    expect(followedGeneration()).toEqual({ bundleId: 'b7', eventsUrl: accepted.events_url, run });

    await receive((source) => source.emit('done', { bundle_id: 'b7', play_url: '/play/b7' }));
    expect(followedGeneration()).toBeNull();
  });

  it('follows again, after a reload, the story the tab was following', async () => {
    const { result } = renderHook(() => useStoryGeneration(), { wrapper: withQueryClient() });
    act(() => result.current.resume({ bundleId: 'b7', eventsUrl: accepted.events_url, run }));
    expect(FakeEventSource.latest().url).toBe(accepted.events_url);
    const state = result.current.state;
    expect(state.status === 'generating' && state.bundleId).toBe('b7');

    await receive((source) => source.emit('done', { bundle_id: 'b7', play_url: '/play/b7' }));
    expect(result.current.state).toEqual({ status: 'success', run, bundleId: 'b7' });
  });

  it('marks the story lists out of date once the story is made, so they show it', async () => {
    mockFetch({
      'POST /v1/stories/generate': () => json({ ok: true, bundle_id: 'b8', play_url: '/play/b8' }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['stories', 'list', 'mine', 'u-1'], { pages: [], pageParams: [] });
    queryClient.setQueryData(['stories', 'bundle', 'b1'], { title: 'Another story' });

    await startGeneration(queryClient);

    expect(queryClient.getQueryState(['stories', 'list', 'mine', 'u-1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['stories', 'bundle', 'b1'])?.isInvalidated).toBe(false);
  });

  it('stops listening when the screen goes away', async () => {
    mockFetch({ 'POST /v1/stories/generate': () => json(accepted, 202) });
    const { unmount } = await startGeneration();
    unmount();
    expect(FakeEventSource.latest().closed).toBe(true);
  });
});
