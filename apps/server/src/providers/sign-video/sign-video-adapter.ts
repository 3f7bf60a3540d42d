import type { ProviderAdapter } from '../provider-adapter.ts';
import { createSignVideoService } from './sign-video.ts';

/** An operator's sign-video service (SIGN_VIDEO_URL) makes the sign-language videos. */
export const signVideoAdapter: ProviderAdapter = {
  id: 'sign-video',
  name: 'The sign video service',
  configure(config, context) {
    if (!config.signVideo) return null;
    return {
      sign: createSignVideoService({
        url: config.signVideo.url,
        apiKey: config.signVideo.apiKey ?? undefined,
        fetch: context.fetch,
        policy: context.policy,
      }),
    };
  },
};
