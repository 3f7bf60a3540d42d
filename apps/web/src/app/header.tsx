import { Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { CloseIcon, MenuIcon, UserIcon } from '../components/icons.tsx';
import { LogoMark } from '../components/logo-mark.tsx';
import { paths } from '../config/paths.ts';
import { GenerationPill } from '../features/generator/components/generation-pill.tsx';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';
import { useT } from '../i18n/use-t.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { useElementId } from '../lib/hydrate-later.tsx';
import { lazyWithMessages } from './lazy-with-messages.tsx';
import { mainNavItems } from './nav-items.ts';

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 font-display text-[1.05rem] font-medium transition ${
    isActive ? 'bg-grape-100 text-grape-800' : 'text-ink hover:bg-white hover:text-grape-700'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-2xl px-3 py-2 font-display text-lg font-medium transition ${
    isActive ? 'bg-grape-100 text-grape-800' : 'hover:bg-grape-50'
  }`;

// Only someone signed in has the account menu: it is fetched then.
const UserMenu = lazyWithMessages([], async () => (await import('./user-menu.tsx')).UserMenu);

// Where Sign In or the account menu will be, while who is signed in is not known yet.
const accountPlaceholder = (
  <span className="block h-11 w-24 motion-safe:animate-pulse rounded-full bg-cream-200" aria-hidden="true" />
);

/** The site header: brand, navigation for everyone, and Sign In or the user menu (product §2). */
export function Header() {
  const { user, loading, signInWithGoogle, signOut } = useAuth();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileNavId = useElementId();
  const t = useT();

  // product §8: the auth provider has already logged a failed sign-in or sign-out, and the user is
  // shown no message, so there is nothing left to do with the rejection.
  const ignoreFailure = () => {};
  const signIn = () => {
    signInWithGoogle().catch(ignoreFailure);
  };
  const signOutUser = () => {
    signOut().catch(ignoreFailure);
  };

  return (
    <header
      data-site-header
      className="sticky top-0 z-20 border-b border-cream-300/70 bg-cream-100/85 backdrop-blur-md"
    >
      <div className="mx-auto flex h-18 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={paths.home.getHref()}
          className="me-auto flex items-center gap-2.5 rounded-2xl"
          onClick={() => setMobileOpen(false)}
        >
          <LogoMark className="size-10" />
          <span className="font-display text-2xl font-semibold tracking-tight text-grape-700">Storyloom</span>
        </Link>

        <nav aria-label={t('common.mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to} className={'wideScreensOnly' in item ? 'hidden lg:block' : undefined}>
                <NavLink to={item.to} className={desktopLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <GenerationPill className="hidden min-w-0 lg:block" />

        <LanguageSwitcher className="hidden lg:block" />

        <div className="flex items-center gap-2 lg:ms-4">
          {loading ? (
            accountPlaceholder
          ) : user ? (
            <Suspense fallback={accountPlaceholder}>
              <UserMenu user={user} onSignOut={signOutUser} />
            </Suspense>
          ) : (
            // One line whatever the language: on a phone the icon gives way to the words.
            <button
              type="button"
              onClick={signIn}
              className="btn btn-primary px-4 py-2 whitespace-nowrap sm:px-5"
            >
              <UserIcon className="hidden size-5 sm:block" />
              {t('common.signIn')}
            </button>
          )}

          {/* Keyed: the menu button stays the same element when Sign In comes in before it. */}
          <button
            key="menu"
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={mobileNavId}
            onClick={() => setMobileOpen((wasOpen) => !wasOpen)}
            className="grid size-11 place-items-center rounded-full bg-white text-grape-700 shadow-soft ring-1 ring-grape-100 lg:hidden"
          >
            {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            <span className="sr-only">{t('common.menu')}</span>
          </button>
        </div>
      </div>
      {/* On a phone the row is full: the pill gets its own line under it. */}
      <GenerationPill className="lg:hidden" rowClassName="flex justify-center px-4 pb-2.5" />

      {mobileOpen && (
        <nav
          id={mobileNavId}
          aria-label={t('common.mobileNavigation')}
          className="border-t border-cream-300/70 px-4 pt-2 pb-4 lg:hidden"
        >
          <ul className="space-y-1">
            {mainNavItems.map(({ label, to, icon: ItemIcon, tone }) => (
              <li key={to}>
                <NavLink to={to} className={mobileLinkClass} onClick={() => setMobileOpen(false)}>
                  <span className={`grid size-10 place-items-center rounded-xl ${tone}`}>
                    <ItemIcon className="size-5" />
                  </span>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className="mt-3 px-3" />
        </nav>
      )}
    </header>
  );
}
