import { cleanText, type FocusPoint, MESSAGES } from '@storyloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ageGroupForAge } from '../../engines/writer/writer.ts';
import { allSettledOrThrow, createLimiter, mapWithConcurrency, runUrgently } from '../../lib/concurrency.ts';
import { sniffImageType } from '../../lib/image-type.ts';
import { JobHandedBack, type JobHandler, type JobPayloads } from '../../platform/jobs/queue.ts';
import type { MediaStore, MediaWriter } from '../../platform/media.ts';
import type { StageTimer } from '../../platform/metrics.ts';
import type { Providers, ResolvedVoice } from '../../providers/registry.ts';
import type { ReferenceImage } from '../../providers/types.ts';
import { type CloneVoices, type Narration, narrateScene, requestedVoice } from './narrate.ts';
import { storePictureVariants } from './picture-variants.ts';
import type { StoryProgress } from './progress.ts';
import type { StoryRepository } from './repository.ts';
import { signScene } from './sign-scene.ts';
import { narrationName, REFERENCE_IMAGE_KEY, sceneImageName } from './story-media.ts';
import type { Scene, Story } from './story-records.ts';

export interface GenerateJobDeps {
  stories: StoryRepository;
  media: MediaStore;
  providers: Providers;
  progress: StoryProgress;
  log: FastifyBaseLogger;
  /** Scenes made at once within one story. */
  sceneConcurrency: number;
  /** The users' cloned voices, for stories read in one. */
  clones?: CloneVoices;
  /**
   * Times, for the metrics, the stages `write`, `picture`, `picture_variants`, `narration` and
   * `sign` (each scene's), and `story`: one run of this job that made its story.
   */
  stages: StageTimer;
}

/** A scene's picture as drawn: its PNG and where the child's face is in it. */
interface Picture {
  png: Buffer;
  face: FocusPoint | null;
}

/** The story was deleted while it was being made. */
class StoryDeleted extends Error {
  override name = 'StoryDeleted';
}

/** This attempt no longer holds the job (it ran past its timeout and another worker took it). */
class AttemptSuperseded extends Error {
  override name = 'AttemptSuperseded';
}

/**
 * Makes a story: writes it once, then illustrates the scenes that are not ready yet, so a
 * job that runs again after a crash picks up where it stopped. A story deleted meanwhile stops
 * the job: nothing more of it is written, what was written is removed, and it is never `done`.
 */
export function generateStoryJob(deps: GenerateJobDeps): JobHandler<JobPayloads['story.generate']> {
  const { stories, media, progress } = deps;
  return {
    async run({ storyId }, { signal, isCurrent }) {
      const story = await stories.find(storyId);
      if (story?.status !== 'generating') {
        if (story) await media.remove('private', storyId, REFERENCE_IMAGE_KEY);
        return 'skipped';
      }
      // The abort comes from a delete in this process; the row check also sees one made by another.
      // A worker shutting down, or an attempt another worker has taken over, stops without a trace.
      const stillWanted = async () => {
        if (signal.reason instanceof JobHandedBack) throw signal.reason;
        if (signal.aborted || !(await stories.exists(storyId))) throw new StoryDeleted();
        if (!(await isCurrent())) throw new AttemptSuperseded();
      };
      try {
        await deps.stages.time('story', () => makeStory(deps, story, stillWanted));
        return 'done';
      } catch (error) {
        // The story is still wanted: its files belong to the attempt that carries on.
        if (error instanceof AttemptSuperseded || signal.reason instanceof JobHandedBack) throw error;
        if (!(error instanceof StoryDeleted) && !signal.aborted && (await stories.exists(storyId)))
          throw error;
        // A write may have slipped in between a check and the delete: remove again, now that the job has stopped.
        await media.removeStory(storyId);
        deps.log.info({ storyId }, 'story deleted while it was being made; its job stopped');
        // A delete in this process has told the story's followers already.
        if (!signal.aborted)
          progress.publish(storyId, {
            event: 'error',
            data: { error: MESSAGES.storyDeleted, code: 'storyDeleted' },
          });
        progress.forget(storyId);
        return 'skipped';
      }
    },

    async failed({ storyId }, error) {
      deps.log.error({ err: error, storyId }, 'story generation failed');
      await stories.setStatus(storyId, 'failed', {
        failure_reason: error instanceof Error ? error.message.slice(0, 500) : 'unknown',
      });
      await media.removeStory(storyId);
      progress.publish(storyId, {
        event: 'error',
        data: { error: MESSAGES.generateFailed, code: 'generateFailed' },
      });
      progress.forget(storyId);
    },
  };
}

