import { describe, expect, it } from '@jest/globals';
import { actNamesAgree, agreementUnchecked, nameSearchWords, partyNamesAgree } from '#libs/citations/names.js';
import { nameRows } from '../rows/rows.js';

// (reason, written before the citation, official case name, agree?): test/rows/agreement/parties.jsonl
const PARTY_ROWS = nameRows<boolean>('agreement/parties', 'party');

// (reason, written, official, agreement counted as unchecked?) A judgment's number written where the official name has none:
// test/rows/agreement/unchecked.jsonl
const UNCHECKED_ROWS = nameRows<boolean>('agreement/unchecked', 'unchecked');

describe('agreement not counted as checked', () => {
  it.each(UNCHECKED_ROWS)('%s', (_title, { written, official, expect: unchecked }) => {
    expect(agreementUnchecked(written, official)).toBe(unchecked);
  });
});

describe('party names agree as a lawyer reads them', () => {
  it.each(PARTY_ROWS)('%s', (_title, { written, official, expect: agree }) => {
    expect(partyNamesAgree(written, official)).toBe(agree);
  });
});

// (reason, written title, recorded title, agree?): test/rows/agreement/acts.jsonl
const ACT_ROWS = nameRows<boolean>('agreement/acts', 'Act');

describe('Act titles agree', () => {
  it.each(ACT_ROWS)('%s', (_title, { written, official, expect: agree }) => {
    expect(actNamesAgree(written, official)).toBe(agree);
  });
});

// What the library's name lookup is narrowed by (the lookup only narrows; partyNamesAgree decides).
describe('name lookup words', () => {
  it.each([
    // Words written, an abbreviation with its words.
    ['Minister of Police v Mboweni', 'minister & police & mboweni'],
    ['MEC for Health v Smith', '(mec | (member & executive & council)) & health & smith'],
    // A side's words or their initials: the record may be titled `Wiese v CSARS`.
    ['Wiese v Commissioner for the South African Revenue Service', 'wiese & ((commissioner & south & african & revenue & service) | csars)'],
    // A written acronym does not narrow: the record may spell it out.
    ['NUMSA v Intervalve (Pty) Ltd', 'intervalve'],
    // Unless the name is nothing else.
    ['DA v EFF', 'da & eff'],
    ['S v Makwanyane and Another', 'makwanyane'],
  ])('%s: %s', (written, expected) => {
    expect(nameSearchWords(written)).toBe(expected);
  });
});
