import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ACT_STATUSES, CASE_STATUSES, LIMITS, PINPOINT_STATUSES, PROVISION_STATUSES, QUOTE_STATUSES, shown } from '#libs/contracts/limits.js';
import { CalendarDate, RequiredText } from '../common/contract.js';
import { AmendmentsRecord } from '../search/section.dto.js';

/** POST /verify's body, and legal_verify_citations' arguments. */
@ApiSchema({ name: 'VerifyRequest' })
export class VerifyRequest {
  @RequiredText({
    max: LIMITS.verify_text_length,
    description: `Text containing the citations, at most ${shown(LIMITS.verify_text_length)} characters`,
    missing: (p) => `Give the text to check in '${p}'.`,
    blank: (p) => `'${p}' is empty: give the text holding the citations.`,
    example:
      'In S v Makwanyane and Another 1995 (3) SA 391 (CC) at para 144 the Court held this. Bogus v Fiction [2025] ZACC 77 does not exist. ' +
      'See the Consumer Protection Act 68 of 2008.',
  })
  text!: string;

  @CalendarDate({
    description:
      'The date the writing speaks of (YYYY-MM-DD): provisions are checked against the version of their instrument in force then, where the ' +
      'library holds dated versions, and a provision not in force then is `not_in_force`. Without it, the current texts',
    example: '2026-01-01',
  })
  as_at?: string;
}

class Check {
  @ApiProperty({ description: 'The citation exactly as written in the text' })
  cited!: string;

  @ApiPropertyOptional({ description: 'Title of the matched judgment or Act' })
  matched_title?: string;

  @ApiPropertyOptional({ format: 'uri', description: 'Official source of the match' })
  url?: string;

  @ApiPropertyOptional({ type: [String], description: 'Where the confirmation came from' })
  sources?: string[];

  @ApiPropertyOptional({
    example: "[2019] ZACC: the library holds 12 of that year's judgments, up to number 40, and no count of them",
    description: 'On every unchecked entry: why it could not be checked, and where to look instead',
  })
  reason?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, example: 18, description: 'Where the citation starts in the submitted text (UTF-16 code units, as JavaScript strings count)' })
  start?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, example: 32, description: 'Where the citation ends in the submitted text (exclusive; UTF-16 code units): text.slice(start, end) === cited' })
  end?: number;
}

/** A pinpoint written after a case citation, checked against the official copy's numbered paragraphs. */
export class PinpointCheck {
  @ApiProperty({ example: 'at para 45', description: 'The pinpoint as written after the citation' })
  cited!: string;

  @ApiProperty({
    enum: PINPOINT_STATUSES,
    description:
      'found: every paragraph named exists in the official copy; not_found: one does not (last_paragraph says where the judgment ends); unchecked: a page of a law report, or no numbered official text in the library',
  })
  status!: (typeof PINPOINT_STATUSES)[number];

  @ApiPropertyOptional({ type: 'integer', example: 112, description: 'With not_found: the judgment\'s last paragraph number' })
  last_paragraph?: number;
}

/** A quotation attributed to a case citation, compared with the official copy. */
export class QuoteCheck {
  @ApiProperty({ description: 'The quotation as written, without its quotation marks' })
  text!: string;

  @ApiProperty({
    enum: QUOTE_STATUSES,
    description:
      "found: the words occur in the official copy (allowing [...], …, bracketed insertions, changed capitals, whitespace and quote styles); close: nearly (similarity and the judgment's words given); not_found; unchecked: the library holds no official text of the case, or the citation is not found",
  })
  status!: (typeof QUOTE_STATUSES)[number];

  @ApiPropertyOptional({ type: 'integer', description: 'With found: the numbered paragraph where the quotation starts' })
  paragraph?: number;

  @ApiPropertyOptional({ example: 0.94, description: 'With close: the share of the quotation\'s words found in order' })
  similarity?: number;

  @ApiPropertyOptional({ description: "With close: the judgment's own words there, in lower case" })
  actual?: string;
}

/** A word of the written names that differs from the official name by one slip of a letter. */
export class NameSlipCheck {
  @ApiProperty({ example: 'Bellville', description: 'The word as written' })
  written!: string;

