import { MESSAGES } from '@storyloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headersOf, json, mockApi } from '../../../test/mock-api.ts';
import { buildBundle } from '../../../test/story-fixtures.ts';
import { ana, renderWithProviders, stubMediaElements } from '../test/render-player.tsx';
import { regenerateRequestFor } from './change-voice-panel.tsx';
import { PlayerPage } from './player-page.tsx';

const voiceOptions = {
  ok: true,
  voices: {
    openai: [{ value: 'alloy', label: 'Alloy', provider: 'openai' }],
    elevenlabs: [{ value: 'el-rachel', label: 'Rachel', provider: 'elevenlabs' }],
    builtin: [
      { value: 'builtin-luna', label: 'Luna', provider: 'builtin' },
      { value: 'builtin-oliver', label: 'Oliver', provider: 'builtin' },
    ],
  },
};
const clones = { clones: [{ id: 'c1', voice_name: 'Grandma', created_at: '2026-01-01T00:00:00.000Z' }] };

const ownStory = (overrides = {}) =>
  buildBundle({ user_id: ana.uid, tts_voice: 'builtin-luna', ...overrides });

beforeEach(() => {
  stubMediaElements();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Change Voice panel', () => {
  it("is offered to the story's owner, with voices grouped and clones marked with a gem", async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': ownStory(),
      'GET /v1/meta/openai-options': voiceOptions,
      'GET /v1/voice/clones': clones,
    });
    renderWithProviders(<PlayerPage />, { path: '/play/b-123', user: ana });

    const select = await screen.findByRole('combobox', { name: 'Voice' });
    await screen.findByRole('option', { name: '💎 Grandma' });
    const groups = within(select)
      .getAllByRole('group')
      .map((group) => group.getAttribute('label'));
    expect(groups).toEqual(['Built-in voices', 'OpenAI voices', 'ElevenLabs voices', 'Your cloned voices']);
    expect(screen.getByRole('button', { name: 'Regenerate Audio' })).toBeDisabled();
  });

  it('is not offered to someone else, nor to a signed-out visitor', async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': buildBundle({ user_id: 'someone-else' }),
      'GET /v1/meta/openai-options': voiceOptions,
    });
    renderWithProviders(<PlayerPage />, { path: '/play/b-123', user: ana });

    await screen.findByTestId('scene-counter');
    expect(screen.queryByRole('heading', { name: 'Change Voice' })).not.toBeInTheDocument();
  });

  it('stays hidden when the server offers no voices', async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': ownStory(),
      'GET /v1/meta/openai-options': { ok: true, voices: { openai: [], elevenlabs: [], builtin: [] } },
    });
    renderWithProviders(<PlayerPage />, { path: '/play/b-123', user: ana });

    await screen.findByTestId('scene-counter');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Change Voice' })).not.toBeInTheDocument(),
    );
  });

  it('regenerates with the chosen voice, reloads the story and says it worked', async () => {
    let voice = 'builtin-luna';
    let release: () => void = () => {};
    const fetchMock = mockApi({
      'GET /v1/stories/bundle/b-123': () => json(ownStory({ tts_voice: voice })),
      'GET /v1/meta/openai-options': voiceOptions,
      'POST /v1/stories/b-123/regenerate-audio': () =>
        new Promise<Response>((resolve) => {
          release = () => {
            voice = 'builtin-oliver';
            resolve(json({ ok: true, tts_voice: 'builtin-oliver' }));
          };
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerPage />, { path: '/play/b-123', user: ana });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Voice' }), 'builtin-oliver');
    await user.click(screen.getByRole('button', { name: 'Regenerate Audio' }));

    expect(await screen.findByRole('button', { name: 'Regenerating audio...' })).toBeDisabled();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      tts_voice: 'builtin-oliver',
      tts_provider: 'builtin',
    });

    release();

    expect(await screen.findByText(MESSAGES.audioRegenerated)).toBeInTheDocument();
    const bundleLoads = fetchMock.mock.calls.filter(([url]) =>
      String(url).endsWith('/v1/stories/bundle/b-123'),
    );
    expect(bundleLoads).toHaveLength(2);
  });

  it("names the story's current narrator", async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': ownStory({ tts_voice: 'clone_c1' }),
      'GET /v1/meta/openai-options': voiceOptions,
      'GET /v1/voice/clones': clones,
    });
    renderWithProviders(<PlayerPage />, { path: '/play/b-123', user: ana });

    const panel = await screen.findByRole('region', { name: 'Change Voice' });
    expect(await within(panel).findByText('Read now by', { exact: false })).toHaveTextContent(
      'Read now by 💎 Grandma',
    );
  });

  it("says 'Audio regenerated successfully!' whenever the story's voice is the one selected", async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': ownStory(),
      'GET /v1/meta/openai-options': voiceOptions,
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerPage />, { path: '/play/b-123', user: ana });

    const select = await screen.findByRole('combobox', { name: 'Voice' });
    expect(screen.queryByText(MESSAGES.audioRegenerated)).not.toBeInTheDocument();
    await user.selectOptions(select, 'builtin-luna');
    expect(screen.getByText(MESSAGES.audioRegenerated)).toBeInTheDocument();
    await user.selectOptions(select, 'builtin-oliver');
    expect(screen.queryByText(MESSAGES.audioRegenerated)).not.toBeInTheDocument();
  });

  it("plays the selected voice in the story's language before regenerating, clones with the bearer token", async () => {
    const fetchMock = mockApi({
      'GET /v1/stories/bundle/b-123': ownStory({ language: 'es' }),
      'GET /v1/meta/openai-options': voiceOptions,
      'GET /v1/voice/clones': clones,
      'GET /v1/voices/clone_c1/sample?language=es': () =>
        new Response(new Blob(['ID3'], { type: 'audio/mpeg' }), { status: 200 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerPage />, { path: '/play/b-123', user: ana });

    const panel = await screen.findByRole('region', { name: 'Change Voice' });
    const listen = within(panel).getByRole('button', { name: 'Listen' });
    expect(listen).toBeDisabled();
    await within(panel).findByRole('option', { name: '💎 Grandma' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Voice' }), 'clone_c1');
    await user.click(listen);

    expect(await within(panel).findByRole('button', { name: 'Stop' })).toBeEnabled();
    expect(headersOf(fetchMock, 'GET /v1/voices/clone_c1/sample').get('Authorization')).toBe(
      'Bearer token-u-ana',
    );
  });

  it("shows the server's detail when regenerating fails", async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': ownStory(),
      'GET /v1/meta/openai-options': voiceOptions,
      'POST /v1/stories/b-123/regenerate-audio': json(
        { ok: false, error: MESSAGES.regenerateFailed, detail: MESSAGES.voiceUnavailable },
        400,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerPage />, { path: '/play/b-123', user: ana });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Voice' }), 'alloy');
    await user.click(screen.getByRole('button', { name: 'Regenerate Audio' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.voiceUnavailable);
    expect(screen.queryByText(MESSAGES.audioRegenerated)).not.toBeInTheDocument();
  });

  it("says 'Failed to regenerate audio' when the server gives no detail", async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': ownStory(),
      'GET /v1/meta/openai-options': voiceOptions,
      'POST /v1/stories/b-123/regenerate-audio': json({ ok: false, error: 'Internal' }, 500),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerPage />, { path: '/play/b-123', user: ana });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Voice' }), 'alloy');
    await user.click(screen.getByRole('button', { name: 'Regenerate Audio' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.regenerateFailed);
  });
});

describe('regenerateRequestFor', () => {
  const lists = {
    openai: [],
    elevenlabs: [{ value: 'el-rachel', label: 'Rachel', provider: 'elevenlabs' as const }],
  };

  it('sends a clone by its id, and any other voice with its provider', () => {
    expect(regenerateRequestFor('clone_c1', lists)).toEqual({ voice_clone_id: 'c1' });
    expect(regenerateRequestFor('el-rachel', lists)).toEqual({
      tts_voice: 'el-rachel',
      tts_provider: 'elevenlabs',
    });
    expect(regenerateRequestFor('alloy', lists)).toEqual({ tts_voice: 'alloy', tts_provider: 'openai' });
  });
});
