import { useRich } from '../../../i18n/use-t.ts';

interface StoryHeadingProps {
  child: string;
  title: string;
  language: string;
  dir: 'ltr' | 'rtl';
  /** Light text on the dark fullscreen background. */
  isFullscreen: boolean;
}

/**
 * Who the story is for, in the interface's language, and the story's title, written in the
 * story's own language and direction.
 */
export function StoryHeading({ child, title, language, dir, isFullscreen }: StoryHeadingProps) {
  const rich = useRich();
  return (
    <header className="flex flex-col items-center gap-2 text-center">
      <p
        className={`text-sm font-bold tracking-wide uppercase ${isFullscreen ? 'text-peach-200' : 'text-peach-700'}`}
      >
        {rich('player.storyFor', { child: <bdi>{child}</bdi> })}
      </p>
      <h1
        dir={dir}
        lang={language}
        className={`max-w-4xl text-2xl leading-tight font-semibold sm:text-4xl ${
          isFullscreen ? 'text-white' : 'text-grape-800'
        }`}
      >
        {title}
      </h1>
    </header>
  );
}
