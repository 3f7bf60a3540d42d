import { type BundleScene, SCENE_PICTURE_SIZES } from '@storyloom/contract';
import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildScene } from '../../../test/story-fixtures.ts';
import { usePreloadScene } from '../hooks/use-preload-scene.ts';
import { SceneStage } from './scene-stage.tsx';

const withCopies = (index: number): BundleScene => ({
  ...buildScene(index),
  image_variants: [384, 640, 1024].map((width) => ({
    width,
    height: width,
    url: `/data/test/scene_${index + 1}-${width}.webp`,
  })),
});
const srcSetOf = (index: number) =>
  [384, 640, 1024].map((width) => `/data/test/scene_${index + 1}-${width}.webp ${width}w`).join(', ');

/** Every picture of a scene layer: the blurred backdrop and the picture itself. */
const picturesOf = (container: HTMLElement, index: number) => [
  ...container.querySelectorAll<HTMLImageElement>(`[data-scene-layer="${index}"] img`),
];

afterEach(() => vi.unstubAllGlobals());

describe('SceneStage', () => {
  it('offers the scene’s WebP copies, loads the one on screen first and its neighbours lazily', () => {
    const scenes = [withCopies(0), withCopies(1), withCopies(2)];
    const { container } = render(<SceneStage scenes={scenes} sceneIndex={1} audioOnly={false} />);

    const shown = screen.getByRole('img', { name: 'Illustration for scene 2' });
    expect(shown).toHaveAttribute('src', '/data/test/scene_2.png');
    expect(shown).toHaveAttribute('srcset', srcSetOf(1));
    expect(shown).toHaveAttribute('sizes', SCENE_PICTURE_SIZES);
    expect(shown).toHaveAttribute('width', '1024');
    expect(shown).toHaveAttribute('height', '1024');
    expect(shown).toHaveAttribute('fetchpriority', 'high');
    expect(shown).toHaveAttribute('decoding', 'async');
    expect(shown).not.toHaveAttribute('loading');

    for (const neighbour of [0, 2]) {
      for (const picture of picturesOf(container, neighbour)) {
        expect(picture).toHaveAttribute('srcset', srcSetOf(neighbour));
        expect(picture).toHaveAttribute('loading', 'lazy');
        expect(picture).toHaveAttribute('decoding', 'async');
        expect(picture).not.toHaveAttribute('fetchpriority');
      }
    }
    // The blurred backdrop asks for the same copy, so the picture is fetched once.
    const [backdrop] = picturesOf(container, 1);
    expect(backdrop).toHaveAttribute('srcset', srcSetOf(1));
    expect(backdrop).toHaveAttribute('sizes', SCENE_PICTURE_SIZES);
  });

  it('shows the first scene at once, and fades in a scene the story turns to', () => {
    const scenes = [0, 1, 2, 3, 4].map(withCopies);
    const layer = (container: HTMLElement, index: number) =>
      container.querySelector(`[data-scene-layer="${index}"]`);
    const { container, rerender } = render(<SceneStage scenes={scenes} sceneIndex={0} audioOnly={false} />);
    // A picture fading in from transparent counts as shown only once it has faded in.
    expect(layer(container, 0)?.className).not.toContain('starting:opacity-0');

    rerender(<SceneStage scenes={scenes} sceneIndex={1} audioOnly={false} />);
    expect(layer(container, 2)?.className).toContain('starting:opacity-0');
    // Read again from the end: the first scene comes back, fading in.
    rerender(<SceneStage scenes={scenes} sceneIndex={4} audioOnly={false} />);
    rerender(<SceneStage scenes={scenes} sceneIndex={0} audioOnly={false} />);
    expect(layer(container, 0)?.className).toContain('starting:opacity-0');
  });

  it('shows a scene made before the copies as its PNG alone', () => {
    render(<SceneStage scenes={[buildScene(0)]} sceneIndex={0} audioOnly={false} />);
    const shown = screen.getByRole('img', { name: 'Illustration for scene 1' });
    expect(shown).toHaveAttribute('src', '/data/test/scene_1.png');
    expect(shown).not.toHaveAttribute('srcset');
    expect(shown).not.toHaveAttribute('sizes');
  });
});

describe('usePreloadScene', () => {
  it('fetches the next scene’s copy the way the stage will choose it', () => {
    const made: HTMLImageElement[] = [];
    // `new Image()` gives the element this returns, which the test then reads.
    vi.stubGlobal('Image', function madeImage() {
      const image = document.createElement('img');
      made.push(image);
      return image;
    });
    renderHook(() => usePreloadScene(withCopies(1), () => ({}) as HTMLAudioElement));
    expect(made).toHaveLength(1);
    expect(made[0]?.getAttribute('srcset')).toBe(srcSetOf(1));
    expect(made[0]?.getAttribute('sizes')).toBe(SCENE_PICTURE_SIZES);
    expect(made[0]?.getAttribute('src')).toBe('/data/test/scene_2.png');
  });
});
