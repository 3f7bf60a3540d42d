import type { StoryListItem } from '@storyloom/contract';
import { GlobeIcon, LockIcon } from '../../../components/story-icons.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** 'Private' or 'Public' over a story's picture (product §2). */
export function StoryPrivacyBadge({ privacy }: { privacy: StoryListItem['privacy'] }) {
  const t = useT();
  return privacy === 'private' ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-grape-700 px-3 py-1 text-sm font-bold text-white shadow-soft">
      <LockIcon className="size-4" />
      {t('stories.private')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-mint-100 px-3 py-1 text-sm font-bold text-mint-700 shadow-soft">
      <GlobeIcon className="size-4" />
      {t('stories.public')}
    </span>
  );
}