/** Writes, illustrates and narrates a story, checking before every write that it is still wanted. */
async function makeStory(deps: GenerateJobDeps, story: Story, stillWanted: () => Promise<void>) {
  const { stories, media, providers, progress } = deps;
  const storyId = story.id;
  const writer: MediaWriter = {
    async write(...args) {
      await stillWanted();
      await media.write(...args);
    },
  };
  const of = story.scene_count;
  const script = await writeScriptOnce(deps, story);
  const { scenes } = script;

  const visibility = story.privacy;
  const reference = story.audio_only ? null : await loadReference(media, storyId);
  const warnings = { story: new Set(script.warnings), voice: new Set<string>() };
  const speaker = await resolveSpeaker(providers, story, warnings.voice, deps.clones);
  if (speaker.warning) warnings.voice.add(speaker.warning);
  // A scene of a story told in sign language is finished once its sign video is made too; one
  // left without (the job stopped in between) is made again, as its narration's timing is needed.
  const finished = (scene: Scene) =>
    scene.status === 'ready' && (!story.sign_language || scene.sign_video_key !== null);
  const toMake = scenes.filter((scene) => !finished(scene));
  let done = scenes.length - toMake.length;

  /** Draws and narrates a scene, stores both, and announces it playable. */
  const makePlayable = async (scene: Scene): Promise<{ narration: Narration; picture: Picture | null }> => {
    const number = scene.idx + 1;
    progress.publish(storyId, {
      event: 'progress',
      data: {
        stage: story.audio_only ? 'narrating' : 'illustrating',
        scene: number,
        of,
        message: story.audio_only
          ? `Narrating scene ${number} of ${of}`
          : `Illustrating and narrating scene ${number} of ${of}`,
      },
    });
    const illustrate = async () => {
      if (story.audio_only) return null;
      const drawn = await deps.stages.time('picture', () => illustrateScene(deps, story, scene, reference));
      for (const warning of drawn.warnings) warnings.story.add(warning);
      await writer.write(visibility, storyId, sceneImageName(scene.idx), drawn.png);
      return { key: sceneImageName(scene.idx), face: drawn.face ?? null, png: drawn.png };
    };
    const narrate = () =>
      deps.stages.time('narration', () =>
        narrateScene(writer, story, scene, speaker, narrationName(scene.idx)),
      );
    const [image, narration] = await allSettledOrThrow([illustrate(), narrate()]);
    for (const warning of narration.warnings) warnings.voice.add(warning);
    await stories.updateScene(storyId, scene.idx, {
      image_key: image?.key ?? null,
      audio_key: narration.audioKey,
      sign_video_key: null,
      sign_video_mp4_key: null,
      words: narration.words,
      status: 'ready',
    });
    done += 1;
    deps.log.debug({ storyId, scene: number }, 'scene playable');
    progress.publish(storyId, { event: 'scene', data: { index: scene.idx } });
    progress.publish(storyId, {
      event: 'progress',
      data: { stage: 'finishing', scene: done, of, message: `Scene ${done} of ${of} is ready` },
    });
    return { narration, picture: image };
  };

  /**
   * Makes a playable scene's WebP copies, stores and lists them. Scene 1's picture is the story's
   * cover: cards crop it around the child's face and load its smallest copy.
   */
  const copyPicture = async (scene: Scene, picture: Picture) => {
    const variants = await deps.stages.time('picture_variants', () =>
      storePictureVariants(writer, { visibility, storyId, sceneIdx: scene.idx }, picture.png, (err) =>
        deps.log.warn({ err, storyId, scene: scene.idx + 1 }, 'no WebP copies of a scene picture'),
      ),
    );
    if (variants.length > 0) await stories.updateScene(storyId, scene.idx, { image_variants: variants });
    if (scene.idx === 0) await stories.setCover(storyId, { focus: picture.face, variants });
  };

  /** Makes a playable scene's sign video from its narration, stores it and announces it. */
  const sign = async (scene: Scene, narration: Narration) => {
    const signed = await deps.stages.time('sign', () =>
      signScene(writer, providers.sign, story, scene, narration, deps.log),
    );
    for (const warning of signed.warnings) warnings.voice.add(warning);
    await stories.updateScene(storyId, scene.idx, {
      sign_video_key: signed.key,
      sign_video_mp4_key: signed.mp4Key,
    });
    if (signed.key) progress.publish(storyId, { event: 'sign', data: { index: scene.idx } });
  };

  // Sign videos and the pictures' WebP copies are made after their scene is playable, beside the
  // scenes still being made, so nobody waits for one to start listening; the story is ready once
  // they are all made. One picture is copied at a time: encoding takes a core while it runs.
  const signer = createLimiter(deps.sceneConcurrency);
  const copier = createLimiter(1);
  const following: Promise<void>[] = [];
  // Their failures are read once every scene is made (below): one that fails sooner (the story was
  // deleted meanwhile) must not go unhandled until then, which would end the process.
  const follow = (task: Promise<void>) => {
    task.catch(() => {});
    following.push(task);
  };
  const first = toMake[0];
  try {
    await mapWithConcurrency(toMake, deps.sceneConcurrency, async (scene) => {
      // The first scene is what the reader waits for: it goes ahead of the others at every provider.
      const { narration, picture } = await (scene === first
        ? runUrgently(() => makePlayable(scene))
        : makePlayable(scene));
      if (picture) follow(copier.run(() => copyPicture(scene, picture)));
      if (story.sign_language) follow(signer.run(() => sign(scene, narration)));
    });
  } finally {
    await Promise.allSettled(following);
  }
  await Promise.all(following);

  await stillWanted();
  await media.remove('private', storyId, REFERENCE_IMAGE_KEY);
  const made = await stories.setStatus(storyId, 'ready', {
    voice_used: speaker.voice,
    warnings: { story: [...warnings.story], voice: [...warnings.voice] },
  });
  if (!made) throw new StoryDeleted();
  if (warnings.story.size + warnings.voice.size > 0) {
    // The parent sees these on their own story; the operator learns here which provider failed.
    deps.log.warn(
      { storyId, warnings: { story: [...warnings.story], voice: [...warnings.voice] } },
      'story made with warnings',
    );
  }
  progress.publish(storyId, {
    event: 'done',
    data: { bundle_id: storyId, play_url: `/play/${storyId}` },
  });
  progress.forget(storyId);
}

