import { elevenLabsAdapter } from './elevenlabs/elevenlabs-adapter.ts';
import { freepikAdapter } from './freepik/freepik-adapter.ts';
import { openAiAdapter } from './openai/openai-adapter.ts';
import { openAiCompatibleAdapter } from './openai-compatible/openai-compatible-adapter.ts';
import type { ProviderAdapter } from './provider-adapter.ts';
import { signVideoAdapter } from './sign-video/sign-video-adapter.ts';
import { speechifyAdapter } from './speechify/speechify-adapter.ts';
import { stabilityAdapter } from './stability/stability-adapter.ts';

/**
 * Every vendor the server can use, in order of preference for each capability: the self-hosted
 * model writes before OpenAI; auto draws with Stability, then OpenAI, then Freepik (the order the
 * documented estimate prices auto by); voices are offered as OpenAI's, ElevenLabs', then Speechify's;
 * ElevenLabs makes new clones before Speechify.
 */
export const PROVIDER_ADAPTERS: readonly ProviderAdapter[] = [
  openAiCompatibleAdapter,
  stabilityAdapter,
  openAiAdapter,
  freepikAdapter,
  elevenLabsAdapter,
  speechifyAdapter,
  signVideoAdapter,
];

/** How a provider is named to a parent. */
export const providerName = (id: string) =>
  PROVIDER_ADAPTERS.find((adapter) => adapter.id === id)?.name ?? id;