  @ApiProperty({ example: 'Belville', description: 'The word as the official name spells it' })
  official!: string;
}

/** The citation a writer probably meant. */
export class Suggestion {
  @ApiProperty({ example: '[1995] ZACC 3' })
  citation!: string;

  @ApiProperty({ example: 'S v Makwanyane and Another' })
  title!: string;
}

/** Another judgment between the same parties (of another court or year than the citation written). */
export class RelatedJudgment {
  @ApiProperty({ example: '[2008] ZACC 13' })
  citation!: string;

  @ApiProperty({ example: 'Thint (Pty) Ltd v National Director of Public Prosecutions and Others' })
  title!: string;

  @ApiPropertyOptional({ example: 'Constitutional Court' })
  court?: string;

  @ApiPropertyOptional({ type: 'integer', example: 2008 })
  year?: number;
}

export class CaseCheck extends Check {
  @ApiProperty({ enum: CASE_STATUSES })
  status!: (typeof CASE_STATUSES)[number];

  @ApiPropertyOptional({
    description:
      'On every found entry: whether names were written with the citation and compared with the case it belongs to (false: the citation was written without names, so only the citation itself was confirmed)',
  })
  names_checked?: boolean;

  @ApiPropertyOptional({
    type: [NameSlipCheck],
    description: 'On found entries whose names agree by one slip of a letter in a long word (verification rules): each word written and the official spelling',
  })
  name_slips?: NameSlipCheck[];

  @ApiPropertyOptional({ type: PinpointCheck, description: 'The pinpoint written after the citation (`at para 45`, `[45]`, `at 398C-D`), when there is one' })
  pinpoint?: PinpointCheck;

  @ApiPropertyOptional({
    type: Suggestion,
    description:
      'On mismatch, name_only and not_found: a library judgment of the same court and year whose names agree with the names written, under another citation (the citation the writer probably meant); for a law report cited under another court than its judgment\'s (any status but found): the report under its own court',
  })
  suggestion?: Suggestion;

  @ApiPropertyOptional({
    type: [RelatedJudgment],
    description:
      'Information, not a correction: library judgments whose names agree with the names written but of another court or year (parties litigate more than once); on entries that are not found',
  })
  related?: RelatedJudgment[];

  @ApiPropertyOptional({ type: [QuoteCheck], description: 'Quotations attributed to this citation (in the same sentence), each compared with the official copy' })
  quotes?: QuoteCheck[];
}

/** A version of an instrument: the text in force from its date to the next version's. */
export class ProvisionVersion {
  @ApiProperty({ type: 'string', format: 'date', example: '2013-08-23', description: 'The date of the expression (the point in time)' })
  expression_date!: string;

  @ApiProperty({ type: 'string', format: 'date', example: '2013-08-23', description: 'In force from (the expression date)' })
  in_force_from!: string;

  @ApiPropertyOptional({ type: 'string', format: 'date', description: 'In force up to (the next version\'s date); absent: still the newest version' })
  in_force_to?: string;
}

/** A provision cited (`section 26(3) of the Constitution`), checked against the library's text of its instrument (with `as_at`, the version in force then). */
export class ProvisionCheck {
  @ApiProperty({ example: 'section 26(3)', description: 'The provision as written (a list\'s later member as written: `10` of `ss 9 and 10`)' })
  cited!: string;

  @ApiProperty({ example: 's 26(3)', description: 'The provision normalized: `s 12(2)(b)`, `s 25(1)-(3)`, `Schedule 6 item 16(6)`, `reg 4(1)`, `rule 53(1)(b)`' })
  provision!: string;

  @ApiProperty({
    enum: PROVISION_STATUSES,
    description:
      "found: the instrument's text in the library has the provision, down to the deepest label written (subsection, paragraph, ...); not_found: the library holds the instrument's text and it has no such provision (nearest says what exists); unchecked: the instrument's text is not held, the provision is tied to no instrument, or its text cannot be read (reason says which); " +
      'not_in_force (only with as_at): the version in force on as_at has no such section though another version has it (held_in), or the instrument was not yet made or already repealed by then (reason says which, with the dates)',
  })
  status!: (typeof PROVISION_STATUSES)[number];

