import type { User } from '@storyloom/contract';
import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  BookmarkIcon,
  BookOpenIcon,
  ChevronDownIcon,
  LogOutIcon,
  MicIcon,
  UserCircleIcon,
} from '../components/icons.tsx';
import { paths } from '../config/paths.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { useT } from '../i18n/use-t.ts';
import { useElementId } from '../lib/hydrate-later.tsx';

const accountItems: { label: MessageKey; to: string; icon: ComponentType<{ className?: string }> }[] = [
  { label: 'common.myStories', to: paths.dashboard.getHref(), icon: BookOpenIcon },
  { label: 'common.bookmarks', to: paths.bookmarks.getHref(), icon: BookmarkIcon },
  { label: 'common.myVoices', to: paths.voices.getHref(), icon: MicIcon },
  { label: 'common.myAccount', to: paths.account.getHref(), icon: UserCircleIcon },
];

function Avatar({ user, className }: { user: User; className: string }) {
  if (user.photoURL) {
    // Google profile photos refuse requests that carry a referrer.
    return (
      <img src={user.photoURL} alt="" referrerPolicy="no-referrer" className={`${className} object-cover`} />
    );
  }
  const initial = (user.displayName ?? user.email).trim().charAt(0).toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${className} grid place-items-center bg-peach-200 font-display font-semibold text-peach-700`}
    >
      {initial}
    </span>
  );
}

/** The signed-in user's menu: who they are, their own screens and Sign Out (product §2). */
export function UserMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useElementId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const name = user.displayName ?? user.email;

  // As the menu is drawn, not after the next frame: an Escape pressed at once is not lost.
  useLayoutEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('common.accountMenuFor', { name })}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex items-center gap-2 rounded-full bg-white py-1 ps-1 pe-3 shadow-soft ring-1 ring-grape-100 transition hover:ring-grape-300"
      >
        <Avatar user={user} className="size-9 rounded-full" />
        <span className="hidden max-w-32 truncate font-semibold sm:block">{name}</span>
        <ChevronDownIcon className={`size-4 text-ink-soft transition ${open ? 'rotate-180' : ''}`} />
      </button>

      {open && (
        <div
          id={menuId}
          className="absolute end-0 z-30 mt-3 w-72 max-w-[calc(100vw-2rem)] origin-top-right overflow-hidden rtl:origin-top-left rounded-3xl bg-white shadow-lift ring-1 ring-grape-100"
        >
          <div className="flex items-center gap-3 bg-grape-50 px-5 py-4">
            <Avatar user={user} className="size-12 shrink-0 rounded-full ring-2 ring-white" />
            <div className="min-w-0">
              <p className="truncate font-display text-lg font-semibold">{user.displayName}</p>
              <p className="truncate text-sm text-ink-soft">{user.email}</p>
            </div>
          </div>
          <nav aria-label={t('common.accountNavigation')}>
            <ul className="p-2">
              {accountItems.map(({ label, to, icon: ItemIcon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    onClick={() => setOpen(false)}
                    className="flex items-center gap-3 rounded-2xl px-3 py-2.5 font-semibold transition hover:bg-grape-50 hover:text-grape-700"
                  >
                    <ItemIcon className="size-5 text-grape-500" />
                    {t(label)}
                  </Link>
                </li>
              ))}
              <li className="mt-1 border-t border-grape-100 pt-1">
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    onSignOut();
                  }}
                  className="flex w-full items-center gap-3 rounded-2xl px-3 py-2.5 text-start font-semibold transition hover:bg-peach-100 hover:text-peach-700"
                >
                  <LogOutIcon className="size-5 text-peach-700 rtl:-scale-x-100" />
                  {t('common.signOut')}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
