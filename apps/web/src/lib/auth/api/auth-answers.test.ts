import { authConfigResponse, authSession } from '@storyloom/contract/schemas';
import { describe, expect, it } from 'vitest';
import { answerVariants, outcome } from '../../../test/answer-variants.ts';
import { authConfigAnswer, authSessionAnswer } from './auth-answers.ts';

const user = { uid: 'u1', email: 'ana@example.com', displayName: 'Ana', photoURL: null };
const session = { ok: true, access_token: 't0k', expires_in: 900, user };
const config = { ok: true, provider: 'google', token_sync_url: null };

describe('the sign-in answers checked without zod', () => {
  it.each(
    answerVariants(config, {
      ok: [false, 'true'],
      provider: ['local', 'none', 'github', null],
      token_sync_url: ['https://sync.example.org', 3, undefined],
    }),
  )('reads the sign-in settings %j as the contract does', (answer) => {
    expect(outcome(() => authConfigAnswer.parse(answer))).toEqual(
      outcome(() => authConfigResponse.parse(answer)),
    );
  });

  it.each(
    answerVariants(session, {
      ok: [false],
      access_token: [null, 7],
      expires_in: [0, -5, 1.5, '900', Number.NaN],
      user: [
        null,
        { ...user, uid: 1 },
        { ...user, email: null },
        { ...user, displayName: 'Ana B.', photoURL: 'https://example.org/a.png' },
        { ...user, photoURL: undefined },
        { uid: 'u1', email: 'a@b.c', displayName: null },
      ],
    }),
  )('reads the session %j as the contract does', (answer) => {
    expect(outcome(() => authSessionAnswer.parse(answer))).toEqual(outcome(() => authSession.parse(answer)));
  });
});
