import type { ReadingExample, WordClass } from './types.js';

/**
 * An opening phrase opens the clause a name stands in and is never part of the name (verification
 * rules, "The names written with a citation"): read as a phrase, not from a list of every phrase. It is
 * the clause's first word, capitalised, then a name (not the `v` of a party it would be):
 * - a participle or adjective by its form (`According`, `Based`, `Turning`, `Overruled`) with the
 *   preposition it governs (`to`, `on`, `with`, `by`): a party's first word of that form (`United
 *   Democratic Movement`, `Mining Qualifications Authority`) is followed by a name's word, not by one;
 * - an adverb by its form with its comma (`Previously,`, `Notably,`);
 * - a word of the closed class below: participles that govern a name directly (`Regarding`,
 *   `Concerning`, `Affirming`), adjectives and adverbs that take a preposition (`Pursuant to`,
 *   `Contrary to`), and Afrikaans prepositions (`Ingevolge`, `Volgens`).
 * Read into the name, the phrase accused the genuine citation (`According to S v Makwanyane` agrees
 * with no title).
 */
export const OPENING_FORM = /^\p{Lu}\p{Ll}{2,}(?:ing|ed)$/u;
export const OPENING_ADVERB = /^\p{Lu}\p{Ll}{3,}ly,$/u;

/** Prepositions an opening phrase may end in (`Pursuant to`, `Dealing with`, `Based on`). */
export const OPENING_PREPOSITIONS: readonly string[] = ['to', 'on', 'with', 'of', 'upon', 'from', 'by', 'under', 'in', 'at', 'for', 'about'];

export const OPENING_WORDS: WordClass = {
  about: 'Words that open a clause before a name with or without a preposition: participles that govern a name, adjectives and adverbs that take a preposition, Afrikaans prepositions.',
  words: [
    'pursuant', 'contrary', 'subject', 'prior', 'further', 'due', 'thanks', 'relative', 'similar', 'consistent', 'notwithstanding', 'save',
    'regarding', 'concerning', 'affirming', 'reversing', 'upholding', 'involving', 'including', 'excluding', 'approving', 'following', 'applying',
    'considering', 'distinguishing', 'endorsing', 'confirming', 'overruling', 'citing', 'quoting', 'discussing', 'interpreting', 'construing',
    // Afrikaans: `Ingevolge`, `Volgens`, `Kragtens` (by virtue of), `Ooreenkomstig`, `Luidens` (according to), `Weens`, `Ondanks`, `Behalwe`.
    'ingevolge', 'volgens', 'kragtens', 'ooreenkomstig', 'luidens', 'weens', 'ondanks', 'behalwe',
  ],
  examples: [
    { text: 'According to S v Makwanyane and Another 1995 (3) SA 391 (CC) the death penalty', parties: 'S v Makwanyane and Another' },
    { text: 'Based on Mokoena v Standard Bank [2004] ZASCA 1 the court', parties: 'Mokoena v Standard Bank' },
    { text: 'Pursuant to Mokoena v Standard Bank [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Regarding Mokoena v Standard Bank [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Concerning Mokoena v Standard Bank [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Previously, Mokoena v Standard Bank [2004] ZASCA 1 held', parties: 'Mokoena v Standard Bank' },
    { text: 'Affirming Mokoena v Standard Bank [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Dealing with Mokoena v Standard Bank [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Ingevolge Mokoena v Standard Bank [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Volgens S v Makwanyane 1995 (3) SA 391 (CC) is', parties: 'S v Makwanyane' },
    { text: 'Contrary to Mokoena v Standard Bank [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Turning to Mokoena v Standard Bank [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Notably, Mokoena v Standard Bank [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Fleming v Minister of Safety and Security [2004] ZASCA 1', parties: 'Fleming v Minister of Safety and Security', why: 'a party of that form: the `v` follows it' },
    { text: 'Kelly v Minister of Police [2004] ZASCA 1', parties: 'Kelly v Minister of Police', why: 'a party of that form: the `v` follows it' },
    { text: 'United Democratic Movement v Speaker of the National Assembly [2017] ZACC 21', parties: 'United Democratic Movement v Speaker of the National Assembly', why: 'a party\'s first word of that form, followed by a name\'s word' },
    { text: 'See Mining Qualifications Authority v Smith [2004] ZASCA 1', parties: 'Mining Qualifications Authority v Smith', why: 'the same' },
    { text: 'Overruled by Bato Star Fishing v Minister of Environmental Affairs [2004] ZACC 15', parties: 'Bato Star Fishing v Minister of Environmental Affairs' },
  ],
};

export const OPENER_EXAMPLES: readonly ReadingExample[] = OPENING_WORDS.examples;
