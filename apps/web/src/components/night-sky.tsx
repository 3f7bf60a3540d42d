import { MoonIcon } from './icons.tsx';

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
