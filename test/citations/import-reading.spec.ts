import { describe, expect, it } from '@jest/globals';
import { readCitations } from '#libs/citations/read.js';
import { citedGroupsInText } from '#libs/library/library.repository.js';

/**
 * Import stores the names a judgment writes before each group it cites (cited_citations), and those
 * names later confirm or accuse what users send: import must read them as verification does.
 * (reason, a judgment's text, the names import stores, group by group)
 */
const ROWS: Array<[string, string, string[]]> = [
  ['markup is read as it shows: no tag inside a name', '<p>See <em>Smith v Jones</em> [2010] ZASCA 1.</p><p>In <i>Brown v Green</i> [2011] ZACC 2 the Court held</p>', ['Smith v Jones', 'Brown v Green']],
  ['a foreign report before a name ends the name read back', 'Pepper v Hart [1993] AC 593, Smith v Jones [2010] ZASCA 1', ['Smith v Jones']],
  ['an Act cited before a name is no part of it', 'under the Promotion of Administrative Justice Act 3 of 2000 Bato Star Fishing v Minister [2004] ZACC 15', ['Bato Star Fishing v Minister']],
  ['a foreign report after a semicolon', 'Donoghue v Stevenson [1932] AC 562; Minister of Safety v Van Duivenboden [2002] ZASCA 79', ['Minister of Safety v Van Duivenboden']],
  ['a Canadian report before a South African case', 'Compare R v Big M Drug Mart [1985] 1 SCR 295 and S v Makwanyane [1995] ZACC 3', ['S v Makwanyane']],
  ['an entity in a name is its character', '<p>Minister of Safety &amp; Security v Van Duivenboden [2002] ZASCA 79</p>', ['Minister of Safety & Security v Van Duivenboden']],
  ['respondents listed after semicolons stay one case (official texts only)', 'National Union of Mineworkers & Others v Free State Consolidated Gold Mines (Operations) Ltd; President Steyn Mine; President Brand Mine; Freddies Mine, 1996 (1) SA 422 (A)', ['National Union of Mineworkers & Others v Free State Consolidated Gold Mines (Operations) Ltd, President Steyn Mine, President Brand Mine, Freddies Mine']],
];

describe('import reads a judgment\'s citations as verification does', () => {
  it.each(ROWS)('%s', (_reason, text, names) => {
    const groups = citedGroupsInText(text);
    expect(groups.map((g) => g.parties)).toEqual(names);
    // The same reader: every group import stores is a group verification reads, with the same names.
    const read = readCitations(text, { listedParties: true }).cases;
    expect(groups.flatMap((g) => g.citations)).toEqual(read.filter((c) => c.norm).map((c) => c.cited));
  });
});
