import { MESSAGES, type StoryBundle } from '@storyloom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../../components/notices.tsx';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/use-auth.ts';
import { buildBundle, buildScene } from '../../../test/story-fixtures.ts';
import { reloadPage } from '../lib/reload-page.ts';
import { installFakeCanvas } from '../test/fake-canvas.ts';
import { FakeEventSource } from '../test/fake-event-source.ts';
import { callsTo, json, mockFetch, offlineVoiceOptions } from '../test/fetch-mock.ts';
import { GenerationProvider } from './generation-provider.tsx';
import { ChildSection } from './generator-form/child-section.tsx';
import { GeneratorPage } from './generator-page.tsx';

vi.mock('../lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));
// Counted, to see when the form's first section is drawn.
vi.mock('./generator-form/child-section.tsx', async (original) => {
  const { ChildSection } = await original<typeof import('./generator-form/child-section.tsx')>();
  return { ChildSection: vi.fn(ChildSection) };
});

const signedOut: AuthContextValue = {
  user: null,
  loading: false,
  signInWithGoogle: async () => {},
  signOut: async () => {},
};
const signedIn: AuthContextValue = {
  ...signedOut,
  user: { uid: 'u1', email: 'parent@example.com', displayName: 'Pat', photoURL: null },
};

/** Draws the generator, and returns a way to draw it again with another sign-in. */
function renderPage(auth: AuthContextValue = signedOut) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (signIn: AuthContextValue) => (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={signIn}>
        <NoticeProvider>
          <MemoryRouter initialEntries={['/generate']}>
            <GenerationProvider>
              <Routes>
                <Route path="/generate" element={<GeneratorPage />} />
                <Route path="/archives" element={<p>Archives page</p>} />
              </Routes>
            </GenerationProvider>
          </MemoryRouter>
        </NoticeProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const { rerender } = render(page(auth));
  return (signIn: AuthContextValue) => rerender(page(signIn));
}

const generateButton = () => screen.getByRole('button', { name: 'Generate Story' });
const accepted = {
  ok: true,
  bundle_id: 'b42',
  job_id: 'gen_b42',
  events_url: '/v1/stories/jobs/gen_b42/events',
};

function requestBody(fetchMock: ReturnType<typeof mockFetch>) {
  const [call] = callsTo(fetchMock, 'POST /v1/stories/generate');
  if (!call) throw new Error('No generate request was sent');
  return call[1]?.body;
}

beforeEach(() => {
  // What one test's story remembers by name must not fill in another's form.
  localStorage.clear();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GeneratorPage form', () => {
  it('starts with the documented defaults', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    renderPage();

    expect(screen.getByLabelText("Child's name")).toHaveValue('');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByLabelText('Theme')).toHaveValue('ocean');
    expect(screen.getByRole('radio', { name: 'Preschool 3-5' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Number of scenes' })).toHaveValue('4');
    expect(screen.getByRole('radio', { name: 'Short 1 sentence' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Moderate Pace/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'just use the name' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Audio only/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Background music/ })).not.toBeChecked();
    expect(screen.getByLabelText('Image quality')).toHaveValue('auto');
    expect(screen.getByText('PNG, JPG up to 10MB')).toBeInTheDocument();
    // Offline there are no OpenAI voices, so the first builtin voice speaks.
    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('builtin-luna'));
  });

  it('labels the languages and shows the scene count next to the slider', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();

    const language = screen.getByLabelText('Language');
    expect(within(language).getByRole('option', { name: 'Hebrew' })).toHaveValue('he');
    await user.selectOptions(language, 'Hebrew');
    expect(language).toHaveValue('he');

    const slider = screen.getByRole('slider', { name: 'Number of scenes' });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '12');
    expect(screen.getByText('4', { selector: 'output' })).toBeInTheDocument();
  });

  it('keeps Generate Story disabled until the child has a name', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();

    expect(generateButton()).toBeDisabled();
    expect(screen.getByText("Please enter the child's name")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Child's name"), '   ');
    expect(generateButton()).toBeDisabled();
    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    expect(generateButton()).toBeEnabled();
  });

  it('asks for the custom theme text when the custom theme is chosen, and waits for it', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();

    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    expect(screen.queryByLabelText('Your custom theme')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Theme'), 'custom');
    expect(generateButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Your custom theme'), 'a robot picnic');
    expect(generateButton()).toBeEnabled();
  });

  it('hides image quality in audio-only mode', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('checkbox', { name: /Audio only/ }));
    expect(screen.queryByLabelText('Image quality')).not.toBeInTheDocument();
  });

  it('lists the image modes with friendly names, automatic first', () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    renderPage();

    const options = within(screen.getByLabelText('Image quality')).getAllByRole('option');
    expect(options[0]).toHaveValue('auto');
    expect(options[0]).toHaveTextContent('Let us pick the best pictures');
    expect(options).toHaveLength(18);
    expect(screen.getByRole('option', { name: 'Simple drawings, ready in a moment' })).toHaveValue('svg');
  });

  it('rejects a 12 MB image with the documented message', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 12 * 1024 * 1024 });
    await user.upload(screen.getByLabelText(/Upload a picture/), big);

    expect(screen.getByRole('alert')).toHaveTextContent('Image file size must be less than 10MB');
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
  });

  it('rejects a file that is not an image with the documented message', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup({ applyAccept: false });
    renderPage();

    await user.upload(
      screen.getByLabelText(/Upload a picture/),
      new File(['%PDF'], 'story.pdf', { type: 'application/pdf' }),
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');
  });

  it('offers only the picture types the server reads', () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    renderPage();

    expect(screen.getByLabelText(/Upload a picture/)).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/gif,image/webp',
    );
  });

  it.each([
    ['an SVG drawing', new File(['<svg/>'], 'star.svg', { type: 'image/svg+xml' })],
    ['an iPhone HEIC photo', new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' })],
  ])('refuses %s before anything is sent, with the documented message', async (_, file) => {
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderPage();

    await user.upload(screen.getByLabelText(/Upload a picture/), file);

    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
    // The story can still be made, without the refused file.
    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('builtin-luna'));
    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    await user.click(generateButton());
    await waitFor(() => expect(callsTo(fetchMock, 'POST /v1/stories/generate')).toHaveLength(1));
    expect(requestBody(fetchMock)).not.toBeInstanceOf(FormData);
  });

  it('previews an uploaded image and removes it again', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();

    await user.upload(
      screen.getByLabelText(/Upload a picture/),
      new File(['png'], 'teddy.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Preview of teddy.png' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('img', { name: 'Preview of teddy.png' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Upload a picture/)).toBeInTheDocument();
  });

  it('estimates a few seconds when the builtin engines make the story', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    expect(await screen.findByText('Estimated time: 2–5 seconds')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Background music/ }));
    expect(screen.getByText('Estimated time: 2–5 seconds')).toBeInTheDocument();
  });

  it('shows product §9’s estimate when the server does not say which engines it has', async () => {
    const { engines: _, ...withoutEngines } = offlineVoiceOptions;
    mockFetch({ 'GET /v1/meta/openai-options': () => json(withoutEngines) });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Child's name"), 'Mia');

    // (2 voice + 11 auto image) x 4 scenes + 5 = 57 s, shown as 0.8–1.2 times that.
    expect(screen.getByText('Estimated time: 46 seconds – 1 min 8 s')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Audio only/ }));
    // (2 + 0) x 4 + 5 = 13 s.
    expect(screen.getByText('Estimated time: 10–16 seconds')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Long/ }));
    // The voice reads three sentences a scene: (2 x 3 + 0) x 4 + 5 = 29 s.
    expect(screen.getByText('Estimated time: 23–35 seconds')).toBeInTheDocument();
  });

  it('offers sign language and privacy only to signed-in users', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    renderPage();

    expect(screen.queryByRole('checkbox', { name: /Sign language/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Private/ })).not.toBeInTheDocument();
  });

  it('tells a signed-out parent, by Generate Story, that the story will be public, and offers Sign in', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const signInWithGoogle = vi.fn(() => Promise.reject(new Error('popup closed')));
    const user = userEvent.setup();
    renderPage({ ...signedOut, signInWithGoogle });

    const notice = screen.getByText(
      "Stories made without signing in are public: they appear in the Story Archives with your child's name.",
    );
    expect(notice.compareDocumentPosition(generateButton())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(signIn).toHaveAccessibleDescription(/Stories made without signing in are public/);
    await user.click(signIn);
    // A failed sign-in was already logged by the auth provider; the form just stays as it was.
    expect(signInWithGoogle).toHaveBeenCalledOnce();
    expect(generateButton()).toBeInTheDocument();
  });

  it('says nothing about privacy while sign-in is still being checked', () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    renderPage({ ...signedOut, loading: true });

    expect(screen.queryByText(/Stories made without signing in are public/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Public/ })).not.toBeInTheDocument();
  });

  it('offers a signed-in parent Public or Private by Generate Story, each saying what it means', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'GET /v1/voice/clones': () => json({ clones: [] }),
    });
    renderPage(signedIn);

    const privacy = screen.getByRole('group', { name: 'Privacy' });
    const publicChoice = within(privacy).getByRole('radio', {
      name: "Public In the Story Archives, with your child's name",
    });
    expect(publicChoice).toBeChecked();
    expect(within(privacy).getByRole('radio', { name: 'Private Only you can see it' })).not.toBeChecked();
    expect(screen.getByLabelText('Narrator voice').compareDocumentPosition(privacy)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(privacy.compareDocumentPosition(generateButton())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByText(/Stories made without signing in/)).not.toBeInTheDocument();
  });

  it('gives signed-in users sign language (off, ASL, premium) and privacy (public)', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'GET /v1/voice/clones': () => json({ clones: [] }),
    });
    const user = userEvent.setup();
    renderPage(signedIn);

    const sign = screen.getByRole('checkbox', { name: /Sign language video/ });
    expect(sign).not.toBeChecked();
    expect(within(sign.closest('label') as HTMLElement).getByText('Premium')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sign language type')).not.toBeInTheDocument();
    await user.click(sign);
    expect(screen.getByLabelText('Sign language type')).toHaveValue('ASL');
    expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();
  });

  it('names the three sign languages, ISL as Indian Sign Language, and says it is sign support', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'GET /v1/voice/clones': () => json({ clones: [], cloning: { premium: true, engine: 'builtin' } }),
    });
    const user = userEvent.setup();
    renderPage(signedIn);

    const sign = screen.getByRole('checkbox', { name: /Sign language video/ });
    expect(sign).toHaveAccessibleDescription(
      /fingerspells the name and key words: sign support, not a translation/,
    );
    await user.click(sign);
    const type = screen.getByLabelText('Sign language type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ASL · American Sign Language', 'BSL · British Sign Language', 'ISL · Indian Sign Language']);
    await user.selectOptions(type, 'ISL');
    expect(type).toHaveValue('ISL');
  });

  it('keeps sign language off, and says why, for a user without the premium plan', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'GET /v1/voice/clones': () => json({ clones: [], cloning: { premium: false, engine: 'builtin' } }),
    });
    renderPage(signedIn);

    const sign = await screen.findByRole('checkbox', { name: /Sign language video/ });
    await waitFor(() => expect(sign).toBeDisabled());
    expect(sign).not.toBeChecked();
    expect(sign).toHaveAccessibleDescription('Sign language videos need a premium plan.');
  });

  it("adds the signed-in user's cloned voices, marked with a gem", async () => {
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'GET /v1/voice/clones': () =>
        json({ clones: [{ id: 'c9', voice_name: 'Grandma', created_at: '2025-01-01' }] }),
    });
    renderPage(signedIn);

    const option = await screen.findByRole('option', { name: '💎 Grandma' });
    expect(option).toHaveValue('clone_c9');
    expect(option.closest('optgroup')).toHaveAttribute('label', 'Your cloned voices');
    expect(callsTo(fetchMock, 'GET /v1/voice/clones')).toHaveLength(1);
  });

  it('only logs a failure to load cloned voices, and keeps the other voices', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'GET /v1/voice/clones': () => json({ ok: false, error: 'Not built yet' }, 404),
    });
    renderPage(signedIn);

    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Failed to load voice clones', expect.anything()),
    );
    expect(screen.getByLabelText('Narrator voice')).toHaveValue('builtin-luna');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the default voice when the voice options fail to load', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json({ ok: false, error: 'Down' }, 503) });
    renderPage();

    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('alloy'));
    expect(console.error).toHaveBeenCalledWith('Failed to load voice options', expect.anything());
  });

  it('never asks a signed-out visitor for cloned voices', async () => {
    const fetchMock = mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('builtin-luna'));
    expect(callsTo(fetchMock, 'GET /v1/voice/clones')).toHaveLength(0);
  });

  it('defaults to alloy when the server offers OpenAI voices', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () =>
        json({
          ok: true,
          voices: {
            ...offlineVoiceOptions.voices,
            openai: [{ value: 'alloy', label: 'Alloy', provider: 'openai' }],
          },
        }),
    });
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('alloy'));
  });

  it('draws the form again only where it changed once sign-in is known', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const signInKnown = renderPage({ ...signedOut, loading: true });
    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('builtin-luna'));
    const drawn = vi.mocked(ChildSection).mock.calls.length;

    signInKnown(signedOut);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(vi.mocked(ChildSection).mock.calls.length).toBe(drawn);

    await userEvent.type(screen.getByLabelText("Child's name"), 'M');
    expect(vi.mocked(ChildSection).mock.calls.length).toBe(drawn + 1);
  });

  it('reloads the page on Reset', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});

