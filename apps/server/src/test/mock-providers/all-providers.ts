import { type ElevenLabsFailure, MOCK_ELEVENLABS_KEY, startElevenLabsMock } from './elevenlabs.ts';
import { type FreepikFailure, MOCK_FREEPIK_KEY, startFreepikMock } from './freepik.ts';
import type { MockProvider } from './mock-server.ts';
import { MOCK_OPENAI_KEY, type OpenAiMock, startOpenAiMock } from './openai.ts';
import { MOCK_SPEECHIFY_KEY, type SpeechifyFailure, startSpeechifyMock } from './speechify.ts';
import { MOCK_STABILITY_KEY, type StabilityFailure, startStabilityMock } from './stability.ts';

export interface MockProviders {
  openai: OpenAiMock;
  /** A self-hosted OpenAI-compatible server (no key), for LLM_BASE_URL. */
  llm: OpenAiMock;
  elevenlabs: MockProvider<ElevenLabsFailure>;
  stability: MockProvider<StabilityFailure>;
  freepik: MockProvider<FreepikFailure>;
  speechify: MockProvider<SpeechifyFailure>;
  /** The environment that points the server at every mock with its key. */
  env: Record<string, string>;
  /** Every key the server was given, for checking that none leaks. */
  keys: string[];
  close(): Promise<void>;
}

/** Every provider's mock on its own local port. */
export async function startMockProviders(): Promise<MockProviders> {
  const [openai, llm, elevenlabs, stability, freepik, speechify] = await Promise.all([
    startOpenAiMock(),
    startOpenAiMock({ requireKey: false }),
    startElevenLabsMock(),
    startStabilityMock(),
    startFreepikMock(),
    startSpeechifyMock(),
  ]);
  return {
    openai,
    llm,
    elevenlabs,
    stability,
    freepik,
    speechify,
    env: {
      OPENAI_API_KEY: MOCK_OPENAI_KEY,
      OPENAI_BASE_URL: openai.url,
      ELEVENLABS_API_KEY: MOCK_ELEVENLABS_KEY,
      ELEVENLABS_BASE_URL: elevenlabs.url,
      STABILITY_API_KEY: MOCK_STABILITY_KEY,
      STABILITY_BASE_URL: stability.url,
      FREEPIK_API_KEY: MOCK_FREEPIK_KEY,
      FREEPIK_BASE_URL: freepik.url,
      SPEECHIFY_API_KEY: MOCK_SPEECHIFY_KEY,
      SPEECHIFY_BASE_URL: speechify.url,
    },
    keys: [MOCK_OPENAI_KEY, MOCK_ELEVENLABS_KEY, MOCK_STABILITY_KEY, MOCK_FREEPIK_KEY, MOCK_SPEECHIFY_KEY],
    async close() {
      await Promise.all([openai, llm, elevenlabs, stability, freepik, speechify].map((m) => m.close()));
    },
  };
}
