import type { BundleScene, PictureVariant, StoryBundle, StoryListItem } from '@storyloom/contract';
import type { MediaLinks } from '../../platform/media-links.ts';
import { sceneImageName } from './story-media.ts';
import type { ListedStory, Scene, PictureVariant as StoredVariant, Story } from './story-records.ts';
import { allWarnings } from './warnings.ts';

/** What a list and the player both show of a story. */
function presentSummary(row: ListedStory) {
  return {
    bundle_id: row.id,
    user_id: row.user_id,
    title: row.title,
    child: row.child,
    theme: row.theme,
    ...(row.theme === 'custom' && row.custom_theme ? { custom_theme: row.custom_theme } : {}),
    language: row.language,
    age: row.age,
    scenes: row.scene_count,
    privacy: row.privacy,
    created_at: row.created_at,
    ...(row.cover_focus ? { cover_focus: row.cover_focus } : {}),
  };
}

/** A picture's WebP copies with their addresses, as an optional field: left out when there are none. */
function presentVariants<Field extends string>(
  field: Field,
  story: { id: string; privacy: string },
  variants: StoredVariant[],
  links: MediaLinks,
): { [K in Field]?: PictureVariant[] } {
  if (variants.length === 0) return {};
  const listed = variants.map(({ key, width, height }) => ({ width, height, url: links.url(story, key) }));
  return { [field]: listed } as { [K in Field]: PictureVariant[] };
}

/**
 * A story in a list, with its cover the way the player gets its pictures: a private story's
 * through a signed link. A list answer with a private story in it is never kept (see
 * StoryAnswers), so its links are fresh.
 */
export function presentListItem(row: ListedStory, links: MediaLinks): StoryListItem {
  return {
    ...presentSummary(row),
    audio_only: row.audio_only,
    cover_url: row.audio_only ? null : links.url(row, sceneImageName(0)),
    ...presentVariants('cover_variants', row, row.audio_only ? [] : row.cover_variants, links),
  };
}

/**
 * The full bundle for the player. While a story is being made, it lists every written scene in
 * order: the ones that are ready with their media, so playing can start with scene 1, and the
 * others marked not ready, without media. Its warnings (which provider failed and why) are for
 * the story's owner only: a provider refusing its key is not for every reader.
 */
export function presentBundle(
  story: Story,
  scenes: Scene[],
  links: MediaLinks,
  viewer: string | null,
): StoryBundle {
  const owner = story.user_id !== null && story.user_id === viewer;
  return {
    ...presentSummary(story),
    status: story.status,
    audio_only: story.audio_only,
    sign_language: story.sign_language,
    sign_language_type: story.sign_language_type,
    tts_voice: story.tts_voice,
    voice_used: story.voice_used,
    pause_ms: story.pause_ms,
    warnings: owner ? allWarnings(story.warnings) : [],
    scenes: scenes.map((scene) => presentScene(story, scene, links)),
  };
}

function presentScene(story: Story, scene: Scene, links: MediaLinks): BundleScene {
  if (scene.status !== 'ready') {
    return {
      ready: false,
      image_url: null,
      narration: scene.narration,
      audio_url: null,
      sign_video_url: null,
      sign_video_mp4_url: null,
    };
  }
  return {
    ready: true,
    image_url: story.audio_only ? null : links.url(story, scene.image_key),
    ...presentVariants('image_variants', story, story.audio_only ? [] : scene.image_variants, links),
    narration: scene.narration,
    audio_url: links.url(story, scene.audio_key),
    sign_video_url: links.url(story, scene.sign_video_key),
    sign_video_mp4_url: links.url(story, scene.sign_video_mp4_key),
    ...(scene.words ? { words: scene.words } : {}),
  };
}
