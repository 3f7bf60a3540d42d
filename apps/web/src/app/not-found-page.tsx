import { Link } from 'react-router';
import { DocumentTitle } from '../components/document-title.tsx';
import { HomeIcon, MoonIcon } from '../components/icons.tsx';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/use-t.ts';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <DocumentTitle title={t('common.pageTitle', { page: t('common.notFoundTitle') })} />
      <div className="relative mb-8 grid size-28 place-items-center rounded-full bg-sky-100">
        <MoonIcon className="size-14 fill-sunny-300 text-grape-700" />
        <span className="absolute end-2 top-3 size-3 motion-safe:animate-twinkle rounded-full bg-sunny-300" />
        <span className="absolute start-3 bottom-5 size-2 motion-safe:animate-twinkle rounded-full bg-peach-300 [animation-delay:1s]" />
      </div>
      <h1 className="text-4xl font-semibold text-grape-800 sm:text-5xl">{t('common.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-pretty text-ink-soft">{t('common.notFoundText')}</p>
      <Link to={paths.home.getHref()} className="btn btn-primary mt-8">
        <HomeIcon className="size-5" />
        {t('common.goHome')}
      </Link>
    </section>
  );
}
