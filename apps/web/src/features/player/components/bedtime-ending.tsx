import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { MoonIcon, WandIcon } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { ReplayIcon } from './player-icons.tsx';

interface BedtimeEndingProps {
  child: string;
  onReadAgain(): void;
}

/** Laid over the book when the story has been told to its end: a calm goodnight, not a last word lit up. */
export function BedtimeEnding({ child, onReadAgain }: BedtimeEndingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards arrive at the goodnight, not at the button that started the story.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <section
      aria-labelledby="bedtime-ending-title"
      data-testid="bedtime-ending"
      className="absolute inset-0 z-10 grid place-items-center overflow-hidden bg-linear-to-b from-[#2b1f52]/95 via-[#22183f]/95 to-[#140f29]/95 p-6 text-center text-white motion-safe:transition-opacity motion-safe:duration-1000 starting:opacity-0"
    >
      <span
        aria-hidden="true"
        className="absolute top-[14%] left-[18%] size-1.5 rounded-full bg-white motion-safe:animate-twinkle"
      />
      <span
        aria-hidden="true"
        className="absolute top-[22%] right-[20%] size-2 rounded-full bg-sunny-200 motion-safe:animate-twinkle [animation-delay:1.1s]"
      />
      <span
        aria-hidden="true"
        className="absolute bottom-[18%] left-[26%] size-1.5 rounded-full bg-peach-200 motion-safe:animate-twinkle [animation-delay:0.5s]"
      />
      <div className="relative flex flex-col items-center">
        <span className="grid size-20 place-items-center rounded-full bg-white/10 ring-1 ring-white/25 motion-safe:animate-float sm:size-24">
          <MoonIcon className="size-10 fill-sunny-200 text-sunny-200 sm:size-12" />
        </span>
        <h2
          id="bedtime-ending-title"
          ref={heading}
          tabIndex={-1}
          className="mt-5 font-display text-4xl font-semibold text-balance outline-none sm:text-5xl"
        >
          Goodnight, {child}
        </h2>
        <p className="mt-2 text-lg text-grape-100">The end. Sweet dreams.</p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={onReadAgain} className="btn btn-primary px-6">
            <ReplayIcon className="size-5" />
            Read again
          </button>
          <Link
            to={paths.generate.getHref()}
            className="btn bg-white/10 px-6 text-white ring-2 ring-white/40 hover:bg-white/20"
          >
            <WandIcon className="size-5" />
            Make another story
          </Link>
        </div>
      </div>
    </section>
  );
}
