import { extractCases } from '#libs/citations/extract.js';
import { normalizeCitation } from '#libs/citations/normalize.js';
import { citedGroupsInText } from '#libs/library/library.repository.js';
import type { CitedGroup, LibraryDocument } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { caseKey, COURTS } from './cases.importer.js';
import { documentErrors } from './validate.js';

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
  return extractCases(raw).find((c) => c.norm === key)?.parties;
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
  addCitedRecords(parts, pairs, batch);
}

/**
 * A judgment record for each neutral citation of the parallel pairs: the official text of the citing
 * judgment vouches that these law-report citations are that judgment's, under the names it writes
 * (the most often written, when several judgments cite it). The data gives no link to the cited
 * judgment, so its URL is SAFLII's page for the neutral citation (SAFLII's scheme
 * `/za/cases/<COURT>/<year>/<n>.html`). A record of the case from another source (the case index,
 * a full text) outranks this one.
 */
function addCitedRecords(parts: JudgmentParts, pairs: Map<string, CitedParallel[]>, batch: Batch): void {
  const byNeutral = new Map<string, { first: CitedParallel; neutral: string; parallels: Map<string, string>; names: Map<string, number>; citedIn: Set<string> }>();
  for (const [id, list] of pairs) {
    const citing = parts.judgments.get(id)!.doc;
    for (const p of list) {
      const key = caseKey(p.neutral)!;
      const entry = byNeutral.get(key) ?? { first: p, neutral: p.neutral, parallels: new Map(), names: new Map(), citedIn: new Set() };
      for (const c of p.parallels) if (!entry.parallels.has(norm(c)!)) entry.parallels.set(norm(c)!, c);
      const group = citing.cited_groups?.find((g) => g.citations.some((c) => norm(c) === norm(p.neutral)));
      if (group?.parties) entry.names.set(group.parties, (entry.names.get(group.parties) ?? 0) + 1);
      entry.citedIn.add(citing.citation ?? citing.key);
      byNeutral.set(key, entry);
    }
  }
  for (const [key, e] of byNeutral) {
    const names = [...e.names].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
    const [year, court, number] = normalizeCitation(e.neutral)!.norm.split(' ');
    const doc: LibraryDocument = {
      key,
      type: 'judgment',
      title: names ?? e.neutral,
      url: `https://www.saflii.org/za/cases/${court}/${year}/${number}.html`,
      citation: e.neutral,
      source: `cited in ${[...e.citedIn].sort().join(', ')}`,
    };
    if (e.parallels.size) doc.parallel_citations = [...e.parallels.values()];
    if (COURTS[court]) doc.court = COURTS[court];
    if (names) doc.parties = names;
    const errors = documentErrors(doc);
    if (errors.length) for (const err of errors) batch.reject({ file: e.first.file, line: e.first.line, field: err.field, message: err.message });
    else batch.addDocument(doc, [-1]);
  }
}