describe('GeneratorPage generating', () => {
  async function fillAndGenerate(user: ReturnType<typeof userEvent.setup>) {
    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('builtin-luna'));
    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    await user.click(generateButton());
  }

  it('sends the Story length the parent picks as sentences per scene', async () => {
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: /^Long/ }));
    await fillAndGenerate(user);
    expect(JSON.parse(String(requestBody(fetchMock)))).toMatchObject({ sentences_per_scene: 3 });
  });

  it('sends the favourite things the parent typed, leaving out blank ones', async () => {
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage();
    const things = screen.getByRole('group', { name: /Favourite things/ });
    expect(things).toHaveAccessibleDescription(
      "A favourite animal, colour or toy — we'll weave them into the story",
    );
    await user.type(screen.getByRole('textbox', { name: 'Favourite thing 1 of 3' }), 'giraffes');
    await user.type(screen.getByRole('textbox', { name: 'Favourite thing 3 of 3' }), ' Mr Snuggles ');
    await fillAndGenerate(user);
    expect(JSON.parse(String(requestBody(fetchMock)))).toMatchObject({
      favourite_things: ['giraffes', 'Mr Snuggles'],
    });
    expect(JSON.parse(localStorage.getItem('storyloom.favourite-things-by-name') ?? '{}')).toEqual({
      mia: ['giraffes', 'Mr Snuggles'],
    });
  });

  it('fills in the favourite things remembered for a name as it is typed, and clears them for another child', async () => {
    localStorage.setItem(
      'storyloom.favourite-things-by-name',
      JSON.stringify({ mia: ['giraffes', 'purple'] }),
    );
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();
    const name = screen.getByLabelText("Child's name");
    await user.type(name, 'Mia');
    expect(screen.getByRole('textbox', { name: 'Favourite thing 1 of 3' })).toHaveValue('giraffes');
    expect(screen.getByRole('textbox', { name: 'Favourite thing 2 of 3' })).toHaveValue('purple');
    await user.clear(name);
    await user.type(name, 'Leo');
    expect(screen.getByRole('textbox', { name: 'Favourite thing 1 of 3' })).toHaveValue('');
  });

  it('waits for a favourite thing the story could not take, and says why', async () => {
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    await user.type(screen.getByRole('textbox', { name: 'Favourite thing 2 of 3' }), 'Bear!');
    expect(generateButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.favouriteThingCharacters);
    expect(screen.getAllByText(MESSAGES.favouriteThingCharacters)).toHaveLength(2);
    await user.clear(screen.getByRole('textbox', { name: 'Favourite thing 2 of 3' }));
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends JSON with Prefer: respond-async, then follows the job to a Play Story link', async () => {
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);

    const [call] = callsTo(fetchMock, 'POST /v1/stories/generate');
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get('Prefer')).toBe('respond-async');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(requestBody(fetchMock)))).toMatchObject({
      child_name: 'Mia',
      sentences_per_scene: 1,
      tts_voice: 'builtin-luna',
      tts_provider: 'builtin',
    });

    const progressbar = await screen.findByRole('progressbar', { name: 'Story progress' });
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText('Writing your story...')).toBeInTheDocument();
    expect(screen.getByText('Estimated time: 2–5 seconds')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archives' })).toHaveAttribute('href', '/archives');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/v1/stories/jobs/gen_b42/events');

    source.emit('progress', { stage: 'finishing', scene: 2, of: 4, message: 'Scene 2 of 4 is ready' });
    await waitFor(() => expect(progressbar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('2 of 4 scenes ready')).toBeInTheDocument();

    source.emit('done', { bundle_id: 'b42', play_url: '/play/b42' });
    const play = await screen.findByRole('link', { name: 'Play Story' });
    expect(play).toHaveAttribute('href', '/play/b42');
    expect(screen.getByText('b42')).toBeInTheDocument();
    expect(source.closed).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it('offers Start listening as soon as scene 1 is ready, while the progress goes on', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();

    source.emit('progress', {
      stage: 'illustrating',
      scene: 1,
      of: 4,
      message: 'Illustrating and narrating scene 1 of 4',
    });
    await screen.findByText('Illustrating and narrating scene 1 of 4');
    expect(screen.queryByRole('link', { name: 'Start listening now' })).not.toBeInTheDocument();

    source.emit('scene', { index: 0 });
    const listen = await screen.findByRole('link', { name: 'Start listening now' });
    expect(listen).toHaveAttribute('href', '/play/b42');
    expect(screen.getByRole('progressbar', { name: 'Story progress' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Play Story' })).not.toBeInTheDocument();

    source.emit('sign', { index: 0 });
    source.emit('progress', { stage: 'finishing', scene: 2, of: 4, message: 'Scene 2 of 4 is ready' });
    expect(await screen.findByText('2 of 4 scenes ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start listening now' })).toBeInTheDocument();
  });

  it('sends the privacy a signed-in parent chose', async () => {
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'GET /v1/voice/clones': () => json({ clones: [] }),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage(signedIn);
    await user.click(screen.getByRole('radio', { name: /^Private/ }));
    await fillAndGenerate(user);
    expect(JSON.parse(String(requestBody(fetchMock)))).toMatchObject({ privacy: 'private' });
    expect(screen.getByRole('radio', { name: /^Private/ })).toBeDisabled();
  });

  const readyBundle = (
    overrides: Partial<StoryBundle> = {},
    imageUrl: string | null = '/data/b42/scene_1.png',
  ) =>
    buildBundle(
      {
        bundle_id: 'b42',
        title: 'Mia and the Singing Whale',
        scenes: [{ ...buildScene(0, 'Mia dives in.'), image_url: imageUrl }],
        ...overrides,
      },
      1,
    );

  async function finishStory(bundle: ReturnType<typeof readyBundle> | Promise<never>) {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
      'GET /v1/stories/bundle/b42': async () => json(await bundle),
    });
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.latest().emit('done', { bundle_id: 'b42', play_url: '/play/b42' });
    return screen.findByRole('region', { name: 'Your story is ready!' });
  }

  it('clears the finished story on Make another story, back to the form', async () => {
    const panel = await finishStory(readyBundle());
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Make another story' }));
    expect(screen.queryByRole('region', { name: 'Your story is ready!' })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Child's name")).toHaveFocus();
  });

  it('shows the finished story with its cover and title, the Play Story link and the Story ID', async () => {
    const panel = await finishStory(readyBundle());

    expect(await within(panel).findByText('Mia and the Singing Whale')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Cover of Mia and the Singing Whale' })).toHaveAttribute(
      'src',
      '/data/b42/scene_1.png',
    );
    expect(within(panel).getByRole('link', { name: 'Play Story' })).toHaveAttribute('href', '/play/b42');
    expect(within(panel).getByText('b42')).toBeInTheDocument();
  });

  it('gives an audio-only story a night-sky cover instead of a picture', async () => {
    const panel = await finishStory(readyBundle({ audio_only: true }, null));

    expect(await within(panel).findByText('Mia and the Singing Whale')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Night sky cover' })).toBeInTheDocument();
    expect(within(panel).queryByRole('img', { name: /Cover of/ })).not.toBeInTheDocument();
  });

  it('shows the ready panel without a picture while the story loads', async () => {
    const panel = await finishStory(new Promise<never>(() => {}));

    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Play Story' })).toHaveAttribute('href', '/play/b42');
    expect(within(panel).getByText('b42')).toBeInTheDocument();
  });

  it('sends multipart with the reference image when there is one', async () => {
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage();
    await user.upload(
      screen.getByLabelText(/Upload a picture/),
      new File(['png'], 'teddy.png', { type: 'image/png' }),
    );
    await fillAndGenerate(user);

    const body = requestBody(fetchMock);
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('reference_image') as File).name).toBe('teddy.png');
    expect((body as FormData).get('child_name')).toBe('Mia');
    const headers = new Headers(callsTo(fetchMock, 'POST /v1/stories/generate')[0]?.[1]?.headers);
    expect(headers.get('Content-Type')).toBeNull();
  });

  it("shows the server's error in a red box under the form when the request fails", async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () =>
        json(
          {
            ok: false,
            error: "This name or theme isn't suitable for a children's story. Please choose another.",
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);

    expect(await screen.findByRole('alert')).toHaveTextContent("This name or theme isn't suitable");
    expect(generateButton()).toBeEnabled();
  });

  it('says how long to wait when the server has too many stories from this visitor', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () =>
        new Response(
          JSON.stringify({
            ok: false,
            error: 'Too many stories at once. Please try again in 40 seconds.',
            code: 'rate_limited',
            retry_after_seconds: 40,
          }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '40' } },
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many stories at once. Please try again in 40 seconds.',
    );
    expect(generateButton()).toBeEnabled();
  });

  it('says how long to wait from Retry-After alone when a full queue’s 503 has no words', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => new Response('', { status: 503, headers: { 'retry-after': '90' } }),
    });
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lots of stories are being made right now. Please try again in 2 minutes.',
    );
  });

  it("falls back to 'Failed to generate story' when the failure carries no error", async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => new Response('', { status: 500 }),
    });
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate story');
  });

  it('treats an ok answer without a bundle id as a failure', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json({ ok: true }),
    });
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate story');
  });

  it('shows the error event of the job stream', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    FakeEventSource.latest().emit('error', { error: 'Failed to generate story' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate story');
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('uses a drawing from the drawing modal as the reference image', async () => {
    installFakeCanvas();
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Draw a picture' }));
    expect(screen.getByRole('dialog', { name: 'Draw a picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use This Drawing' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your drawing' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove picture' })).toHaveFocus());

    await fillAndGenerate(user);
    const image = (requestBody(fetchMock) as FormData).get('reference_image') as File;
    expect(image.name).toBe('drawing.png');
    expect(image.type).toBe('image/png');
  });

  it('closes the drawing modal on Cancel without a picture, focus back on Draw a picture', async () => {
    installFakeCanvas();
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Draw a picture' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your drawing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw a picture' })).toHaveFocus();
  });

  it('picks one of five loading animations at random for each run', async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const user = userEvent.setup();
    renderPage();
    await fillAndGenerate(user);

    const panel = await screen.findByRole('region', { name: "Making Mia's story" });
    expect(panel.querySelector('[data-animation]')).toHaveAttribute('data-animation', 'whale');
  });
});

