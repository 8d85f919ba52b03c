import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

// search_library's ranking against a brute force over every unit of the starter library: the units
// referred to by number first, then (for a quoted phrase) the documents holding the phrase, then
// every unit holding any word of the query scored by BM25F plus each word's presence (idf × 1),
// the units of named documents as if the naming words stood in their titles, documents without
// text after those with text; sections of the ranked documents headed only with the query's words
// (two or more) gaining half their idf; one unit per document, its best. What the query names is
// search_understand's (its rows are tested in understanding.spec.ts); the rest is computed here.

const PRESENCE = 1.0;
// The share of its idf each word of an acronym's name weighs (search_library's name_share).
const NAME_SHARE = 0.5;

interface Row {
  doc_id: number;
  section_ord: number | null;
  score: number;
}

// Every unit holding a word of $1 (a tsquery of the query's words with `or`), scored by the brute
// force; $2 types, $3 the named documents and their bonus, $4 the naming lexemes, $7 the words of
// an acronym's name (at NAME_SHARE of their idf).
const SCORED = `
  WITH q AS (SELECT $1::tsquery AS q),
  lexemes AS (SELECT DISTINCT replace(m[1], '''''', '''') AS lexeme
                FROM q, regexp_matches(querytree(q.q), '''((?:[^'']|'''')*)''', 'g') m),
  rsj AS (SELECT l.lexeme, greatest(ln((c.units - coalesce(s.df, 0) + 0.5) / (coalesce(s.df, 0) + 0.5)), 0)
                           * CASE WHEN l.lexeme = ANY (coalesce($7::text[], '{}')) THEN ${NAME_SHARE} ELSE 1 END AS idf
            FROM lexemes l LEFT JOIN search_lexemes s ON s.lexeme = l.lexeme, search_corpus c),
  units AS (SELECT s.doc_id, s.ord FROM sections s JOIN documents d ON d.doc_id = s.doc_id, q
             WHERE s.tsv @@ q.q AND ($2::text[] IS NULL OR d.type = ANY ($2))
            UNION ALL
            SELECT d.doc_id, 0 FROM documents d, q WHERE d.rank_tsv @@ q.q AND ($2::text[] IS NULL OR d.type = ANY ($2))),
  plain AS (SELECT u.doc_id, u.ord, sum(i.idf * (t.weight + ${PRESENCE})) AS score
              FROM units u JOIN search_terms t ON t.doc_id = u.doc_id AND t.ord = u.ord JOIN rsj i ON i.lexeme = t.lexeme
             GROUP BY u.doc_id, u.ord),
  named AS (SELECT u.doc_id, u.ord, b.bonus + coalesce(sum(i.idf * (t.weight + ${PRESENCE})) FILTER (WHERE t.lexeme <> ALL (coalesce($4::text[], '{}'))), 0) AS score
              FROM units u JOIN unnest($3::int[], $5::float8[]) AS b (doc_id, bonus) ON b.doc_id = u.doc_id
              JOIN search_terms t ON t.doc_id = u.doc_id AND t.ord = u.ord JOIN rsj i ON i.lexeme = t.lexeme
             GROUP BY u.doc_id, u.ord, b.bonus
            HAVING count(*) FILTER (WHERE t.lexeme <> ALL (coalesce($4::text[], '{}'))) > 0)
  SELECT x.doc_id, x.ord, x.score, x.named, coalesce(s.heading ~* $6, false) AS glossary
    FROM (SELECT *, false AS named FROM plain UNION ALL SELECT *, true FROM named) x
    LEFT JOIN sections s ON s.doc_id = x.doc_id AND s.ord = x.ord
   WHERE x.score > 0`;

