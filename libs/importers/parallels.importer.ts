import { normalizeCitation } from '#libs/citations/normalize.js';
import type { Batch } from './batch.js';
import type { JudgmentParts } from './judgments.js';
import { firstLineHas, jsonLines, requireString } from './jsonlines.js';

/** Is this JSON Lines text the neutral-to-parallels pairs found in judgments (`neutral`, `parallels`, `doc`)? */
export function isParallels(firstLine: string): boolean {
  return firstLineHas(firstLine, 'neutral', 'parallels', 'doc');
}

/**
 * Neutral citations with the law-report citations written beside them in a judgment
 * (`neutral_with_parallels_from_judgments.jsonl`). Each pair becomes a parallel group cited by the
 * judgment it was found in (`doc`, that judgment's record id), so the library learns that
 * `2014 (5) SA 579 (CC)` is `[2013] ZACC 49`. `case_name_guess` is a heuristic and is not read: the
 * names are taken from the context as written (`raw`) by the citation extractor.
 */
export function readParallels(file: string, content: string, batch: Batch, parts: JudgmentParts): void {
  for (const { line, obj } of jsonLines(file, content, batch)) {
    const citingId = requireString(file, line, obj, 'doc', batch);
    const neutral = requireString(file, line, obj, 'neutral', batch);
    if (!citingId || !neutral) continue;
    if (normalizeCitation(neutral)?.kind !== 'neutral') {
      batch.reject({ file, line, field: 'neutral', message: `not a neutral citation: ${JSON.stringify(neutral)}` });
      continue;
    }
    const list = obj.parallels;
    if (!Array.isArray(list) || !list.every((p) => typeof p === 'string')) {
      batch.reject({ file, line, field: 'parallels', message: 'required, an array of strings' });
      continue;
    }
    const unread = list.find((p) => !normalizeCitation(p));
    if (unread !== undefined) {
      batch.reject({ file, line, field: 'parallels', message: `not a law-report citation: ${JSON.stringify(unread)}` });
      continue;
    }
    parts.parallels.push({ file, line, citingId, neutral, parallels: list as string[], raw: typeof obj.raw === 'string' ? obj.raw : undefined });
  }
}