describe('GeneratorPage appearance', () => {
  beforeEach(() => localStorage.clear());

  it('asks what the child looks like by name, and sends the look with the story', async () => {
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'What does the child look like?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    const section = screen.getByRole('region', { name: 'What does Mia look like?' });

    const skin = within(section).getByRole('group', { name: 'Skin tone' });
    expect(within(skin).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(skin).getByRole('radio', { name: 'Tan' }));
    expect(within(skin).getByRole('radio', { name: 'Tan' })).toBeChecked();
    await user.selectOptions(within(section).getByLabelText('Hair style'), 'Braids');
    const hairColour = within(section).getByRole('group', { name: 'Hair colour' });
    await user.click(within(hairColour).getByRole('radio', { name: 'Black' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Wears glasses' }));
    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('builtin-luna'));
    await user.click(generateButton());

    const appearance = { skin_tone: 'tan', hair_style: 'braids', hair_color: 'black', glasses: true };
    expect(JSON.parse(String(requestBody(fetchMock))).appearance).toEqual(appearance);
    expect(JSON.parse(localStorage.getItem('storyloom.appearance-by-name') ?? '{}')).toEqual({
      mia: appearance,
    });
  }, 20_000);

  it('fills in the look remembered for a name as it is typed, and clears it for another child', async () => {
    localStorage.setItem(
      'storyloom.appearance-by-name',
      JSON.stringify({ mia: { skin_tone: 'dark-brown', hair_style: 'afro-puffs', glasses: false } }),
    );
    mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
    const user = userEvent.setup();
    renderPage();
    const name = screen.getByLabelText("Child's name");
    await user.type(name, 'MIA');
    const skin = screen.getByRole('group', { name: 'Skin tone' });
    expect(within(skin).getByRole('radio', { name: 'Dark brown' })).toBeChecked();
    expect(screen.getByLabelText('Hair style')).toHaveValue('afro-puffs');

    await user.clear(name);
    await user.type(name, 'Leo');
    expect(within(skin).getByRole('radio', { name: 'Dark brown' })).not.toBeChecked();
    expect(screen.getByLabelText('Hair style')).toHaveValue('');
  }, 20_000);

  it('sends no appearance when nothing was chosen', async () => {
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'POST /v1/stories/generate': () => json(accepted, 202),
    });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('builtin-luna'));
    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    await user.click(
      within(screen.getByRole('group', { name: 'Hair colour' })).getByRole('radio', { name: 'Ginger' }),
    );
    await user.click(screen.getByRole('button', { name: 'Let the story choose everything' }));
    await user.click(generateButton());
    expect(JSON.parse(String(requestBody(fetchMock)))).not.toHaveProperty('appearance');
  }, 20_000);
});