// The sections of documents $2 whose headings' words, two or more (stemmed here from the heading),
// all stand in $1 (a tsquery) less the lexemes $4, with the sum of those words' idf (the heading
// rule; the words of an acronym's name, $5, at NAME_SHARE of theirs).
const HEADED = `
  WITH lexemes AS (SELECT DISTINCT replace(m[1], '''''', '''') AS lexeme
                     FROM regexp_matches(querytree($1::tsquery), '''((?:[^'']|'''')*)''', 'g') m
                    WHERE replace(m[1], '''''', '''') <> ALL (coalesce($4::text[], '{}'))),
  rsj AS (SELECT l.lexeme, greatest(ln((c.units - coalesce(s.df, 0) + 0.5) / (coalesce(s.df, 0) + 0.5)), 0)
                           * CASE WHEN l.lexeme = ANY (coalesce($5::text[], '{}')) THEN ${NAME_SHARE} ELSE 1 END AS idf
            FROM lexemes l LEFT JOIN search_lexemes s ON s.lexeme = l.lexeme, search_corpus c)
  SELECT s.doc_id, s.ord, (SELECT sum(r.idf) FROM rsj r WHERE r.lexeme = ANY (h.words)) AS idf, coalesce(s.heading ~* $3, false) AS glossary
    FROM sections s CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector('english', coalesce(s.heading, ''))) AS words) h
   WHERE s.doc_id = ANY ($2::int[]) AND cardinality(h.words) >= 2 AND h.words <@ (SELECT array_agg(lexeme) FROM lexemes)`;
const HEADING_SHARE = 0.5;

// The headings of definitions sections, as search_library reads them.
const GLOSSARY = '^(definitions?\\M|definition of terms|interpretation( - definitions| of (the |this )?by-laws?)?\\.?$|meaning of (certain )?words|.*\\mdefinitions and interpretation)';

// The documents holding a quoted phrase and every word: BM25F without presence, the best `limit`.
const PHRASED = `
  WITH q AS (SELECT websearch_to_tsquery('english', $1) AS q),
  lexemes AS (SELECT DISTINCT replace(m[1], '''''', '''') AS lexeme
                FROM q, regexp_matches(querytree(q.q), '''((?:[^'']|'''')*)''', 'g') m),
  idf AS (SELECT l.lexeme, greatest(ln((c.units - coalesce(s.df, 0) + 0.5) / (coalesce(s.df, 0) + 0.5)), 0) AS idf
            FROM lexemes l LEFT JOIN search_lexemes s ON s.lexeme = l.lexeme, search_corpus c),
  units AS (SELECT s.doc_id, s.ord FROM sections s JOIN documents d ON d.doc_id = s.doc_id, q
             WHERE s.tsv @@ q.q AND ($2::text[] IS NULL OR d.type = ANY ($2))
            UNION ALL
            SELECT d.doc_id, 0 FROM documents d, q WHERE d.rank_tsv @@ q.q AND ($2::text[] IS NULL OR d.type = ANY ($2))),
  scored AS (SELECT u.doc_id, u.ord, sum(i.idf * t.weight) AS score
               FROM units u JOIN search_terms t ON t.doc_id = u.doc_id AND t.ord = u.ord JOIN idf i ON i.lexeme = t.lexeme
              GROUP BY u.doc_id, u.ord),
  best AS (SELECT DISTINCT ON (doc_id) doc_id, ord, score FROM scored ORDER BY doc_id, score DESC, ord)
  SELECT doc_id, ord, score FROM best ORDER BY score DESC, doc_id LIMIT $3`;

/** The query's words with `or`, a phrase's words too, `-word`s kept: the brute force's own reading of websearch_to_tsquery's output. */
function orQuery(tsquery: string, expansion: string | null, fillers: string[]): string {
  const conditions = tsquery.split(' & ');
  const all = conditions.filter((c) => !c.startsWith('!'));
  const kept = all.filter((c) => !fillers.map((f) => `'${f}'`).includes(c));
  const positives = (kept.length ? kept : all).map((c) => c.replace(/<(?:-|\d+)>/g, '|'));
  const negatives = conditions.filter((c) => c.startsWith('!'));
  return `(${[...positives, ...(expansion ? [expansion] : [])].join(' | ')})${negatives.map((n) => ` & ${n}`).join('')}`;
}

