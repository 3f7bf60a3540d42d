import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { SignLanguageType } from '@storyloom/contract';
import { makeSignVideoOffThread } from '../apps/server/src/engines/signer/signer-thread.ts';
import { writeStory } from '../apps/server/src/engines/writer/writer.ts';
import { builtinSpeech } from '../apps/server/src/providers/builtin/speech.ts';
import { median } from './stats.ts';

export interface SignVideoFigures {
  scenario: string;
  scenes: number;
  /** Per scene: how long the narration lasts, and how long its sign video took to make. */
  per_scene: {
    narration_ms: number;
    sign_video_ms: number;
    frames: number;
    drawn_frames: number;
    kb: number;
  }[];
  median_sign_video_ms: number;
  median_narration_ms: number;
  /** Sign-video time over narration length, worst scene: it must stay under 1. */
  max_ratio_to_narration: number;
  /** The longest the event loop stalled while the videos were made. */
  event_loop_stall_max_ms: number;
}

/**
 * The time the builtin signer adds to each scene: a scene's sign video is made once its narration
 * (and word timings) exist, alongside its picture, so this is what it can add to the scene's
 * critical path. Measured for the scenes of a builtin-written story, against each scene's narration.
 */
export async function measureSignVideos(type: SignLanguageType, scenes = 4): Promise<SignVideoFigures> {
  const story = writeStory({
    childName: 'Mia',
    language: 'en',
    theme: 'ocean',
    ageGroup: 'preschool',
    scenes,
    sentencesPerScene: 1,
    seed: 7,
  });
  const perScene: SignVideoFigures['per_scene'] = [];
  let stallMaxMs = 0;
  for (const scene of story.scenes) {
    const speech = await builtinSpeech.speak({
      text: scene.narration,
      language: 'en',
      voice: 'builtin-luna',
      speechRate: 0.85,
    });
    const started = performance.now();
    // A fresh monitor per scene: one enabled again after a pause counts the pause as a stall.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const video = await makeSignVideoOffThread({
      words: speech.words,
      durationMs: speech.durationMs,
      language: 'en',
      childName: 'Mia',
      hints: [...scene.art.props, scene.art.setting, scene.art.companion ?? ''],
      type,
      seed: 7,
    });
    loop.disable();
    stallMaxMs = Math.max(stallMaxMs, loop.max / 1e6);
    perScene.push({
      narration_ms: Math.round(speech.durationMs),
      sign_video_ms: Math.round(performance.now() - started),
      frames: video?.frames ?? 0,
      drawn_frames: video?.drawnFrames ?? 0,
      kb: Math.round((video?.webm.length ?? 0) / 1024),
    });
  }
  return {
    scenario: `${type} sign video per scene of a ${scenes}-scene story (builtin signer, 384², 24 fps, VP9 WebM and H.264 MP4)`,
    scenes,
    per_scene: perScene,
    median_sign_video_ms: median(perScene.map((s) => s.sign_video_ms)),
    median_narration_ms: median(perScene.map((s) => s.narration_ms)),
    max_ratio_to_narration: Number(
      Math.max(...perScene.map((s) => s.sign_video_ms / s.narration_ms)).toFixed(2),
    ),
    event_loop_stall_max_ms: Number(stallMaxMs.toFixed(1)),
  };
}
