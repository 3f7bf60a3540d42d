import type { StoryListItem } from '@storyloom/contract';
import { useState } from 'react';
import { MoonIcon, UserIcon } from '../../../components/icons.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { NightSky } from '../../../components/night-sky.tsx';
import { GlobeIcon, PlusIcon } from '../../../components/story-icons.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { languageDirection } from '../../../lib/story-labels.ts';

/** A story's cover, small: its picture, or the night sky for an audio-only story or a picture that will not load. */
function StoryThumbnail({ story }: { story: StoryListItem }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-2xl bg-grape-100 ring-2 ring-white shadow-soft sm:size-20">
      {story.cover_url && !failed ? (
        <img
          {...pictureSources(story.cover_url, story.cover_variants, '5rem')}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          style={story.cover_focus && { objectPosition: `${story.cover_focus.x}% ${story.cover_focus.y}%` }}
          className="size-full object-cover"
        />
      ) : (
        <NightSky>
          <MoonIcon className="size-6 fill-sunny-200 text-sunny-200" />
        </NightSky>
      )}
    </div>
  );
}

interface ClaimStoriesDialogProps {
  stories: StoryListItem[];
  adding: boolean;
  /** Why the last Add did not work, in the server's words. */
  error?: string;
  onAdd(): void;
  onNotNow(): void;
}

/**
 * Offers the stories made in this browser before signing in to the account that just signed in.
 * Not now comes first, as Cancel does in the app's other questions: nothing moves without a yes.
 */
export function ClaimStoriesDialog({ stories, adding, error, onAdd, onNotNow }: ClaimStoriesDialogProps) {
  const headingId = useElementId();
  const t = useT();
  // One story or several, not a plural: 'this story' is said only of exactly one.
  const amount = { amount: stories.length === 1 ? 'single' : 'several' };
  return (
    <ModalDialog labelledBy={headingId} onClose={onNotNow}>
      <h2 id={headingId} className="pe-10 text-2xl font-semibold text-balance text-grape-800">
        {t('account.claimQuestion', amount)}
      </h2>
      <p className="mt-3 text-ink-soft">{t('account.claimExplained', amount)}</p>
      <ul aria-label={t('account.claimListLabel')} className="mt-5 max-h-[40dvh] space-y-3 overflow-y-auto">
        {stories.map((story) => (
          <li
            key={story.bundle_id}
            className="flex items-center gap-4 rounded-3xl bg-white p-3 ring-1 ring-cream-300/60"
          >
            <StoryThumbnail story={story} />
            <div className="min-w-0">
              <p
                dir={languageDirection(story.language)}
                className="line-clamp-2 font-semibold text-grape-800"
              >
                {story.title}
              </p>
              <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
                <UserIcon className="size-4 shrink-0" />
                <span className="sr-only">{t('account.claimChild')} </span>
                <span>{story.child}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex gap-2 rounded-2xl bg-sky-50 p-3 text-sm text-sky-800">
        <GlobeIcon className="mt-0.5 size-4 shrink-0" />
        <span>{t('account.claimStaysPublic', amount)}</span>
      </p>
      {error && (
        <p role="alert" className="mt-4 rounded-2xl bg-peach-50 p-3 text-sm font-semibold text-peach-800">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onNotNow} className="btn btn-secondary">
          {t('account.notNow')}
        </button>
        <button
          type="button"
          onClick={onAdd}
          disabled={adding}
          aria-busy={adding || undefined}
          className="btn btn-primary"
        >
          <PlusIcon className="size-5" />
          {adding ? t('account.adding') : t('account.add')}
        </button>
      </div>
    </ModalDialog>
  );
}
