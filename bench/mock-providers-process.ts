/**
 * The mock providers in a process of their own, answering after the given per-call delays. A
 * provider's latency does not depend on the server's CPU, so the bench keeps the mocks' timers
 * off the server's event loop. Prints the server's environment as one JSON line once ready, and
 * stops when its standard input closes.
 */
import { startMockProviders } from '../apps/server/src/test/mock-providers/all-providers.ts';
import { warmMockSpeech } from '../apps/server/src/test/mock-providers/media.ts';

const delays = JSON.parse(process.argv[2] ?? '{}') as { text?: number; voice?: number; image?: number };
const mocks = await startMockProviders();
await warmMockSpeech(20_000);
if (delays.text) mocks.openai.delay(delays.text, /^\/chat\/completions$/);
if (delays.voice) mocks.openai.delay(delays.voice, /^\/audio\/speech$/);
if (delays.image) mocks.stability.delay(delays.image, /^\/v2beta\/stable-image\/generate\//);
process.stdout.write(`${JSON.stringify(mocks.env)}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await mocks.close();
  process.exit(0);
});
