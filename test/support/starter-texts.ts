import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { STARTER_DIR } from '#libs/db/paths.js';

/** A judgment of the starter library (data/starter, in the repository): citation, title, official text. */
export interface StarterJudgment {
  citation: string;
  title: string;
  text: string;
}

/** The 2025 Constitutional Court judgments shipped in data/starter. */
export function starterJudgments(): StarterJudgment[] {
  return zlib
    .gunzipSync(fs.readFileSync(path.join(STARTER_DIR, 'judgments-zacc-2025', 'library.jsonl.gz')))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StarterJudgment & { kind: string })
    .filter((d) => d.kind === 'document');
}

/** A judgment's numbered paragraphs (`[12] ...`), their line breaks made spaces. */
export function numberedParagraphs(text: string): string[] {
  return text
    .split(/\n(?=[ \t]*\[\d{1,3}\]\s)/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => /^\[\d{1,3}\]\s/.test(p));
}
