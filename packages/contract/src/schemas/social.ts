/** Social (§7): bookmarks, likes and the story played last. */
import { z } from 'zod';
import { bundleIdParams } from './common.ts';
import { storyListItem } from './stories.ts';

export const bookmarkStatus = z.object({ bookmarked: z.boolean() });
export type BookmarkStatus = z.infer<typeof bookmarkStatus>;

export const bookmark = storyListItem.extend({ bookmarked_at: z.string() });
export type Bookmark = z.infer<typeof bookmark>;

export const bookmarksResponse = z.object({ ok: z.literal(true), bookmarks: z.array(bookmark) });
export type BookmarksResponse = z.infer<typeof bookmarksResponse>;

export const likeState = z.object({ liked: z.boolean(), like_count: z.number().int().min(0) });
export type LikeState = z.infer<typeof likeState>;

/** The story the header's Player link goes back to: the one the account played last, else its newest. */
export const lastStory = z.object({ bundle_id: z.string().nullable() });
export type LastStory = z.infer<typeof lastStory>;
export const rememberLastStoryRequest = z.object({ bundle_id: bundleIdParams.shape.bundleId });
export type RememberLastStoryRequest = z.infer<typeof rememberLastStoryRequest>;
