import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { BookOpenIcon, HomeIcon, UserIcon, WandIcon } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useT } from '../../../i18n/use-t.ts';

/** The player's failure page (product §2): the reason, or 'Could not load the story', and a way home. */
export function StoryNotFound({ message }: { message?: string }) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <DocumentTitle title={t('player.storyNotFoundDocumentTitle')} />
      <div className="relative mb-8 grid size-28 place-items-center rounded-full bg-grape-100">
        <BookOpenIcon className="size-14 text-grape-700" />
        <span className="absolute top-3 end-2 size-3 rounded-full bg-sunny-300 motion-safe:animate-twinkle" />
        <span className="absolute bottom-5 start-3 size-2 rounded-full bg-peach-300 motion-safe:animate-twinkle [animation-delay:1s]" />
      </div>
      <h1 className="text-4xl font-semibold text-grape-800 sm:text-5xl">{t('player.storyNotFound')}</h1>
      <p className="mt-4 text-lg text-pretty text-ink-soft" data-testid="story-error">
        {message ? errorText.of(message) : errorText.message('couldNotLoadStory')}
      </p>
      <Link to={paths.home.getHref()} className="btn btn-primary mt-8">
        <HomeIcon className="size-5" />
        {t('player.goHome')}
      </Link>
    </section>
  );
}

/** The Player link before this browser has played or made a story: where stories can be found. */
export function NoStoryYet({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <DocumentTitle title={t('player.playerDocumentTitle')} />
      <div className="relative mb-8 grid size-28 place-items-center rounded-full bg-grape-100">
        <BookOpenIcon className="size-14 text-grape-700" />
        <span className="absolute top-3 end-2 size-3 rounded-full bg-sunny-300 motion-safe:animate-twinkle" />
      </div>
      <h1 className="text-4xl font-semibold text-grape-800 sm:text-5xl">{t('player.nothingPlayingYet')}</h1>
      <p className="mt-4 text-lg text-pretty text-ink-soft">{t('player.nothingPlayingYetHint')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedIn && (
          <Link to={paths.dashboard.getHref()} className="btn btn-primary">
            <UserIcon className="size-5" />
            {t('player.myStories')}
          </Link>
        )}
        <Link to={paths.archives.getHref()} className={`btn ${signedIn ? 'btn-secondary' : 'btn-primary'}`}>
          <BookOpenIcon className="size-5" />
          {t('player.storyArchives')}
        </Link>
        <Link to={paths.generate.getHref()} className="btn btn-secondary">
          <WandIcon className="size-5" />
          {t('player.makeAStory')}
        </Link>
      </div>
    </section>
  );
}

/** Shown while the story loads, or while its first scene is still being made. */
export function StoryLoading({ message }: { message?: string }) {
  const t = useT();
  // As tall as the screen: the footer waits below it rather than jump down when the story shows.
  return (
    <section className="mx-auto flex min-h-dvh max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <div aria-hidden="true" className="relative grid size-24 place-items-center rounded-full bg-grape-100">
        <BookOpenIcon className="size-12 text-grape-600 motion-safe:animate-float" />
        <span className="absolute top-2 end-3 size-2.5 rounded-full bg-sunny-300 motion-safe:animate-twinkle" />
      </div>
      <p role="status" className="mt-6 font-display text-2xl font-semibold text-grape-800">
        {message ?? t('player.loadingStory')}
      </p>
    </section>
  );
}