/**
 * The story's scenes, written and saved the first time the job runs; a job run again after a
 * crash finds them saved and goes on from there.
 */
async function writeScriptOnce(
  { stories, providers, progress, stages }: GenerateJobDeps,
  story: Story,
): Promise<{ scenes: Scene[]; warnings: string[] }> {
  const storyId = story.id;
  const of = story.scene_count;
  const saved = await stories.scenes(storyId);
  if (saved.length > 0) return { scenes: saved, warnings: story.warnings.story };
  progress.publish(storyId, {
    event: 'progress',
    data: { stage: 'writing', scene: null, of, message: 'Writing your story...' },
  });
  const written = await stages.time('write', () =>
    providers.text.writeStory({
      childName: story.child,
      language: story.language,
      theme: story.theme,
      customTheme: story.custom_theme ?? undefined,
      ageGroup: ageGroupForAge(story.age),
      scenes: story.scene_count,
      sentencesPerScene: story.sentences_per_scene,
      gender: story.child_gender ?? undefined,
      appearance: story.appearance ?? undefined,
      favouriteThings: story.favourite_things,
      seed: story.seed,
      plot: story.plot ?? undefined,
    }),
  );
  await stories.saveScript(
    storyId,
    // A title becomes a heading and a file name: a cloud writer's stray control or bidi
    // characters are left out, as they are from what a parent types.
    cleanText(written.title) || story.child,
    written.warnings,
    written.scenes.map((scene, idx) => ({
      idx,
      narration: scene.narration,
      image_prompt: scene.image_prompt,
      art: scene.art,
    })),
  );
  return { scenes: await stories.scenes(storyId), warnings: written.warnings };
}

function illustrateScene(
  deps: GenerateJobDeps,
  story: Story,
  scene: Pick<Scene, 'art' | 'image_prompt'>,
  reference: ReferenceImage | null,
) {
  const { provider, width, height } = deps.providers.imageFor(story.image_mode, {
    reference: reference !== null,
  });
  return provider.illustrate({
    art: scene.art,
    prompt: scene.image_prompt,
    characterBrief: story.character.brief,
    width,
    height,
    seed: story.seed,
    palette: story.character.palette,
    look: { appearance: story.appearance ?? undefined, gender: story.child_gender ?? undefined },
    ...(reference && provider.acceptsReference ? { reference } : {}),
  });
}

async function loadReference(media: MediaStore, storyId: string): Promise<ReferenceImage | null> {
  const bytes = await media.read('private', storyId, REFERENCE_IMAGE_KEY);
  const type = bytes ? sniffImageType(bytes) : null;
  return bytes && type ? { bytes, type } : null;
}

/**
 * The voice the story asked for. A voice that was available when the story was asked for but is
 * gone now (a provider's voice list changed) is read by a builtin voice rather than failing the story.
 */
async function resolveSpeaker(
  providers: Providers,
  story: Story,
  warnings: Set<string>,
  clones?: CloneVoices,
): Promise<ResolvedVoice> {
  const { provider, voice } = requestedVoice(story);
  if (story.voice_clone_id) {
    const clone = await clones?.speakerFor(story.voice_clone_id, story.user_id);
    if (clone) return clone;
  } else {
    try {
      return await providers.resolveVoice(provider, voice);
    } catch {
      // Read by the stand-in below.
    }
  }
  const standIn = await providers.resolveVoice('builtin', 'builtin-luna');
  const what = story.voice_clone_id ? 'The cloned voice' : `The voice “${voice}”`;
  warnings.add(`${what} is no longer available, so the builtin voice Luna read the story.`);
  return standIn;
}
