import type { Privacy } from '@storyloom/contract';
import { UserIcon } from '../../../../components/icons.tsx';
import { useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { type ChoiceCardOption, ChoiceCards } from '../choice-cards.tsx';
import { GlobeIcon, LockIcon } from '../generator-icons.tsx';

function usePrivacyOptions(): ChoiceCardOption<Privacy>[] {
  const t = useT();
  return [
    {
      value: 'public',
      title: t('generator.privacyPublic'),
      detail: t('generator.privacyPublicDetail'),
      icon: GlobeIcon,
      tone: 'bg-sky-100 text-sky-700',
    },
    {
      value: 'private',
      title: t('generator.privacyPrivate'),
      detail: t('generator.privacyPrivateDetail'),
      icon: LockIcon,
      tone: 'bg-peach-100 text-peach-700',
    },
  ];
}

/** A signed-out parent's stories go to the public Archives: said before they press Generate Story. */
function PublicStoryNotice({ onSignIn }: { onSignIn: () => void }) {
  const textId = useElementId();
  const t = useT();
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-sky-200 sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className="hidden size-11 shrink-0 place-items-center rounded-xl bg-sky-100 text-sky-700 sm:grid"
      >
        <GlobeIcon className="size-6" />
      </span>
      <p id={textId} className="flex-1 text-pretty text-ink">
        <span className="font-semibold">{t('generator.publicNotice')}</span>{' '}
        <span className="text-ink-soft">{t('generator.publicNoticeSignIn')}</span>
      </p>
      <button
        type="button"
        onClick={onSignIn}
        aria-describedby={textId}
        className="btn btn-secondary shrink-0 self-start px-5 py-2.5 sm:self-center"
      >
        <UserIcon className="size-5" />
        {t('generator.signIn')}
      </button>
    </div>
  );
}

interface StoryPrivacyProps {
  signedIn: boolean;
  /** While sign-in is still being checked, neither the notice nor the choice is shown. */
  authLoading: boolean;
  privacy: Privacy;
  onChange: (privacy: Privacy) => void;
  onSignIn: () => void;
}

/**
 * Who will see the story, next to Generate Story: the privacy choice (product §2, signed-in only)
 * with what each option means, or for a signed-out parent, that the story will be public.
 */
export function StoryPrivacy({ signedIn, authLoading, privacy, onChange, onSignIn }: StoryPrivacyProps) {
  const t = useT();
  const privacyOptions = usePrivacyOptions();
  if (authLoading) return null;
  if (!signedIn) return <PublicStoryNotice onSignIn={onSignIn} />;
  return (
    <ChoiceCards
      legend={t('generator.privacy')}
      name="privacy"
      value={privacy}
      options={privacyOptions}
      onChange={onChange}
      className="grid-cols-2"
    />
  );
}
