import type { JSX } from 'react';
import './loading-animations.css';

/** The five kinds of loading animation (product §2); one is picked at random for each run. */
export const LOADING_ANIMATIONS = ['storybook', 'rocket', 'rainbow', 'sheep', 'whale'] as const;
export type LoadingAnimationKind = (typeof LOADING_ANIMATIONS)[number];

/** Picks one of the five animations; `random` is injectable for tests. */
export function pickLoadingAnimation(random: () => number = Math.random): LoadingAnimationKind {
  const index = Math.min(LOADING_ANIMATIONS.length - 1, Math.floor(random() * LOADING_ANIMATIONS.length));
  return LOADING_ANIMATIONS[index] ?? 'storybook';
}

function Sparkle({
  x,
  y,
  size = 6,
  className = '',
}: {
  x: number;
  y: number;
  size?: number;
  className?: string;
}) {
  const s = size;
  return (
    <path
      className={className}
      d={`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`}
    />
  );
}

function Storybook() {
  return (
    <>
      <ellipse cx="100" cy="122" rx="62" ry="7" className="fill-grape-200/70" />
      <path
        d="M100 44Q70 34 38 42V112Q70 104 100 114Z"
        className="fill-white stroke-grape-600"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M100 44Q130 34 162 42V112Q130 104 100 114Z"
        className="fill-white stroke-grape-600"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M50 58Q70 53 88 58M50 70Q70 65 88 70M50 82Q70 77 88 82"
        className="stroke-grape-300"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M112 58Q130 53 150 58M112 70Q130 65 150 70M112 82Q130 77 140 80"
        className="stroke-peach-300"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M100 44Q130 34 162 42V112Q130 104 100 114Z"
        className="page-flip fill-cream-100 stroke-grape-600"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <g className="fill-sunny-300">
        <Sparkle x={76} y={30} className="rise" />
        <Sparkle x={100} y={24} size={8} className="rise delay-1" />
        <Sparkle x={126} y={30} className="rise delay-2" />
        <Sparkle x={110} y={36} size={4} className="rise delay-3" />
      </g>
    </>
  );
}

function Rocket() {
  return (
    <>
      <g className="fill-sky-300">
        <circle cx="40" cy="20" r="2.5" className="fall" />
        <circle cx="160" cy="30" r="2" className="fall delay-1" />
        <circle cx="60" cy="50" r="2" className="fall delay-2" />
        <circle cx="148" cy="10" r="2.5" className="fall delay-3" />
        <circle cx="28" cy="70" r="1.5" className="fall delay-2" />
      </g>
      <g className="bob">
        <path d="M92 100Q100 132 108 100Z" className="flicker fill-peach-400" />
        <path d="M95 100Q100 120 105 100Z" className="flicker fill-sunny-300" />
        <path d="M84 84L70 104L88 98Z" className="fill-peach-400" />
        <path d="M116 84L130 104L112 98Z" className="fill-peach-400" />
        <path
          d="M100 14C118 28 120 62 114 100H86C80 62 82 28 100 14Z"
          className="fill-white stroke-grape-600"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M100 14C108 20 112 28 113 36H87C88 28 92 20 100 14Z" className="fill-grape-500" />
        <circle cx="100" cy="58" r="10" className="fill-sky-200 stroke-grape-600" strokeWidth="3" />
      </g>
    </>
  );
}

