import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useNotify } from '../../../components/notices.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/use-t.ts';
import { CurrentGenerationContext } from '../hooks/use-current-generation.ts';
import { useStoryGeneration } from '../hooks/use-story-generation.ts';
import { followedGeneration } from '../lib/followed-generation.ts';

/**
 * Follows the story being made above every page, so it keeps going when the parent follows a
 * link, or reloads the page. When it ends on another page, a notice says so; on the generator its
 * own panel does.
 */
export function GenerationProvider({ children }: { children: ReactNode }) {
  const { state, start, reset, resume } = useStoryGeneration();
  const notify = useNotify();
  const navigate = useNavigate();
  const onGenerator = useMatch(paths.generate.path) !== null;
  const previousStatus = useRef(state.status);
  const t = useT();

  // A reload goes on following the story this tab asked for.
  useEffect(() => {
    const followed = followedGeneration();
    if (followed) resume(followed);
  }, [resume]);

  useEffect(() => {
    const wasGenerating = previousStatus.current === 'generating';
    previousStatus.current = state.status;
    if (!wasGenerating || onGenerator) return;
    if (state.status === 'success') {
      const { bundleId } = state;
      notify({
        message: t('generator.readyNotice', { name: state.run.childName }),
        action: { label: t('generator.play'), onClick: () => navigate(paths.play.getHref(bundleId)) },
      });
    } else if (state.status === 'error') {
      notify({ message: state.message });
    }
  }, [state, onGenerator, notify, navigate, t]);

  const generation = useMemo(() => ({ state, start, reset, resume }), [state, start, reset, resume]);
  return <CurrentGenerationContext.Provider value={generation}>{children}</CurrentGenerationContext.Provider>;
}
