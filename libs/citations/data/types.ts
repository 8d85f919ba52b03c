/**
 * The reader's knowledge is data: rows under libs/citations/data, each with the examples it must read,
 * and every other copy (patterns, word sets, SQL) derived from these rows. test/citations/data.spec.ts
 * reads every example through readCitations.
 */

/** A text a row must read, and what the reader finds in it: the first case or Act citation's reading. */
export interface ReadingExample {
  text: string;
  /** The first case citation, as written. */
  cited?: string;
  /** The first case citation's normalized key (`SATC|1998|60|1`), or null where it cannot be keyed. */
  norm?: string | null;
  /** The name read before the first case citation; null: none. */
  parties?: string | null;
  /** The first Act citation's title as read; null: none read. */
  act?: string | null;
  /** Why the example is there, where the row alone does not say. */
  why?: string;
}

/** A class of words the reader treats alike, with why and the examples that show it. */
export interface WordClass {
  about: string;
  words: readonly string[];
  examples: readonly ReadingExample[];
}
