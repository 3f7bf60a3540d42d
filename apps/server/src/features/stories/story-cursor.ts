import { badRequest } from '../../platform/errors.ts';

/** Where a page of stories ends: the last story's creation time and id. */
export interface StoryCursor {
  createdAt: string;
  id: string;
}

export const encodeCursor = ({ createdAt, id }: StoryCursor) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url');

export function decodeCursor(cursor: string): StoryCursor {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  // A cursor is one this server made: a date and a story id, neither holding a control character.
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || /\p{Cc}/u.test(createdAt + id))
    throw badRequest('Invalid cursor');
  return { createdAt, id };
}
