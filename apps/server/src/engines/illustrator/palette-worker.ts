import { asBuffer, serveWorkerCalls } from '../../lib/worker-calls.ts';
import { paletteFromImage } from './palette.ts';

serveWorkerCalls<Uint8Array, string[]>(async (bytes) => paletteFromImage(asBuffer(bytes)));
