import { describe, expect, it } from 'vitest';
import { buildBundle, buildPendingScene, buildScene } from '../../test/story-fixtures.ts';
import { storyFiles } from './story-files.ts';

describe('storyFiles', () => {
  it("lists each scene's picture, narration and sign videos once", () => {
    const signed = {
      ...buildScene(1),
      sign_video_url: '/data/test/scene_2_sign.webm',
      sign_video_mp4_url: '/data/test/scene_2_sign.mp4',
    };
    const bundle = buildBundle({
      scenes: [buildScene(0), signed, { ...buildScene(0) }, buildPendingScene(3)],
    });

    expect(storyFiles(bundle)).toEqual([
      '/data/test/scene_1.png',
      '/data/test/scene_1.mp3',
      '/data/test/scene_2.png',
      '/data/test/scene_2.mp3',
      '/data/test/scene_2_sign.webm',
      '/data/test/scene_2_sign.mp4',
    ]);
  });

  it('keeps every WebP copy of a picture, whichever the screen comes to pick', () => {
    const copies = [384, 640].map((width) => ({
      width,
      height: width,
      url: `/data/test/scene_1-${width}.webp`,
    }));
    const bundle = buildBundle({ scenes: [{ ...buildScene(0), image_variants: copies }] });
    expect(storyFiles(bundle)).toEqual([
      '/data/test/scene_1.png',
      '/data/test/scene_1-384.webp',
      '/data/test/scene_1-640.webp',
      '/data/test/scene_1.mp3',
    ]);
  });

  it('has only the narration of a story told without pictures', () => {
    const bundle = buildBundle({ audio_only: true, scenes: [{ ...buildScene(0), image_url: null }] });
    expect(storyFiles(bundle)).toEqual(['/data/test/scene_1.mp3']);
  });
});
