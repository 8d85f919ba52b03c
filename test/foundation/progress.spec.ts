import { describe, expect, it } from '@jest/globals';
import { progressLine, terminalProgress } from '../../apps/cli/src/progress.js';

describe('progress on a terminal', () => {
  it.each([
    // (done, total, elapsed ms, line)
    [0, 800, 0, 'import [........................] 0/800 documents, 0.0/s, -:-- left'],
    [200, 800, 10_000, 'import [######..................] 200/800 documents, 20/s, 0:30 left'],
    [5, 800, 2_000, 'import [........................] 5/800 documents, 2.5/s, 5:18 left'],
    [800, 800, 40_000, 'import [########################] 800/800 documents, 20/s, done'],
  ])('%i of %i after %i ms', (done, total, elapsed, line) => {
    expect(progressLine('import', done, total, elapsed, 'documents')).toBe(line);
  });

  it('stays quiet when the stream is not a terminal', () => {
    expect(terminalProgress('import', 'documents', { isTTY: false, write: () => true })).toBeUndefined();
  });

  it('redraws one line at most ten times a second, and ends it', () => {
    const written: string[] = [];
    let t = 0;
    const progress = terminalProgress('synth', 'documents', { isTTY: true, write: (s: string) => written.push(s) }, () => t)!;
    for (let done = 1; done <= 100; done++) {
      t = done * 10; // 100 updates over one second
      progress(done, 100);
    }
    expect(written.length).toBeLessThanOrEqual(11);
    expect(written.every((w) => w.startsWith('\r\x1b[K'))).toBe(true);
    expect(written[written.length - 1]).toMatch(/100\/100 documents, 100\/s, done\n$/);
  });
});
