import { MESSAGES, storyPdfFileName } from '@storyloom/contract';
import type { DocumentRenderer } from '../../engines/pdf/renderer.ts';
import type { StoryDocument } from '../../engines/pdf/story-document.ts';
import { conflict } from '../../platform/errors.ts';
import type { MediaStore } from '../../platform/media.ts';
import type { StoryRepository } from '../stories/repository.ts';
import type { StoryReader } from '../stories/story-reader.ts';
import type { Story } from '../stories/story-records.ts';

export interface DocumentServiceDeps {
  /** Decides who may read a story. */
  stories: StoryReader;
  scenes: StoryRepository;
  media: MediaStore;
  renderer: DocumentRenderer;
}

/** A story's words and pictures gathered for a PDF, read straight from storage. */
export class DocumentService {
  constructor(private readonly deps: DocumentServiceDeps) {}

  /** A finished story the viewer may read, with its pictures; the same 404 as the player otherwise. */
  async storyDocument(id: string, viewer: string | null): Promise<{ story: Story; document: StoryDocument }> {
    const story = await this.deps.stories.readable(id, viewer);
    if (story.status !== 'ready') throw conflict(MESSAGES.storyStillBeingMade);
    const visibility = story.privacy;
    const audioOnly = story.audio_only;
    const scenes = await Promise.all(
      (await this.deps.scenes.scenes(id)).map(async (scene) => ({
        narration: scene.narration,
        image:
          audioOnly || !scene.image_key ? null : await this.deps.media.read(visibility, id, scene.image_key),
      })),
    );
    return {
      story,
      document: { title: story.title, child: story.child, language: story.language, audioOnly, scenes },
    };
  }

  /** The picture book of a story, and the name it downloads as. */
  async storyPdf(
    id: string,
    viewer: string | null,
  ): Promise<{ fileName: string; pdf: Buffer; privacy: string }> {
    const { story, document } = await this.storyDocument(id, viewer);
    const pdf = await this.deps.renderer.render('story', document);
    return { fileName: storyPdfFileName(story.title), pdf, privacy: story.privacy };
  }
}
