import { useEffect } from 'react';
import { MoonIcon } from '../../../components/icons.tsx';

/**
 * While an audio-only story plays, the screen goes dim and shows nothing to read: it is a story
 * for closed eyes. A tap, a click or Escape wakes the screen; the story keeps playing.
 */
export function SleepMode({ onWake }: { onWake(): void }) {
  useEffect(() => {
    const wakeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onWake();
    };
    window.addEventListener('keydown', wakeOnEscape);
    return () => window.removeEventListener('keydown', wakeOnEscape);
  }, [onWake]);

  return (
    <button
      type="button"
      onClick={onWake}
      data-testid="sleep-mode"
      aria-label="Wake the screen"
      className="fixed inset-0 z-50 flex cursor-default flex-col items-center justify-center gap-4 bg-[#0b0818]/95 text-grape-200 motion-safe:transition-opacity motion-safe:duration-1000 starting:opacity-0"
    >
      <MoonIcon className="size-10 fill-grape-300/40 text-grape-300/60" />
      <span className="text-sm tracking-wide text-grape-300/70">Tap to wake the screen</span>
    </button>
  );
}
