import { type BundleScene, SCENE_PICTURE_SIZES } from '@storyloom/contract';
import { SparklesIcon } from '../../../components/icons.tsx';
import { FloatingMoon, NightSky } from '../../../components/night-sky.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { useTurnFade } from '../hooks/use-turn-fade.ts';

interface SceneStageProps {
  scenes: readonly Pick<BundleScene, 'image_url' | 'image_variants'>[];
  sceneIndex: number;
  audioOnly: boolean;
  className?: string;
}

/** The purple night sky shown for audio-only stories and scenes without a picture (product §2). */
function AudioStoryArt() {
  const t = useT();
  return (
    <NightSky className="p-6 text-center text-white">
      <FloatingMoon large />
      <p className="mt-6 font-display text-3xl font-semibold sm:text-4xl">{t('player.audioStory')}</p>
      <p className="mt-2 flex items-center gap-2 text-lg text-grape-100 sm:text-xl">
        <SparklesIcon className="size-5 text-sunny-200" />
        {t('player.closeYourEyes')}
      </p>
    </NightSky>
  );
}

/**
 * The scene's picture. The current scene and its neighbours are all mounted, stacked, and
 * cross-fade by opacity: the next picture is already decoded when the story moves on. Each loads
 * the WebP copy its size needs; the one on screen first, its neighbours after.
 */
export function SceneStage({ scenes, sceneIndex, audioOnly, className = '' }: SceneStageProps) {
  const t = useT();
  const turnFade = useTurnFade(sceneIndex, 'starting:opacity-0');
  const mounted = [sceneIndex - 1, sceneIndex, sceneIndex + 1].filter((i) => i >= 0 && i < scenes.length);

  return (
    <figure className={`relative m-0 overflow-hidden bg-grape-100 ${className}`} data-testid="scene-stage">
      {mounted.map((index) => {
        const current = index === sceneIndex;
        const imageUrl = audioOnly ? null : (scenes[index]?.image_url ?? null);
        const sources =
          imageUrl && pictureSources(imageUrl, scenes[index]?.image_variants, SCENE_PICTURE_SIZES);
        const priority = current ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
        return (
          <div
            key={index}
            aria-hidden={!current}
            data-scene-layer={index}
            className={`absolute inset-0 transition-opacity duration-700 ease-out ${turnFade} ${
              current ? 'opacity-100' : 'pointer-events-none opacity-0'
            }`}
          >
            {sources ? (
              <>
                {/* A soft blurred copy fills the page when the picture is not square. */}
                <img
                  {...sources}
                  {...priority}
                  alt=""
                  aria-hidden="true"
                  decoding="async"
                  className="absolute inset-0 size-full scale-110 object-cover opacity-70 blur-2xl"
                />
                <img
                  {...sources}
                  {...priority}
                  alt={current ? t('player.sceneIllustration', { number: index + 1 }) : ''}
                  decoding="async"
                  className="relative size-full object-contain"
                />
              </>
            ) : (
              <AudioStoryArt />
            )}
          </div>
        );
      })}
    </figure>
  );
}
