/**
 * Party names and Act titles compared as verification-rules.md says a lawyer reads them. The one
 * implementation of name agreement: the SQL lookup only narrows candidates, this decides.
 */

// Words a party name may carry or drop without naming anyone else: `and Another`, `N.O.`, `(Pty) Ltd`.
const NOISE = new Set(['and', 'another', 'others', 'ano', 'anor', 'ors', 'no', 'nno', 'obo', 'pty', 'ltd', 'limited', 'proprietary', 'the', 'inc', 'cc']);
// Small words that do not make up an acronym (`South African Human Rights Commission` is SAHRC).
const MINOR = new Set(['of', 'for', 'and', 'the', 'in', 'on', 'to', 'a', 'an', '&']);

function words(side: string): string[] {
  return side
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\bt\/a\b.*$/, '') // a trading name says nothing about who the party is
    .replace(/\b([a-z])\.(?=[a-z]\b|[a-z]\.)/g, '$1') // initials J.B -> jb, N.O. -> no
    .replace(/'s\b/g, '')
    .replace(/[^a-z0-9&\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function significant(side: string): string[] {
  return words(side).filter((w) => !NOISE.has(w) && w !== '&');
}

/** Drops bracketed asides (amici, intervening parties) and splits a case name into its sides. */
function sides(name: string): string[] {
  let text = name;
  for (let i = 0; i < 3; i++) text = text.replace(/\([^()]*\)/g, ' ');
  return text.split(/\s+(?:v|vs)\.?\s+/i).map((s) => s.trim());
}

const isState = (w: string[]) => w.length === 1 && (w[0] === 's' || w[0] === 'state');

/** One side written in the text against the matching side of the official title. */
function sideAgrees(written: string, official: string): boolean {
  const w = significant(written);
  const o = significant(official);
  if (isState(w) || isState(o)) return isState(w) && isState(o);
  if (!w.length) return true; // `and Others` alone names no one: nothing to disagree with
  if (!o.length) return false;
  if (w.every((word) => o.includes(word))) return true;
  // An acronym for the full name: SAHRC for South African Human Rights Commission.
  const initials = words(official)
    .filter((x) => !MINOR.has(x) && !NOISE.has(x))
    .map((x) => x[0])
    .join('');
  return w.length === 1 && w[0].length >= 2 && initials.includes(w[0]);
}

/** Whether the names written before a citation agree with a judgment's official case name. */
export function partyNamesAgree(written: string, official: string): boolean {
  const ws = sides(written);
  // Consolidated matters carry several case names separated by semicolons: any one may be cited.
  return official.split(/;\s*/).some((title) => {
    const os = sides(title);
    if (ws.length === 1) return os.length >= 1 && sideAgrees(ws[0], os.length === 1 ? os[0] : os.join(' '));
    if (os.length < 2) return false;
    return sideAgrees(ws[0], os[0]) && sideAgrees(ws.slice(1).join(' '), os.slice(1).join(' '));
  });
}

/** The words worth searching titles for: what a name lookup in the library is narrowed by. */
export function nameSearchWords(written: string): string {
  return sides(written)
    .flatMap((s) => significant(s))
    .filter((w) => w.length > 1)
    .join(' ');
}

function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/,?\s*\b(1[89]|20)\d\d\b\s*$/, '') // a trailing `, 2008`
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'the' && w !== 'no');
}

/**
 * Act titles agree when their significant words agree, ignoring case, punctuation, `the` and a
 * trailing year; an `Amendment` in one title but not the other is a different Act.
 */
export function actNamesAgree(written: string, official: string): boolean {
  const a = titleWords(written);
  const b = titleWords(official);
  if (a.includes('amendment') !== b.includes('amendment')) return false;
  const sa = new Set(a);
  const sb = new Set(b);
  if (!sa.has('act')) sa.add('act');
  if (!sb.has('act')) sb.add('act');
  return sa.size === sb.size && [...sa].every((w) => sb.has(w));
}