function Rainbow() {
  return (
    <>
      <path
        d="M30 112A70 70 0 0 1 170 112"
        pathLength={100}
        className="paint stroke-peach-400"
        strokeWidth="12"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M44 112A56 56 0 0 1 156 112"
        pathLength={100}
        className="paint delay-1 stroke-sunny-300"
        strokeWidth="12"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M58 112A42 42 0 0 1 142 112"
        pathLength={100}
        className="paint delay-2 stroke-sky-300"
        strokeWidth="12"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M72 112A28 28 0 0 1 128 112"
        pathLength={100}
        className="paint delay-3 stroke-grape-300"
        strokeWidth="12"
        fill="none"
        strokeLinecap="round"
      />
      <g className="fill-white stroke-grape-200" strokeWidth="2">
        <path d="M14 118a10 10 0 0 1 10-12a13 13 0 0 1 24 2a9 9 0 0 1 4 10Z" />
        <path d="M148 118a10 10 0 0 1 10-12a13 13 0 0 1 24 2a9 9 0 0 1 4 10Z" />
      </g>
      <g className="brush">
        <rect x="96" y="0" width="8" height="34" rx="3" className="fill-peach-700" />
        <rect x="94" y="32" width="12" height="8" rx="2" className="fill-grape-300" />
        <path d="M94 40H106L104 52Q100 58 96 52Z" className="fill-grape-600" />
      </g>
    </>
  );
}

function Sheep() {
  return (
    <>
      <path d="M150 16a16 16 0 1 0 14 24a13 13 0 1 1 -14 -24Z" className="fill-sunny-300" />
      <g className="fill-sunny-200">
        <Sparkle x={40} y={22} size={5} className="twinkle" />
        <Sparkle x={92} y={14} size={4} className="twinkle delay-2" />
        <Sparkle x={118} y={34} size={3} className="twinkle delay-1" />
      </g>
      <path d="M10 120Q100 108 190 120V140H10Z" className="fill-mint-100" />
      <g className="stroke-peach-700" strokeWidth="4" strokeLinecap="round">
        <path d="M88 122V90M112 122V90M84 98H116M84 112H116" />
      </g>
      <g className="hop">
        <g transform="translate(20 0)">
          <path d="M26 104v12M40 104v12" className="stroke-ink" strokeWidth="4" strokeLinecap="round" />
          <path
            d="M20 100a8 8 0 0 1 2-14a9 9 0 0 1 12-6a9 9 0 0 1 14 4a8 8 0 0 1 2 14a8 8 0 0 1-10 6a9 9 0 0 1-12 0a8 8 0 0 1-8-4Z"
            className="fill-white stroke-grape-300"
            strokeWidth="2"
          />
          <ellipse cx="52" cy="92" rx="7" ry="8" className="fill-ink" />
          <circle cx="54" cy="90" r="1.5" className="fill-white" />
        </g>
      </g>
    </>
  );
}

function Whale() {
  return (
    <>
      <g className="fill-sky-200">
        <circle cx="118" cy="40" r="4" className="spout" />
        <circle cx="110" cy="36" r="3" className="spout delay-1" />
        <circle cx="126" cy="34" r="3" className="spout delay-2" />
      </g>
      <g className="swim">
        <path
          d="M40 84Q42 52 92 52Q140 52 150 78L176 62Q172 84 178 100L152 92Q136 112 92 112Q40 112 40 84Z"
          className="fill-sky-300 stroke-sky-700"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M46 92Q92 104 140 92Q130 108 92 108Q54 108 46 92Z" className="fill-white/80" />
        <circle cx="70" cy="78" r="4" className="fill-ink" />
        <circle cx="64" cy="88" r="4" className="fill-peach-300/80" />
      </g>
      <path className="wave-slow fill-sky-200/80" d={`M-40 112q10-8 20 0${'t20 0'.repeat(14)}V140H-40Z`} />
      <path className="wave fill-sky-300/70" d={`M0 120q10-8 20 0${'t20 0'.repeat(12)}V140H0Z`} />
    </>
  );
}

const ART: Record<LoadingAnimationKind, () => JSX.Element> = {
  storybook: Storybook,
  rocket: Rocket,
  rainbow: Rainbow,
  sheep: Sheep,
  whale: Whale,
};

/** A decorative animation shown while a story is made; still when the parent prefers reduced motion. */
export function LoadingAnimation({
  kind,
  className = '',
}: {
  kind: LoadingAnimationKind;
  className?: string;
}) {
  const Art = ART[kind];
  return (
    <svg
      viewBox="0 0 200 140"
      aria-hidden="true"
      focusable="false"
      data-animation={kind}
      className={`story-anim overflow-visible ${className}`}
    >
      <Art />
    </svg>
  );
}