// Natural questions, places, Acts by acronym, references by number, phrases, `-word`, type filters.
const QUERIES: Array<{ q: string; types: string[] | null; why: string }> = [
  { q: 'do I have to pay for goods delivered that I never ordered', types: null, why: 'a question: no unit holds every word' },
  { q: 'how many dogs can I keep in Cape Town', types: null, why: 'a place names its by-laws' },
  { q: 'keeping dogs on the beach in Durban', types: ['bylaw'], why: 'a place whose name its by-laws do not hold' },
  { q: 'CPA section 56 implied warranty', types: null, why: 'an Act by acronym and a section by number' },
  { q: 'section 9 of the Constitution', types: ['act'], why: 'a reference in a named Act' },
  { q: 'rule 172 powers of courts', types: null, why: 'a rule, never the Constitution’s section 172' },
  { q: 'spaza shop application', types: null, why: 'an everyday word adds the statutory ones' },
  { q: 'PAJA review of a tariff determination', types: ['judgment'], why: 'an acronym of an Act the library does not hold' },
  { q: 'MMF unidentified vehicle physical contact regulation', types: null, why: 'an acronym: the words of its name at part of their idf' },
  { q: 'PAJA administrative action review', types: null, why: 'an acronym whose name holds a word typed too: that word at its whole idf' },
  { q: '"just and equitable" order', types: null, why: 'a phrase first, then its words' },
  { q: '"best interests of the child"', types: null, why: 'a phrase no unit holds: its words' },
  { q: 'delegation of powers by the director-general', types: null, why: 'a hyphenated word is ranked as any word, not as a phrase' },
  { q: 'cooling-off period "direct marketing"', types: null, why: 'a hyphenated word beside a quoted phrase' },
  { q: 'delegation of powers by the director-general "', types: null, why: 'a stray quote makes no phrase of a hyphenated word' },
  { q: '"water" by-law restrictions', types: null, why: 'a quoted single word is no phrase' },
  { q: 'eviction unlawful occupier', types: null, why: 'Bills without text come after documents with text' },
  { q: 'Civil Union Bill', types: null, why: 'a record whose title the query holds keeps its place among documents with text' },
  { q: 'Economic Freedom Fighters v Speaker of the National Assembly', types: null, why: 'a case name: judgments known only from their records keep their place' },
  { q: 'Speaker vs. De Lille', types: ['judgment'], why: 'a case name with vs.' },
  { q: 'chapter V national assembly speaker', types: null, why: 'a chapter numbered V names no case' },
  { q: 'council -water supply electricity', types: null, why: 'a word left out' },
  { q: 'dogs or cats sterilise', types: null, why: 'typed with or' },
  { q: 'does a tenant who fell behind on rent lose the deposit, or can the landlord keep the furniture', types: null, why: "a question's own or: its words with or after what matches it as typed" },
  { q: 'municipality must', types: ['bylaw'], why: 'common words' },
  { q: 'how many dogs am I allowed to keep', types: null, why: 'words that frame a question are left out' },
  { q: 'how many allowed', types: null, why: 'nothing but such words: they are kept' },
  {
    q: 'whether the municipality may disconnect the supply of electricity to the premises of an owner who failed to pay rates and taxes despite written notice -water',
    types: null,
    why: 'a long query: its 12 rarest words',
  },
  { q: 'liquor trading hours Matzikama', types: null, why: 'a definitions section gives way to the section on the subject' },
  { q: 'meaning of liquor trading hours Matzikama', types: null, why: 'a query asking what words mean keeps the definitions' },
  { q: 'noise nuisance from a neighbour at night', types: null, why: 'a section headed with words of the query' },
  { q: 'street trading restricted areas -hawker', types: ['bylaw'], why: 'a heading rule with a word left out' },
  { q: 'water restrictions Cape Town', types: null, why: 'a section headed with the query words shows its document' },
  { q: 'taxi rank token requirements', types: ['bylaw'], why: 'a heading of two words' },
  { q: 'interpretation of by-laws liquor trading Matzikama', types: null, why: 'a definitions section is not raised by its heading' },
  { q: 'water restrictions drought or garden', types: null, why: 'a heading rule under a typed or: only sections matching it' },
  { q: 'Cape Town dogs -cats', types: null, why: 'a place named, and a word left out of its by-laws too' },
  { q: 'Cape Town keeping dogs or cats and horses', types: null, why: 'a place named under a typed or' },
  { q: 'Johannesburg cemetery application for burial', types: null, why: 'a named place: its by-law shown by the section headed with the other words' },
  { q: 'CPA consumer right to cooling-off period after direct marketing', types: ['act'], why: 'a named Act: a heading of many words, all in the query' },
  { q: 'Cape Town definitions of water restrictions', types: null, why: 'a named place and a query asking what words mean' },
  { q: 'dogs or cats or poultry or bees or horses or pigs or goats or sheep or cattle or donkeys or pigeons or rabbits or ducks', types: null, why: 'a long or chain' },
];

