import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '@jest/globals';
import { sharedDataDir } from '#libs/testing/templates.js';

/** Whether the real data beside the repository (`../shared/data`, or SHARED_DATA_DIR) is here: CI has it, a clone alone does not. */
export const SHARED_DATA = fs.existsSync(path.join(sharedDataDir(), 'PROVENANCE.md'));

const NEEDS = '(skipped: needs ../shared/data)';

/** `describe` where ../shared/data is present; elsewhere skipped, its title saying what it needs. */
export function describeShared(name: string, fn: () => void): void {
  if (SHARED_DATA) describe(name, fn);
  else describe.skip(`${name} ${NEEDS}`, fn);
}

/** `it` where ../shared/data is present; elsewhere skipped, its title saying what it needs. */
export function itShared(name: string, fn: () => Promise<unknown> | void, timeout?: number): void {
  if (SHARED_DATA) it(name, fn, timeout);
  else it.skip(`${name} ${NEEDS}`, fn, timeout);
}

/** A table read from ../shared/data, or one row saying it is not here (jest refuses an empty table). */
export function sharedRows<T extends unknown[]>(read: () => T[], absent: T): T[] {
  return SHARED_DATA ? read() : [absent];
}

/** A 2025 Constitutional Court judgment in ../shared/data (`judgments/zacc_2025_concourt.jsonl`): official text and its facts. */
export interface SharedJudgment {
  citation: string;
  title: string;
  url: string;
  date?: string;
  text: string;
}

/** The 2025 Constitutional Court judgments in ../shared/data, or none where it is absent. */
export function sharedJudgments(): SharedJudgment[] {
  if (!SHARED_DATA) return [];
  return fs
    .readFileSync(path.join(sharedDataDir(), 'judgments', 'zacc_2025_concourt.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SharedJudgment);
}
