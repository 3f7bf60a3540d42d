import { MESSAGES, type VoiceClone, type VoiceClonesResponse } from '@storyloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthTokenProvider } from '../../../lib/api-client.ts';
import { calls, headersOf, json, mockApi } from '../../../test/mock-api.ts';
import { ana, renderScreen } from '../../../test/render-screen.tsx';
import { VoicesPage } from './voices-page.tsx';

const grandma: VoiceClone = {
  id: 'c-1',
  voice_name: 'Grandma',
  created_at: '2026-03-05T16:07:00.000Z',
  engine: 'builtin',
  match: {
    pitch_hz: 196,
    matched_pitch_hz: 194,
    syllables_per_second: 4.4,
    matched_syllables_per_second: 4.3,
    base_voice: 'Luna',
  },
};

const answer = (clones: VoiceClone[], cloning = { premium: true, engine: 'builtin' as const }) =>
  ({ clones, cloning }) satisfies VoiceClonesResponse;

const wav = (name = 'me.wav', type = 'audio/wav', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

const renderVoices = (options: { user?: typeof ana | null; authLoading?: boolean } = {}) =>
  renderScreen(<VoicesPage />, { path: '/voices', user: ana, ...options });

const openForm = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Create New Voice Clone' }));
  return screen.getByRole('region', { name: 'Create New Voice Clone' });
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:sample');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  setAuthTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VoicesPage', () => {
  it('sends a signed-out visitor home', async () => {
    const fetchMock = mockApi({});
    renderVoices({ user: null });

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the clones with their en-US short date, with the bearer token', async () => {
    const fetchMock = mockApi({ 'GET /v1/voice/clones': answer([grandma]) });
    renderVoices();

    const list = await screen.findByRole('list', { name: 'Your voice clones' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: /Grandma/ })).toBeInTheDocument();
    expect(item).toHaveTextContent('Created Mar 5, 2026');
    expect(item).toHaveTextContent('Voice match');
    expect(item).toHaveTextContent('Middle voice · Calm pace');
    expect(item).toHaveTextContent('Our voice Luna, tuned to sound more like you.');
    expect(item).not.toHaveTextContent('Hz');
    expect(headersOf(fetchMock, 'GET /v1/voice/clones').get('Authorization')).toBe('Bearer token-u-ana');
  });

  it('shows the explanatory steps, the privacy statement and what the engine really does', async () => {
    mockApi({ 'GET /v1/voice/clones': answer([]) });
    renderVoices();

    expect(await screen.findByText('No voice clones yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Record 30–60 seconds' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. Upload and name it' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. Use it in the generator' })).toBeInTheDocument();
    expect(screen.getByText(/Your voice data is private/)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: /voice cloning on this server/ })).toHaveTextContent(
      'Voice match, not a true clone',
    );
  });

  it('names the cloning service when the server has one', async () => {
    mockApi({ 'GET /v1/voice/clones': answer([], { premium: true, engine: 'elevenlabs' as never }) });
    renderVoices();

    expect(await screen.findByText('Cloned with ElevenLabs')).toBeInTheDocument();
  });

  it('says when loading the clones failed, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /v1/voice/clones': () =>
        fail ? json({ ok: false, error: 'Down' }, 503) : json(answer([grandma])),
    });
    renderVoices();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadClonesFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Grandma/ })).toBeInTheDocument();
  });

  it('deletes a clone after the documented confirmation, and keeps it when declined', async () => {
    const fetchMock = mockApi({
      'GET /v1/voice/clones': answer([grandma]),
      'DELETE /v1/voice/clone/c-1': { ok: true },
    });
    renderVoices();
    const remove = await screen.findByRole('button', { name: 'Delete Grandma' });

    await userEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete the voice “Grandma”?' });
    expect(within(dialog).getByText(MESSAGES.deleteCloneConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock)).not.toContain('DELETE /v1/voice/clone/c-1');

    await userEvent.click(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Delete voice' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Grandma/ })).not.toBeInTheDocument());
    expect(calls(fetchMock)).toContain('DELETE /v1/voice/clone/c-1');
  });

  it('alerts when a delete fails', async () => {
    mockApi({
      'GET /v1/voice/clones': answer([grandma]),
      'DELETE /v1/voice/clone/c-1': json({ ok: false, error: 'Voice clone not found' }, 404),
    });
    renderVoices();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Grandma' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete voice' }));

    expect(await screen.findByTestId('notice')).toHaveTextContent(MESSAGES.deleteCloneFailed);
    expect(screen.getByRole('heading', { name: /Grandma/ })).toBeInTheDocument();
  });
});

