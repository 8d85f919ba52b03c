import { describe, expect, it } from '@jest/globals';
import { partyNamesAgree } from '#libs/citations/names.js';

/**
 * Names agree as a lawyer reads them (verification rules v3, "Party names agree"): case inside
 * brackets, `N O` for `NO`, one slip of a letter in a long word when every other word agrees, a
 * body's form a record dropped from a name otherwise whole.
 * (reason, written, official, agrees)
 */
type Row = [string, string, string, boolean];

const BRACKETS: Row[] = [
  ['a place in capitals, the record in title case', 'Plascon-Evans Paints (TVL) Ltd v Van Riebeeck Paints (Pty) Ltd', 'Plascon-Evans Paints (Tvl) Ltd v Van Riebeeck Paints (Pty) Ltd', true],
  ['a place in capitals the record leaves out', 'Plascon-Evans Paints (TVL) Ltd v Van Riebeeck Paints (Pty) Ltd', 'Plascon-Evans Paints Ltd v Van Riebeeck Paints (Pty) Ltd', true],
  ['the place written out', 'Plascon-Evans Paints (Transvaal) Ltd v Van Riebeeck Paints (Pty) Ltd', 'Plascon-Evans Paints (Tvl) Ltd v Van Riebeeck Paints (Pty) Ltd', true],
  ['a province in capitals in brackets', 'MEC for Health (KZN) v Premier', 'MEC for Health, KwaZulu-Natal v Premier', true],
  ['the Orange Free State abbreviated', 'Smith v Administrator (OFS)', 'Smith v Administrator, Orange Free State', true],
  ['an office in brackets in capitals', 'Minister of Health (GAUTENG) v Smith', 'Minister of Health (Gauteng) v Smith', true],
  ['a party\'s own acronym in brackets is still its name', 'National Institute for Crime Prevention (NICRO) v Minister of Home Affairs', 'Minister of Home Affairs v National Institute for Crime Prevention and the Reintegration of Offenders (NICRO)', true],
  ['another place in brackets is another party', 'Master of the High Court (Pretoria) v Smith', 'Master of the High Court, Cape Town v Smith', false],
  ['another acronym in capitals is another party', 'Smith (Pty) Ltd v SAHRC', 'Smith (Pty) Ltd v NUMSA', false],
  ['a place in capitals does not stand for another party', 'Smith (TVL) v Jones', 'Brown v Jones', false],
];

const NOMINE_OFFICIO: Row[] = [
  ['N O written apart', 'Giddey N O v JC Barnard and Partners', 'Giddey NO v JC Barnard and Partners', true],
  ['N.O. with points', 'Giddey N.O. v JC Barnard and Partners', 'Giddey NO v JC Barnard and Partners', true],
  ['nomine officio in full', 'Giddey nomine officio v JC Barnard and Partners', 'Giddey NO v JC Barnard and Partners', true],
  ['NNO beside N O', 'Smith N O v Jones NNO', 'Smith NO v Jones NNO', true],
  ['the record writes N O apart', 'Ferreira v Levin NO', 'Ferreira v Levin N O and Others', true],
  ['N O left out', 'Giddey v JC Barnard and Partners', 'Giddey NO v JC Barnard and Partners', true],
  ['N O written, another party', 'Smith N O v JC Barnard and Partners', 'Giddey NO v JC Barnard and Partners', false],
  ['N O with the wrong respondent', 'Giddey N O v Jones', 'Giddey NO v JC Barnard and Partners', false],
  ['N O in lower case', 'Giddey n o v JC Barnard and Partners', 'Giddey NO v JC Barnard and Partners', true],
  ['(No 2) is a judgment\'s number, not N O', 'Minister of Health v TAC (No 2)', 'Minister of Health v Treatment Action Campaign (No 1)', false],
];

const SLIP: Row[] = [
  ['a letter dropped (Bellville, Belville)', 'Bellville-Inry (Edms) Bpk v Continental China (Pty) Ltd', 'Belville-Inry (Edms) Bpk v Continental China (Pty) Ltd', true],
  ['a letter changed', 'Mokoena v Standerd Bank', 'Mokoena v Standard Bank', true],
  ['a letter added', 'Mazibuko v City of Johannesburgg', 'Mazibuko and Others v City of Johannesburg and Others', true],
  ['two letters swapped', 'Harsken v Lane NO', 'Harksen v Lane NO', true],
  ['a slip in a surname of six letters', 'Mokoena v Standard Bank', 'Mokeona v Standard Bank', true],
  ['two slips in one word', 'Mokoena v Stundurd Bank', 'Mokoena v Standard Bank', false],
  ['slips in two words', 'Mazibuko v Citty of Johanesburg', 'Mazibuko and Others v City of Johannesburg and Others', false],
  ['a slip in a short word (five letters)', 'Smyth v Jones', 'Smith v Jones', false],
  ['a slip and another word wrong', 'Mokoena v Standerd Trust', 'Mokoena v Standard Bank', false],
  ['numbers are no slip', 'Erf 215437 Ltd v Minister', 'Erf 214537 Ltd v Minister', false],
  ['another name of the same length is no slip', 'Mokoena v Standard Bank', 'Makwena v Standard Bank', false],
];

const DROPPED: Row[] = [
  ['the record dropped Union', 'Association of Mineworkers and Construction Union v Royal Bafokeng Platinum Ltd', 'Association of Mineworkers and Construction and Others v Royal Bafokeng Platinum Limited and Others', true],
  ['the record dropped Association', 'Public Servants Association v Minister of Justice', 'Public Servants v Minister of Justice', true],
  ['the record dropped Trust', 'Helen Suzman Foundation v Mandela Trust', 'Helen Suzman Foundation v Mandela', true],
  ['the record dropped Council', 'Legal Practice Council v Smith', 'Legal Practice v Smith', true],
  ['the written name without the word agrees as before', 'Association of Mineworkers and Construction v Royal Bafokeng Platinum Ltd', 'Association of Mineworkers and Construction and Others v Royal Bafokeng Platinum Limited and Others', true],
  ['a word that is no body\'s form', 'Association of Mineworkers and Construction Bank v Royal Bafokeng Platinum Ltd', 'Association of Mineworkers and Construction and Others v Royal Bafokeng Platinum Limited and Others', false],
  ['two body forms the record lacks', 'Mineworkers Union Association v Royal Bafokeng', 'Mineworkers v Royal Bafokeng', false],
  ['the written side lacks an official word', 'Mineworkers Union v Royal Bafokeng Platinum Ltd', 'Association of Mineworkers and Construction and Others v Royal Bafokeng Platinum Limited and Others', false],
  ['a body form and another party', 'Construction Union v Minister of Police', 'Association of Mineworkers and Construction v Royal Bafokeng', false],
  ['a body form on the wrong side', 'Royal Bafokeng Union v Association of Mineworkers and Construction', 'Royal Bafokeng Platinum Ltd v Minister', false],
];

describe('party names agree as a lawyer reads them (rules v3)', () => {
  it.each(DROPPED)('a word the record dropped: %s', (_reason, written, official, agrees) => expect(partyNamesAgree(written, official)).toBe(agrees));
  it.each(BRACKETS)('brackets: %s', (_reason, written, official, agrees) => expect(partyNamesAgree(written, official)).toBe(agrees));
  it.each(NOMINE_OFFICIO)('N O: %s', (_reason, written, official, agrees) => expect(partyNamesAgree(written, official)).toBe(agrees));
  it.each(SLIP)('one slip: %s', (_reason, written, official, agrees) => expect(partyNamesAgree(written, official)).toBe(agrees));
});
