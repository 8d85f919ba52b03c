import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { READER_VERSION, readCitations } from '#libs/citations/read.js';
import { normalizeCitation, type NormalizedCitation } from '#libs/citations/normalize.js';
import type { DB } from '#libs/db/schema.js';
import { completeness } from '#libs/importers/works.js';
import type { Extent } from './completeness.js';
import { defaultSectionRef, type ActCoverageRecord, type ActRecord, type CitedGroup, type CoverageRecord, type LibraryDocument } from './model.js';
import { paragraphSpans } from './paragraphs.js';

/**
 * The parallel groups a judgment's text cites, for a judgment whose source does not list them: the
 * library learns which law-report citations belong to which neutral citation from them.
 */
function citedGroupsIn(doc: LibraryDocument): CitedGroup[] {
  return readByReader(doc) ? citedGroupsInText(doc.text!) : [];
}

/** Whether the reader reads a document's cited groups (a judgment with text whose source lists none). */
const readByReader = (doc: LibraryDocument) => doc.type === 'judgment' && !!doc.text && !doc.cited_groups;

/**
 * The reader version a document is stored with: a judgment's text is read for its paragraphs and
 * passages (and, where its source lists none, its cited groups); null for anything else.
 */
const readerVersionOf = (doc: LibraryDocument) => (doc.type === 'judgment' && doc.text ? READER_VERSION : null);

/** The reader version of the cited groups read from a document's text: null where its source lists them. */
const groupsVersionOf = (doc: LibraryDocument) => (readByReader(doc) ? READER_VERSION : null);

/**
 * The parallel groups of case citations a text cites, with the names written before each: read by the
 * reader verification uses (readCitations), so a name import stores is a name verify would read.
 */
