import { useRef } from 'react';
import { MoonIcon } from '../../../components/icons.tsx';
import { useFocusTrap } from '../../../components/use-focus-trap.ts';
import { useT } from '../../../i18n/use-t.ts';

/**
 * While an audio-only story plays, the screen goes dim and shows nothing to read: it is a story
 * for closed eyes. A tap, a click, Enter or Escape wakes the screen; the story keeps playing.
 * It holds the focus while it is up, so nothing hidden behind it can be reached.
 */
export function SleepMode({ onWake }: { onWake(): void }) {
  const t = useT();
  const layer = useRef<HTMLDivElement>(null);
  useFocusTrap(layer, onWake);

  return (
    <div ref={layer} data-testid="sleep-mode" className="fixed inset-0 z-50">
      <button
        type="button"
        onClick={onWake}
        aria-label={t('player.wakeTheScreen')}
        className="flex size-full cursor-default flex-col items-center justify-center gap-4 bg-[#0b0818]/95 text-grape-200 outline-none motion-safe:transition-opacity motion-safe:duration-1000 starting:opacity-0"
      >
        <MoonIcon className="size-10 fill-grape-300/40 text-grape-300/60" />
        <span className="text-sm tracking-wide text-grape-300/70">{t('player.tapToWake')}</span>
      </button>
    </div>
  );
}
