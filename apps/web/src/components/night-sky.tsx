import type { ReactNode } from 'react';
import { MoonIcon } from './icons.tsx';

/**
 * A purple night sky with twinkling stars and soft glows, filling its parent: an audio-only
 * story's picture and cover. What it holds sits in the middle.
 */
export function NightSky({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`relative grid size-full place-items-center overflow-hidden bg-linear-to-br from-grape-500 via-grape-600 to-grape-800 ${className}`}
    >
      <TwinklingStars />
      <div
        aria-hidden="true"
        className="absolute -bottom-[30%] -left-[20%] size-[70%] rounded-full bg-peach-400/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -top-[25%] -right-[12%] size-[62%] rounded-full bg-sky-300/20 blur-3xl"
      />
      <div className="relative flex flex-col items-center">{children}</div>
    </div>
  );
}

/** Stars twinkling over a night-sky panel: an audio-only story's picture and the player's goodnight. */
export function TwinklingStars() {
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute top-[12%] left-[14%] size-2 rounded-full bg-sunny-200 motion-safe:animate-twinkle"
      />
      <span
        aria-hidden="true"
        className="absolute top-[24%] right-[18%] size-1.5 rounded-full bg-white motion-safe:animate-twinkle [animation-delay:1.2s]"
      />
      <span
        aria-hidden="true"
        className="absolute bottom-[20%] left-[22%] size-1.5 rounded-full bg-peach-200 motion-safe:animate-twinkle [animation-delay:0.6s]"
      />
      <span
        aria-hidden="true"
        className="absolute right-[12%] bottom-[30%] size-2.5 rounded-full bg-sunny-300/80 motion-safe:animate-twinkle [animation-delay:2s]"
      />
    </>
  );
}

/** The moon in a soft floating circle. */
export function FloatingMoon({ large = false }: { large?: boolean }) {
  return (
    <span
      className={`grid place-items-center rounded-full bg-white/10 ring-1 ring-white/25 motion-safe:animate-float ${
        large ? 'size-24 sm:size-28' : 'size-20 sm:size-24'
      }`}
    >
      <MoonIcon
        className={`fill-sunny-200 text-sunny-200 ${large ? 'size-12 sm:size-14' : 'size-10 sm:size-12'}`}
      />
    </span>
  );
}
