import type { Limiter } from '../lib/concurrency.ts';
import { ProviderError } from './http/provider-error.ts';
import { providerName } from './provider-adapters.ts';
import type {
  ImageProvider,
  ModerationProvider,
  SignVideoProvider,
  SpeechProvider,
  TextProvider,
} from './types.ts';

/** Where fallbacks are reported: pino's `warn(details, message)` fits. */
export interface ProviderLog {
  warn(details: object, message: string): void;
}

const reasonOf = (error: unknown) => (error instanceof ProviderError ? error.reason : 'it failed');

/** What is logged about a failed call: never a request, a header or a key. */
function details(error: unknown): object {
  if (error instanceof ProviderError) {
    return {
      provider: error.provider,
      kind: error.kind,
      status: error.status,
      code: error.code,
      error: error.message,
    };
  }
  return { error: error instanceof Error ? error.message : String(error) };
}

/**
 * Writes with each configured text provider in turn and, when all fail, with the builtin
 * writer, so the parent still gets a story; the warning says who wrote it instead.
 */
export function textWithFallback(
  chain: TextProvider[],
  builtin: TextProvider,
  log: ProviderLog,
): TextProvider {
  if (chain.length === 0) return builtin;
  return {
    id: (chain[0] as TextProvider).id,
    async writeStory(input) {
      let first: { id: string; error: unknown } | null = null;
      for (const provider of chain) {
        try {
          return await provider.writeStory(input);
        } catch (error) {
          log.warn(details(error), `${provider.id} could not write a story; trying the next writer`);
          first ??= { id: provider.id, error };
        }
      }
      const story = await builtin.writeStory(input);
      const failed = first as { id: string; error: unknown };
      return {
        ...story,
        warnings: [
          ...story.warnings,
          `${providerName(failed.id)} could not write this story (${reasonOf(failed.error)}), so the builtin writer wrote it.`,
        ],
      };
    },
  };
}

/** Draws with the provider and, for any scene it fails, with the builtin illustrator. */
export function imageWithFallback(
  primary: ImageProvider,
  builtin: ImageProvider,
  log: ProviderLog,
): ImageProvider {
  return {
    id: primary.id,
    acceptsReference: primary.acceptsReference,
    async illustrate(request) {
      try {
        return await primary.illustrate(request);
      } catch (error) {
        log.warn(details(error), `${primary.id} could not draw a scene; the builtin illustrator draws it`);
        const drawn = await builtin.illustrate(request);
        return {
          ...drawn,
          warnings: [
            ...drawn.warnings,
            `${providerName(primary.id)} could not draw every picture (${reasonOf(error)}), so the builtin illustrator drew those scenes.`,
          ],
        };
      }
    },
  };
}

/** Adds a notice to every result, e.g. that the asked-for provider is not configured. */
export function imageWithNotice(provider: ImageProvider, notice: string): ImageProvider {
  return {
    id: provider.id,
    acceptsReference: provider.acceptsReference,
    async illustrate(request) {
      const result = await provider.illustrate(request);
      return { ...result, warnings: [...result.warnings, notice] };
    },
  };
}

/** Speaks with the provider and, for any scene it fails, with a builtin stand-in voice. */
export function speechWithFallback(
  primary: SpeechProvider,
  builtin: SpeechProvider,
  standIn: { voice: string; label: string },
  log: ProviderLog,
): SpeechProvider {
  return {
    id: primary.id,
    voices: () => primary.voices(),
    async speak(request) {
      try {
        return await primary.speak(request);
      } catch (error) {
        log.warn(details(error), `${primary.id} could not read a scene; a builtin voice reads it`);
        const spoken = await builtin.speak({ ...request, voice: standIn.voice });
        return {
          ...spoken,
          warnings: [
            ...spoken.warnings,
            `${providerName(primary.id)} could not read every scene (${reasonOf(error)}), so the builtin voice ${standIn.label} read those scenes.`,
          ],
        };
      }
    },
  };
}

/** The builtin engines run on this machine's cores: a limiter keeps many scenes from crowding them. */
export function limitedImage(provider: ImageProvider, limiter: Limiter): ImageProvider {
  return { ...provider, illustrate: (request) => limiter.run(() => provider.illustrate(request)) };
}

export function limitedSpeech(provider: SpeechProvider, limiter: Limiter): SpeechProvider {
  return { ...provider, speak: (request) => limiter.run(() => provider.speak(request)) };
}

/** Makes sign videos with the configured service and, for any scene it fails, with the builtin signer. */
export function signWithFallback(
  primary: SignVideoProvider,
  builtin: SignVideoProvider,
  log: ProviderLog,
): SignVideoProvider {
  return {
    id: primary.id,
    async makeVideo(request) {
      try {
        return await primary.makeVideo(request);
      } catch (error) {
        log.warn(details(error), `${primary.id} could not make a sign video; the builtin signer makes it`);
        const made = await builtin.makeVideo(request);
        return {
          video: made.video,
          warnings: [
            ...made.warnings,
            `${providerName(primary.id)} could not make every sign video (${reasonOf(error)}), so the builtin signer fingerspelled those scenes.`,
          ],
        };
      }
    },
  };
}

export function limitedSign(provider: SignVideoProvider, limiter: Limiter): SignVideoProvider {
  return { ...provider, makeVideo: (request) => limiter.run(() => provider.makeVideo(request)) };
}

/** Checks with the builtin word lists, then with the provider; when the provider fails, the word lists decide. */
export function moderationAfterWordLists(
  primary: ModerationProvider,
  wordLists: ModerationProvider,
  log: ProviderLog,
): ModerationProvider {
  return {
    id: primary.id,
    async moderate(texts) {
      const local = await wordLists.moderate(texts);
      if (local.flagged) return local;
      try {
        return await primary.moderate(texts);
      } catch (error) {
        // The word lists have already passed the text: a moderation outage must not stop every story.
        log.warn(
          { provider: primary.id, error: error instanceof Error ? error.message : String(error) },
          `${providerName(primary.id)} moderation failed; the builtin word lists decided`,
        );
        return local;
      }
    },
  };
}