  @ApiPropertyOptional({ example: 'Constitution of the Republic of South Africa, 1996', description: 'The instrument: its title in the library where held, else as written' })
  instrument?: string;

  @ApiPropertyOptional({ format: 'uri', description: "The held instrument's official source" })
  url?: string;

  @ApiPropertyOptional({ example: 's 39(3)', description: 'With not_found: the nearest provision that exists (the last label at the level that failed, or the section numbered nearest)' })
  nearest?: string;

  @ApiPropertyOptional({ example: 'the library holds no text of Act 3 of 2000: check the official consolidation', description: 'On every unchecked and not_in_force entry: why' })
  reason?: string;

  @ApiPropertyOptional({ type: ProvisionVersion, description: 'With as_at, where the library holds dated versions of the instrument: the version the provision was checked against (in force on as_at)' })
  version?: ProvisionVersion;

  @ApiPropertyOptional({ type: [ProvisionVersion], description: 'With not_in_force: the other versions that have a section of that number' })
  held_in?: ProvisionVersion[];

  @ApiPropertyOptional({ type: AmendmentsRecord, description: "The held instrument's amendments as the source records them, when it records any (with as_at: those dated on or before it)" })
  amendments?: AmendmentsRecord;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Where the provision starts in the submitted text (UTF-16 code units)' })
  start?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Where it ends (exclusive): text.slice(start, end) === cited' })
  end?: number;

  @ApiPropertyOptional({
    type: [QuoteCheck],
    description:
      "Quotations attributed to this provision (in its sentence, or a block its sentence introduces), each compared with the provision's text as case quotations are with judgments; unchecked unless the provision is found",
  })
  quotes?: QuoteCheck[];
}

export class ActCheck extends Check {
  @ApiProperty({ enum: ACT_STATUSES })
  status!: (typeof ACT_STATUSES)[number];

  @ApiPropertyOptional({ type: AmendmentsRecord, description: "With a match the library holds as an official copy: the Act's amendments as the source records them, all of them, when it records any" })
  amendments?: AmendmentsRecord;

  @ApiPropertyOptional({ type: [ProvisionCheck], description: 'Provisions cited of this Act (`section 12 of` it, `of that Act`, its acronym), in text order; present when there are any' })
  provisions?: ProvisionCheck[];
}

/** A short form pointing back to a full citation: `Makwanyane above n 3 at para 144`, `Id at para 12`. */
export class ReferenceCheck {
  @ApiProperty({ example: 'Makwanyane above n 3 at para 144', description: 'The short form as written, with its pinpoint' })
  cited!: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 0, description: 'Index in `cases` of the full citation it points to' })
  refers_to!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Offset in the text (UTF-16 code units)' })
  start!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Offset just past it' })
  end!: number;

  @ApiPropertyOptional({ type: PinpointCheck, description: "Its pinpoint, checked against the case it points to" })
  pinpoint?: PinpointCheck;
}

export class VerifyResponse {
  @ApiProperty({ type: [CaseCheck], description: 'One entry per case citation found, in text order' })
  cases!: CaseCheck[];

  @ApiProperty({ type: [ActCheck], description: 'One entry per Act citation found, in text order' })
  acts!: ActCheck[];

  @ApiPropertyOptional({
    type: [ReferenceCheck],
    description: 'Short forms that point back to a case citation (supra, above n 3, (n 3), Id, Ibid, a short name with a pinpoint), in text order; present when there are any',
  })
  references?: ReferenceCheck[];

  @ApiPropertyOptional({
    type: [ProvisionCheck],
    description:
      'Provisions not under an entry of `acts`: tied to no instrument (`section 39(2)` alone), or to one named without an Act citation (`of the interim Constitution`, `of PAJA`), in text order; present when there are any',
  })
  provisions?: ProvisionCheck[];

  @ApiPropertyOptional({
    format: 'uuid',
    example: '0b5f7a1e-8c1d-4d8a-9d7e-2f4c6b8a1e3d',
    description:
      'The id this check is kept under: GET /v1/checks/{check_id}/report gives its signed report (PDF or HTML) for as long as the service keeps checks (CHECK_RETENTION_DAYS). Anyone holding it can read that report.',
  })
  check_id?: string;

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}
