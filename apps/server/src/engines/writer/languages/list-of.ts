/**
 * Things as a list the way a language reads it: `listOf(['blue', 'giraffes', 'Teddy'], ' and ')`
 * is "blue, giraffes and Teddy"; one thing is just itself.
 */
export const listOf = (things: readonly string[], and: string, comma = ', '): string =>
  things.length <= 1 ? (things[0] ?? '') : `${things.slice(0, -1).join(comma)}${and}${things.at(-1)}`;
