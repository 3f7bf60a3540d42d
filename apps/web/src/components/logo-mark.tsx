/** The Storyloom mark: an open book with a star above it. Decorative; the wordmark names it. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="18" className="fill-grape-600" />
      <path d="M12 22c7-3 14-2 20 3v26c-6-5-13-6-20-3z" className="fill-cream-100" />
      <path d="M52 22c-7-3-14-2-20 3v26c6-5 13-6 20-3z" className="fill-peach-200" />
      <path d="M46 7l2.2 4.8L53 14l-4.8 2.2L46 21l-2.2-4.8L39 14l4.8-2.2z" className="fill-sunny-300" />
    </svg>
  );
}