export function citedGroupsInText(text: string): CitedGroup[] {
  const groups = new Map<number, CitedGroup>();
  // (Official texts: respondents listed after semicolons are one case's, see extract.ts listedParties.)
  for (const c of readCitations(text, { listedParties: true }).cases) {
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

/** What goes into a document's vector beside its title and body: its citations, case number, parties (when not its title) and gazette. */
function metadataText(doc: LibraryDocument): string {
  return [doc.citation, ...(doc.parallel_citations ?? []), doc.case_number, doc.parties !== doc.title ? doc.parties : undefined, doc.gazette].filter(Boolean).join(' ');
}

/** documents.amendments (migration 0027): the amendments in date order as JSON, null where none is listed. */
const amendmentsColumn = (doc: LibraryDocument) => (doc.amendments?.length ? JSON.stringify([...doc.amendments].sort((a, b) => a.date.localeCompare(b.date))) : null);

/** The stored body: the whole text of a document not divided into sections. */
const bodyOf = (doc: LibraryDocument) => (doc.sections?.length ? null : (doc.text ?? null));

/** A document's own citations (its neutral citation and parallels), once per normalised form, with the key's parts. */
function ownCitations(doc: LibraryDocument): Array<{ citation: string } & NormalizedCitation> {
  const own = new Map<string, { citation: string } & NormalizedCitation>();
  for (const citation of [doc.citation, ...(doc.parallel_citations ?? [])]) {
    const n = citation ? normalizeCitation(citation) : undefined;
    if (citation && n && !own.has(n.norm)) own.set(n.norm, { citation, ...n });
  }
  return [...own.values()];
}

/** Column arrays for one multi-row INSERT ... SELECT FROM unnest(...): one array per column. */
function columns<Row extends Record<string, unknown>>(rows: Row[], names: Array<keyof Row>): unknown[][] {
  return names.map((name) => rows.map((row) => row[name] ?? null));
}

/**
 * The one writer of the library's document tables, for the importers, the Laws.Africa sync, the
 * synthetic generator and tests alike. A batch of documents is written in one transaction, each
 * table with one multi-row statement (arrays through unnest); a document whose content hash is
 * stored already is left alone, any other replaces what its key held (keeping its doc_id).
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
    await sql`VACUUM (ANALYZE) documents, sections, document_versions, version_sections, paragraphs, passages, case_citations, cited_citations, act_records, citation_coverage, act_coverage,
                      search_terms, search_lexemes, search_corpus, search_blocks`.execute(this.db);
  }

  /** The term index's rows as its statistics last counted them (0 before any): see compactTermIndex. */
  async termRows(): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'search_terms'::regclass`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * After a load (analyzed), rebuilds the term index's B-trees when the load grew it by at least
   * `minRows` rows and a quarter: written a batch at a time, each list growing everywhere at once,
   * their pages are split half-full (after `synth --scale 1`: 1,256 MB for the primary key that a
   * fresh build makes 720 MB, 934 MB for the lists by weight against 699 MB). Every search reads
   * them; half-empty pages are more pages to read and to keep in memory (the 200 benchmark queries
   * alone, 6% faster once rebuilt). REINDEX CONCURRENTLY: searches and writes go on meanwhile.
   * Returns whether it rebuilt them. A rebuild that fails (a lock it cannot get, say) leaves the
   * index as it was, and its half-built copy is dropped: the load itself is written already.
   */
  async compactTermIndex(rowsBefore: number, minRows = 100_000): Promise<boolean> {
    const after = await this.termRows();
    const grown = after - rowsBefore;
    if (grown < minRows || grown < after / 4) return false;
    for (const index of ['search_terms_pkey', 'search_terms_list_idx', 'search_blocks_pkey']) {
      try {
        await sql`REINDEX INDEX CONCURRENTLY ${sql.id(index)}`.execute(this.db);
      } catch {
        await sql`DROP INDEX CONCURRENTLY IF EXISTS ${sql.id(`${index}_ccnew`)}`.execute(this.db).catch(() => undefined);
        return false;
      }
    }
    return true;
  }

  /** The extent of the stored document with this key (completeness.ts), or undefined when there is none. */
  async storedExtent(key: string): Promise<Extent | undefined> {
    const row = await this.db
      .selectFrom('documents')
      .leftJoin('sections', 'sections.doc_id', 'documents.doc_id')
      .select((eb) => [
        eb.fn.count<string>('sections.ord').as('sections'),
        sql<string>`coalesce(sum(length(sections.text)), 0)`.as('section_chars'),
        sql<string>`coalesce(max(length(documents.body)), 0)`.as('body_chars'),
        sql<string[]>`coalesce(array_agg(sections.number) FILTER (WHERE sections.number IS NOT NULL), '{}')`.as('numbers'),
      ])
      .where('documents.key', '=', key)
      .groupBy('documents.doc_id')
      .executeTakeFirst();
    if (!row) return undefined;
    const sections = Number(row.sections);
    const complete = completeness(key, row.numbers.map((number) => ({ number, text: '' }))) === 1;
    return { sections, chars: Number(sections ? row.section_chars : row.body_chars), complete };
  }

  /** The expression dates of the versions stored for each of these keys (a key without versions is absent). */
  async versionDates(keys: string[]): Promise<Map<string, Set<string>>> {
    const out = new Map<string, Set<string>>();
    if (!keys.length) return out;
    const rows = await this.db
      .selectFrom('document_versions as v')
      .innerJoin('documents as d', 'd.doc_id', 'v.doc_id')
      .select(['d.key', 'v.expression_date'])
      .where('d.key', 'in', keys)
      .execute();
    for (const r of rows) out.set(r.key, (out.get(r.key) ?? new Set()).add(r.expression_date));
    return out;
  }

  async saveDocument(doc: LibraryDocument): Promise<{ docId: number; outcome: SaveOutcome }> {
    return (await this.saveDocuments([doc]))[0];
  }

  /**
   * Writes a batch of documents whole, in one transaction or not at all; returns each one's doc_id and
   * outcome, in order. A key appears once per expression date (once, for a document without one).
   * Of a work's expressions, the newest held (stored or in the batch) is its documents row; every
   * expression is a version, its in-force range ending at the next one's date.
   */
  async saveDocuments(docs: LibraryDocument[]): Promise<Array<{ docId: number; outcome: SaveOutcome }>> {
    const id = (d: LibraryDocument) => `${d.key}@${d.expression_date ?? ''}`;
    if (new Set(docs.map(id)).size !== docs.length) throw new Error('a batch of documents holds one expression of a key twice');
    if (!docs.length) return [];
    const keys = [...new Set(docs.map((d) => d.key))];
    if (docs.some((d) => !d.expression_date && docs.some((o) => o !== d && o.key === d.key))) throw new Error('a batch holds a document without an expression date beside another of its key');
    const hashes = docs.map(contentHash);
    const existing = new Map(
      (await this.db.selectFrom('documents').select(['key', 'doc_id', 'content_hash', 'reader_version', 'expression_date']).where('key', 'in', keys).execute()).map((r) => [r.key, r]),
    );
    const storedVersions = new Map(
      (
        await this.db
          .selectFrom('document_versions as v')
          .innerJoin('documents as d', 'd.doc_id', 'v.doc_id')
          .select(['d.key', 'v.expression_date', 'v.content_hash'])
          .where('d.key', 'in', keys)
          .execute()
      ).map((r) => [`${r.key}@${r.expression_date}`, r.content_hash]),
    );
    // The newest expression of each key, stored or given: the one its documents row holds.
    const newest = new Map<string, string>();
    for (const [key, row] of existing) if (row.expression_date) newest.set(key, row.expression_date);
    for (const d of docs) if (d.expression_date && d.expression_date > (newest.get(d.key) ?? '')) newest.set(d.key, d.expression_date);
    const current = (doc: LibraryDocument) => !doc.expression_date || newest.get(doc.key) === doc.expression_date;
    // (A document read by another version of the citation reader is read again, its input unchanged.)
    const same = (doc: LibraryDocument, i: number) => existing.get(doc.key)?.content_hash === hashes[i] && existing.get(doc.key)?.reader_version === readerVersionOf(doc);
    const rows = docs.flatMap((doc, i) => (current(doc) && !same(doc, i) ? [{ doc, hash: hashes[i] }] : []));
    const versions = docs.flatMap((doc, i) => (doc.expression_date && storedVersions.get(id(doc)) !== hashes[i] ? [{ doc, hash: hashes[i] }] : []));
    // A document the source gives no date for is unversioned: versions stored for its key go.
    const undated = docs.filter((d) => !d.expression_date && existing.has(d.key)).map((d) => existing.get(d.key)!.doc_id);
    const written =
      rows.length || versions.length || undated.length
        ? await this.db.transaction().execute(async (trx) => {
            const ids = rows.length ? await this.write(trx, rows) : new Map<string, number>();
            if (undated.length) await trx.deleteFrom('document_versions').where('doc_id', 'in', undated).execute();
            if (versions.length) await this.writeVersions(trx, versions, (key) => ids.get(key) ?? existing.get(key)!.doc_id);
            return ids;
          })
        : new Map<string, number>();
    return docs.map((doc, i) => {
      const before = existing.get(doc.key);
      const docId = written.get(doc.key) ?? before?.doc_id;
      const changed = (current(doc) && written.has(doc.key)) || (!!doc.expression_date && storedVersions.get(id(doc)) !== hashes[i]);
      if (!changed) return { docId: docId!, outcome: 'unchanged' as const };
      // (A first dated import over a document stored without a date updates it.)
      const isNew = doc.expression_date ? !storedVersions.has(id(doc)) && !(before && !before.expression_date && current(doc)) : !before;
      return { docId: docId!, outcome: isNew ? ('inserted' as const) : ('updated' as const) };
    });
  }

  /**
   * Upserts versions with their sections, then sets each touched work's in-force ranges: every
   * expression is in force up to the next one's date, the latest open-ended.
   */
  private async writeVersions(trx: Transaction<DB>, batch: Array<{ doc: LibraryDocument; hash: string }>, docIdOf: (key: string) => number): Promise<void> {
    const rows = batch.map(({ doc, hash }) => ({
      doc_id: docIdOf(doc.key),
      expression_date: doc.expression_date!,
      title: doc.title,
      url: doc.url,
      gazette: doc.gazette ?? null,
      body: bodyOf(doc),
      source: doc.source,
      content_hash: hash,
    }));
    const [d, e, ti, u, g, b, so, h] = columns(rows, ['doc_id', 'expression_date', 'title', 'url', 'gazette', 'body', 'source', 'content_hash']);
    await sql`
      INSERT INTO document_versions (doc_id, expression_date, title, url, gazette, body, source, content_hash)
      SELECT d, e::date, ti, u, g, b, so, h
        FROM unnest(${d}::int[], ${e}::text[], ${ti}::text[], ${u}::text[], ${g}::text[], ${b}::text[], ${so}::text[], ${h}::text[]) AS x(d, e, ti, u, g, b, so, h)
      ON CONFLICT (doc_id, expression_date) DO UPDATE SET
        title = EXCLUDED.title, url = EXCLUDED.url, gazette = EXCLUDED.gazette, body = EXCLUDED.body, source = EXCLUDED.source,
        content_hash = EXCLUDED.content_hash, imported_at = now()`.execute(trx);
    await sql`
      DELETE FROM version_sections s USING unnest(${d}::int[], ${e}::text[]) AS x(d, e)
       WHERE s.doc_id = x.d AND s.expression_date = x.e::date`.execute(trx);
    const sections = batch.flatMap(({ doc }) =>
      (doc.sections ?? []).map((s, i) => ({
        doc_id: docIdOf(doc.key),
        expression_date: doc.expression_date!,
        ord: i + 1,
        number: s.number,
        heading: s.heading,
        ref: s.ref ?? defaultSectionRef(s.number, s.heading),
        text: s.text,
        title: doc.title,
      })),
    );
    if (sections.length) {
      const [sd, se, o, n, sh, r, t, st] = columns(sections, ['doc_id', 'expression_date', 'ord', 'number', 'heading', 'ref', 'text', 'title']);
      await sql`
        INSERT INTO version_sections (doc_id, expression_date, ord, number, heading, ref, text, tsv)
        SELECT d, e::date, o, n, h, r, t, section_vector(ti, r, t)
          FROM unnest(${sd}::int[], ${se}::text[], ${o}::int[], ${n}::text[], ${sh}::text[], ${r}::text[], ${t}::text[], ${st}::text[]) AS x(d, e, o, n, h, r, t, ti)`.execute(trx);
    }
    await sql`
      UPDATE document_versions v SET in_force_to = n.next
        FROM (SELECT doc_id, expression_date, lead(expression_date) OVER (PARTITION BY doc_id ORDER BY expression_date) AS next
                FROM document_versions WHERE doc_id = ANY (${[...new Set(d as number[])]}::int[])) n
       WHERE v.doc_id = n.doc_id AND v.expression_date = n.expression_date AND v.in_force_to IS DISTINCT FROM n.next`.execute(trx);
  }

  /** Upserts the documents and replaces their sections, paragraphs and citations; returns doc_id by key. */
  private async write(trx: Transaction<DB>, batch: Array<{ doc: LibraryDocument; hash: string }>): Promise<Map<string, number>> {
    const docs = batch.map((b) => ({
      ...b.doc,
      date: b.doc.date ?? null,
      body: bodyOf(b.doc),
      meta: metadataText(b.doc),
      content_hash: b.hash,
      reader_version: readerVersionOf(b.doc),
      repealed_on: b.doc.repeal?.date,
      repealed_by: b.doc.repeal?.by,
      repealed_by_title: b.doc.repeal?.by_title,
      amendments: amendmentsColumn(b.doc),
    }));
    const [key, type, title, url, date, citation, caseNumber, court, parties, actNumber, actYear, gazette, repealed, body, source, hash, meta, reader, expression, repealedOn, repealedBy, repealedByTitle, amendments] =
      columns(docs, [
        'key', 'type', 'title', 'url', 'date', 'citation', 'case_number', 'court', 'parties', 'act_number', 'act_year', 'gazette', 'repealed', 'body', 'source', 'content_hash', 'meta',
        'reader_version', 'expression_date', 'repealed_on', 'repealed_by', 'repealed_by_title', 'amendments',
      ]);
    const { rows } = await sql<{ doc_id: number; key: string }>`
      INSERT INTO documents (key, type, title, url, date, citation, case_number, court, parties, act_number, act_year, gazette, repealed, body, source, content_hash, reader_version,
                             expression_date, repealed_on, repealed_by, repealed_by_title, amendments, tsv)
      SELECT k, ty, ti, u, dt::date, c, cn, co, p, an, ay, g, r, b, so, h, rv, ed::date, ro::date, rb, rbt, am::jsonb, document_vector(ti, m, b)
        FROM unnest(${key}::text[], ${type}::text[], ${title}::text[], ${url}::text[], ${date}::text[], ${citation}::text[], ${caseNumber}::text[],
                    ${court}::text[], ${parties}::text[], ${actNumber}::int[], ${actYear}::int[], ${gazette}::text[], ${repealed}::boolean[],
                    ${body}::text[], ${source}::text[], ${hash}::text[], ${meta}::text[], ${reader}::int[],
                    ${expression}::text[], ${repealedOn}::text[], ${repealedBy}::text[], ${repealedByTitle}::text[], ${amendments}::text[])
          AS t(k, ty, ti, u, dt, c, cn, co, p, an, ay, g, r, b, so, h, m, rv, ed, ro, rb, rbt, am)
      ON CONFLICT (key) DO UPDATE SET
        type = EXCLUDED.type, title = EXCLUDED.title, url = EXCLUDED.url, date = EXCLUDED.date, citation = EXCLUDED.citation,
        case_number = EXCLUDED.case_number, court = EXCLUDED.court, parties = EXCLUDED.parties, act_number = EXCLUDED.act_number,
        act_year = EXCLUDED.act_year, gazette = EXCLUDED.gazette, repealed = EXCLUDED.repealed, body = EXCLUDED.body, source = EXCLUDED.source,
        content_hash = EXCLUDED.content_hash, reader_version = EXCLUDED.reader_version, expression_date = EXCLUDED.expression_date,
        repealed_on = EXCLUDED.repealed_on, repealed_by = EXCLUDED.repealed_by, repealed_by_title = EXCLUDED.repealed_by_title,
        amendments = EXCLUDED.amendments, tsv = EXCLUDED.tsv, imported_at = now()
      RETURNING doc_id, key`.execute(trx);
    const idOf = new Map(rows.map((r) => [r.key, r.doc_id]));
    const ids = [...idOf.values()];

    await trx.deleteFrom('sections').where('doc_id', 'in', ids).execute();
    await trx.deleteFrom('paragraphs').where('doc_id', 'in', ids).execute();
    await trx.deleteFrom('case_citations').where('doc_id', 'in', ids).execute();
    await trx.deleteFrom('cited_citations').where('citing_doc_id', 'in', ids).execute();

    const sections = batch.flatMap(({ doc }) =>
      (doc.sections ?? []).map((s, i) => ({ doc_id: idOf.get(doc.key)!, ord: i + 1, number: s.number, heading: s.heading, ref: s.ref ?? defaultSectionRef(s.number, s.heading), text: s.text, title: doc.title })),
    );
    if (sections.length) {
      const [d, o, n, h, r, t, ti] = columns(sections, ['doc_id', 'ord', 'number', 'heading', 'ref', 'text', 'title']);
      await sql`
        INSERT INTO sections (doc_id, ord, number, heading, ref, text, tsv)
        SELECT d, o, n, h, r, t, section_vector(ti, r, t)
          FROM unnest(${d}::int[], ${o}::int[], ${n}::text[], ${h}::text[], ${r}::text[], ${t}::text[], ${ti}::text[]) AS x(d, o, n, h, r, t, ti)`.execute(trx);
    }

    const paragraphs = batch.flatMap(({ doc }) => {
      const body = bodyOf(doc);
      return body && doc.type === 'judgment' ? paragraphSpans(body).map((p, i) => ({ doc_id: idOf.get(doc.key)!, ord: i + 1, number: p.number, start: p.start, end: p.end })) : [];
    });
    if (paragraphs.length) {
      const [d, o, n, st, en] = columns(paragraphs, ['doc_id', 'ord', 'number', 'start', 'end']);
      await sql`
        INSERT INTO paragraphs (doc_id, ord, number, start_char, end_char)
        SELECT * FROM unnest(${d}::int[], ${o}::int[], ${n}::int[], ${st}::int[], ${en}::int[])`.execute(trx);
    }
    // Judgments' passages, from their text and paragraphs (none for other documents): search's excerpts and paragraph numbers.
    await sql`SELECT passages_build(${ids}::int[])`.execute(trx);

    const own = batch.flatMap(({ doc }) => ownCitations(doc).map((c) => ({ doc_id: idOf.get(doc.key)!, ...c })));
    if (own.length) {
      const [d, c, n, k, se, y, v, nu] = columns(own, ['doc_id', 'citation', 'norm', 'kind', 'court', 'year', 'volume', 'number']);
      await sql`
        INSERT INTO case_citations (doc_id, citation, norm, kind, series, year, volume, number)
        SELECT * FROM unnest(${d}::int[], ${c}::text[], ${n}::text[], ${k}::text[], ${se}::text[], ${y}::int[], ${v}::int[], ${nu}::int[])`.execute(trx);
    }

    const cited = batch.flatMap(({ doc }) =>
      (doc.cited_groups ?? citedGroupsIn(doc)).flatMap((group, g) =>
        group.citations.flatMap((citation, position) => {
          const n = normalizeCitation(citation);
          return n ? [{ doc_id: idOf.get(doc.key)!, group_no: g + 1, position: position + 1, citation, ...n, parties: group.parties, reader_version: groupsVersionOf(doc) }] : [];
        }),
      ),
    );
    if (cited.length) {
      const [d, g, p, c, n, k, pa, se, y, v, nu, rv] = columns(cited, ['doc_id', 'group_no', 'position', 'citation', 'norm', 'kind', 'parties', 'court', 'year', 'volume', 'number', 'reader_version']);
      await sql`
        INSERT INTO cited_citations (citing_doc_id, group_no, position, citation, norm, kind, parties, series, year, volume, number, reader_version)
        SELECT * FROM unnest(${d}::int[], ${g}::int[], ${p}::int[], ${c}::text[], ${n}::text[], ${k}::text[], ${pa}::text[],
                             ${se}::text[], ${y}::int[], ${v}::int[], ${nu}::int[], ${rv}::int[])`.execute(trx);
    }
    return idOf;
  }

  async saveActRecord(record: ActRecord): Promise<SaveOutcome> {
    return (await this.saveActRecords([record]))[0];
  }

  /** Inserts or updates the records of Acts (distinct number and year); returns, in order, whether each changed anything. */
  async saveActRecords(records: ActRecord[]): Promise<SaveOutcome[]> {
    if (!records.length) return [];
    const rows = records.map((r) => ({ number: r.number, year: r.year, title: r.title, repealed: r.repealed ?? null, url: r.url ?? null, source: r.source }));
    const [number, year, title, repealed, url, source] = columns(rows, ['number', 'year', 'title', 'repealed', 'url', 'source']);
    const existing = await sql<{ number: number; year: number; title: string; repealed: boolean | null; url: string | null; source: string }>`
      SELECT a.number, a.year, a.title, a.repealed, a.url, a.source
        FROM act_records a JOIN unnest(${number}::int[], ${year}::int[]) AS w(n, y) ON a.number = w.n AND a.year = w.y`.execute(this.db);
    const before = new Map(existing.rows.map((r) => [`${r.number}/${r.year}`, r]));
    const outcomes = rows.map((row): SaveOutcome => {
      const e = before.get(`${row.number}/${row.year}`);
      if (!e) return 'inserted';
      return e.title === row.title && e.repealed === row.repealed && e.url === row.url && e.source === row.source ? 'unchanged' : 'updated';
    });
    if (outcomes.some((o) => o !== 'unchanged')) {
      await sql`
        INSERT INTO act_records (number, year, title, repealed, url, source)
        SELECT * FROM unnest(${number}::int[], ${year}::int[], ${title}::text[], ${repealed}::boolean[], ${url}::text[], ${source}::text[])
        ON CONFLICT (year, number) DO UPDATE SET title = EXCLUDED.title, repealed = EXCLUDED.repealed, url = EXCLUDED.url, source = EXCLUDED.source, updated_at = now()
          WHERE (act_records.title, act_records.repealed, act_records.url, act_records.source) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.repealed, EXCLUDED.url, EXCLUDED.source)`.execute(this.db);
    }
    return outcomes;
  }

  async saveActCoverage(record: ActCoverageRecord): Promise<SaveOutcome> {
    const row = { year: record.year, acts: record.acts, source: record.source };
    const existing = await this.db.selectFrom('act_coverage').selectAll().where('year', '=', record.year).executeTakeFirst();
    if (existing && existing.acts === row.acts && existing.source === row.source) return 'unchanged';
    await this.db
      .insertInto('act_coverage')
      .values(row)
      .onConflict((oc) => oc.column('year').doUpdateSet({ ...row, updated_at: sql`now()` }))
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
