const twinkle = { transformBox: 'fill-box', transformOrigin: 'center' } as const;

function Sparkle({
  x,
  y,
  size,
  className,
  delay = 0,
}: {
  x: number;
  y: number;
  size: number;
  className: string;
  delay?: number;
}) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`}
      className={`${className} motion-safe:animate-twinkle`}
      style={{ ...twinkle, animationDelay: `${delay}s` }}
    />
  );
}

function Cloud({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} className="fill-white">
      <circle cx="-28" cy="6" r="20" />
      <circle cx="0" cy="-8" r="28" />
      <circle cx="30" cy="4" r="22" />
      <rect x="-48" y="4" width="100" height="24" rx="12" />
    </g>
  );
}

/** The home page's picture: a storybook with a rainbow, a balloon and a sleepy moon. Decorative. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 460" className={className} aria-hidden="true" focusable="false">
      <defs>
        <mask id="hero-moon-mask">
          <rect width="520" height="460" fill="white" />
          <circle cx="448" cy="62" r="30" fill="black" />
        </mask>
      </defs>

      <path
        d="M70 190C60 95 150 28 262 30c115 2 210 60 222 160 12 104-40 208-170 232-128 24-232-20-252-110-6-32 12-82 8-122Z"
        className="fill-sky-100"
      />

      <circle cx="430" cy="78" r="36" className="fill-sunny-300" mask="url(#hero-moon-mask)" />

      <Sparkle x={330} y={70} size={12} className="fill-sunny-300" />
      <Sparkle x={200} y={58} size={9} className="fill-peach-300" delay={0.8} />
      <Sparkle x={470} y={190} size={10} className="fill-grape-300" delay={1.6} />
      <Sparkle x={60} y={270} size={8} className="fill-sunny-300" delay={2.2} />
      <circle cx="380" cy="140" r="4" className="fill-white" />
      <circle cx="150" cy="200" r="3" className="fill-white" />

      <g fill="none" strokeWidth="22" strokeLinecap="round">
        <path d="M96 352a164 164 0 0 1 328 0" className="stroke-peach-300" />
        <path d="M120 352a140 140 0 0 1 280 0" className="stroke-sunny-300" />
        <path d="M144 352a116 116 0 0 1 232 0" className="stroke-sky-300" />
        <path d="M168 352a92 92 0 0 1 184 0" className="stroke-grape-300" />
      </g>

      <g className="motion-safe:animate-float">
        <path
          d="M118 70c29 0 47 21 47 46 0 26-24 42-35 58h-24c-11-16-35-32-35-58 0-25 18-46 47-46Z"
          className="fill-peach-400"
        />
        <path d="M118 70c-13 11-16 72-9 104h18c7-32 4-93-9-104Z" className="fill-sunny-200" />
        <path d="M108 174l2 16M128 174l-2 16" className="stroke-grape-800" strokeWidth="2.5" />
        <rect x="104" y="188" width="28" height="18" rx="5" className="fill-grape-600" />
      </g>

      <Cloud x={96} y={358} scale={0.9} />
      <Cloud x={428} y={356} />

      <path
        d="M260 344c-46-26-100-26-148-13v86c48-13 102-13 148 13 46-26 100-26 148-13v-86c-48-13-102-13-148 13Z"
        className="fill-grape-600"
      />
      <path d="M260 334c-42-24-90-25-134-13v84c44-11 92-10 134 14Z" className="fill-cream-50" />
      <path d="M260 334c42-24 90-25 134-13v84c-44-11-92-10-134 14Z" className="fill-peach-50" />
      <path d="M260 334v85" className="stroke-grape-200" strokeWidth="2" />
      <g className="stroke-grape-200" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M148 340c30-7 58-5 90 6M148 360c30-7 58-5 90 6M148 380c22-5 42-4 62 2" />
        <path d="M282 346c32-11 60-13 90-6M282 366c32-11 60-13 90-6M304 384c20-6 40-7 68-2" />
      </g>

      <Sparkle x={238} y={292} size={10} className="fill-grape-400" delay={0.4} />
      <Sparkle x={290} y={270} size={14} className="fill-sunny-300" delay={1.2} />
      <Sparkle x={262} y={232} size={8} className="fill-peach-400" delay={2} />
    </svg>
  );
}
