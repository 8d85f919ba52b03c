import type { CheckRow } from '#libs/reports/reports.repository.js';

/** A hostile citation as a caller may write it: markup that must never run or load in a report. */
export const HOSTILE = '<script>alert("x")</script><img src="http://evil.example/x.png"> Act 5 of 2008';

/**
 * A kept check whose answer has every status a report shows: each case and Act status, a failed
 * pinpoint and quotation on a found case, a short form past the judgment's end, a suggestion,
 * related judgments, a document's facts and where each citation stands in it. Starts are
 * deliberately out of order: a report numbers entries in text order.
 */
export function everyStatusRow(): CheckRow {
  return {
    check_id: '0b5f7a1e-8c1d-4d8a-9d7e-2f4c6b8a1e3d',
    created_at: new Date('2026-03-31T22:30:05Z'),
    kind: 'document',
    text_sha256: Buffer.alloc(32, 0xab),
    snapshot_hash: '9e107d9d372bb6826bd81d3542a419d6',
    reader_version: 3,
    answer: {
      cases: [
        { cited: '1995 (3) SA 391 (CC)', status: 'found', names_checked: true, matched_title: 'S v Makwanyane and Another', url: 'https://www.saflii.org/za/cases/ZACC/1995/3.html', sources: ['library: official copy'], start: 0, end: 20, pinpoint: { cited: 'at para 144', status: 'found' }, quotes: [{ text: 'the right to life', status: 'found', paragraph: 144 }], location: { page: 1, paragraph: 2 } },
        { cited: '[2020] ZACC 12', status: 'mismatch', matched_title: 'AB and Another v Pridwin Preparatory School and Others', url: 'https://lawlibrary.org.za/akn/za/judgment/zacc/2020/12', sources: ['verified records'], start: 40, end: 54, location: { page: 2, note: 3, note_kind: 'footnote' } },
        { cited: '[2017] ZACC 98', status: 'name_only', matched_title: 'Hotz and Others v University of Cape Town', suggestion: { citation: '[2017] ZACC 10', title: 'Hotz and Others v University of Cape Town' }, start: 60, end: 74 },
        { cited: '[2025] ZACC 77', status: 'not_found', start: 80, end: 94, related: [{ citation: '[2008] ZACC 13', title: 'Thint (Pty) Ltd v National Director of Public Prosecutions', court: 'Constitutional Court', year: 2008 }] },
        { cited: '2019 (3) SA 412 (CC)', status: 'unchecked', reason: 'the SA series is not mapped by the library for 2019: check the law reports', start: 100, end: 120 },
        { cited: '[2025] ZACC 17', status: 'found', names_checked: false, matched_title: 'Mutsila v Municipal Gratuity Fund and Others', url: 'javascript:alert(1)', start: 130, end: 144, pinpoint: { cited: 'at para 245', status: 'not_found', last_paragraph: 118 }, quotes: [{ text: 'the moon is made of cheese', status: 'not_found' }, { text: 'a thorough investigaton', status: 'close', similarity: 0.9, actual: 'a thorough investigation' }] },
        { cited: '[2025] ZACC 1', status: 'found', matched_title: 'Ekapa Minerals v Sol Plaatje', start: 150, end: 163, quotes: [{ text: 'words of no copy', status: 'unchecked' }] },
      ],
      acts: [
        { cited: 'Consumer Protection Act 68 of 2008', status: 'found', matched_title: 'Consumer Protection Act, 2008', url: 'https://lawlibrary.org.za/akn/za/act/2008/68', start: 200, end: 234 },
        { cited: 'Insolvency Act 24 of 1936', status: 'repealed', matched_title: 'Insolvency Act, 1936', start: 240, end: 265 },
        { cited: 'Consumer Protection Act 99 of 2008', status: 'number_mismatch', matched_title: 'Consumer Protection Act, 2008', start: 270, end: 304 },
        { cited: 'Companies Act 99 of 2010', status: 'not_found', start: 310, end: 334 },
        { cited: HOSTILE, status: 'unchecked', reason: 'the library holds none of 2008\'s Acts </dd><script>', start: 340, end: 400 },
      ],
      references: [{ cited: 'Makwanyane above n 1 at para 400', refers_to: 0, start: 30, end: 38, pinpoint: { cited: 'at para 400', status: 'not_found', last_paragraph: 392 } }],
      document: { format: 'docx', pages: 12, characters: 31_000, pieces: 2, checks_counted: 2 },
    },
  };
}
