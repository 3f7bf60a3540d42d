import { serveWorkerCalls } from '../../lib/worker-calls.ts';
import { makeSignVideo, type SignerRequest, type SignerVideo } from './signer.ts';

serveWorkerCalls<SignerRequest, SignerVideo | null>((request) => makeSignVideo(request));
