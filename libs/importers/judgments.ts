import { extractCases } from '#libs/citations/extract.js';
import { normalizeCitation } from '#libs/citations/normalize.js';
import { citedGroupsInText } from '#libs/library/library.repository.js';
import type { CitedGroup, LibraryDocument } from '#libs/library/model.js';
import type { Batch } from './batch.js';

/** A full-text judgment read from its source, before the cited parallels of other files join it. */
export interface JudgmentPart {
  file: string;
  line: number;
  doc: LibraryDocument;
}

/** A neutral citation and its parallels, found in the judgment with record id `citingId`. */
export interface CitedParallel {
  file: string;
  line: number;
  citingId: string;
  neutral: string;
  parallels: string[];
  raw?: string;
  /** Joins only a judgment held without its text (read from its first page): a text read whole cites what its own reading finds. */
  textless?: boolean;
}

/** Full-text judgments by their source's record id, and parallel pairs naming those ids. */
export interface JudgmentParts {
  judgments: Map<string, JudgmentPart>;
  parallels: CitedParallel[];
}

const norm = (c: string) => normalizeCitation(c)?.norm;

/** The names written before `neutral` in a context, as the extractor reads them. */
function namesBefore(raw: string | undefined, neutral: string): string | undefined {
  if (!raw) return undefined;
  const key = norm(neutral);
  return extractCases(raw, [], { listedParties: true }).find((c) => c.norm === key)?.parties;
}

/**
 * Each judgment with the citation groups its text cites (the extractor's groups, its own citation
 * left out) and the parallel pairs found in it: a pair whose neutral citation the text's groups hold
 * adds its missing parallels to that group, any other becomes a group of its own.
 */
export function assembleJudgments(parts: JudgmentParts, batch: Batch): void {
  const pairs = new Map<string, CitedParallel[]>();
  for (const p of parts.parallels) {
    if (!parts.judgments.has(p.citingId)) {
      batch.skip({ file: p.file, line: p.line, message: `citing judgment ${p.citingId} is not in this import` });
      continue;
    }
    pairs.set(p.citingId, [...(pairs.get(p.citingId) ?? []), p]);
  }
  for (const [id, { doc }] of parts.judgments) {
    const own = new Set([doc.citation, ...(doc.parallel_citations ?? [])].filter((c): c is string => !!c).map(norm));
    const groups: CitedGroup[] = citedGroupsInText(doc.text ?? '').filter((g) => !g.citations.some((c) => own.has(norm(c))));
    for (const p of pairs.get(id) ?? []) {
      const key = norm(p.neutral);
      // A text's own citation is no citation it makes.
      if (own.has(key) || (p.textless && doc.text)) continue;
      const group = groups.find((g) => g.citations.some((c) => norm(c) === key));
      if (group) {
        const held = new Set(group.citations.map(norm));
        for (const c of p.parallels) {
          if (!held.has(norm(c))) group.citations.push(c);
          held.add(norm(c));
        }
      } else {
        const parties = namesBefore(p.raw, p.neutral);
        groups.push({ ...(parties ? { parties } : {}), citations: [p.neutral, ...p.parallels] });
      }
    }
    doc.cited_groups = groups;
    batch.addDocument(doc);
  }
  // The judgments these groups cite need no records of their own: verification reads them from the
  // groups of official texts, with the citing judgment as source and disagreement between citing
  // judgments settled there (docs/verification.md, "Judgments the library does not hold").
}
