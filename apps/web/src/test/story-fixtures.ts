import type { BundleScene, StoryBundle } from '@storyloom/contract';

/** A scene whose words are timed 500 ms apart, starting at 0. */
export function buildScene(index: number, narration = `Scene ${index + 1} words go here.`): BundleScene {
  const words = narration.match(/[\p{L}\p{N}']+/gu) ?? [];
  return {
    ready: true,
    image_url: `/data/test/scene_${index + 1}.png`,
    narration,
    audio_url: `/data/test/scene_${index + 1}.mp3`,
    sign_video_url: null,
    words: words.map((text, i) => ({ text, start_ms: i * 500, end_ms: i * 500 + 450 })),
  };
}

/** A scene of a story still being made, written but not yet drawn or narrated. */
export function buildPendingScene(index: number): BundleScene {
  return {
    ready: false,
    image_url: null,
    narration: `Scene ${index + 1} words go here.`,
    audio_url: null,
    sign_video_url: null,
    sign_video_mp4_url: null,
  };
}

/** A ready story in English with the given number of scenes. */
export function buildBundle(overrides: Partial<StoryBundle> = {}, sceneCount = 3): StoryBundle {
  return {
    bundle_id: 'b-123',
    title: 'Ocean Adventure of Mia',
    child: 'Mia',
    user_id: null,
    theme: 'ocean',
    language: 'en',
    age: 4,
    privacy: 'public',
    created_at: '2026-01-01T00:00:00.000Z',
    status: 'ready',
    audio_only: false,
    sign_language: false,
    sign_language_type: null,
    tts_voice: 'builtin-luna',
    voice_used: 'builtin-luna',
    pause_ms: 800,
    warnings: [],
    scenes: Array.from({ length: sceneCount }, (_, i) => buildScene(i)),
    ...overrides,
  };
}
