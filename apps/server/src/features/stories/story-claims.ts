import { MESSAGES, type StoryListItem } from '@storyloom/contract';
import { conflict, forbidden } from '../../platform/errors.ts';
import type { MediaLinks } from '../../platform/media-links.ts';
import { presentListItem } from './presenter.ts';
import type { StoryRepository } from './repository.ts';

/**
 * Stories made in a browser while signed out, given to the parent's account when they sign in
 * there: only the ones that browser remembers making (see ClaimCookie), and only while nobody
 * owns them. A story keeps its privacy.
 */
export class StoryClaims {
  constructor(
    private readonly stories: StoryRepository,
    private readonly links: MediaLinks,
  ) {}

  /** Of the stories the browser remembers, those that may still be claimed, newest first. */
  async claimable(remembered: readonly string[]): Promise<StoryListItem[]> {
    const stories = await this.stories.unowned(remembered);
    return stories.map((story) => presentListItem(story, this.links));
  }

  /** Gives the requested stories to the user, all or none; returns their ids. */
  async claim(
    requested: readonly string[],
    remembered: readonly string[],
    userId: string,
  ): Promise<string[]> {
    const ids = [...new Set(requested)];
    if (ids.some((id) => !remembered.includes(id))) throw forbidden(MESSAGES.claimRefused);
    if (!(await this.stories.giveTo(ids, userId))) throw conflict(MESSAGES.claimRefused);
    return ids;
  }
}
