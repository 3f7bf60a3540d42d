import { beforeEach, describe, expect, it } from 'vitest';
import {
  followedGeneration,
  forgetFollowedGeneration,
  rememberFollowedGeneration,
} from './followed-generation.ts';

const followed = {
  bundleId: 'b7',
  eventsUrl: '/v1/stories/jobs/gen_b7/events',
  run: { childName: 'Mia', sceneCount: 4, audioOnly: false, signLanguage: false, estimate: '' },
};

beforeEach(() => sessionStorage.clear());

describe('followed generation', () => {
  it('remembers the story followed until it is forgotten', () => {
    rememberFollowedGeneration(followed);
    expect(followedGeneration()).toEqual(followed);
    forgetFollowedGeneration();
    expect(followedGeneration()).toBeNull();
  });

  it('follows nothing stored that is not a job of this server', () => {
    rememberFollowedGeneration({ ...followed, eventsUrl: 'https://elsewhere.example/events' });
    expect(followedGeneration()).toBeNull();
    sessionStorage.setItem('storyloom.generation', '{not json');
    expect(followedGeneration()).toBeNull();
  });
});
