import type { StoryBundle } from '@storyloom/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { buildBundle, buildScene } from '../../../test/story-fixtures.ts';
import { fakeAudioFactory } from '../test/fake-audio.ts';
import { renderWithProviders, stubMediaElements } from '../test/render-player.tsx';
import { StoryPlayer } from './story-player.tsx';

let media: ReturnType<typeof stubMediaElements>;

beforeEach(() => {
  media = stubMediaElements();
  mockApi({ 'GET /v1/stories/b-123/like/status': { liked: false, like_count: 0 } });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const signed = (overrides: Partial<StoryBundle> = {}) =>
  buildBundle({
    sign_language: true,
    sign_language_type: 'BSL',
    scenes: [0, 1].map((i) => ({
      ...buildScene(i),
      sign_video_url: `/data/b-123/scene_${i + 1}.sign.webm`,
      sign_video_mp4_url: `/data/b-123/scene_${i + 1}.sign.mp4`,
    })),
    ...overrides,
  });

function renderPlayer(bundle: StoryBundle) {
  const audio = fakeAudioFactory();
  renderWithProviders(
    <StoryPlayer bundle={bundle} user={null} shareChild="Mia" createAudio={audio.create} />,
    {
      path: '/play/b-123',
    },
  );
  return audio;
}

const panelVideo = () =>
  within(screen.getByRole('region', { name: 'BSL video' })).getByLabelText(
    /fingerspelling/,
  ) as HTMLVideoElement;

/** The video's sources in order, as [src, type]. */
const sources = () =>
  [...panelVideo().querySelectorAll('source')].map((source) => [
    source.getAttribute('src'),
    source.getAttribute('type'),
  ]);

/** Whether `later` comes after `earlier` in the page. */
const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Lets the panel's deferred play() run. */
const settle = () => act(async () => {});

describe('the sign-language panel', () => {
  it('shows the scene’s sign video, labelled with the story’s sign language', () => {
    renderPlayer(signed());
    const region = screen.getByRole('region', { name: 'BSL video' });
    expect(within(region).getByText('BSL')).toBeInTheDocument();
    expect(sources()).toEqual([
      ['/data/b-123/scene_1.sign.webm', 'video/webm'],
      ['/data/b-123/scene_1.sign.mp4', 'video/mp4'],
    ]);
  });

  it('offers a signed private link by its type, and no MP4 when there is none', () => {
    const link = '/media/b-123/scene_1.sign.webm?expires=1&signature=abc';
    renderPlayer(signed({ scenes: [{ ...buildScene(0), sign_video_url: link, sign_video_mp4_url: null }] }));
    expect(sources()).toEqual([[link, 'video/webm']]);
  });

  it('loads the next scene’s video when the story moves on', async () => {
    const user = userEvent.setup();
    renderPlayer(signed());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(sources()[0]).toEqual(['/data/b-123/scene_2.sign.webm', 'video/webm']);
  });

  it("says 'Sign Language' when the story has no sign language type", () => {
    renderPlayer(signed({ sign_language_type: null }));
    expect(screen.getByRole('region', { name: 'Sign Language video' })).toBeInTheDocument();
  });

  it('is not there when the story has no sign language', () => {
    renderPlayer(signed({ sign_language: false }));
    expect(screen.queryByTestId('sign-language-panel')).not.toBeInTheDocument();
  });

  it('is not there for a scene without a sign video', () => {
    renderPlayer(signed({ scenes: [buildScene(0)] }));
    expect(screen.queryByTestId('sign-language-panel')).not.toBeInTheDocument();
  });

  it('plays and pauses with the narration, in step with it', async () => {
    const user = userEvent.setup();
    const audio = renderPlayer(signed());
    const video = panelVideo();
    expect(media.play.mock.contexts).not.toContain(video);

    await user.click(screen.getByRole('button', { name: 'Start' }));
    await settle();
    expect(media.play.mock.contexts).toContain(video);

    (audio.made[0] as { currentTime: number }).currentTime = 1.8;
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await settle();
    expect(media.pause.mock.contexts).toContain(video);
    expect(video.currentTime).toBeCloseTo(1.8);
  });

  it('follows the playback speed', async () => {
    const user = userEvent.setup();
    renderPlayer(signed());
    await user.click(screen.getByRole('button', { name: 'Playback speed 1x' }));
    expect(panelVideo().playbackRate).toBe(1.25);
  });

  it('can be hidden and shown again, and plays again when shown while the story plays', async () => {
    const user = userEvent.setup();
    renderPlayer(signed());
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Hide BSL' }));
    expect(screen.queryByTestId('sign-language-panel')).not.toBeInTheDocument();

    media.play.mockClear();
    await user.click(screen.getByRole('button', { name: 'Show BSL' }));
    await settle();
    expect(media.play.mock.contexts).toContain(panelVideo());
  });

  it('sits on a phone between the picture and the narration, never over the picture', () => {
    renderPlayer(signed());
    const panel = screen.getByTestId('sign-language-panel');
    const book = screen.getByRole('article', { name: 'Story' });
    expect(book).toContainElement(panel);
    expect(screen.getByTestId('scene-stage')).not.toContainElement(panel);
    expect(follows(panel, screen.getByTestId('scene-stage'))).toBe(true);
    expect(follows(screen.getByTestId('narration'), panel)).toBe(true);
  });

  it('sits beside the picture on a wide screen, outside the book, in a right-to-left story too', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 48rem)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderPlayer(signed({ language: 'ar' }));
    const panel = screen.getByTestId('sign-language-panel');
    const book = screen.getByRole('article', { name: 'Story' });
    expect(book).not.toContainElement(panel);
    // The column comes just before the book, whose left page is the picture in every direction.
    const column = panel.parentElement;
    expect(column?.parentElement).toBe(book.parentElement);
    expect(column?.nextElementSibling).toBe(book);
  });

  it('only logs a video that cannot play', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    media.play.mockImplementation(async function (this: HTMLMediaElement) {
      if (this instanceof HTMLVideoElement) throw new DOMException('decode failed', 'NotSupportedError');
    });
    renderPlayer(signed());
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await settle();
    expect(warn).toHaveBeenCalledWith('The sign language video could not play.', expect.any(DOMException));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
