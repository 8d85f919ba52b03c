import { sql } from 'kysely';
import { LIMITS } from '#libs/contracts/limits.js';
import type { Database } from '#libs/db/database.js';
import { prng } from '#libs/synth/synth.js';
import type { BenchQuery } from './search-queries.js';

/**
 * The worst inputs a search accepts: queries at the length limit made of the library's own commonest
 * words (those whose term lists are longest), as a pasted paragraph, quoted pairs, an `or` chain,
 * with `-word`s, and with a type; judgments' own paragraphs pasted whole and quoted; and seeded random
 * mixes of words of every frequency. Built from whatever library the benchmark runs on, so they are
 * its hardest cases rather than ones written for one library. Each is timed alone (`--alone`): no
 * search may take over a second, whatever its words.
 */
export async function longBenchQueries(db: Database['db'], count = 60): Promise<Array<BenchQuery & { kind: string }>> {
  const max = LIMITS.query_length;
  // Words that are their own stem, so a query of them asks for exactly those lexemes; the scoring
  // ones (held by fewer than half the units), commonest first.
  const { rows } = await sql<{ lexeme: string; df: number }>`
    SELECT l.lexeme, l.df FROM search_lexemes l, search_corpus c
     WHERE l.df >= 200 AND l.df < c.units / 2 AND l.lexeme ~ '^[a-z]{3,}$' AND to_tsvector('english', l.lexeme) = (l.lexeme || ':1')::tsvector
     ORDER BY l.df DESC, l.lexeme`.execute(db);
  const words = rows.map((r) => r.lexeme);
  const { rows: paragraphs } = await sql<{ text: string }>`
    SELECT left(substr(d.body, p.start_char + 1, p.end_char - p.start_char), 2000) AS text
      FROM (SELECT doc_id FROM documents WHERE type = 'judgment' ORDER BY doc_id LIMIT 8) j
      JOIN passages p ON p.doc_id = j.doc_id AND p.paragraph IS NOT NULL AND p.end_char - p.start_char > 300
      JOIN documents d ON d.doc_id = p.doc_id ORDER BY p.doc_id, p.ord LIMIT 8`.execute(db);
  const fit = (parts: string[], sep = ' ') => {
    let s = '';
    for (const p of parts) {
      const next = s ? `${s}${sep}${p}` : p;
      if (next.length > max) break;
      s = next;
    }
    return s;
  };
  const pasted = (text: string) => fit(text.replace(/["\s]+/g, ' ').trim().split(' '));
  const out: Array<BenchQuery & { kind: string }> = [];
  const add = (kind: string, q: string, type?: string) => {
    if (q.split(/\s+/).length >= 2) out.push({ kind, q, type });
  };
  for (const [band, list] of [['commonest', words.slice(0, 120)], ['common', words.slice(120, 400)]] as const) {
    add(`${band} words`, fit(list));
    add(`${band} words, rarest first`, fit([...list].reverse()));
    add(`${band} words as quoted pairs`, fit(list.flatMap((w, i) => (i % 2 === 0 && list[i + 1] ? [`"${w} ${list[i + 1]}"`] : []))));
    add(`${band} words as an or chain`, fit(list, ' or '));
    add(`${band} words, every third negated`, fit(list.map((w, i) => (i % 3 === 2 ? `-${w}` : w))));
    add(`${band} words, judgments`, fit(list), 'judgment');
  }
  for (const p of paragraphs) {
    add('a judgment paragraph pasted', pasted(p.text));
    add('a judgment paragraph quoted', `"${pasted(p.text).slice(0, max - 2).replace(/\s\S*$/, '')}"`);
  }
  const rand = prng(20261124);
  const pick = () => words[Math.floor(rand() * words.length)];
  while (out.length < count && words.length > 0) {
    const length = 100 + Math.floor(rand() * (max - 100));
    const parts: string[] = [];
    for (let s = ''; s.length < length; s = parts.join(' ')) {
      const r = rand();
      parts.push(r < 0.15 ? `"${pick()} ${pick()}"` : r < 0.18 ? `-${pick()}` : r < 0.2 ? `or ${pick()}` : pick());
    }
    add('random mix', fit(parts), rand() < 0.3 ? 'judgment' : undefined);
  }
  return out;
}
