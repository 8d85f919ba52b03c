-- The top p_limit documents matching q, best first, one row per document (see search_library).
--
-- Search units are the sections of divided documents and judgments (all of their text, migration
-- 0014) or undivided documents as wholes (search_terms, migration 0008). A unit's score is BM25F:
-- the sum over the query's lexemes of idf times the unit's stored weight. A document's score is its
-- best unit's, returned with that section (section_ord NULL for a whole document). One scoring
-- function for every type, so one ranking merges them honestly.
--
-- The result is the exact top p_limit by that score, whichever of three plans finds it (the GIN and
-- intersection parts are functions of their own: search_gin_units, search_intersection):
-- * gin: few units match (expected from the words' frequencies, or found so when the lists did not
--   settle): GIN lists every match, each scored from its terms.
-- * lists: the threshold algorithm (Fagin). Each lexeme's list is read in weight order to a depth.
--   No unit left unread can score more than the sum of the impacts at that depth (the bound); a
--   unit read in some lists but not all gets its missing weights by probing its own terms (any unit
--   read could still reach the bound). When p_limit documents score at least the bound they are the top.
--   This settles common-word queries after reading a few hundred entries of each list.
-- * intersection: when the lists' tops hold different units (the words seldom both weigh much in
--   one unit), a merge join of the words' whole lists, in unit order from the primary key, scores
--   every unit holding all of them; bounded by the words' frequencies. Queries with `or` read the
--   lists deeper instead.
-- * pruned: the intersection once a round of the lists has found p_limit documents, below its
--   bound: the p_limit-th one's score (theta) is a floor for the top p_limit, and a unit reaching it
--   must weigh enough in every list, so entries below that weight are skipped as the lists are read
--   (`public interest`: 9,034 and 2,868 of 56,483 and 39,492 entries merged, 31 ms down to 9).
-- Budgets. Phrases and negation are decided by a unit's own vector (its heap row, some 30 µs), so
-- candidates are checked in batches, best first, at most p_check_budget (500) units a call; a round of
-- the lists reads at most 24 times that many entries (12,000). A query that would need more is cut: it returns the
-- documents found among the units checked or read, best first (exact-enough: a phrase matched only
-- by units scoring below the best 500 holding its words is not found, and search_library
-- goes on to the words without the phrase). `"written notice" owner` (the phrase in no unit, its
-- words together in 40,495) took 6.6 s rechecking the phrase on every candidate.
-- The entry budget: a query whose words must all stand in a match, and whose scoring words' lists
-- hold more than p_entry_budget (400,000) entries in all, is ranked by its rarest words whose
-- lists fit the budget (at least the rarest); its other words only filter, checked on each
-- candidate's vector like a phrase. The ranking is exact BM25F over the words that score; the words
-- left out are the commonest, which tell least. Without it a pasted paragraph of common words
-- merged lists as long as it liked: 56 words of 18,643 to 95,984 entries each took 3.5 s. At
-- 1,000,000 a merge took up to 0.5 s on a slower machine of the same kind, and a query that merges
-- twice (its first level cut by checks, then the next) 1.3 s; at 400,000, 0.2 s (none of the
-- benchmark's 200 queries reaches it; 24 of its 60 longest change results). A query with `or` is
-- never merged, but a round of its lists probes each unit it reads in every other list: it scores
-- its 32 rarest words (or_lists), the others found only through them (an `or` chain of 60 of the
-- commonest words: 0.8 s in one round).
-- Presence: a query with `or` (search_library's ranking asks every query so) adds p_presence to the
-- weight of each of its words a unit holds, so that each word held counts for its idf × p_presence
-- whatever its frequency: how much of the query a unit covers is a strong signal, not a gate (a
-- query without `or` is matched by units holding every word, where it would change no order).
-- Exact as before: lists stay in weight order, impacts and probes count the presence too.
-- p_scaled, p_scale: lexemes whose idf is taken p_scale times (search_library: the words of an
-- acronym's name, standing for the one word typed); the ranking is exact for the idf so taken.
-- p_types: the document types to search; NULL searches every type. p_gin_cap (most matches scored
-- one by one) and p_depth (the first depth of the lists) tune the plans; the result is the same
-- whatever they are, which the tests check at their extremes. p_check_budget, p_entry_budget: see
-- Budgets above; the tests make them small to see a query cut.
DROP FUNCTION IF EXISTS search_ranked(tsquery, text[], integer);
DROP FUNCTION IF EXISTS search_ranked(tsquery, text[], integer, integer, integer);
DROP FUNCTION IF EXISTS search_ranked(tsquery, text[], integer, integer, integer, integer);
DROP FUNCTION IF EXISTS search_ranked(tsquery, text[], integer, integer, integer, integer, integer);
DROP FUNCTION IF EXISTS search_ranked(tsquery, text[], integer, integer, integer, integer, integer, double precision);
DROP FUNCTION IF EXISTS search_ranked(tsquery, text[], integer, integer, integer, integer, integer, double precision, text[], double precision);
CREATE FUNCTION search_ranked(q tsquery, p_types text[], p_limit integer, p_gin_cap integer DEFAULT 750, p_depth integer DEFAULT NULL,
                              p_check_budget integer DEFAULT 500, p_entry_budget integer DEFAULT 400000, p_presence double precision DEFAULT 0,
                              p_scaled text[] DEFAULT NULL, p_scale double precision DEFAULT 1)
RETURNS TABLE (doc_id integer, section_ord integer, score double precision)
LANGUAGE plpgsql STABLE
-- One core per query: under load, parallel workers only add to the total work. The intersection
-- merges lists already in unit order; hashing one of them (the planner's choice) costs three times more.
SET max_parallel_workers_per_gather = 0
SET enable_hashjoin = off
-- Off for the intersection only (below); named here so that turning it off stays inside the function.
SET enable_nestloop = on
-- Each statement planned once per connection: its plan does not depend on the query's words (the
-- intersection's SQL, built per query, is planned each time). Re-planning on every call took some
-- 7% of the time of the benchmark's queries.
SET plan_cache_mode = force_generic_plan
-- Where the commonest words' lists are long, the planner's costs pass jit_above_cost and JIT
-- compiled the intersection's SQL on every call (0.5-0.9 s a call when judgments' paragraphs were
-- units of their own, 1.48 million of them), where the statement reads its lists in milliseconds.
SET jit = off
AS $$
DECLARE
  -- Tuning constants (the result is exact whatever they are; they decide how soon it is found).
  -- A round of the lists reads each list to depth_per_result × p_limit entries at first (scaled by
  -- its idf), growing depth_growth-fold a round; the intersection returns candidates_per_result ×
  -- p_limit units at first, growing candidates_growth-fold.
  depth_per_result constant integer := 16;
  depth_growth constant integer := 4;
  candidates_per_result constant integer := 50;
  candidates_growth constant integer := 10;
  -- The intersection is planned first when the lists hold at most intersection_share × p_gin_cap
  -- entries in all (some 7 ms to merge); GIN is tried after an unsettled round when at most
  -- gin_retry_share × p_gin_cap matches are expected.
  intersection_share constant integer := 30;
  gin_retry_share constant integer := 10;
  -- GIN is tried first only when the rarest word's list holds at most gin_first_share × p_gin_cap
  -- entries, or more than gin_first_words words score (see the choice of plan below).
  gin_first_share constant integer := 8;
  gin_first_words constant integer := 8;
  -- A probe of a list's index for one unit costs about probe_cost entries merged (see below).
  probe_cost constant integer := 15;
  -- A round of the lists reads at most list_budget_share × the check budget entries.
  -- (24 × 500 = 12,000. The check budget was 2,000, its share 6: a phrase of common words in no unit
  -- checked 2,000 candidates before search_library relaxed it, 40-50 ms a search alone; at 500, 25-30
  -- ms. The 200 benchmark queries and 20 phrases on the starter library return the same results.)
  list_budget_share constant integer := 24;
  -- A query with `or` scores at most its or_lists rarest words: a round probes each unit it reads in
  -- every other list, and 60 words of an `or` chain took 0.8 s in one round (190,000 probes).
  or_lists constant integer := 32;
  -- Candidates checked in batches of check_batch_per_result × p_limit at first, growing check_batch_growth-fold.
  check_batch_per_result constant integer := 2;
  check_batch_growth constant integer := 4;
  -- Rounding: a weight floor lowered by weight_margin (an entry read needlessly costs little, one
  -- missed would be wrong); scores within score_margin of the bound count as reaching it.
  weight_margin constant double precision := 1e-6;
  score_margin constant double precision := 1e-12;
  kinds text[] := coalesce(p_types, api_doc_types());
  -- q without its lexemes: the operators that decide how a unit matches.
  ops text := regexp_replace(q::text, '''(?:[^'']|'''')*''', '', 'g');
  -- Plain queries are decided by which lexemes a unit holds: all of them (& only) or any (| only).
  -- Phrases and negation are decided by the unit's own vector; without `or`, a match holds every
  -- scoring lexeme.
  all_of boolean := ops !~ '[|!<]';
  -- GIN decides phrases by rechecking every unit holding their words (unbounded), so it is given
  -- the query with its phrases loosened to `&`, and its matches are checked like any candidates.
  -- (A negated phrase is left to GIN: loosened, it would exclude more.)
  phrased boolean := ops ~ '<' AND ops !~ '!';
  q_loose tsquery := CASE WHEN ops ~ '<' AND ops !~ '!' THEN regexp_replace(q::text, '<(?:-|[0-9]+)>', '&', 'g')::tsquery ELSE q END;
  check_budget constant integer := p_check_budget;
  list_budget constant integer := list_budget_share * p_check_budget;
  -- Candidates checked (verdicts in chk, for candidates chk_from ..), and the next batch's size.
  checks integer := 0;
  chk boolean[];
  chk_from integer := 1;
  chk_size integer;
  cut boolean := false;
  walked text;
  -- The candidates of the step being taken must be checked against their own vectors.
  needs_check boolean;
  any_of boolean := ops !~ '[&!<]';
  conjunctive boolean := ops !~ '[|]';
  presence double precision := CASE WHEN conjunctive THEN 0 ELSE coalesce(p_presence, 0) END;
  lexemes text[];
  idfs double precision[];
  expected double precision;
  rarest integer;
  -- The scoring lexemes' frequencies, and their sum: the entries the intersection would read.
  dfs integer[];
  entries bigint;
  -- Some lexeme of the query only filters; how many could score but for the entry budget.
  filtered boolean;
  scorable integer;
  -- A word every match must hold is in no unit of the types asked for.
  untyped boolean;
  units double precision := greatest((SELECT c.units FROM search_corpus c), 1);
  depth integer := coalesce(p_depth, depth_per_result * p_limit);
  round_dear boolean;
  wanted integer := candidates_per_result * p_limit;
  plan text;
  gin_tried boolean := false;
  rounds integer := 0;
  -- Candidate units, best first, and the score no unit outside them can exceed.
  c_ids integer[];
  c_ords integer[];
  c_scores double precision[];
  c_present integer[];
  bound double precision;
  -- A score the p_limit-th document is known to reach (0 until a walk finds p_limit documents).
  theta double precision := 0;
  -- Each lexeme's least weight a unit needs to reach theta, given the others' highest weights.
  mins double precision[];
  prune boolean := true;
  -- From the last round of the lists: each list's ceiling (the impact no unit unread in it exceeds),
  -- and the units it read, each scored.
  ceils double precision[];
  r_ids integer[];
  r_ords integer[];
  r_scores double precision[];
  r_present integer[];
  merged integer;
  others integer[];
  o_ords integer[];
  o_scores double precision[];
  ids integer[];
  ords integer[];
  scores double precision[];
BEGIN
  -- The lexemes of the query's positive part with their idf, rarest first. idf is Robertson-Sparck Jones', floored at 0: a word held by half the units or more
  -- tells none apart, so it only filters (its list is never read; the walk checks it). When every
  -- word is that common, the least common scores alone, with idf 1.
  WITH l AS (
    SELECT l.lexeme, l.df, search_idf(l.df, units) * CASE WHEN l.lexeme = ANY (p_scaled) THEN p_scale ELSE 1 END AS idf
      FROM search_query_lexemes(q) l),
  scoring AS (
    SELECT l.lexeme, l.df,
           CASE WHEN (SELECT max(idf) FROM l) > 0 THEN l.idf
                WHEN l.lexeme = (SELECT l2.lexeme FROM l l2 ORDER BY l2.df, l2.lexeme LIMIT 1) THEN 1 ELSE 0 END AS idf
      FROM l),
  -- The entry budget: a query whose words must all stand in a match scores only its rarest words
  -- whose lists hold p_entry_budget entries in all (at least the rarest); the others only filter.
  -- NULL: no budget.
  listed AS (
    SELECT c.*, sum(c.df) OVER (ORDER BY c.df, c.lexeme) AS entries, row_number() OVER (ORDER BY c.df, c.lexeme) AS n
      FROM scoring c WHERE c.idf > 0),
  -- A query with `or` scores its or_lists rarest words (see Budgets above).
  kept AS (SELECT c.* FROM listed c
            WHERE CASE WHEN conjunctive THEN c.n = 1 OR c.entries <= p_entry_budget OR p_entry_budget IS NULL
                       ELSE c.n <= or_lists OR p_entry_budget IS NULL END)
  SELECT (SELECT array_agg(c.lexeme ORDER BY c.df, c.lexeme) FROM kept c),
         (SELECT array_agg(c.idf ORDER BY c.df, c.lexeme) FROM kept c),
         (SELECT array_agg(c.df ORDER BY c.df, c.lexeme) FROM kept c),
         (SELECT sum(c.df) FROM kept c),
         (SELECT count(*) FROM l) > (SELECT count(*) FROM kept c),
         (SELECT count(*) FROM listed),
         -- (The exponent floored: exp of 26 unheld words' logarithms, some -780, raised `value out of range: underflow`.)
         CASE WHEN all_of THEN units * exp(greatest(sum(ln(greatest(l.df, 1e-9) / units)), -700)) ELSE sum(l.df) END,
         min(l.df),
         -- A word every match must hold that no unit of the types asked for holds (one probe of the
         -- lists by type a word): `written` is in no synthetic judgment, but common elsewhere, so it
         -- only filtered, and `"written notice" owner` among judgments checked 2,000 candidates for it,
         -- twice, before relaxing to nothing (52 ms).
         bool_or(conjunctive AND p_types IS NOT NULL
                 AND NOT EXISTS (SELECT 1 FROM search_terms t WHERE t.lexeme = l.lexeme AND t.kind = ANY (kinds)))
    INTO lexemes, idfs, dfs, entries, filtered, scorable, expected, rarest, untyped
    FROM l;
  -- Nothing to score, or a word that every match must hold is in no unit (of the types asked for).
  IF lexemes IS NULL OR (conjunctive AND rarest = 0) OR untyped THEN
    RETURN;
  END IF;
  IF cardinality(lexemes) < scorable THEN
    -- Seen only by a client that asks for debug messages (the tests).
    RAISE DEBUG 'search_ranked budget: % of the query''s lexemes score', cardinality(lexemes);
  END IF;
  -- A round of the lists probes each unit it reads in every other list: with many lists it can cost
  -- more than merging them whole (56 words of 18,643 to 95,984 entries: 0.5 s, against 0.3 s merged).
  round_dear := conjunctive AND cardinality(lexemes) > 1
    AND (SELECT sum(greatest(p_limit, ceil(depth * x / (SELECT max(y) FROM unnest(idfs) y)))) FROM unnest(idfs) x)
        * (cardinality(lexemes) - 1) * probe_cost > entries;
  -- The cheapest plan likely to settle: GIN for few matches; the intersection where the lists are
  -- short enough to merge whole (30 × p_gin_cap entries, some 7 ms) or a round would cost more;
  -- otherwise a round of the lists. One scoring lexeme: its list in weight order is the ranking.
  -- Few matches are expected from the words' frequencies taken as independent; words that stand
  -- together (a judgment's stock phrases: thousands of judgments hold them all) defeat that, and GIN
  -- reads every word's list before it finds too many. So GIN goes first only where the rarest list
  -- is short (gin_first_share × p_gin_cap entries) or the words are many (their conjunction is
  -- rare, and a round of many lists dear); otherwise it is tried after a round that does not settle.
  plan := CASE WHEN expected <= p_gin_cap AND (rarest <= gin_first_share * p_gin_cap OR cardinality(lexemes) > gin_first_words) THEN 'gin'
               WHEN conjunctive AND entries <= intersection_share * p_gin_cap AND cardinality(lexemes) > 1 THEN 'intersection'
               WHEN round_dear THEN 'intersection'
               ELSE 'lists' END;

  LOOP
    -- Phrases, negation and words that only filter are decided by each candidate's own vector; GIN's
    -- matches hold every word, so they need a check only for a phrase. (A step changes plan within
    -- the loop only between the intersection and the pruned intersection, or by starting over.)
    needs_check := CASE WHEN plan = 'gin' THEN phrased ELSE NOT ((all_of AND NOT filtered) OR any_of) END;
    -- The check budget spent, and every candidate of this step would need a check: the documents
    -- found so far, without merging the lists again for candidates that could not be checked.
    IF checks >= check_budget AND needs_check THEN
      cut := true;
      EXIT;
    END IF;
    IF plan = 'gin' THEN
      gin_tried := true;
      SELECT g.ids, g.ords INTO c_ids, c_ords FROM search_gin_units(q_loose, kinds, p_gin_cap) g;
      RAISE DEBUG 'search_ranked gin tried: % matches', coalesce(cardinality(c_ids), 0);
      IF c_ids IS NULL THEN
        RETURN;
      END IF;
      IF cardinality(c_ids) > p_gin_cap THEN
        -- Too many to score one by one: a first round of the lists, or after one that did not
        -- settle or where a round is dear, the intersection (or, with `or`, deeper lists).
        plan := CASE WHEN (rounds > 0 OR round_dear) AND conjunctive THEN 'intersection' ELSE 'lists' END;
        IF rounds > 0 THEN
          depth := depth * depth_growth;
        END IF;
        CONTINUE;
      END IF;
      -- Every match is known, so nothing else can outscore them: bound 0.
      bound := 0;
      SELECT array_agg(u.doc_id ORDER BY u.score DESC, u.doc_id, u.ord), array_agg(u.ord ORDER BY u.score DESC, u.doc_id, u.ord),
             array_agg(u.score ORDER BY u.score DESC, u.doc_id, u.ord), array_agg(u.present ORDER BY u.score DESC, u.doc_id, u.ord)
        INTO c_ids, c_ords, c_scores, c_present
        FROM search_unit_scores(c_ids, c_ords, lexemes, idfs, presence) u;
    ELSIF plan IN ('intersection', 'pruned') THEN
      -- Once a walk has found theta, a unit that could reach it weighs at least mins[i] in list i,
      -- since the other lists add at most their highest impacts: each list is read in unit order
      -- with entries below that weight skipped (a filter on the index's included weight, far cheaper
      -- than joining them), and the walk stops at theta.
      mins := NULL;
      IF theta > 0 AND prune THEN
        WITH l AS (
          SELECT l.i, l.idf,
                 (SELECT max(x.weight) FROM unnest(kinds) AS k (kind)
                    CROSS JOIN LATERAL (SELECT t.weight FROM search_terms t
                                         WHERE t.lexeme = l.lexeme AND t.kind = k.kind ORDER BY t.weight DESC LIMIT 1) x) AS top
            FROM unnest(lexemes, idfs) WITH ORDINALITY AS l (lexeme, idf, i))
        -- Less a margin for rounding: an entry read needlessly costs little, one missed would be wrong.
        SELECT array_agg((theta - (SELECT sum(o.idf * o.top) FROM l o WHERE o.i <> l.i)) / l.idf - weight_margin ORDER BY l.i)
          INTO mins FROM l;
        -- Tighter for the units the last round did not see: each weighs at most the list's ceiling in
        -- every list, so it needs theta less the other lists' ceilings (a few tenths of a weight
        -- where the tops, titles' weights, left nothing to prune). The units it saw are scored
        -- exactly (probes) and merged into the candidates below.
        IF ceils IS NOT NULL THEN
          SELECT array_agg(greatest(m.v, (theta - ((SELECT sum(c) FROM unnest(ceils) c) - m.c)) / m.idf - weight_margin) ORDER BY m.i)
            INTO mins FROM unnest(mins, ceils, idfs) WITH ORDINALITY AS m (v, c, idf, i);
        END IF;
        plan := 'pruned';
      END IF;
      -- Candidates that must be checked (phrases, negation, words that only filter) are read as many
      -- as the checks may take: reading 500 and then 5,000 merged the lists twice (`"written notice"
      -- owner`: 26 ms and 38 ms).
      IF needs_check THEN
        wanted := greatest(wanted, check_budget);
      END IF;
      -- Units holding every lexeme, best first: every one beyond the `wanted` returned scores less.
      -- The join tree is fixed rarest first (search_intersection), so no step of the join holds more
      -- units than the rarest list: merging costs the sum of the lists' lengths, probing the other
      -- lists for each of those units the rarest list's length × (lists - 1) probes. Probes are
      -- allowed only when that costs less than merging: then the planner chooses, list by list
      -- (`public` under a rare word: 1.7 ms probed, 12.9 ms merged). Otherwise merge
      -- joins only: the planner, expecting few units to hold several common words, would probe for
      -- each of thousands (26 words of 18,643 to 191,206 entries each: 679 ms probed, 113 ms merged).
      PERFORM set_config('enable_nestloop',
        CASE WHEN (SELECT min(d) FROM unnest(dfs) d)::bigint * (cardinality(dfs) - 1) * probe_cost <= entries THEN 'on' ELSE 'off' END, true);
      SELECT x.ids, x.ords, x.scores, x.present INTO c_ids, c_ords, c_scores, c_present
        FROM search_intersection(lexemes, idfs, dfs, kinds, p_types IS NOT NULL, wanted, mins, CASE WHEN plan = 'pruned' THEN theta ELSE 0 END) x;
      merged := coalesce(cardinality(c_ids), 0);
      IF plan = 'pruned' AND ceils IS NOT NULL AND r_ids IS NOT NULL THEN
        -- With the units the round saw (those below the last unit merged only when the merge was
        -- cut at `wanted`: units it did not return score less than that).
        SELECT array_agg(x.doc_id ORDER BY x.score DESC, x.doc_id, x.ord), array_agg(x.ord ORDER BY x.score DESC, x.doc_id, x.ord),
               array_agg(x.score ORDER BY x.score DESC, x.doc_id, x.ord), array_agg(x.present ORDER BY x.score DESC, x.doc_id, x.ord)
          INTO c_ids, c_ords, c_scores, c_present
          FROM (SELECT DISTINCT ON (y.doc_id, y.ord) y.*
                  FROM (SELECT * FROM unnest(c_ids, c_ords, c_scores, c_present) AS m (doc_id, ord, score, present)
                        UNION ALL
                        SELECT * FROM unnest(r_ids, r_ords, r_scores, r_present) AS r (doc_id, ord, score, present)
                         WHERE merged < wanted OR r.score >= c_scores[merged]) y
                 ORDER BY y.doc_id, y.ord, y.present DESC) x;
      END IF;
      PERFORM set_config('enable_nestloop', 'on', true);
      bound := CASE WHEN plan = 'pruned' THEN theta ELSE 0 END;
    ELSE
      -- A round deeper than the budget: the best of the units read so far (the previous round's).
      IF rounds > 0 AND (SELECT sum(greatest(p_limit, ceil(depth * x / (SELECT max(y) FROM unnest(idfs) y)))) FROM unnest(idfs) x) * cardinality(kinds) > list_budget THEN
        cut := true;
        EXIT;
      END IF;
      rounds := rounds + 1;
      -- Each list is read to a depth in proportion to its idf: a list whose impacts are small
      -- bounds the score little, however deep it is read.
      WITH l AS (
        SELECT l.*, greatest(p_limit, ceil(depth * l.idf / (SELECT max(x) FROM unnest(idfs) x)))::integer AS lim
          FROM unnest(lexemes, idfs) WITH ORDINALITY AS l (lexeme, idf, i)),
      -- Each lexeme's top entries over the types searched, merged in weight order.
      hits AS (
        SELECT l.i, p.doc_id, p.ord, l.idf * (p.weight + presence) AS impact, l.lim,
               count(*) OVER (PARTITION BY l.i) AS n, min(l.idf * (p.weight + presence)) OVER (PARTITION BY l.i) AS last
          FROM l CROSS JOIN LATERAL (
            -- Every type: the list of all types in weight order (search_terms_rank_idx, migration
            -- 0030), read to its depth; some types: each type's list to that depth, merged.
            (SELECT t.doc_id, t.ord, t.weight FROM search_terms t
              WHERE p_types IS NULL AND t.lexeme = l.lexeme ORDER BY t.weight DESC LIMIT l.lim)
            UNION ALL
            (SELECT x.* FROM unnest(kinds) AS k (kind)
               CROSS JOIN LATERAL (SELECT t.doc_id, t.ord, t.weight FROM search_terms t
                                    WHERE p_types IS NOT NULL AND t.lexeme = l.lexeme AND t.kind = k.kind ORDER BY t.weight DESC LIMIT l.lim) x
              ORDER BY x.weight DESC LIMIT l.lim)) p),
      -- The highest impact a unit could have in a list where it was not read: the last impact read
      -- from a list read to its full depth, 0 from a list that ended.
      ceilings AS (
        SELECT l.i, coalesce((SELECT min(h.last) FROM hits h WHERE h.i = l.i AND h.n = h.lim), 0) AS ceiling FROM l),
      -- Every unit read could reach the bound: each impact read is at least its list's ceiling, and
      -- the other lists' ceilings make up the rest of the bound. (A test of that for each unit,
      -- which no unit failed, took a tenth of the round.)
      seen AS (SELECT h.doc_id, h.ord, sum(h.impact) AS known, array_agg(h.i) AS lists FROM hits h GROUP BY h.doc_id, h.ord),
      -- Each unit's weight in each list it was not read in: one probe of the primary key a (unit,
      -- list), all in one join and summed per unit. (As a subquery per unit, an aggregate over the
      -- lists for each, the executor's own work cost more than the probes: the 200 benchmark
      -- queries' `or` rankings 2,665 -> 2,356 ms at full size, the same results.)
      probed AS (
        SELECT r.doc_id, r.ord, sum(l.idf * (t.weight + presence)) AS score, count(*) AS present
          FROM seen r JOIN l ON l.i <> ALL (r.lists)
          CROSS JOIN LATERAL (SELECT t.weight FROM search_terms t
                               WHERE t.lexeme = l.lexeme AND t.doc_id = r.doc_id AND t.ord = r.ord LIMIT 1) t
         GROUP BY r.doc_id, r.ord),
      scored AS (
        SELECT r.doc_id, r.ord, r.known + coalesce(m.score, 0) AS score, cardinality(r.lists) + coalesce(m.present, 0)::integer AS present
          FROM seen r LEFT JOIN probed m ON m.doc_id = r.doc_id AND m.ord = r.ord)
      SELECT (SELECT sum(c.ceiling) FROM ceilings c), (SELECT array_agg(c.ceiling ORDER BY c.i) FROM ceilings c),
             array_agg(s.doc_id ORDER BY s.score DESC, s.doc_id, s.ord), array_agg(s.ord ORDER BY s.score DESC, s.doc_id, s.ord),
             array_agg(s.score ORDER BY s.score DESC, s.doc_id, s.ord), array_agg(s.present ORDER BY s.score DESC, s.doc_id, s.ord)
        INTO bound, ceils, c_ids, c_ords, c_scores, c_present
        FROM scored s;
      r_ids := coalesce(c_ids, '{}'); r_ords := coalesce(c_ords, '{}'); r_scores := coalesce(c_scores, '{}'); r_present := coalesce(c_present, '{}');
    END IF;

    -- Walk the candidates best first, one unit per document; one scoring below the bound could be
    -- beaten by a unit not read yet.
    -- Past the bound, the walk goes on until p_limit documents are found: the last one's score is
    -- theta, which every one of the top p_limit reaches.
    -- Candidates are checked in batches (one statement each, growing fourfold), the first ones
    -- only, until the budget is spent. A walk of an intersection read further keeps its verdicts:
    -- its candidates begin with the previous walk's.
    ids := '{}'; ords := '{}'; scores := '{}'; others := '{}'; o_ords := '{}'; o_scores := '{}';
    IF NOT (plan = 'intersection' AND walked = 'intersection') THEN
      chk := NULL; chk_from := 1;
    END IF;
    walked := plan;
    chk_size := check_batch_per_result * p_limit;
    FOR j IN 1 .. coalesce(cardinality(c_ids), 0) LOOP
      CONTINUE WHEN c_ids[j] = ANY (ids) OR c_ids[j] = ANY (others);
      CONTINUE WHEN plan <> 'gin' AND conjunctive AND c_present[j] < cardinality(lexemes);
      IF needs_check THEN
        IF j < chk_from OR j >= chk_from + coalesce(cardinality(chk), 0) THEN
          IF checks >= check_budget THEN
            cut := true;
            EXIT;
          END IF;
          SELECT array_agg(CASE WHEN u.ord = 0 THEN (SELECT d.rank_tsv @@ q FROM documents d WHERE d.doc_id = u.doc_id)
                                ELSE (SELECT s.tsv @@ q FROM sections s WHERE s.doc_id = u.doc_id AND s.ord = u.ord) END ORDER BY u.i)
            INTO chk
            FROM unnest(c_ids[j:j + least(chk_size, check_budget - checks) - 1], c_ords[j:j + least(chk_size, check_budget - checks) - 1])
                 WITH ORDINALITY AS u (doc_id, ord, i);
          chk_from := j;
          checks := checks + cardinality(chk);
          chk_size := chk_size * check_batch_growth;
        END IF;
        CONTINUE WHEN NOT coalesce(chk[j - chk_from + 1], false);
      END IF;
      -- (Scores summed in another order differ in their last bits: the unit a round of the lists
      -- found at theta may come back from the pruned intersection a hair below it.)
      IF c_scores[j] < bound * (1 - score_margin) THEN
        others := others || c_ids[j];
        o_ords := o_ords || c_ords[j];
        o_scores := o_scores || c_scores[j];
      ELSE
        ids := ids || c_ids[j];
        ords := ords || c_ords[j];
        scores := scores || c_scores[j];
      END IF;
      IF cardinality(ids) + cardinality(others) >= p_limit THEN
        theta := greatest(theta, c_scores[j]);
        EXIT;
      END IF;
    END LOOP;
    -- Seen only by a client that asks for debug messages (the tests, to know which plans ran).
    RAISE DEBUG 'search_ranked plan=% depth=% candidates=% bound=% found=% checked=%', plan, depth, coalesce(cardinality(c_ids), 0), bound, cardinality(ids), checks;
    EXIT WHEN cardinality(ids) >= p_limit OR plan = 'gin' OR cut;
    IF plan = 'pruned' AND merged >= wanted THEN
      wanted := wanted * candidates_growth;
    ELSIF plan = 'pruned' THEN
      -- Every unit reaching theta was read, so this settles unless rounding lost one: then the whole lists.
      prune := false;
      plan := 'intersection';
    ELSIF plan = 'intersection' THEN
      -- Fewer than p_limit documents among the best `wanted` units: all of them, or more units.
      EXIT WHEN coalesce(cardinality(c_ids), 0) < wanted;
      wanted := wanted * candidates_growth;
    ELSIF bound = 0 THEN
      EXIT;
    ELSIF conjunctive AND theta > 0 AND prune THEN
      -- p_limit documents were found, below the bound: the lists read only as far as theta.
      plan := 'pruned';
    ELSIF NOT gin_tried AND expected <= gin_retry_share * p_gin_cap THEN
      -- The lists did not settle: perhaps the words seldom stand together. (When most units hold
      -- them all, the intersection is cheaper than GIN finding that out.)
      plan := 'gin';
    ELSIF conjunctive THEN
      -- Deeper rounds cost more than merging the lists whole (measured: an entry read and probed
      -- costs some forty merged).
      plan := 'intersection';
    ELSE
      depth := depth * depth_growth;
    END IF;
  END LOOP;
  IF cut THEN
    -- Over budget: the documents found, best first, those below the bound too (see Budgets above).
    RAISE DEBUG 'search_ranked plan=cut checked=% depth=%', checks, depth;
    RETURN QUERY SELECT u.doc_id, nullif(u.ord, 0), u.score
      FROM unnest(ids || others, ords || o_ords, scores || o_scores) AS u (doc_id, ord, score);
    RETURN;
  END IF;
  RETURN QUERY SELECT u.doc_id, nullif(u.ord, 0), u.score FROM unnest(ids, ords, scores) AS u (doc_id, ord, score);
END
$$;
