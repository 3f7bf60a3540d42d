import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { WandIcon } from '../../../components/icons.tsx';
import { FloatingMoon, TwinklingStars } from '../../../components/night-sky.tsx';
import { paths } from '../../../config/paths.ts';
import { useRich, useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { ReplayIcon } from './player-icons.tsx';

interface BedtimeEndingProps {
  child: string;
  onReadAgain(): void;
}

/** Laid over the book when the story has been told to its end: a calm goodnight, not a last word lit up. */
export function BedtimeEnding({ child, onReadAgain }: BedtimeEndingProps) {
  const t = useT();
  const rich = useRich();
  const headingId = useElementId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards arrive at the goodnight from the player's own buttons; focus the
  // parent has taken elsewhere (a dialog, the voice panel) stays where it is.
  useEffect(() => {
    const focused = document.activeElement;
    const inPlayer =
      !focused || focused === document.body || heading.current?.closest('[data-player]')?.contains(focused);
    if (inPlayer) heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="bedtime-ending"
      className="absolute inset-0 z-10 grid place-items-center overflow-hidden bg-linear-to-b from-[#2b1f52]/95 via-[#22183f]/95 to-[#140f29]/95 p-6 text-center text-white motion-safe:transition-opacity motion-safe:duration-1000 starting:opacity-0"
    >
      <TwinklingStars />
      <div className="relative flex flex-col items-center">
        <FloatingMoon />
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="mt-5 font-display text-4xl font-semibold text-balance outline-none sm:text-5xl"
        >
          {rich('player.goodnight', { child: <bdi>{child}</bdi> })}
        </h2>
        <p className="mt-2 text-lg text-grape-100">{t('player.theEnd')}</p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={onReadAgain} className="btn btn-primary px-6">
            <ReplayIcon className="size-5" />
            {t('player.readAgain')}
          </button>
          <Link
            to={paths.generate.getHref()}
            className="btn bg-white/10 px-6 text-white ring-2 ring-white/40 hover:bg-white/20"
          >
            <WandIcon className="size-5" />
            {t('player.makeAnotherStory')}
          </Link>
        </div>
      </div>
    </section>
  );
}
