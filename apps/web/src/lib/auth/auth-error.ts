import type { IdentityErrorCode } from '@storyloom/contract';

/** A sign-in failure carrying an identity error code (product §8), e.g. `auth/popup-blocked`. */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly code: `auth/${string}`,
    options?: ErrorOptions,
  ) {
    super(`Sign-in failed (${code})`, options);
  }
}

export const authError = (code: IdentityErrorCode, options?: ErrorOptions) =>
  new AuthError(`auth/${code}`, options);

/** The server reports sign-in failures as `auth/…` codes; anything else is an internal error. */
export const authErrorFromCode = (code: string | undefined): AuthError =>
  code?.startsWith('auth/') ? new AuthError(code as `auth/${string}`) : authError('internal-error');
