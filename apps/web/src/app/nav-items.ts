import { BookOpenIcon, PlayIcon, WandIcon } from '../components/icons.tsx';
import { paths } from '../config/paths.ts';

/** The header's navigation for everyone (product §2). */
export const mainNavItems = [
  { label: 'Generator', to: paths.generate.getHref(), icon: WandIcon, tone: 'bg-grape-100 text-grape-700' },
  { label: 'Player', to: paths.play.getHref(), icon: PlayIcon, tone: 'bg-peach-100 text-peach-700' },
  { label: 'Archives', to: paths.archives.getHref(), icon: BookOpenIcon, tone: 'bg-sky-100 text-sky-700' },
] as const;
