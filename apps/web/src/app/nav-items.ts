import { BookOpenIcon, DownloadIcon, PlayIcon, WandIcon } from '../components/icons.tsx';
import { paths } from '../config/paths.ts';
import type { MessageKey } from '../i18n/catalog.ts';

/** The header's navigation for everyone (product §2). */
export const mainNavItems = [
  {
    label: 'common.navGenerator',
    to: paths.generate.getHref(),
    icon: WandIcon,
    tone: 'bg-grape-100 text-grape-700',
  },
  {
    label: 'common.navPlayer',
    to: paths.play.getHref(),
    icon: PlayIcon,
    tone: 'bg-peach-100 text-peach-700',
  },
  {
    label: 'common.navArchives',
    to: paths.archives.getHref(),
    icon: BookOpenIcon,
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    label: 'offline.navOnThisDevice',
    to: paths.onThisDevice.getHref(),
    icon: DownloadIcon,
    tone: 'bg-mint-100 text-mint-700',
    // Beside the others only where the header has room for a fourth link; always in the menu.
    wideScreensOnly: true,
  },
] as const satisfies readonly {
  label: MessageKey;
  to: string;
  icon: unknown;
  tone: string;
  wideScreensOnly?: boolean;
}[];
