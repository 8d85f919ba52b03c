import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { extractCases } from '#libs/citations/extract.js';
import { normalizeCitation } from '#libs/citations/normalize.js';
import type { DB } from '#libs/db/schema.js';
import { defaultSectionRef, type ActRecord, type CitedGroup, type CoverageRecord, type LibraryDocument } from './model.js';
import { paragraphSpans } from './paragraphs.js';

/**
 * The parallel groups a judgment's text cites, for a judgment whose source does not list them: the
 * library learns which law-report citations belong to which neutral citation from them.
 */
function citedGroupsIn(doc: LibraryDocument): CitedGroup[] {
  return doc.type === 'judgment' && doc.text ? citedGroupsInText(doc.text) : [];
}

/** The parallel groups of case citations a text cites (the extractor's groups), with the names written before each. */
export function citedGroupsInText(text: string): CitedGroup[] {
  const groups = new Map<number, CitedGroup>();
  for (const c of extractCases(text)) {
    if (!c.norm) continue;
    const group = groups.get(c.group) ?? { ...(c.parties ? { parties: c.parties } : {}), citations: [] };
    group.citations.push(c.cited);
    groups.set(c.group, group);
  }
  return [...groups.values()];
}

export type SaveOutcome = 'inserted' | 'updated' | 'unchanged';

/** Stable hash of what a document holds: identical input is recognised and left alone. */
export function contentHash(doc: LibraryDocument): string {
  return createHash('sha256').update(JSON.stringify(doc)).digest('hex');
}

/**
 * Writes documents and records into the library. Each document is written whole in one
 * transaction or not at all; re-saving the same key keeps its doc_id and replaces its content.
 */