describe('search_library: the ranking equals a brute force over every unit', () => {
  let t: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    client = new pg.Client({ connectionString: t.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await t?.drop();
  });

  async function reference(q: string, types: string[] | null, limit: number): Promise<Array<{ doc_id: number; ord: number; tier: number; score: number }>> {
    const { rows: [u] } = await client.query('SELECT * FROM search_understand($1, $2, $3)', [q, types, PRESENCE]);
    const { rows: [{ tsq }] } = await client.query<{ tsq: string }>("SELECT search_query($1)::text AS tsq", [q]);
    const out: Array<{ doc_id: number; ord: number; tier: number; score: number }> = [];
    (u.ref_docs ?? []).forEach((doc: number, i: number) => out.push({ doc_id: doc, ord: u.ref_ords[i], tier: 0, score: -(i + 1) }));
    // (A quoted phrase: a hyphenated word, `director-general`, is a phrase of its parts to
    // websearch_to_tsquery, but is ranked as any word.)
    const { rows: [{ phrased }] } = await client.query<{ phrased: boolean }>(
      "SELECT websearch_to_tsquery('english', regexp_replace($1, '([[:alnum:]])-(?=[[:alnum:]])', '\\1 ', 'g'))::text ~ '<' AS phrased", [q]);
    if (phrased) for (const r of (await client.query(PHRASED, [q, types, limit])).rows) out.push({ ...r, tier: 1 });
    let or = /[|()]/.test(tsq) ? (u.expansion ? `(${tsq}) | ${u.expansion}` : tsq) : orQuery(tsq, u.expansion, u.fillers ?? []);
    // A long query: its 12 rarest words some unit holds, with `or` (and a plain chain's `-word`s).
    const { rows: words } = await client.query<{ operand: string }>(
      'SELECT l.operand FROM search_query_lexemes($1::tsquery) l ORDER BY l.df = 0, l.df, l.lexeme', [or]);
    if (words.length > 12) {
      const negatives = /[|()]/.test(tsq) ? [] : tsq.split(' & ').filter((c) => c.startsWith('!'));
      or = `(${words.slice(0, 12).map((w) => w.operand).join(' | ')})${negatives.map((n) => ` & ${n}`).join('')}`;
    }
    const { rows } = await client.query<{ doc_id: number; ord: number; score: number; named: boolean; glossary: boolean }>(
      SCORED, [or, types, u.named_docs, u.named_lexemes, u.named_bonus, GLOSSARY, u.name_lexemes]);
    const asksMeaning: boolean = u.asks_meaning;
    // The `or` ranking: each document's best unit, the best limit + 10 documents; one whose best
    // unit is its definitions section is shown by its best other unit, if it has one, in its place.
    const plain = rows.filter((r) => !r.named).sort((a, b) => b.score - a.score || a.doc_id - b.doc_id || a.ord - b.ord);
    const bestOf = new Map<number, (typeof plain)[number]>();
    for (const r of plain) if (!bestOf.has(r.doc_id)) bestOf.set(r.doc_id, r);
    const ranked = [...bestOf.values()].slice(0, limit + 10);
    for (const r of ranked) {
      const other = r.glossary && !asksMeaning ? plain.find((x) => x.doc_id === r.doc_id && !x.glossary) : undefined;
      out.push({ ...r, ord: other?.ord ?? r.ord, tier: 2 });
    }
    // Sections of those documents headed only with the query's words (not definitions, unless the
    // query asks what words mean; a section holding a `-word` is no unit of the ranking at all).
    const { rows: headed } = await client.query<{ doc_id: number; ord: number; idf: number; glossary: boolean }>(
      HEADED, [or, ranked.map((r) => r.doc_id), GLOSSARY, null, u.name_lexemes]);
    for (const h of headed.filter((x) => asksMeaning || !x.glossary)) {
      const unit = plain.find((x) => x.doc_id === h.doc_id && x.ord === h.ord);
      if (unit) out.push({ ...unit, score: unit.score + HEADING_SHARE * h.idf, tier: 2 });
    }
    // The named documents' units, their definitions sections left out (unless the query asks what
    // words mean); a section headed only with the query's other words gains as under the heading rule.
    const { rows: namedHeads } = await client.query<{ doc_id: number; ord: number; idf: number; glossary: boolean }>(
      HEADED, [or, u.named_docs ?? [], GLOSSARY, u.named_lexemes ?? [], u.name_lexemes]);
    for (const r of rows.filter((x) => x.named && (asksMeaning || !x.glossary))) {
      const h = namedHeads.find((x) => x.doc_id === r.doc_id && x.ord === r.ord);
      out.push({ ...r, score: r.score + (h ? HEADING_SHARE * h.idf : 0), tier: 2 });
    }
    // Typed with `or` or brackets, and fewer than `limit` documents match it: its words with `or`
    // (the 12 rarest, question words left out while others remain, single `-word`s kept) after them.
    if (/[|()]/.test(tsq) && bestOf.size < limit) {
      const { rows: lexemes } = await client.query<{ lexeme: string; operand: string }>(
        'SELECT l.lexeme, l.operand FROM search_query_lexemes($1::tsquery) l ORDER BY l.df = 0, l.df, l.lexeme', [tsq]);
      const kept = lexemes.filter((l) => !(u.fillers ?? []).includes(l.lexeme));
      const words = (kept.length ? kept : lexemes).slice(0, 12).map((l) => l.operand);
      const negated = [...tsq.matchAll(/(?:^|[^!])!'((?:[^']|'')*)'/g)].map((m) => ` & !'${m[1]}'`).join('');
      if (words.length || u.expansion) {
        const relaxed = `(${[...words, ...(u.expansion ? [u.expansion] : [])].join(' | ')})${negated}`;
        const { rows: more } = await client.query<{ doc_id: number; ord: number; score: number; named: boolean }>(
          SCORED, [relaxed, types, null, null, null, GLOSSARY, u.name_lexemes]);
        const best = new Map<number, (typeof more)[number]>();
        for (const r of more.filter((x) => !x.named).sort((a, b) => b.score - a.score || a.doc_id - b.doc_id || a.ord - b.ord)) {
          if (!best.has(r.doc_id)) best.set(r.doc_id, r);
        }
        for (const r of [...best.values()].slice(0, limit + 10)) out.push({ ...r, tier: 3 });
      }
    }
    // A query naming a case (a word, v or vs or versus, a word; not a part or chapter numbered V):
    // judgments without text keep their place among those with text.
    const namesCase = /[a-z0-9][^a-z0-9]+(?:v|vs|versus)\.?[^a-z0-9.]+[a-z0-9]/i.test(q) && !/\b(?:part|chapter|schedule|item|annexure|form)[^a-z0-9]+v\b/i.test(q);
    // So does a record whose title's words, two or more, all stand in the query.
    const text = new Map((await client.query<{ doc_id: number; text: boolean }>(
      `SELECT doc_id, coalesce(octet_length(body), 0) >= 500 OR ($1 AND type = 'judgment')
              OR (cardinality(tsvector_to_array(to_tsvector('english', title))) >= 2
                  AND tsvector_to_array(to_tsvector('english', title)) <@ tsvector_to_array(to_tsvector('english', $2))) AS text
         FROM documents`, [namesCase, q])).rows.map((r) => [r.doc_id, r.text]));
    const best = new Map<number, (typeof out)[number]>();
    for (const r of out) {
      const b = best.get(r.doc_id);
      if (!b || r.tier < b.tier || (r.tier === b.tier && r.score > b.score)) best.set(r.doc_id, r);
    }
    const hasText = (r: (typeof out)[number]) => (r.ord > 0 || text.get(r.doc_id) ? 1 : 0);
    return [...best.values()].sort((a, b) => a.tier - b.tier || hasText(b) - hasText(a) || b.score - a.score || a.doc_id - b.doc_id).slice(0, limit);
  }

  it.each(QUERIES)('$q ($why)', async ({ q, types }) => {
    for (const limit of [3, 10]) {
      const expected = await reference(q, types, limit);
      const { rows } = await client.query<Row>('SELECT * FROM search_library($1, $2, $3)', [q, types, limit]);
      expect(rows.length).toBeGreaterThan(0);
      // Equal up to the order of documents whose scores tie (sums taken in another order differ in the last bits).
      const shape = (xs: Array<{ doc_id: number; score: number }>) => xs.map((r) => Math.round(r.score * 1e6) / 1e6);
      expect([q, limit, shape(rows)]).toEqual([q, limit, shape(expected)]);
      const tied = (xs: Array<{ doc_id: number; score: number }>) => xs.map((r) => `${Math.round(r.score * 1e6)}:${r.doc_id}`).sort();
      expect([q, limit, tied(rows)]).toEqual([q, limit, tied(expected)]);
      // And each document shown by the same unit (the definitions and heading rules choose it).
      const shown = (xs: Array<{ doc_id: number; ord: number }>) => xs.map((r) => `${r.doc_id}:${r.ord}`).sort();
      expect([q, limit, shown(rows.map((r) => ({ doc_id: r.doc_id, ord: r.section_ord ?? 0 })))]).toEqual([q, limit, shown(expected)]);
    }
  });

  // A filtered search ranked within the documents its filter leaves (search_within), against a brute
  // force: every unit of those documents holding a word of the query (or the nearest held word of a
  // word held nowhere: search_corrections, tested in suggest.spec.ts), scored by BM25F plus each
  // word's presence and the heading rule; a unit holding a `-word` left out; each document by its
  // best unit; a quoted phrase's units first, then documents with text.
  const WITHIN = `
    WITH q AS (SELECT search_query($1) AS q),
    lexemes AS (SELECT DISTINCT replace(m[1], '''''', '''') AS lexeme
                  FROM q, regexp_matches(querytree(q.q), '''((?:[^'']|'''')*)''', 'g') m
                UNION SELECT c.lexeme FROM search_corrections($1) c JOIN search_lexemes l ON l.lexeme = c.lexeme WHERE c.positive),
    rsj AS (SELECT l.lexeme, greatest(ln((c.units - coalesce(s.df, 0) + 0.5) / (coalesce(s.df, 0) + 0.5)), 0) AS idf
              FROM lexemes l LEFT JOIN search_lexemes s ON s.lexeme = l.lexeme, search_corpus c),
    units AS (SELECT s.doc_id, s.ord, s.tsv, tsvector_to_array(to_tsvector('english', coalesce(s.heading, ''))) AS heading
                FROM sections s WHERE s.doc_id = ANY ($2::int[])
              UNION ALL
              SELECT d.doc_id, 0, coalesce(d.rank_tsv, d.tsv), '{}' FROM documents d WHERE d.doc_id = ANY ($2::int[])),
    scored AS (SELECT u.doc_id, u.ord, u.tsv,
                      sum(i.idf * (t.weight + ${PRESENCE}))
                      + CASE WHEN cardinality(u.heading) >= 2 AND u.heading <@ (SELECT array_agg(lexeme) FROM lexemes)
                             THEN ${HEADING_SHARE} * (SELECT sum(r.idf) FROM rsj r WHERE r.lexeme = ANY (u.heading)) ELSE 0 END AS score
                 FROM units u JOIN search_terms t ON t.doc_id = u.doc_id AND t.ord = u.ord JOIN rsj i ON i.lexeme = t.lexeme
                GROUP BY u.doc_id, u.ord, u.tsv, u.heading),
    negated AS (SELECT string_agg('''' || m[1] || '''', ' | ')::tsquery AS q
                  FROM q, regexp_matches(q.q::text, '(?:^|[^!])!''((?:[^'']|'''')*)''', 'g') m),
    best AS (SELECT DISTINCT ON (s.doc_id) s.doc_id, s.ord, s.score,
                    websearch_to_tsquery('english', regexp_replace($1, '([[:alnum:]])-(?=[[:alnum:]])', '\\1 ', 'g'))::text ~ '<' AND s.tsv @@ q.q AS phrase, s.ord > 0 OR coalesce(octet_length(d.body), 0) >= 500 AS has_text
               FROM scored s JOIN documents d ON d.doc_id = s.doc_id, q, negated n
              WHERE n.q IS NULL OR NOT s.tsv @@ n.q
              ORDER BY s.doc_id, s.score DESC, s.ord)
    SELECT doc_id, ord, score FROM best ORDER BY phrase DESC, has_text DESC, score DESC, doc_id LIMIT $3`;

  it.each([
    { q: 'water restrictions', docs: '/akn/za-cpt/%', why: 'a heading of the query words, in one place' },
    { q: 'noise nuisance at night -music', docs: '/akn/za-cpt/%', why: 'a word left out' },
    { q: '"public open space" fires', docs: '/akn/za-jhb/%', why: 'a phrase first' },
    { q: 'fires in a public open space by-law', docs: '/akn/za-jhb/%', why: 'a hyphenated word is no phrase' },
    { q: 'fires in a public open space by-law "', docs: '/akn/za-jhb/%', why: 'nor with a stray quote' },
    { q: 'pyrmid scheme consumers', docs: '/akn/za/act/%', why: 'a word held nowhere: its nearest' },
    { q: 'eviction of unlawful occupiers', docs: 'zacc/%', why: 'judgments whole' },
  ])('ranks a filtered search within its documents: $q ($why)', async ({ q, docs }) => {
    const { rows: [{ ids }] } = await client.query<{ ids: number[] }>('SELECT array_agg(doc_id) AS ids FROM documents WHERE key LIKE $1', [docs]);
    for (const limit of [3, 10]) {
      const { rows: expected } = await client.query<{ doc_id: number; ord: number; score: number }>(WITHIN, [q, ids, limit]);
      const { rows } = await client.query<Row>('SELECT * FROM search_within($1, $2, $3)', [q, ids, limit]);
      expect(rows.length).toBeGreaterThan(0);
      const shape = (xs: Array<{ doc_id: number; score: number }>) => xs.map((r) => `${Math.round(r.score * 1e6)}:${r.doc_id}`);
      expect([q, limit, shape(rows)]).toEqual([q, limit, shape(expected)]);
    }
  });

  it("lists a result's own section first among its sections", async () => {
    // (`sections` ranks without query understanding and the definitions rule: the 2003 Water
    // Services By-law's definitions came before the section the result shows.)
    for (const q of ['water restrictions Cape Town', 'liquor trading hours Matzikama', 'spaza shop application']) {
      const { rows } = await client.query<{ section: string | null; sections: Array<{ section: string }> | null }>(
        'SELECT section, sections FROM search_results($1, NULL, 10, p_sections => 3)', [q]);
      const withSections = rows.filter((r) => r.sections);
      expect(withSections.length).toBeGreaterThan(0);
      for (const r of withSections) expect([q, r.sections![0].section]).toEqual([q, r.section]);
    }
  });

  it('lists no section holding a word the query leaves out', async () => {
    for (const q of ['water supply -restrictions', 'dogs keeping -cats', 'liquor trading -sunday']) {
      const { rows } = await client.query<{ doc_id: number; sections: Array<{ section: string }> | null }>(
        'SELECT doc_id, sections FROM search_results($1, NULL, 10, p_sections => 3)', [q]);
      const listed = rows.flatMap((r) => (r.sections ?? []).map((x) => ({ doc_id: r.doc_id, ref: x.section })));
      expect(listed.length).toBeGreaterThan(0);
      const { rows: holding } = await client.query<{ ref: string }>(
        `SELECT s.ref FROM unnest($1::int[], $2::text[]) AS l (doc_id, ref) JOIN sections s ON s.doc_id = l.doc_id AND s.ref = l.ref
          WHERE s.tsv @@ plainto_tsquery('english', $3)`, [listed.map((l) => l.doc_id), listed.map((l) => l.ref), q.replace(/^.*-/, '')]);
      expect([q, holding.map((h) => h.ref)]).toEqual([q, []]);
    }
  });

  it('puts the unit a query refers to first, and no Bill without text above a document with text', async () => {
    const first = async (q: string) => (await client.query(
      `SELECT d.key, s.number FROM search_library($1, NULL, 10) r JOIN documents d ON d.doc_id = r.doc_id
         LEFT JOIN sections s ON s.doc_id = r.doc_id AND s.ord = r.section_ord`, [q])).rows;
    expect((await first('rule 172 powers of courts'))[0]).toEqual({ key: '/akn/za/act/rules/2016/national-assembly', number: '172' });
    const eviction = await first('eviction unlawful occupier');
    const bill = eviction.findIndex((r) => r.key.startsWith('bill/'));
    expect(bill === -1 || eviction.slice(bill).every((r) => r.key.startsWith('bill/'))).toBe(true);
    // A definitions section gives way to its document's section on the subject, unless the query asks what words mean.
    const headings = async (q: string) => (await client.query<{ heading: string }>(
      `SELECT s.heading FROM search_library($1, NULL, 5) r JOIN sections s ON s.doc_id = r.doc_id AND s.ord = r.section_ord`, [q])).rows.map((r) => r.heading);
    expect((await headings('liquor trading hours Matzikama')).filter((h) => /^definitions/i.test(h))).toEqual([]);
    expect((await headings('meaning of liquor trading hours Matzikama'))[0]).toMatch(/^definitions/i);
    // A case by name: its record first, though the library holds no text of it.
    expect((await first('Economic Freedom Fighters v Speaker of the National Assembly')).slice(0, 2).map((r) => r.key).sort()).toEqual(['zacc/2016/11', 'zacc/2026/17']);
  });
});
