-- Everything citation checking needs from the library for one text, in one call (set-based: one
-- statement for all the text's citations, never a query per citation).
--
-- p_cases: [{i, norm, kind, court, year, names, groups}]  (names: the significant words of the names written, or null;
--                                                  groups: true for the groups below though the citation resolves)
-- p_acts:  [{i, number, year, named, initial}]     (named: true when a title was written, so every Act of
--                                                   that year is returned for the name comparison;
--                                                   initial: an acronym's first letter, see initialled)
-- Returns {cases: [{i, resolved, cited, coverage}], names: [{names, named, named_cited}], acts: [{i, exact, same_year, initialled, coverage}]} where
--   resolved: library judgments the citation belongs to (copy: the library holds the official text, not
--             only the verified record; last_paragraph: its highest paragraph number): their own citation (via null) or a parallel group in a library
--             judgment's text whose neutral member is theirs (via: the citing judgment's citation); written: the
--             citation as the record or the citing text writes it (its court);
--   cited:    for a citation that does not resolve (or asked for them), the parallel groups holding it in the
--             texts of official copies (a verified record of a judgment the library does not hold): the names
--             written before the group, the citation as written there, its neutral member and the citing judgment;
--   names:    for the names written with citations that do not resolve (each once, the first 60): judgments
--             whose title holds the names' words (named: candidates for name_only); named_cited: the same
--             among the names written before the groups of official texts (judgments known from those
--             texts), with the citation each group holds (the caller leaves out the citation's own);
--   coverage: neutral: distinct numbers held for the court-year (own or cited), the highest, and the
--             court's recorded count of judgments; reports: whether a record covers the series-year;
--   exact:    Acts numbered number of year, held as documents or recorded (a document's with the
--             amendments its source records, all of them: amendments_shown);
--   same_year: every Act of that year (held or recorded), for name agreement;
--   coverage: how completely the library holds that year's Acts (act_year_coverage).
-- Which of these agree by name, and what is covered, is decided by the caller (verify.service.ts).
CREATE OR REPLACE FUNCTION verify_lookup(p_cases jsonb, p_acts jsonb)
RETURNS jsonb
LANGUAGE plpgsql STABLE PARALLEL SAFE
-- The planner's estimates for this statement pass jit_above_cost; compiling it took some 200 ms of a
-- 330 ms call (full size, 80 citations), running it about 100 ms.
SET jit = off
-- PL/pgSQL keeps the statement's plan for the connection: as an SQL function it was planned at every
-- call (its parameters are jsonb arrays the planner estimates at 100 elements whatever they hold, so a
-- plan made for the values is the generic one).
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
RETURN (
WITH c AS (
  SELECT (e->>'i')::int AS i, e->>'norm' AS norm, e->>'kind' AS kind, e->>'court' AS court, (e->>'year')::int AS year,
         e->>'names' AS names, coalesce((e->>'groups')::boolean, false) AS groups
    FROM jsonb_array_elements(coalesce(p_cases, '[]'::jsonb)) e
),
own AS (
  SELECT c.i, cc.doc_id, NULL::text AS via, cc.citation AS written
    FROM c JOIN case_citations cc ON cc.norm = c.norm
),
parallel AS (
  SELECT DISTINCT ON (c.i, target.doc_id) c.i, target.doc_id, citing.citation AS via, member.citation AS written
    FROM c
    JOIN cited_citations member ON member.norm = c.norm
    JOIN cited_citations neutral ON neutral.citing_doc_id = member.citing_doc_id AND neutral.group_no = member.group_no
                                AND neutral.kind = 'neutral'
    JOIN case_citations target ON target.norm = neutral.norm AND target.kind = 'neutral'
    JOIN documents citing ON citing.doc_id = member.citing_doc_id
   -- (A report a library judgment holds as its own citation is resolved by that record: looking up
   -- every citing text's group for it, 12 a citation at full size, was half of this statement's time.)
   WHERE c.kind = 'report' AND NOT EXISTS (SELECT 1 FROM own o WHERE o.i = c.i)
   ORDER BY c.i, target.doc_id, citing.citation
),
resolved AS (
  SELECT * FROM own
  UNION ALL
  SELECT p.* FROM parallel p WHERE NOT EXISTS (SELECT 1 FROM own o WHERE o.i = p.i AND o.doc_id = p.doc_id)
),
unresolved AS (
  -- Citations no library judgment claims: only these need records, names and coverage.
  SELECT c.* FROM c WHERE c.i NOT IN (SELECT r.i FROM resolved r)
),
cited_group AS (
  -- Groups in official texts holding a citation that resolves to no library judgment, or one asked
  -- for them (`groups`: names written that do not agree with the judgment's record, which a citing
  -- judgment may write in full: `Ex parte Chairperson of the Constitutional Assembly: In re
  -- Certification ...` for a record titled by its `In re` part alone). At most 20 per citation:
  -- agreement between the citing judgments is judged on these. (For every citation, they cost the
  -- verify benchmark a third of its throughput at full size.)
  SELECT c.i, g.citing_doc_id, g.group_no, g.via, g.written
    FROM c CROSS JOIN LATERAL (
      SELECT DISTINCT ON (member.citing_doc_id, member.group_no) member.citing_doc_id, member.group_no,
             coalesce(citing.citation, citing.title) AS via, member.citation AS written
        FROM cited_citations member
        JOIN documents citing ON citing.doc_id = member.citing_doc_id AND citing.body IS NOT NULL
       WHERE member.norm = c.norm
       ORDER BY member.citing_doc_id, member.group_no, member.position
       LIMIT 20) g
   WHERE c.groups OR c.i NOT IN (SELECT r.i FROM resolved r)
),
cited_json AS (
  -- Each group's names (the first member carrying them) and its neutral member, read once each.
  SELECT g.i, jsonb_agg(jsonb_strip_nulls(jsonb_build_object('via', g.via, 'written', g.written, 'parties', p.parties, 'neutral', n.citation, 'neutral_norm', n.norm))
                        ORDER BY g.citing_doc_id, g.group_no) AS j
    FROM cited_group g
    LEFT JOIN LATERAL (SELECT m.parties FROM cited_citations m WHERE m.citing_doc_id = g.citing_doc_id AND m.group_no = g.group_no
                          AND m.parties IS NOT NULL ORDER BY m.position LIMIT 1) p ON true
    LEFT JOIN LATERAL (SELECT m.citation, m.norm FROM cited_citations m WHERE m.citing_doc_id = g.citing_doc_id AND m.group_no = g.group_no
                          AND m.kind = 'neutral' ORDER BY m.position LIMIT 1) n ON true
   GROUP BY g.i
),
name_asked AS (
  -- Only a citation that does not resolve needs judgments found by its names (rule 4), each name
  -- looked up once, the first 60 distinct names of a text in text order. A text of 750 citations
  -- under invented names (`S v SA [2019] ZACC n`) ran a look-up each, and held a connection for the
  -- whole statement timeout at full size; past them a citation gets no name_only, only not_found or
  -- unchecked.
  SELECT c.names FROM unresolved c WHERE c.names IS NOT NULL AND c.names <> '' GROUP BY c.names ORDER BY min(c.i) LIMIT 60
),
named_by AS (
  -- (Ranked among the first 2,000 titles holding the words: a name as common as `S v SA` stands in
  -- thousands, ranked all at some 60 ms a name, and identifies no case.)
  SELECT n.names, d.doc_id
    FROM name_asked n CROSS JOIN LATERAL (
      SELECT d.doc_id FROM (SELECT d.doc_id, d.head_tsv FROM documents d
                             WHERE d.type = 'judgment' AND d.head_tsv @@ to_tsquery('english', n.names) LIMIT 2000) d
       ORDER BY ts_rank(d.head_tsv, to_tsquery('english', n.names)) DESC, d.doc_id
       LIMIT 20) d
),
cited_by AS (
  -- Judgments known from the groups of official texts whose written names hold the names' words
  -- (rule 4), from the first 500 such written names: words as common as `South Africa` stand in
  -- hundreds of thousands of them at full size.
  SELECT n.names, m.parties, m.norm, nn.citation, coalesce(citing.citation, citing.title) AS via
    FROM name_asked n CROSS JOIN LATERAL (
      SELECT m.citing_doc_id, m.group_no, m.parties, m.norm FROM cited_citations m
       WHERE m.parties IS NOT NULL AND to_tsvector('english', m.parties) @@ to_tsquery('english', n.names)
       LIMIT 500) m
    JOIN documents citing ON citing.doc_id = m.citing_doc_id AND citing.body IS NOT NULL
    LEFT JOIN cited_citations nn ON nn.citing_doc_id = m.citing_doc_id AND nn.group_no = m.group_no AND nn.kind = 'neutral'
),
doc AS (
  -- by primary key: the few judgments the citations name, never a scan of the library
  SELECT d.doc_id, jsonb_strip_nulls(jsonb_build_object('doc_id', d.doc_id, 'title', d.title, 'parties', d.parties, 'url', d.url,
                                            'citation', d.citation, 'court', d.court, 'copy', d.body IS NOT NULL,
                                            'last_paragraph', (SELECT max(p.number) FROM paragraphs p WHERE p.doc_id = d.doc_id))) AS j
    FROM documents d
   WHERE d.doc_id = ANY (ARRAY(SELECT doc_id FROM resolved UNION SELECT doc_id FROM named_by))
),
resolved_json AS (
  SELECT r.i, jsonb_agg(doc.j || jsonb_strip_nulls(jsonb_build_object('via', r.via, 'written', r.written)) ORDER BY r.via NULLS FIRST, r.doc_id) AS j
    FROM resolved r JOIN doc USING (doc_id) GROUP BY r.i
),
names_json AS (
  -- Each name looked up, once: its judgments (named) and the groups of official texts naming it
  -- (named_cited, with the citation each was written with: a group of the citation itself is no
  -- other judgment). The caller gives each citation the entries of its names.
  SELECT jsonb_agg(jsonb_build_object(
           'names', n.names,
           'named', coalesce((SELECT jsonb_agg(doc.j ORDER BY b.doc_id) FROM named_by b JOIN doc USING (doc_id) WHERE b.names = n.names), '[]'::jsonb),
           'named_cited', coalesce((SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object('title', k.parties, 'citation', k.citation, 'via', k.via, 'norm', k.norm))
                                                     ORDER BY k.parties, k.citation NULLS LAST)
                                      FROM cited_by k WHERE k.names = n.names), '[]'::jsonb))) AS j
    FROM name_asked n
),
court_year AS (
  -- Coverage of each court-year asked about by a neutral citation that resolves to no library judgment.
  SELECT k.court, k.year, h.held, h.highest, cov.judgments, cov.court IS NOT NULL AS recorded
    FROM (SELECT DISTINCT c.court, c.year FROM unresolved c WHERE c.kind = 'neutral') k
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT n.num) AS held, max(n.num) AS highest FROM (
        SELECT x.number AS num FROM case_citations x
         WHERE x.kind = 'neutral' AND x.series = k.court AND x.year = k.year
        UNION ALL
        SELECT x.number FROM cited_citations x
         WHERE x.kind = 'neutral' AND x.series = k.court AND x.year = k.year) n) h
    LEFT JOIN citation_coverage cov ON cov.court = k.court AND cov.year = k.year
),
cases AS (
  SELECT c.i, jsonb_build_object(
    'i', c.i,
    'resolved', coalesce(rj.j, '[]'::jsonb),
    'cited', coalesce(cj.j, '[]'::jsonb),
    'coverage', CASE
      WHEN c.kind = 'neutral' THEN (SELECT jsonb_strip_nulls(jsonb_build_object('held', cy.held, 'highest', cy.highest,
                                                                               'judgments', cy.judgments, 'recorded', cy.recorded))
                                      FROM court_year cy WHERE cy.court = c.court AND cy.year = c.year)
      ELSE jsonb_build_object('recorded', EXISTS (SELECT 1 FROM citation_coverage cov WHERE cov.court = c.court AND cov.year = c.year))
      END) AS j
    FROM c LEFT JOIN resolved_json rj ON rj.i = c.i LEFT JOIN cited_json cj ON cj.i = c.i
),
a AS (
  SELECT (e->>'i')::int AS i, (e->>'number')::int AS number, (e->>'year')::int AS year, coalesce((e->>'named')::boolean, false) AS named,
         -- An acronym's first letter (one letter, or nothing).
         CASE WHEN e->>'initial' ~ '^[[:alpha:]]$' THEN e->>'initial' END AS initial
    FROM jsonb_array_elements(coalesce(p_acts, '[]'::jsonb)) e
),
initialled AS (
  -- For an acronym written before a number (`POPIA (Act 2 of 2000)`): the Acts of any year with a word
  -- beginning with its first letter, among which the service finds those it spells (an Act of another
  -- year: the citation contradicts itself). Acronyms are rare; at most 2,000 rows each.
  SELECT a.i, jsonb_agg(jsonb_strip_nulls(to_jsonb(k))) AS j
    FROM a CROSS JOIN LATERAL (
      SELECT * FROM (
        SELECT d.act_number AS number, d.act_year AS year, d.title, d.url, d.repealed, 'library: official copy' AS source
          FROM documents d WHERE d.type = 'act' AND d.act_number IS NOT NULL AND d.title ~* ('(^|[^[:alpha:]])' || a.initial)
        UNION ALL
        SELECT r.number, r.year, r.title, r.url, r.repealed, 'verified records'
          FROM act_records r WHERE r.title ~* ('(^|[^[:alpha:]])' || a.initial)) x
       LIMIT 2000) k
   WHERE a.initial IS NOT NULL
   GROUP BY a.i
),
acts_known AS (
  -- Acts held as documents (official copies) and Acts recorded in verified records.
  -- (amendments_shown not called at all for a work without amendments: a PL/pgSQL call for every held
  -- Act of the years cited.)
  SELECT d.act_number AS number, d.act_year AS year, d.title, d.url, d.repealed, 'library: official copy' AS source,
         CASE WHEN d.amendments IS NOT NULL THEN amendments_shown(d.amendments, NULL) END AS amendments
    FROM documents d WHERE d.type = 'act' AND d.act_number IS NOT NULL AND d.act_year IN (SELECT year FROM a)
  UNION ALL
  SELECT r.number, r.year, r.title, r.url, r.repealed, 'verified records', NULL
    FROM act_records r WHERE r.year IN (SELECT year FROM a)
),
act_cov AS MATERIALIZED (
  -- (Materialized: inlined, act_year_coverage ran once for every Act citation, for all the years.)
  SELECT cv.year, jsonb_strip_nulls(to_jsonb(cv)) AS j FROM act_year_coverage(ARRAY(SELECT DISTINCT a.year FROM a)) cv
),
acts AS (
  SELECT a.i, jsonb_build_object(
    'i', a.i,
    'exact', coalesce((SELECT jsonb_agg(jsonb_strip_nulls(to_jsonb(k)) ORDER BY k.source) FROM acts_known k
                        WHERE k.number = a.number AND k.year = a.year), '[]'::jsonb),
    'same_year', CASE WHEN a.named THEN coalesce((SELECT jsonb_agg(jsonb_strip_nulls(to_jsonb(k)) ORDER BY k.number, k.source)
                        FROM acts_known k WHERE k.year = a.year), '[]'::jsonb) ELSE '[]'::jsonb END,
    'initialled', coalesce((SELECT n.j FROM initialled n WHERE n.i = a.i), '[]'::jsonb),
    'coverage', (SELECT cv.j FROM act_cov cv WHERE cv.year = a.year)) AS j
    FROM a
)
SELECT jsonb_build_object(
  'cases', coalesce((SELECT jsonb_agg(j ORDER BY i) FROM cases), '[]'::jsonb),
  'names', coalesce((SELECT j FROM names_json), '[]'::jsonb),
  'acts', coalesce((SELECT jsonb_agg(j ORDER BY i) FROM acts), '[]'::jsonb))
);
END
$$;
