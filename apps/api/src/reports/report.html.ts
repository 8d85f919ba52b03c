import { GRADE_WORDS, GRADES, type Grade, type Location, type ReportEntry, type ReportStatement } from './report.statement.js';

/**
 * The report as one self-contained HTML page: inline CSS, no script, no image, no font or style
 * loaded from anywhere; the only URLs are the entries' sources, as plain links. Every text of the
 * check (a citation is what the caller wrote) is escaped. The statement rides along as a JSON data
 * block (`<script type="application/json" id="vsl-report">`, never run) for programs.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** JSON safe inside a script data block: no `<` (so no `</script>` or `<!--`), and no line separators. */
const blockJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Only http(s) sources become links; anything else is shown as text. */
const isWebUrl = (url: string) => /^https?:\/\/[^\s"<>]+$/i.test(url);

export const GRADE_COLOURS: Record<Grade, { ink: string; paper: string }> = {
  accused: { ink: '#a1161b', paper: '#fde8e8' },
  could_not_verify: { ink: '#8a5300', paper: '#fff3d6' },
  found: { ink: '#1d6b34', paper: '#e6f4ea' },
};

export function locationWords(l: Location | undefined): string | undefined {
  if (!l) return undefined;
  const parts = [
    ...(l.page !== undefined ? [`page ${l.page}`] : []),
    ...(l.note !== undefined ? [`${l.note_kind ?? 'note'} ${l.note}`] : []),
    ...(l.paragraph !== undefined ? [`paragraph ${l.paragraph}`] : []),
  ];
  return parts.length ? parts.join(', ') : undefined;
}

const CSS = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1b1b1b;max-width:60rem;margin:1.5rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;font-size:.9rem}.facts dt{color:#555}.facts dd{margin:0;overflow-wrap:anywhere}
.summary{font-size:1.05rem;font-weight:600}
.tally{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}.tally li{padding:.3rem .6rem;border-radius:.3rem;font-weight:600}
.entry{border-left:.35rem solid;padding:.5rem .8rem;margin:.6rem 0;border-radius:.2rem}
.entry h3{font-size:1rem;margin:0 0 .2rem;word-break:break-word}.entry .headline{font-weight:600;margin:0 0 .3rem}
.entry dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .8rem;margin:0;font-size:.9rem}.entry dd{margin:0;word-break:break-word}
.note{font-size:.85rem;color:#444;border-top:1px solid #ccc;margin-top:2rem;padding-top:.5rem}
${GRADES.map((g) => `.g-${g}{border-color:${GRADE_COLOURS[g].ink};background:${GRADE_COLOURS[g].paper}}.g-${g} .headline,.t-${g}{color:${GRADE_COLOURS[g].ink}}.t-${g}{background:${GRADE_COLOURS[g].paper}}`).join('\n')}
@media print{body{margin:0}.entry{break-inside:avoid}}
`;

function row(term: string, value: string | undefined): string {
  return value === undefined || value === '' ? '' : `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`;
}

/** The lines an entry shows beside its headline (the PDF shows the same, as text). */
export function entryLines(e: ReportEntry): Array<[string, string, string?]> {
  const lines: Array<[string, string, string?]> = [];
  const add = (term: string, value: string | undefined, url?: string) => value !== undefined && value !== '' && lines.push([term, value, url]);
  add('Status', e.status);
  add('Reason', e.reason);
  add('Matched', e.matched_title);
  add('Provision', e.provision && `${e.provision}${e.instrument ? ` of ${e.instrument}` : ''}`);
  add('Nearest that exists', e.nearest);
  if (e.url) add('Source', e.url, e.url);
  add('Confirmed by', e.sources?.join('; '));
  if (e.names_checked !== undefined) add('Names', e.names_checked ? 'compared with the case' : 'not written with the citation: only the citation was confirmed');
  if (e.refers_to !== undefined) add('Refers to', `entry ${e.refers_to}`);
  if (e.pinpoint) add('Pinpoint', `${e.pinpoint.cited}: ${e.pinpoint.status}${e.pinpoint.last_paragraph ? ` (the judgment ends at paragraph ${e.pinpoint.last_paragraph})` : ''}`);
  for (const q of e.quotes ?? []) {
    const detail = q.status === 'found' && q.paragraph !== undefined ? ` (paragraph ${q.paragraph})` : q.status === 'close' ? ` (similarity ${q.similarity}; the judgment says: "${q.actual}")` : '';
    add('Quotation', `"${q.text}": ${q.status}${detail}`);
  }
  if (e.suggestion) add('Probably meant', `${e.suggestion.citation}: ${e.suggestion.title}`);
  for (const r of e.related ?? []) add('Related (information)', `${r.citation}: ${r.title}${r.court ? `, ${r.court}` : ''}`);
  add('Where', locationWords(e.location));
  return lines;
}

function entryHtml(e: ReportEntry): string {
  const lines = entryLines(e)
    .map(([term, value, url]) => row(term, url && isWebUrl(url) ? `<a href="${escapeHtml(url)}" rel="noreferrer noopener">${escapeHtml(value)}</a>` : escapeHtml(value)))
    .join('');
  return `<section class="entry g-${e.grade}" id="entry-${e.n}"><h3>${e.n}. ${escapeHtml(e.cited)}</h3><p class="headline">${escapeHtml(e.headline)}</p><dl>${lines}</dl></section>`;
}

export function documentWords(d: ReportStatement['document']): string | undefined {
  if (!d) return undefined;
  const parts = [
    ...(d.format ? [d.format.toUpperCase()] : []),
    ...(d.pages !== undefined ? [`${d.pages} pages`] : []),
    ...(d.characters !== undefined ? [`${d.characters.toLocaleString('en-US')} characters`] : []),
    ...(d.pieces !== undefined ? [`checked in ${d.pieces} pieces`] : []),
    ...(d.checks_counted !== undefined ? [`${d.checks_counted} checks counted`] : []),
  ];
  return parts.join(', ');
}

/** The facts a report gives about its check, in order (the PDF lists the same). */
export function factLines(s: ReportStatement): Array<[string, string]> {
  return [
    ['Checked at', s.checked_at_sast],
    ['Check id', s.check_id],
    ['Text checked (SHA-256)', s.text_sha256],
    ...(s.document ? [['Document', documentWords(s.document)!] as [string, string]] : []),
    ['Library snapshot', s.library_snapshot],
    ['Citation reader version', String(s.reader_version)],
    ['Signing key', `Ed25519 ${s.key_id}`],
  ];
}

/** The page's bytes before its signature line (which follows it, after the closing tag and a line break). */
export function reportHtml(s: ReportStatement): string {
  const facts = factLines(s)
    .map(([t, v]) => row(t, escapeHtml(v)))
    .join('');
  const tally = GRADES.map((g) => `<li class="t-${g}">${escapeHtml(GRADE_WORDS[g])}: ${s.summary[g]}</li>`).join('');
  const entries = GRADES.map((g) => {
    const of = s.entries.filter((e) => e.grade === g);
    return of.length ? `<h2>${escapeHtml(GRADE_WORDS[g])} (${of.length})</h2>${of.map(entryHtml).join('')}` : '';
  }).join('');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Citation check report ${escapeHtml(s.check_id)}</title><style>${CSS}</style></head>
<body><h1>Citation check report</h1>
<p class="summary">${escapeHtml(s.summary.sentence)}</p><ul class="tally">${tally}</ul>
<dl class="facts">${facts}</dl>
${entries || '<p>No citations were found in the text.</p>'}
<p class="note">${escapeHtml(s.source_note)}</p>
<p class="note">This report is signed: its last line holds an Ed25519 signature, by the key ${escapeHtml(s.key_id)} the service publishes, of every byte before that line. How to check it: docs/reports.md of the service.</p>
<script type="application/json" id="vsl-report">${blockJson(s)}</script>
</body></html>
`;
}
