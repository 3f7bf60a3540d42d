import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonAnswer } from './json-answers.ts';

const schema = z.object({ title: z.string() });

describe('JSON answers', () => {
  it('takes the previous answer when the new one comes out the same, so it is compressed only once', () => {
    const first = jsonAnswer(schema, { title: 'The lantern' });
    expect(jsonAnswer(schema, { title: 'The lantern' }, first)).toBe(first);
    const changed = jsonAnswer(schema, { title: 'The lighthouse' }, first);
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
    expect(JSON.parse(changed.body.toString())).toEqual({ title: 'The lighthouse' });
  });
});
