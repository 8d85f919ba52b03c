import { describe, expect, it } from '@jest/globals';
import { readLabels, readItem } from '#libs/citations/provision-text.js';
import { readCitations } from '#libs/citations/read.js';
import { rows } from '../rows/rows.js';

/**
 * Provision citations read from a text alone (provisions.ts): each row's provisions, in text order,
 * as written, normalized, and the instrument each is tied to (the Act citation's title, or the
 * instrument as named; null: untied). The rows are in test/rows/reading/provisions.jsonl.
 */

type Expected = Array<{ cited: string; provision: string; tie: string | undefined }>;
// (reason, text, every provision read): test/rows/reading/provisions.jsonl
const READING_ROWS = rows<Expected>('reading/provisions', 'provision');

describe('provision citations read', () => {
  it.each(READING_ROWS)('%s', (_name, row) => {
    const { clean, acts, provisions } = readCitations(row.text);
    const got = provisions.map((p) => ({
      cited: clean.written(p.start, p.end).replace(/\s+/g, ' '),
      provision: p.provision,
      tie: p.act !== undefined ? (acts[p.act].name ?? acts[p.act].cited) : p.instrument?.name,
    }));
    expect(got).toEqual(row.expect);
  });
});

const SECTION_172 = `(1) When deciding a constitutional matter within its power, a court -
(a) must declare that any law or conduct that is inconsistent with the Constitution is invalid; and
(b) may make any order that is just and equitable, including -
(i) an order limiting the retrospective effect of the declaration of invalidity; and
(ii) an order suspending the declaration of invalidity.
(2) (a) The Supreme Court of Appeal may make an order concerning the constitutional validity of an Act.
[paragraph (a) substituted by section 7 of the Constitution Seventeenth Amendment Act, 2012]
(b) A court which makes an order of constitutional invalidity may grant a temporary interdict.`;

const SCHEDULE = `(Section 121(3))
1. Definitions
(1) In this Schedule—
2. Incremental effect of Act
(1) Chapters 1 and 5 take effect one year after signature.
(2) Any other provision takes effect 18 months after signature.
3. Application of Act`;

describe('labels read from a section\u2019s text', () => {
  it.each([
    ['a subsection', ['1'], { found: true, reached: ['1'] }],
    ['a chain to a subparagraph', ['1', 'b', 'ii'], { found: true, reached: ['1', 'b', 'ii'] }],
    ['two labels opening one line', ['2', 'a'], { found: true, reached: ['2', 'a'] }],
    ['a paragraph written in capitals the text writes small', ['1', 'B'], { found: true, reached: ['1', 'b'] }],
    ['a subsection after the last: the last is nearest', ['3'], { found: false, reached: [], last: '2' }],
    ['a paragraph that stands in another subsection only', ['1', 'c'], { found: false, reached: ['1'], last: 'b' }],
    ['a subparagraph past the last', ['1', 'b', 'iii'], { found: false, reached: ['1', 'b'], last: 'ii' }],
    ['a paragraph past the last of a subsection whose note amends another paragraph', ['2', 'c'], { found: false, reached: ['2'], last: 'b' }],
  ] as const)('%s', (_why, labels, expected) => {
    const read: Partial<ReturnType<typeof readLabels>> = readLabels(SECTION_172, [...labels]);
    delete read.scope;
    expect(read).toEqual(expected);
  });

  it('says a subsection substituted since may have had the paragraph written (s 61(2)(b) of the Constitution)', () => {
    const section61 = `(1) Parties are entitled to delegates.
(2) (a) A provincial legislature must, within 30 days -
(i) determine how many delegates are permanent; and
(ii) appoint the permanent delegates.
[subsection (2) substituted by section 1 of the Constitution Ninth Amendment Act, 2002]
(3) The national legislation envisaged in subsection (2)(a) must ensure participation.`;
    expect(readLabels(section61, ['2', 'b'])).toMatchObject({ found: false, reached: ['2'], amended: true });
  });

  it('reads no structure from a text whose labels stand inside its lines', () => {
    expect(readLabels('The Minister may (a) make rules; or (b) issue notices.', ['a']).unreadable).toBe(true);
  });

  it.each([
    ['an item of a Schedule kept whole', '2', { items: true, found: true }],
    ['an item past the last', '9', { items: true, found: false, last: '3' }],
  ] as const)('%s', (_why, item, expected) => {
    const read = readItem(SCHEDULE, item);
    expect({ items: read.items, found: read.text !== undefined, ...(read.last ? { last: read.last } : {}) }).toEqual(expected);
  });
});
