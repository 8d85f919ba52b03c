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
  /** The first provision citation, normalized (`s 12(2)(b)`); null: none read. */
  provision?: string | null;
  /** What the first provision is tied to: its Act citation's title or the instrument as named; null: untied. */
  tie?: string | null;
  /** Why the example is there, where the row alone does not say. */
  why?: string;
}

/**
 * A name as written against an official one, and whether they agree as a lawyer reads them: a case's
 * names by partyNamesAgree, an Act's title by actNamesAgree (test/citations/data.spec.ts).
 */
export interface AgreementExample {
  written: string;
  /** The official case name or Act title, as a library record gives it. */
  official: string;
  /** `case` unless said. */
  kind?: 'case' | 'act';
  agrees: boolean;
  why?: string;
}

/** A class of words the reader treats alike, with why and the examples that show it. */
export interface WordClass<E = ReadingExample> {
  about: string;
  words: readonly string[];
  examples: readonly E[];
}

/** Written forms that stand for others (`mec`: member executive council), with why and examples. */
export interface WordForms<T, E = ReadingExample> {
  about: string;
  forms: Readonly<Record<string, T>>;
  examples: readonly E[];
}
