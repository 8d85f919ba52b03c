import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { sharedDataDir } from '#libs/testing/templates.js';
import { SHARED_DATA } from '../support/shared.js';
import { GOLDEN_DIR, goldenCorpora, goldenDiff, goldenLines } from './golden.js';

/**
 * The golden corpus (golden.ts): the reader's whole output on real texts, compared with the committed
 * snapshot in test/citations/golden/. A change to what the reader finds fails here with the lines
 * that differ; a commit that accepts it writes the snapshot again (`UPDATE_GOLDEN=1 npm test --
 * test/citations/golden`) and says in its message why each difference is right.
 */
// (Without ../shared/data its corpus is left out; the global setup says the real data is absent.)
const shared = SHARED_DATA ? sharedDataDir() : undefined;
const update = process.env.UPDATE_GOLDEN === '1';

describe('golden corpus', () => {
  it.each(goldenCorpora(shared).map((c) => [c.name, c] as const))('%s reads as its snapshot', (_name, corpus) => {
    const lines = corpus.texts().flatMap(goldenLines);
    const file = path.join(GOLDEN_DIR, `${corpus.name}.tsv`);
    if (update) fs.writeFileSync(file, lines.join('\n') + '\n');
    const expected = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    const diff = goldenDiff(expected, lines);
    if (diff) throw new Error(`${corpus.name} reads differently from test/citations/golden/${corpus.name}.tsv\n${diff}`);
    expect(lines.length).toBe(expected.length);
  });
});