describe('GeneratorPage: hearing a voice before choosing it', () => {
  const mp3 = () => new Response(new Blob(['ID3'], { type: 'audio/mpeg' }), { status: 200 });

  it('plays the chosen voice in the story language, and stops it', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'GET /v1/voices/builtin-oliver/sample': () => mp3(),
    });
    const user = userEvent.setup();
    renderPage();

    const voice = screen.getByLabelText('Narrator voice');
    await waitFor(() => expect(voice).toHaveValue('builtin-luna'));
    await user.selectOptions(voice, 'builtin-oliver');
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await user.click(screen.getByRole('button', { name: 'Listen' }));

    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(callsTo(fetchMock, 'GET /v1/voices/builtin-oliver/sample?language=fr')).toHaveLength(1);
    expect(play).toHaveBeenCalledOnce();
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listen' })).toBeEnabled();
  });

  it("says why a voice cannot be heard, in the server's words", async () => {
    mockFetch({
      'GET /v1/meta/openai-options': () => json(offlineVoiceOptions),
      'GET /v1/voices/builtin-luna/sample': () => json({ ok: false, error: MESSAGES.voiceNotFound }, 404),
    });
    const user = userEvent.setup();
    renderPage();

    await waitFor(() => expect(screen.getByLabelText('Narrator voice')).toHaveValue('builtin-luna'));
    await user.click(screen.getByRole('button', { name: 'Listen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.voiceNotFound);
    expect(screen.getByRole('button', { name: 'Listen' })).toBeEnabled();
  });
});
