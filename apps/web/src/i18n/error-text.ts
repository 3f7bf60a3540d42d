import { createCloneErrorMessage, MESSAGES, type MessageCode, nameMessage } from '@storyloom/contract';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { ApiError } from '../lib/api-client.ts';
import { MESSAGE_IDS } from './message-ids.ts';
import { useIntlShape } from './use-t.ts';

type Params = Record<string, string | number>;

const isMessageCode = (code: string | undefined): code is MessageCode =>
  code !== undefined && Object.hasOwn(MESSAGES, code);

/** A named text (see errorResponse) in the interface language; undefined for a name the app does not know. */
function namedText(intl: IntlShape, code: string | undefined, params: Params = {}): string | undefined {
  if (isMessageCode(code)) return intl.formatMessage({ id: MESSAGE_IDS[code] });
  const max = Number(params.max);
  if (!Number.isFinite(max)) return undefined;
  if (code === 'voiceCloneLimit') return intl.formatMessage({ id: 'errors.voiceCloneLimit' }, { max });
  if (code === 'printOrderLimit') return intl.formatMessage({ id: 'errors.printOrderLimit' }, { max });
  return undefined;
}

/** 'Too many stories at once. Please try again in 40 seconds.', the wait rounded as waitText does. */
function waitSentence(intl: IntlShape, reason: string, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60
    ? intl.formatMessage({ id: 'errors.waitSeconds' }, { reason, seconds: s })
    : intl.formatMessage({ id: 'errors.waitMinutes' }, { reason, minutes: Math.ceil(s / 60) });
}

// waitMessage's words, for a wait kept only as its text (a failed generation keeps its message).
const WAIT_SENTENCE = /^(.+) Please try again in (\d+) (second|minute)s?\.$/;

/** A text: one of the contract's messages (or a wait) in the interface language, any other in its own words. */
function plainText(intl: IntlShape, text: string): string {
  const named = nameMessage(text);
  const known = named && namedText(intl, named.code, named.params);
  if (known !== undefined) return known;
  const wait = WAIT_SENTENCE.exec(text);
  const reason = wait?.[1] && nameMessage(wait[1])?.code;
  if (!wait || !isMessageCode(reason)) return text;
  const seconds = Number(wait[2]) * (wait[3] === 'minute' ? 60 : 1);
  return waitSentence(intl, intl.formatMessage({ id: MESSAGE_IDS[reason] }), seconds);
}

/** The failed call behind an error: the error itself, or the cause a feature wrapped it in. */
function apiErrorOf(error: unknown): ApiError | undefined {
  const cause = error instanceof Error && !(error instanceof ApiError) ? error.cause : error;
  return cause instanceof ApiError ? cause : undefined;
}

function waitText(intl: IntlShape, error: unknown): string | null {
  const failed = apiErrorOf(error);
  if (failed?.retryAfterSeconds === undefined) return null;
  const { reason, params } = failed.names;
  if (isMessageCode(reason))
    return waitSentence(intl, namedText(intl, reason) ?? '', failed.retryAfterSeconds);
  // A quota's own words say when to try again ('… Please try again tomorrow.').
  return namedText(intl, reason, params) ?? failed.message;
}

function errorText(intl: IntlShape, error: unknown): string {
  const wait = waitText(intl, error);
  if (wait !== null) return wait;
  if (error instanceof ApiError) {
    return namedText(intl, error.names.code, error.names.params) ?? plainText(intl, error.message);
  }
  if (error instanceof Error) return plainText(intl, error.message);
  return typeof error === 'string'
    ? plainText(intl, error)
    : intl.formatMessage({ id: MESSAGE_IDS.requestFailed });
}

function detailText(intl: IntlShape, error: unknown): string | undefined {
  const failed = apiErrorOf(error);
  if (!failed?.detail) return undefined;
  return namedText(intl, failed.names.detailCode, failed.names.params) ?? plainText(intl, failed.detail);
}

export interface ErrorText {
  /** One of the contract's messages, e.g. `message('reportFailed')`. */
  message: (code: MessageCode) => string;
  /**
   * What went wrong: an API error by the name the server gave it (else the server's own words), or
   * an error or a text that is one of the contract's messages; anything else as it is.
   */
  of: (error: unknown) => string;
  /** A refusal that asks to wait, as waitMessageOf says it; null for any other failure. */
  wait: (error: unknown) => string | null;
  /** An API error's detail, when it has one. */
  detail: (error: unknown) => string | undefined;
  /** 'Failed to delete story: …' (deleteStoryFailedMessage) with the error's own text. */
  deleteStoryFailed: (error: unknown) => string;
  /** A refused voice clone, as createCloneErrorMessage says it: the reason, premium wording, or the failure. */
  createCloneFailed: (error: unknown) => string;
}

function errorTexts(intl: IntlShape): ErrorText {
  const message = (code: MessageCode) => intl.formatMessage({ id: MESSAGE_IDS[code] });
  const detail = (error: unknown) => detailText(intl, error);
  return {
    message,
    of: (error) => errorText(intl, error),
    wait: (error) => waitText(intl, error),
    detail,
    deleteStoryFailed: (error) => {
      const cause = error instanceof Error && error.message ? errorText(intl, error) : undefined;
      return intl.formatMessage(
        { id: 'errors.deleteStoryFailed' },
        { message: cause || message('deleteFailedDefault') },
      );
    },
    createCloneFailed: (error) => {
      const reason = apiErrorOf(error)?.detail;
      const english = createCloneErrorMessage(reason);
      return english === reason ? (detail(error) ?? reason) : plainText(intl, english);
    },
  };
}

/** The texts of failures in the interface language (see errorTexts); English where a text has no name. */
export function useErrorText(): ErrorText {
  const intl = useIntlShape();
  return useMemo(() => errorTexts(intl), [intl]);
}