export class LibraryRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Statistics and the visibility map for the library's tables, after a load (synth, import) instead
   * of waiting for autovacuum. Without statistics the planner misjudges the term index (search
   * measured p95 3.3 s right after `synth --scale 1` against 248 ms once analyzed); without the
   * visibility map it cannot read the term index from its indexes alone and reads the table instead
   * (`municipality must` took 15 s after the judgments' passages were loaded, analyzed but not
   * vacuumed: 400,000 table pages for two lists). VACUUM reads only the pages changed since the last.
   */
  async analyze(): Promise<void> {
    await sql`VACUUM (ANALYZE) documents, sections, paragraphs, passages, case_citations, cited_citations, act_records, citation_coverage,
                      search_terms, search_lexemes, search_corpus`.execute(this.db);
  }

  async saveDocument(doc: LibraryDocument): Promise<{ docId: number; outcome: SaveOutcome }> {
    const hash = contentHash(doc);
    const existing = await this.db.selectFrom('documents').select(['doc_id', 'content_hash']).where('key', '=', doc.key).executeTakeFirst();
    if (existing?.content_hash === hash) return { docId: existing.doc_id, outcome: 'unchanged' };
    const docId = await this.db.transaction().execute((trx) => this.write(trx, doc, hash));
    return { docId, outcome: existing ? 'updated' : 'inserted' };
  }

  private async write(trx: Transaction<DB>, doc: LibraryDocument, hash: string): Promise<number> {
    const meta = [doc.citation, ...(doc.parallel_citations ?? []), doc.case_number, doc.parties !== doc.title ? doc.parties : undefined, doc.gazette]
      .filter(Boolean)
      .join(' ');
    const body = doc.sections?.length ? null : (doc.text ?? null);
    const row = {
      key: doc.key,
      type: doc.type,
      title: doc.title,
      url: doc.url,
      date: doc.date ?? null,
      citation: doc.citation ?? null,
      case_number: doc.case_number ?? null,
      court: doc.court ?? null,
      parties: doc.parties ?? null,
      act_number: doc.act_number ?? null,
      act_year: doc.act_year ?? null,
      gazette: doc.gazette ?? null,
      repealed: doc.repealed ?? null,
      body,
      source: doc.source,
      content_hash: hash,
      tsv: sql<string>`document_vector(${doc.title}, ${meta}, ${body})`,
    };
    const { doc_id: docId } = await trx
      .insertInto('documents')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet({ ...row, imported_at: sql`now()` }))
      .returning('doc_id')
      .executeTakeFirstOrThrow();

    await trx.deleteFrom('sections').where('doc_id', '=', docId).execute();
    await trx.deleteFrom('paragraphs').where('doc_id', '=', docId).execute();
    await trx.deleteFrom('case_citations').where('doc_id', '=', docId).execute();
    await trx.deleteFrom('cited_citations').where('citing_doc_id', '=', docId).execute();

    const sections = doc.sections ?? [];
    for (let i = 0; i < sections.length; i += 500) {
      await trx
        .insertInto('sections')
        .values(
          sections.slice(i, i + 500).map((s, j) => ({
            doc_id: docId,
            ord: i + j + 1,
            number: s.number,
            heading: s.heading ?? null,
            ref: s.ref ?? defaultSectionRef(s.number, s.heading),
            text: s.text,
            tsv: sql<string>`section_vector(${doc.title}, ${s.ref ?? defaultSectionRef(s.number, s.heading)}, ${s.text})`,
          })),
        )
        .execute();
    }

    if (body && doc.type === 'judgment') {
      const spans = paragraphSpans(body);
      for (let i = 0; i < spans.length; i += 1000) {
        await trx
          .insertInto('paragraphs')
          .values(spans.slice(i, i + 1000).map((p, j) => ({ doc_id: docId, ord: i + j + 1, number: p.number, start_char: p.start, end_char: p.end })))
          .execute();
      }
    }
    // A judgment's search units, from its text and paragraphs (none for other documents).
    await sql`SELECT passages_build(${[docId]}::int[])`.execute(trx);

    const own = new Map<string, { citation: string; kind: 'neutral' | 'report' }>();
    for (const citation of [doc.citation, ...(doc.parallel_citations ?? [])]) {
      const n = citation ? normalizeCitation(citation) : undefined;
      if (citation && n && !own.has(n.norm)) own.set(n.norm, { citation, kind: n.kind });
    }
    if (own.size) {
      await trx
        .insertInto('case_citations')
        .values([...own].map(([norm, c]) => ({ doc_id: docId, norm, citation: c.citation, kind: c.kind })))
        .execute();
    }

    const cited = (doc.cited_groups ?? citedGroupsIn(doc)).flatMap((group, g) =>
      group.citations.flatMap((citation, position) => {
        const n = normalizeCitation(citation);
        return n ? [{ citing_doc_id: docId, group_no: g + 1, position: position + 1, citation, norm: n.norm, kind: n.kind, parties: group.parties ?? null }] : [];
      }),
    );
    for (let i = 0; i < cited.length; i += 1000) {
      await trx.insertInto('cited_citations').values(cited.slice(i, i + 1000)).execute();
    }
    return docId;
  }

  /** Inserts or updates the record of Act `number` of `year`; returns whether anything changed. */
  async saveActRecord(record: ActRecord): Promise<SaveOutcome> {
    const row = { number: record.number, year: record.year, title: record.title, repealed: record.repealed ?? null, url: record.url ?? null, source: record.source };
    const existing = await this.db.selectFrom('act_records').selectAll().where('year', '=', record.year).where('number', '=', record.number).executeTakeFirst();
    if (existing && existing.title === row.title && existing.repealed === row.repealed && existing.url === row.url && existing.source === row.source) {
      return 'unchanged';
    }
    await this.db
      .insertInto('act_records')
      .values(row)
      .onConflict((oc) => oc.columns(['year', 'number']).doUpdateSet({ ...row, updated_at: sql`now()` }))
      .execute();
    return existing ? 'updated' : 'inserted';
  }

  async saveCoverage(record: CoverageRecord): Promise<SaveOutcome> {
    const row = { court: record.court, year: record.year, judgments: record.judgments ?? null, source: record.source };
    const existing = await this.db.selectFrom('citation_coverage').selectAll().where('court', '=', record.court).where('year', '=', record.year).executeTakeFirst();
    if (existing && existing.judgments === row.judgments && existing.source === row.source) return 'unchanged';
    await this.db
      .insertInto('citation_coverage')
      .values(row)
      .onConflict((oc) => oc.columns(['court', 'year']).doUpdateSet({ ...row, updated_at: sql`now()` }))
      .execute();
    return existing ? 'updated' : 'inserted';
  }
}