describe('the voice clone form', () => {
  it('opens with Voice Name, Audio Sample, Create Voice Clone and Cancel, and closes on Cancel', async () => {
    mockApi({ 'GET /v1/voice/clones': answer([]) });
    renderVoices();
    const form = await openForm();

    expect(within(form).getByLabelText('Voice Name')).toHaveFocus();
    expect(within(form).getByLabelText('Audio Sample (WAV, MP3, M4A)')).toHaveAttribute(
      'accept',
      '.wav,.mp3,.m4a,audio/wav,audio/mpeg,audio/mp3,audio/x-m4a',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Create New Voice Clone' })).not.toBeInTheDocument();
  });

  it('keeps Create Voice Clone disabled until there is a name (after trimming) and a file', async () => {
    mockApi({ 'GET /v1/voice/clones': answer([]) });
    renderVoices();
    const form = await openForm();
    const submit = within(form).getByRole('button', { name: 'Create Voice Clone' });

    expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Voice Name'), '   ');
    await userEvent.upload(within(form).getByLabelText('Audio Sample (WAV, MP3, M4A)'), wav());
    expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Voice Name'), 'Mum');
    expect(submit).toBeEnabled();
  });

  it.each([
    ['a file over 25MB', wav('big.wav', 'audio/wav', 25 * 1024 * 1024 + 1), MESSAGES.voiceFileTooLarge],
    ['a file of another type', wav('notes.ogg', 'audio/ogg'), MESSAGES.voiceFileWrongType],
    ['an AAC file the server does not take', wav('voice.aac', 'audio/aac'), MESSAGES.voiceFileWrongType],
    [
      'a WAV of a type the server does not list',
      wav('voice.wave', 'audio/x-wav'),
      MESSAGES.voiceFileWrongType,
    ],
  ])('refuses %s with the documented message, before anything is sent', async (_, file, message) => {
    const fetchMock = mockApi({ 'GET /v1/voice/clones': answer([]) });
    renderVoices();
    const form = await openForm();

    await userEvent.type(within(form).getByLabelText('Voice Name'), 'Mum');
    await userEvent.upload(within(form).getByLabelText('Audio Sample (WAV, MP3, M4A)'), file, {
      applyAccept: false,
    });
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(within(form).queryByTestId('chosen-sample')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create Voice Clone' })).toBeDisabled();
    expect(calls(fetchMock)).toEqual(['GET /v1/voice/clones']);
  });

  it('accepts a file by its extension when the browser gives no type', async () => {
    mockApi({ 'GET /v1/voice/clones': answer([]) });
    renderVoices();
    const form = await openForm();

    await userEvent.upload(within(form).getByLabelText('Audio Sample (WAV, MP3, M4A)'), wav('memo.m4a', ''), {
      applyAccept: false,
    });
    expect(within(form).getByTestId('chosen-sample')).toHaveTextContent('memo.m4a');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends voice_name, audio_file and language en as multipart, then lists the new clone', async () => {
    let sent: FormData | null = null;
    const made: VoiceClone = { ...grandma, id: 'c-2', voice_name: 'Mum' };
    const fetchMock = mockApi({
      'GET /v1/voice/clones': () => json(answer(sent ? [made] : [])),
      'POST /v1/voice/clone': (init) => {
        sent = init.body as FormData;
        return json({ ok: true, clone: made });
      },
    });
    renderVoices();
    const form = await openForm();

    await userEvent.type(within(form).getByLabelText('Voice Name'), '  Mum ');
    await userEvent.upload(within(form).getByLabelText('Audio Sample (WAV, MP3, M4A)'), wav());
    await userEvent.click(within(form).getByRole('button', { name: 'Create Voice Clone' }));

    expect(await screen.findByRole('heading', { name: /Mum/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Create New Voice Clone' })).not.toBeInTheDocument();
    const body = sent as unknown as FormData;
    expect(body.get('voice_name')).toBe('Mum');
    expect(body.get('language')).toBe('en');
    expect((body.get('audio_file') as File).name).toBe('me.wav');
    expect(headersOf(fetchMock, 'POST /v1/voice/clone').get('Authorization')).toBe('Bearer token-u-ana');
  });

  it.each([
    [
      'the server’s detail',
      { error: MESSAGES.createCloneFailed, detail: MESSAGES.voiceSampleTooShort },
      400,
      MESSAGES.voiceSampleTooShort,
    ],
    [
      'the premium message when the detail mentions premium',
      { error: MESSAGES.createCloneFailed, detail: MESSAGES.premiumNeeded },
      403,
      MESSAGES.premiumRequired,
    ],
    ['the default without a detail', { error: 'Something went wrong' }, 500, MESSAGES.createCloneFailed],
    [
      'how long to wait after too many uploads',
      {
        error: 'Too many requests at once. Please try again in 3 minutes.',
        code: 'rate_limited',
        retry_after_seconds: 170,
      },
      429,
      'Too many requests at once. Please try again in 3 minutes.',
    ],
  ])('shows %s when creating fails', async (_, body, status, message) => {
    mockApi({
      'GET /v1/voice/clones': answer([]),
      'POST /v1/voice/clone': json({ ok: false, ...body }, status),
    });
    renderVoices();
    const form = await openForm();

    await userEvent.type(within(form).getByLabelText('Voice Name'), 'Mum');
    await userEvent.upload(within(form).getByLabelText('Audio Sample (WAV, MP3, M4A)'), wav());
    await userEvent.click(within(form).getByRole('button', { name: 'Create Voice Clone' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByRole('button', { name: 'Create Voice Clone' })).toBeEnabled();
  });

  it('shows Creating voice clone... and disables the form while it works', async () => {
    let finish: (response: Response) => void = () => {};
    mockApi({
      'GET /v1/voice/clones': answer([]),
      'POST /v1/voice/clone': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderVoices();
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText('Voice Name'), 'Mum');
    await userEvent.upload(within(form).getByLabelText('Audio Sample (WAV, MP3, M4A)'), wav());
    await userEvent.click(within(form).getByRole('button', { name: 'Create Voice Clone' }));

    expect(await within(form).findByRole('button', { name: 'Creating voice clone...' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish(json({ ok: true, clone: { ...grandma, voice_name: 'Mum' } }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Create New Voice Clone' })).not.toBeInTheDocument(),
    );
  });

  it('tells a free user up front that cloning is premium', async () => {
    mockApi({ 'GET /v1/voice/clones': answer([], { premium: false, engine: 'builtin' }) });
    renderVoices();

    expect(await screen.findByText(MESSAGES.premiumRequired)).toBeInTheDocument();
  });
});
