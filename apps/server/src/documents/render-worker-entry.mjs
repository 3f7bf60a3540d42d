// The worker's entry: Node runs only JavaScript, so it registers tsx first, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
