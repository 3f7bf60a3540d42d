import { Link } from 'react-router';
import { HeartIcon } from '../components/icons.tsx';
import { LogoMark } from '../components/logo-mark.tsx';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/use-t.ts';

export function Footer() {
  const t = useT();
  return (
    <footer className="drawn-near-screen-[10rem] sm:drawn-near-screen-[6rem] mt-16 border-t border-cream-300/70 bg-cream-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-8 text-center sm:flex-row sm:justify-between sm:px-6 sm:text-start">
        <p className="flex items-center gap-2 font-display text-lg font-medium text-grape-700">
          <LogoMark className="size-7" />
          Storyloom
        </p>
        <Link to={paths.privacy.getHref()} className="font-semibold text-grape-700 underline">
          {t('common.privacy')}
        </Link>
        <p className="flex items-center gap-2 text-ink-soft">
          <HeartIcon className="size-4 fill-peach-400 text-peach-400" />
          {t('common.madeWithLove')}
        </p>
      </div>
    </footer>
  );
}
