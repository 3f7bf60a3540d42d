import { useT } from '../i18n/use-t.ts';
import { Icon, type IconProps } from './icons.tsx';
import type { useVoiceSample } from './use-voice-sample.ts';

type VoiceSample = ReturnType<typeof useVoiceSample>;

const SpeakerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M11 5 6 9H3v6h3l5 4Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Icon>
);

const StopIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </Icon>
);

interface ListenButtonProps {
  sample: VoiceSample;
  /** Without a voice chosen there is nothing to hear. */
  disabled?: boolean;
}

/** Plays the chosen voice's sample sentence, and stops it again. */
export function ListenButton({ sample, disabled = false }: ListenButtonProps) {
  const t = useT();
  const { status } = sample;
  const busy = status !== 'idle';
  return (
    <button
      type="button"
      onClick={busy ? sample.stop : sample.play}
      disabled={disabled}
      aria-busy={status === 'loading' || undefined}
      // As tall as the select it sits beside.
      className="btn btn-secondary h-13 shrink-0 px-4"
    >
      {status === 'playing' ? <StopIcon className="size-5" /> : <SpeakerIcon className="size-5" />}
      {status === 'idle'
        ? t('common.listen')
        : status === 'loading'
          ? t('common.gettingReady')
          : t('common.stop')}
    </button>
  );
}

/** Why the sample could not be played, under the voice choice. */
export function ListenError({ sample }: { sample: VoiceSample }) {
  if (!sample.error) return null;
  return (
    <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
      {sample.error}
    </p>
  );
}
