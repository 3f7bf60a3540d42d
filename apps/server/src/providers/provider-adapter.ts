import type { ImageModeFamily } from '@storyloom/contract';
import type { ProvidersConfig } from '../platform/config.ts';
import type { RetryPolicy, VendorSettings } from './http/provider-http.ts';
import type {
  CloneProvider,
  ImageProvider,
  ModerationProvider,
  SignVideoProvider,
  SpeechProvider,
  TextProvider,
} from './types.ts';

/** How every adapter reaches its vendor: tests pass their own fetch and short timeouts. */
export interface ProviderContext {
  fetch?: typeof fetch;
  /** Overrides of every provider's timeouts and retries. */
  policy?: Partial<RetryPolicy>;
}

/** The builtin voice reads a requested voice instead of its vendor; the parent is told why. */
export interface StandInVoice {
  readBy: 'stand-in';
  standIn: string;
  /** Why the vendor does not read it, e.g. `OpenAI voices are not configured on this server`. */
  reason: string;
}

/** How a requested voice is read: by its vendor (with a builtin stand-in for any scene it fails), or by a stand-in. */
export type VoiceResolution = { readBy: 'vendor'; standIn: string } | StandInVoice;

export interface SpeechCapability {
  provider: SpeechProvider;
  /** How one of the vendor's voices is read; null when the vendor does not offer it. */
  resolveVoice(voice: string): Promise<VoiceResolution | null>;
}

/** What a configured provider does; each capability it lacks is left out. */
export interface ProviderCapabilities {
  text?: TextProvider;
  image?: ImageProvider;
  speech?: SpeechCapability;
  cloning?: CloneProvider;
  moderation?: ModerationProvider;
  sign?: SignVideoProvider;
}

/** One vendor as the registry knows it: everything vendor-specific stays behind this. */
export interface ProviderAdapter {
  /** Names the provider in logs, errors and requests (`openai`, `llm`, `sign-video`…). */
  readonly id: string;
  /** How the provider is named to a parent. */
  readonly name: string;
  /** The image mode families it draws; their modes are offered only while it is configured. */
  readonly imageFamilies?: readonly ImageModeFamily[];
  /** How one of its voices is read while it is not configured; without this, its voices are unavailable then. */
  unconfiguredVoice?(voice: string): StandInVoice | null;
  /** Its capabilities, made from the server's configuration; null when it is not configured. */
  configure(config: ProvidersConfig, context: ProviderContext): ProviderCapabilities | null;
}

/** The settings every vendor factory takes, from a config section with a key and a base URL. */
export const vendorSettings = (
  section: { apiKey: string; baseURL: string },
  context: ProviderContext,
): VendorSettings => ({
  apiKey: section.apiKey,
  baseURL: section.baseURL,
  fetch: context.fetch,
  policy: context.policy,
});
