import { randomBytes } from 'node:crypto';
import {
  type CloneEngine,
  createVoiceCloneFields,
  LIMITS,
  MESSAGES,
  type User,
  type VoiceClone,
  type VoiceClonesResponse,
  validateVoiceSample,
  voiceCloneLimitMessage,
} from '@storyloom/contract';
import { findBuiltinVoice } from '../../engines/voice/builtin-voices.ts';
import { checkSample, SampleRejected } from '../../engines/voice/match/check-sample.ts';
import { fitVoice } from '../../engines/voice/match/fit-voice.ts';
import { createLimiter } from '../../lib/concurrency.ts';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';
import type { ProviderLog } from '../../providers/fallback.ts';
import { ProviderError } from '../../providers/http/provider-error.ts';
import { providerName } from '../../providers/provider-adapters.ts';
import type { Providers, ResolvedVoice } from '../../providers/registry.ts';
import { cloneSpeaker } from './clone-speaker.ts';
import type { Plans } from './plans.ts';
import type { CloneParams, StoredVoiceClone, VoiceCloneRepository, VoiceSamples } from './repository.ts';

export interface VoiceServiceDeps {
  clones: VoiceCloneRepository;
  samples: VoiceSamples;
  plans: Plans;
  providers: Providers;
  log: ProviderLog;
  /** Clones one account may keep. */
  maxClonesPerAccount: number;
}

/** A clone upload as the route read it. */
export interface VoiceUpload {
  voiceName: string;
  /** product §7 fixes it to 'en'; absent means 'en'. */
  language?: string;
  file: { bytes: Buffer; fileName: string; type: string } | null;
}

