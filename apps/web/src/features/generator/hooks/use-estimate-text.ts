import {
  backgroundMusicAddsTime,
  type EngineEstimateInput,
  estimateSecondsRange,
  type ServerEngines,
} from '@storyloom/contract';
import { useT } from '../../../i18n/use-t.ts';

/**
 * The generator's estimated time in the interface's language, e.g. 'Estimated time: 42–62
 * seconds', or in minutes and seconds for a long story (product §9's figures, from the contract).
 */
export function useEstimateText(
  input: EngineEstimateInput & { backgroundMusic: boolean },
  engines?: ServerEngines,
): string {
  const t = useT();
  const { min, max } = estimateSecondsRange(input, engines);
  const duration = (seconds: number) => {
    if (seconds < 60) return t('generator.durationSeconds', { seconds });
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return rest
      ? t('generator.durationMinutesSeconds', { minutes, seconds: rest })
      : t('generator.durationMinutes', { minutes });
  };
  const range =
    max < 60
      ? t('generator.rangeSeconds', { min, max })
      : t('generator.rangeLong', { min: duration(min), max: duration(max) });
  return backgroundMusicAddsTime(input, engines)
    ? t('generator.estimateWithMusic', { range })
    : t('generator.estimate', { range });
}
