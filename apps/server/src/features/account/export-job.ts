import { ZipWriter } from '../../lib/zip-writer.ts';
import type { JobHandler, JobPayloads } from '../../platform/jobs/queue.ts';
import type { MediaStore, OpenedMedia } from '../../platform/media.ts';
import { sceneMediaOf } from '../stories/story-media.ts';
import type { AccountData, AccountRepository } from './repository.ts';

export interface ExportJobDeps {
  accounts: AccountRepository;
  media: MediaStore;
  log: { warn(details: object, message: string): void };
}

/** A file of the account, as it is kept and as it is named in the zip. */
interface KeptFile {
  zipName: string;
  open(): Promise<OpenedMedia | null>;
}

/**
 * account.json: the account, its stories (text, settings, word timings), clones, bookmarks, likes,
 * the story played last and orders.
 */
function accountDocument(data: AccountData) {
  const { user } = data;
  return {
    format: 'storyloom-account-export/1',
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.display_name,
      photo_url: user.photo_url,
      plan: user.plan,
      created_at: user.created_at,
    },
    stories: data.stories.map((story) => ({
      id: story.id,
      title: story.title,
      child: story.child,
      status: story.status,
      created_at: story.created_at,
      settings: {
        theme: story.theme,
        custom_theme: story.custom_theme,
        language: story.language,
        age: story.age,
        scenes: story.scene_count,
        privacy: story.privacy,
        audio_only: story.audio_only,
        background_music: story.background_music,
        sign_language: story.sign_language ? story.sign_language_type : null,
        image_mode: story.image_mode,
        tts_provider: story.tts_provider,
        tts_voice: story.tts_voice,
        voice_clone_id: story.voice_clone_id,
        pause_ms: story.pause_ms,
        speech_rate: story.speech_rate,
        sentences_per_scene: story.sentences_per_scene,
        child_gender: story.child_gender,
        appearance: story.appearance,
        favourite_things: story.favourite_things,
      },
      like_count: story.like_count,
      scenes: story.scenes.map((scene) => ({
        index: scene.idx,
        narration: scene.narration,
        words: scene.words ?? [],
        files: sceneMediaOf(scene).map((name) => `stories/${story.id}/${name}`),
      })),
    })),
    voice_clones: data.clones.map((clone) => ({
      id: clone.id,
      voice_name: clone.voice_name,
      engine: clone.provider,
      created_at: clone.created_at,
      sample: clone.sample_key ? `voices/${clone.id}/${clone.sample_key.split('/').at(-1)}` : null,
    })),
    bookmarks: data.bookmarks,
    likes: data.likes,
    last_played: data.lastPlayed,
    print_orders: data.orders.map((order) => ({
      id: order.id,
      order_number: order.order_number,
      story_id: order.story_id,
      title: order.title,
      status: order.status,
      subtotal_cents: order.subtotal_cents,
      shipping_cents: order.shipping_cents,
      total_cents: order.total_cents,
      shipping: order.shipping,
      created_at: order.created_at,
      file: order.pdf_key ? `print-orders/${order.id}/${order.pdf_key}` : null,
    })),
  };
}

function keptFiles(data: AccountData, media: MediaStore): KeptFile[] {
  const files: KeptFile[] = [];
  for (const story of data.stories) {
    const visibility = story.privacy;
    for (const scene of story.scenes) {
      for (const name of sceneMediaOf(scene)) {
        files.push({
          zipName: `stories/${story.id}/${name}`,
          open: () => media.open(visibility, story.id, name),
        });
      }
    }
  }
  for (const clone of data.clones) {
    const [folder, name] = clone.sample_key?.split('/') ?? [];
    if (folder && name) {
      files.push({
        zipName: `voices/${clone.id}/${name}`,
        open: () => media.open('private', folder, name),
      });
    }
  }
  for (const order of data.orders) {
    const name = order.pdf_key;
    if (name) {
      files.push({
        zipName: `print-orders/${order.id}/${name}`,
        open: () => media.openOrderFile(order.id, name),
      });
    }
  }
  return files;
}

/**
 * Makes an account's download: a zip streamed to private storage, holding account.json and every
 * file the account keeps. Running again writes it afresh; an account deleted meanwhile is skipped.
 */
export function accountExportJob(deps: ExportJobDeps): JobHandler<JobPayloads['account.export']> {
  return {
    async run({ exportId, userId }) {
      const data = await deps.accounts.data(userId);
      if (!data) return 'skipped';
      await deps.media.writeExport(exportId, async (out) => {
        const zip = new ZipWriter(out);
        try {
          await zip.add('account.json', `${JSON.stringify(accountDocument(data), null, 2)}\n`);
          for (const file of keptFiles(data, deps.media)) {
            const opened = await file.open();
            // A file removed since the story was read (a story deleted meanwhile) is left out.
            if (opened) await zip.add(file.zipName, opened.body);
          }
          await zip.finish();
        } catch (error) {
          out.destroy();
          throw error;
        }
      });
      // An account deleted while its download was written leaves nothing behind.
      if (!(await deps.accounts.user(userId))) {
        await deps.media.removeExport(exportId);
        return 'skipped';
      }
      return 'done';
    },
    async failed({ exportId }, error) {
      deps.log.warn({ export: exportId, err: error }, 'an account download could not be made');
      await deps.media.removeExport(exportId);
    },
  };
}