const ID_ALPHABET = 'abcdefghijkmnopqrstuvwxyz23456789';
const newCloneId = () => Array.from(randomBytes(16), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');

/** Every refusal of an upload says 'Failed to create voice clone' and gives the reason as its detail (product §7, §8). */
export const refuse = (status: number, code: string, detail: string) =>
  new AppError(status, code, MESSAGES.createCloneFailed, detail);

const SAMPLE_MESSAGES: Record<SampleRejected['problem'], string> = {
  format: MESSAGES.voiceFileWrongType,
  unreadable: MESSAGES.voiceSampleUnreadable,
  'too-short': MESSAGES.voiceSampleTooShort,
  'too-long': MESSAGES.voiceSampleTooLong,
  silent: MESSAGES.voiceSampleSilent,
  'no-voice': MESSAGES.voiceSampleNoVoice,
};

const round = (value: number, step = 1) => Math.round(value / step) * step;

function present(row: StoredVoiceClone): VoiceClone {
  const engine = row.provider;
  const clone: VoiceClone = { id: row.id, voice_name: row.voice_name, created_at: row.created_at, engine };
  if (engine !== 'builtin') return { ...clone, match: null };
  const { match } = row.params;
  return {
    ...clone,
    match: {
      pitch_hz: round(match.sample.pitchHz),
      matched_pitch_hz: round(match.achieved.pitchHz),
      syllables_per_second: round(match.sample.syllablesPerSecond, 0.1),
      matched_syllables_per_second: round(match.achieved.syllablesPerSecond, 0.1),
      base_voice: findBuiltinVoice(match.params.base)?.label ?? match.params.base,
    },
  };
}

/**
 * Cloned voices: listing, making (premium only) and deleting them, and who speaks with one.
 * Every clone gets a builtin voice match from its sample; with a cloning service configured the
 * service clones the voice too, and the match stands in whenever the service cannot speak.
 */
export class VoiceService {
  // Analysing a sample and fitting its match keep a core busy for a second or two: one at a time.
  private readonly making = createLimiter(1);

  constructor(private readonly deps: VoiceServiceDeps) {}

  /** Who makes new clones on this server. */
  get engine(): CloneEngine {
    return this.deps.providers.cloning[0]?.id ?? 'builtin';
  }

  async list(user: User | undefined): Promise<VoiceClonesResponse> {
    if (!user) throw unauthorized();
    const [rows, plan] = await Promise.all([
      this.deps.clones.listFor(user.uid),
      this.deps.plans.planOf(user),
    ]);
    return { clones: rows.map(present), cloning: { premium: plan === 'premium', engine: this.engine } };
  }

  /**
   * Refuses a caller who may not clone (signed out, not premium, or keeping as many clones as an
   * account may), before their upload is read.
   */
  async mayClone(user: User | undefined): Promise<User> {
    if (!user) throw refuse(401, 'unauthorized', MESSAGES.mustBeSignedIn);
    if ((await this.deps.plans.planOf(user)) !== 'premium') {
      throw refuse(403, 'premium_required', MESSAGES.premiumNeeded);
    }
    if ((await this.deps.clones.countFor(user.uid)) >= this.deps.maxClonesPerAccount)
      throw this.limitReached();
    return user;
  }

  private limitReached() {
    return refuse(409, 'clone_limit', voiceCloneLimitMessage(this.deps.maxClonesPerAccount));
  }

  /**
   * Checks the upload in the documented order, then the sample's bytes, then makes the voice, for a
   * parent `mayClone` let through.
   */
  async create(user: User, upload: VoiceUpload): Promise<VoiceClone> {
    const fields = createVoiceCloneFields.safeParse({
      voice_name: upload.voiceName,
      ...(upload.language !== undefined ? { language: upload.language } : {}),
    });
    if (!fields.success) {
      const issue = fields.error.issues[0];
      const detail =
        issue?.path[0] === 'language' ? 'Voices are cloned in English (language en) only' : issue?.message;
      throw refuse(400, 'bad_request', detail ?? MESSAGES.invalidRequest);
    }
    const voiceName = fields.data.voice_name;
    const { file } = upload;
    if (!file || file.bytes.length === 0) throw refuse(400, 'bad_request', MESSAGES.voiceFileRequired);
    const rule = validateVoiceSample({ name: file.fileName, type: file.type, size: file.bytes.length });
    if (rule === MESSAGES.voiceFileTooLarge) throw refuse(413, 'payload_too_large', rule);
    if (rule) throw refuse(400, 'bad_request', rule);

    const { checked, match } = await this.making.run(async () => {
      let sample: Awaited<ReturnType<typeof checkSample>>;
      try {
        sample = await checkSample(file.bytes);
      } catch (error) {
        if (error instanceof SampleRejected) throw refuse(400, 'bad_request', SAMPLE_MESSAGES[error.problem]);
        throw error;
      }
      return { checked: sample, match: await fitVoice(sample.analysis) };
    });

    const cloning = this.deps.providers.cloning[0];
    let providerVoiceId: string | null = null;
    if (cloning) {
      try {
        providerVoiceId = (
          await cloning.create({
            name: voiceName,
            sample: { bytes: file.bytes, fileName: `sample.${checked.format}`, format: checked.format },
            language: LIMITS.cloneLanguage,
            gender: match.params.gender,
            consent: { fullName: user.displayName || user.email, email: user.email },
          })
        ).voiceId;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        this.deps.log.warn(
          { provider: error.provider, kind: error.kind, status: error.status, code: error.code },
          'voice cloning failed',
        );
        throw refuse(
          502,
          'clone_failed',
          `${providerName(cloning.id)} could not clone the voice (${error.reason}). Please try again later.`,
        );
      }
    }

    const id = newCloneId();
    const params: CloneParams = {
      match,
      sample: { format: checked.format, duration_ms: Math.round(checked.analysis.durationMs) },
    };
    try {
      const sampleKey = await this.deps.samples.save(id, checked.format, file.bytes);
      const row = await this.deps.clones.createWithinQuota(
        {
          id,
          user_id: user.uid,
          voice_name: voiceName,
          provider: cloning?.id ?? 'builtin',
          provider_voice_id: providerVoiceId,
          sample_key: sampleKey,
          params,
        },
        this.deps.maxClonesPerAccount,
      );
      // Another upload finished first and took the last place.
      if (!row) throw this.limitReached();
      return present(row);
    } catch (error) {
      // Nothing may outlive a clone that was not stored: the sample, nor the service's voice.
      await this.deps.samples.remove(id);
      if (cloning && providerVoiceId) await this.removeFromService(cloning.id, providerVoiceId);
      throw error;
    }
  }

  /** Deletes the caller's clone, its sample and the service's voice; someone else's clone is a 404. */
  async remove(user: User | undefined, id: string): Promise<void> {
    if (!user) throw unauthorized();
    const clone = await this.deps.clones.findOwned(id, user.uid);
    if (!clone) throw notFound(MESSAGES.voiceCloneNotFound);
    await this.deps.clones.deleteOwned(id, user.uid);
    await this.deps.samples.remove(id);
    if (clone.provider_voice_id && clone.provider !== 'builtin') {
      await this.removeFromService(clone.provider, clone.provider_voice_id);
    }
  }

  /** Who speaks with the user's clone; null when it is not theirs or no longer exists. */
  async speakerFor(cloneId: string, userId: string | null): Promise<ResolvedVoice | null> {
    if (!userId) return null;
    const clone = await this.deps.clones.findOwned(cloneId, userId);
    return clone ? cloneSpeaker(this.deps.providers, clone, this.deps.log) : null;
  }

  /** A voice left on the service only costs the account a slot: a failure is logged, not raised. */
  private async removeFromService(engine: CloneEngine, voiceId: string): Promise<void> {
    const cloning = this.deps.providers.cloning.find((c) => c.id === engine);
    if (!cloning) {
      this.deps.log.warn(
        { provider: engine },
        'a cloned voice stays on a service that is no longer configured',
      );
      return;
    }
    try {
      await cloning.remove(voiceId);
    } catch (error) {
      this.deps.log.warn(
        { provider: engine, error: error instanceof Error ? error.message : String(error) },
        'could not delete a cloned voice from its service',
      );
    }
  }
}
