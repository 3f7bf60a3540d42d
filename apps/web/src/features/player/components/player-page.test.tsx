import { MESSAGES } from '@storyloom/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, json, mockApi } from '../../../test/mock-api.ts';
import { buildBundle, buildPendingScene, buildScene } from '../../../test/story-fixtures.ts';
import { ana, renderWithProviders, stubMediaElements } from '../test/render-player.tsx';
import { PlayerPage } from './player-page.tsx';

/** The picture layer on show; its neighbours are mounted too, hidden, for the cross-fade. */
const shownScene = async () => {
  const stage = await screen.findByTestId('scene-stage');
  return within(stage.querySelector<HTMLElement>('[aria-hidden="false"]') as HTMLElement);
};

/**
 * Lets the browser paint the page, as it has before anyone can press a key or leave: the page's
 * effects run then (its key listener, the story remembered as the last one played).
 */
const painted = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

const renderPage = (path: string, user = ana as typeof ana | null) =>
  renderWithProviders(<PlayerPage />, { path, user });

let media: ReturnType<typeof stubMediaElements>;

beforeEach(() => {
  media = stubMediaElements();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
  Reflect.deleteProperty(document, 'exitFullscreen');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PlayerPage', () => {
  it("says 'Loading story...' while the story loads", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );

    renderPage('/play/b-123');

    expect(screen.getByRole('status')).toHaveTextContent('Loading story...');
  });

  it("shows 'Story Not Found' with 'Story not found' and a way home when the server has no such story", async () => {
    mockApi({});

    renderPage('/play/missing');

    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.storyNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it("says 'Failed to load story' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    renderPage('/play/b-123');

    expect(await screen.findByText(MESSAGES.failedToLoadStory, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the title, the scene counter and the first picture, and moves between scenes', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });
    const user = userEvent.setup();
    renderPage('/play/b-123');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ocean Adventure of Mia' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('scene-counter')).toHaveTextContent('Scene 1 of 3');
    expect(screen.getByRole('img', { name: 'Illustration for scene 1' })).toHaveAttribute(
      'src',
      '/data/test/scene_1.png',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByTestId('scene-counter')).toHaveTextContent('Scene 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Story progress' })).toHaveAttribute('aria-valuenow', '3');
  });

  it('starts narrating with the first word highlighted, and offers Pause', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });
    const user = userEvent.setup();
    renderPage('/play/b-123');

    await user.click(await screen.findByRole('button', { name: 'Start' }));

    expect(media.play).toHaveBeenCalled();
    expect(screen.getByTestId('play-toggle')).toHaveAccessibleName('Pause');
    const narration = screen.getByTestId('narration');
    expect(within(narration).getByText('Scene')).toHaveAttribute('data-current', 'true');
  });

  it('shows the purple Audio Story page for an audio-only story', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle({ audio_only: true }) });

    renderPage('/play/b-123');

    const scene = await shownScene();
    expect(scene.getByText('Audio Story')).toBeInTheDocument();
    expect(scene.getByText('Close your eyes and imagine...')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /illustration/i })).not.toBeInTheDocument();
  });

  it('shows the Audio Story page for a scene that has no picture', async () => {
    const bundle = buildBundle();
    bundle.scenes[0] = { ...buildScene(0), image_url: null };
    mockApi({ 'GET /v1/stories/bundle/b-123': bundle });

    renderPage('/play/b-123');

    expect((await shownScene()).getByText('Audio Story')).toBeInTheDocument();
  });

  it('lays out the title and narration of an Arabic story right to left', async () => {
    const narration = 'كان يا ما كان، في الفضاء الواسع.';
    mockApi({
      'GET /v1/stories/bundle/b-ar': buildBundle({
        bundle_id: 'b-ar',
        language: 'ar',
        title: 'حكاية Omar',
        scenes: [buildScene(0, narration)],
      }),
    });

    renderPage('/play/b-ar');

    const title = await screen.findByRole('heading', { level: 1, name: 'حكاية Omar' });
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(title).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('narration')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('narration')).toHaveTextContent(narration);
  });

  it('keeps an English story left to right', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });

    renderPage('/play/b-123');

    expect(await screen.findByTestId('narration')).toHaveAttribute('dir', 'ltr');
  });

  it('plays the latest story of the child in the address when no id is given', async () => {
    const fetchMock = mockApi({ 'GET /v1/stories/latest?child=Omar': buildBundle({ child: 'Omar' }) });

    renderPage('/play?child=Omar');

    expect(await screen.findByTestId('scene-counter')).toHaveTextContent('Scene 1 of 3');
    expect(calls(fetchMock)).toContain('GET /v1/stories/latest?child=Omar');
  });

  it("asks for Friend's latest story when the address names no child", async () => {
    const fetchMock = mockApi({ 'GET /v1/stories/latest': () => json(buildBundle({ child: 'Friend' })) });

    renderPage('/play');

    expect(await screen.findByTestId('scene-counter')).toHaveTextContent('Scene 1 of');
    expect(calls(fetchMock)).toContain('GET /v1/stories/latest?child=Friend');
  });

  it('offers the story lists from the Player link when nothing was played yet', async () => {
    mockApi({});

    renderPage('/play');

    expect(await screen.findByRole('heading', { name: 'Nothing playing yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Stories' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Story Archives' })).toHaveAttribute('href', '/archives');
    expect(screen.getByRole('link', { name: 'Make a story' })).toHaveAttribute('href', '/generate');
    expect(screen.queryByText(MESSAGES.storyNotFound)).not.toBeInTheDocument();
  });

  it("still says 'Story not found' for a child with no story", async () => {
    mockApi({});

    renderPage('/play?child=Zoe');

    expect(await screen.findByText(MESSAGES.storyNotFound)).toBeInTheDocument();
  });

  it('goes back to the story this browser played last from the Player link', async () => {
    const fetchMock = mockApi({ 'GET /v1/stories/bundle/b-123': () => json(buildBundle()) });
    const played = renderPage('/play/b-123');
    expect(await screen.findByTestId('scene-counter')).toBeInTheDocument();
    await painted();
    played.unmount();

    renderPage('/play');

    expect(await screen.findByTestId('scene-counter')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('GET /v1/stories/latest?child=Friend');
  });

  it('goes back to the story the account played last, on another device, from the Player link', async () => {
    localStorage.setItem('storyloom.last-story', 'b-9');
    const fetchMock = mockApi({
      'GET /v1/account/last-story': { bundle_id: 'b-77' },
      'GET /v1/stories/bundle/b-77': () => json(buildBundle({ bundle_id: 'b-77', title: 'The Moon Boat' })),
    });

    renderPage('/play');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Moon Boat' })).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('GET /v1/stories/bundle/b-9');
  });

  it('tells the account which story is played, so its other devices resume it', async () => {
    const fetchMock = mockApi({
      'GET /v1/stories/bundle/b-123': () => json(buildBundle()),
      'PUT /v1/account/last-story': (init) => json(JSON.parse(String(init.body))),
    });

    renderPage('/play/b-123');

    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /v1/account/last-story'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ bundle_id: 'b-123' });
  });

  it('keeps a signed-out visitor’s last story in the browser alone', async () => {
    const fetchMock = mockApi({ 'GET /v1/stories/bundle/b-123': () => json(buildBundle()) });
    const played = renderPage('/play/b-123', null);
    expect(await screen.findByTestId('scene-counter')).toBeInTheDocument();
    await painted();
    played.unmount();

    renderPage('/play', null);

    expect(await screen.findByTestId('scene-counter')).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.includes('/v1/account/'))).toEqual([]);
  });

  it('keeps the last story when the server only failed for a moment', async () => {
    localStorage.setItem('storyloom.last-story', 'b-9');
    mockApi({ 'GET /v1/stories/bundle/b-9': () => json({ ok: false, error: 'Server error' }, 500) });

    renderPage('/play');

    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeInTheDocument();
    expect(localStorage.getItem('storyloom.last-story')).toBe('b-9');
  });

  it('forgets a last story that is gone, so the Player link offers the lists again', async () => {
    localStorage.setItem('storyloom.last-story', 'gone');
    mockApi({});

    const first = renderPage('/play');
    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeInTheDocument();
    await painted();
    first.unmount();

    renderPage('/play');
    expect(await screen.findByRole('heading', { name: 'Nothing playing yet' })).toBeInTheDocument();
  });

  it('plays the scenes made so far and picks up new ones while the story is still being made', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ready = 1;
    mockApi({
      'GET /v1/stories/bundle/b-123': () =>
        json(buildBundle({ status: ready < 3 ? 'generating' : 'ready' }, ready)),
    });
    renderPage('/play/b-123');

    expect(await screen.findByTestId('scene-counter')).toHaveTextContent('Scene 1 of 1');
    expect(screen.getByText('More scenes are on their way…')).toBeInTheDocument();

    ready = 3;
    await act(() => vi.advanceTimersByTimeAsync(2000));

    await waitFor(() => expect(screen.getByTestId('scene-counter')).toHaveTextContent('Scene 1 of 3'));
    expect(screen.queryByText('More scenes are on their way…')).not.toBeInTheDocument();
  });

  it('waits on a scene still being drawn, then plays it when it arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let secondReady = false;
    mockApi({
      'GET /v1/stories/bundle/b-123': () =>
        json(
          buildBundle({
            status: secondReady ? 'ready' : 'generating',
            scenes: [buildScene(0), secondReady ? buildScene(1) : buildPendingScene(1)],
          }),
        ),
    });
    renderPage('/play/b-123');
    const counter = await screen.findByTestId('scene-counter');
    expect(counter).toHaveTextContent('Scene 1 of 2');
    const narration = () => media.play.mock.contexts.at(-1) as HTMLAudioElement;

    fireEvent.click(screen.getByTestId('play-toggle'));
    await waitFor(() => expect(narration().src).toMatch(/scene_1\.mp3$/));
    act(() => {
      narration().dispatchEvent(new Event('ended'));
    });
    await act(() => vi.advanceTimersByTimeAsync(800));

    expect(screen.getByText('Still drawing the next scene…')).toBeInTheDocument();
    expect(counter).toHaveTextContent('Scene 1 of 2');
    expect(screen.getByTestId('play-toggle')).toHaveAccessibleName('Pause');

    secondReady = true;
    await act(() => vi.advanceTimersByTimeAsync(1000));

    await waitFor(() => expect(counter).toHaveTextContent('Scene 2 of 2'));
    await waitFor(() => expect(narration().src).toMatch(/scene_2\.mp3$/));
    expect(screen.queryByText('Still drawing the next scene…')).not.toBeInTheDocument();
  });

  it('says the story is being written until scene 1 can be played', async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': buildBundle({
        status: 'generating',
        scenes: [buildPendingScene(0), buildPendingScene(1)],
      }),
    });
    renderPage('/play/b-123');

    expect(await screen.findByText('Your story is being written...')).toBeInTheDocument();
    expect(screen.queryByTestId('scene-counter')).not.toBeInTheDocument();
  });

  it('plays or pauses with space and changes scene with the arrow keys', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });
    renderPage('/play/b-123');
    const counter = await screen.findByTestId('scene-counter');
    await painted();

    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(counter).toHaveTextContent('Scene 2 of 3');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(counter).toHaveTextContent('Scene 1 of 3');

    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(screen.getByTestId('play-toggle')).toHaveAccessibleName('Pause');
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(screen.getByTestId('play-toggle')).toHaveAccessibleName('Resume');
  });

  it('turns the page the other way in a story read right to left', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle({ language: 'ar' }) });
    renderPage('/play/b-123');
    const counter = await screen.findByTestId('scene-counter');
    await painted();

    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(counter).toHaveTextContent('Scene 2 of 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(counter).toHaveTextContent('Scene 1 of 3');
    // The control bar reads right to left too: Next sits on the left.
    expect(screen.getByRole('button', { name: 'Next' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('says goodnight at the end of the story, and reads it again from the start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle({ pause_ms: 100 }, 2) });
    renderPage('/play/b-123?child=Leo');
    const counter = await screen.findByTestId('scene-counter');
    const narration = () => media.play.mock.contexts.at(-1) as HTMLAudioElement;

    fireEvent.click(screen.getByTestId('play-toggle'));
    await waitFor(() => expect(narration().src).toMatch(/scene_1\.mp3$/));
    act(() => {
      narration().dispatchEvent(new Event('ended'));
    });
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(counter).toHaveTextContent('Scene 2 of 2'));
    expect(screen.queryByRole('heading', { name: 'Goodnight, Leo' })).not.toBeInTheDocument();
    act(() => {
      narration().dispatchEvent(new Event('ended'));
    });

    const goodnight = await screen.findByRole('heading', { name: 'Goodnight, Leo' });
    expect(goodnight).toHaveFocus();
    // No word stays lit once the story is told.
    expect(screen.getByTestId('narration').querySelector('[data-current]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Make another story' })).toHaveAttribute('href', '/generate');

    fireEvent.click(screen.getByRole('button', { name: 'Read again' }));
    expect(counter).toHaveTextContent('Scene 1 of 2');
    expect(screen.queryByTestId('bedtime-ending')).not.toBeInTheDocument();
    expect(screen.getByTestId('play-toggle')).toHaveAccessibleName('Pause');
  });

  it('dims the screen while an audio-only story plays, until it is woken', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle({ audio_only: true }) });
    renderPage('/play/b-123');
    await screen.findByTestId('scene-counter');
    expect(screen.queryByTestId('sleep-mode')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('play-toggle'));
    fireEvent.click(await screen.findByRole('button', { name: 'Wake the screen' }));
    expect(screen.queryByTestId('sleep-mode')).not.toBeInTheDocument();
    expect(screen.getByTestId('play-toggle')).toHaveAccessibleName('Pause');

    // Paused and played again, the screen dims again; Escape wakes it too.
    fireEvent.click(screen.getByTestId('play-toggle'));
    fireEvent.click(screen.getByTestId('play-toggle'));
    expect(await screen.findByTestId('sleep-mode')).toBeInTheDocument();
    const wakeButton = screen.getByRole('button', { name: 'Wake the screen' });
    // The dimmed screen holds the focus, so nothing behind it can be reached.
    expect(wakeButton).toHaveFocus();
    fireEvent.keyDown(wakeButton, { key: 'Escape' });
    expect(screen.queryByTestId('sleep-mode')).not.toBeInTheDocument();
  });

  it('keeps the screen bright for a story with pictures', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });
    renderPage('/play/b-123');
    await screen.findByTestId('scene-counter');
    fireEvent.click(screen.getByTestId('play-toggle'));
    expect(screen.getByTestId('play-toggle')).toHaveAccessibleName('Pause');
    expect(screen.queryByTestId('sleep-mode')).not.toBeInTheDocument();
  });

  it('leaves the keys alone while someone types in a text field', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });
    renderPage('/play/b-123');
    const counter = await screen.findByTestId('scene-counter');
    const field = document.createElement('input');
    document.body.append(field);

    fireEvent.keyDown(field, { key: 'ArrowRight' });
    fireEvent.keyDown(field, { key: ' ', code: 'Space' });

    expect(counter).toHaveTextContent('Scene 1 of 3');
    expect(screen.getByTestId('play-toggle')).toHaveAccessibleName('Start');
    field.remove();
  });

  it('leaves the story where it is while the order dialog has the keyboard', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });
    renderPage('/play/b-123', ana);
    await userEvent.click(await screen.findByRole('button', { name: 'Order Print' }));

    // The order dialog's code is fetched when it is first opened.
    fireEvent.keyDown(await screen.findByLabelText('Full name'), { key: 'ArrowRight' });

    expect(screen.getByTestId('scene-counter')).toHaveTextContent('Scene 1 of 3');
  });

  it('follows the browser when fullscreen starts and ends', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });
    renderPage('/play/b-123');
    const button = await screen.findByRole('button', { name: 'Fullscreen' });
    let current: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
    Element.prototype.requestFullscreen = vi.fn(async function (this: Element) {
      current = this;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    document.exitFullscreen = vi.fn(async () => {
      current = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });

    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Exit fullscreen' })).toBeInTheDocument();
    expect(current).toContainElement(screen.getByTestId('narration'));

    // Leaving with Escape is only seen as the browser's event.
    await act(async () => {
      current = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
    Reflect.deleteProperty(document, 'fullscreenElement');
  });

  it('only logs when fullscreen is refused', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });
    renderPage('/play/b-123');
    Element.prototype.requestFullscreen = vi.fn(async () => {
      throw new TypeError('Permissions check failed');
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});

    await userEvent.click(await screen.findByRole('button', { name: 'Fullscreen' }));

    expect(console.warn).toHaveBeenCalledWith('Could not change fullscreen mode.', expect.any(TypeError));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
  });

  it('shows the action panel for a loaded story', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });

    renderPage('/play/b-123', null);

    const actions = await screen.findByRole('region', { name: 'Story actions' });
    expect(within(actions).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });
});
