// The paste-and-check page: plain DOM code calling the public REST API of the origin it is served
// from, on the free tier of the visitor's address. No key is ever sent from here (keys belong on
// servers), and no text from a response is parsed as HTML: everything is written with textContent.

const API = '/v1';

/** What each status is called on the page; the colour and border style come from app.css. */
const LABELS = {
  found: 'Found',
  mismatch: 'Mismatch',
  name_only: 'Name only',
  not_found: 'Not found',
  unchecked: 'Unchecked',
  repealed: 'Repealed',
  number_mismatch: 'Wrong Act number',
};
/** One sentence per status, for the list of entries (the spec's meanings, shortened). */
const MEANINGS = {
  found: 'Confirmed against an official copy or verified record.',
  mismatch: 'The citation belongs to a different case: likely wrong or invented.',
  name_only: 'A case with these names is held, but this citation could not be confirmed.',
  not_found: 'Nothing matching in the sources searched: check the law reports. Not proof that it is invented.',
  unchecked: 'Could not be checked against the sources available: neither confirmed nor accused.',
  repealed: 'The Act is held, but verified records mark it as repealed.',
  number_mismatch: 'An Act with this name and year exists with a different number.',
};
const ACT_NOT_FOUND = 'No such Act in a year whose Acts the library holds completely: check the Government Gazette or the official consolidation.';
const PINPOINT_LABELS = { found: 'found in the official copy', not_found: 'not in the official copy', unchecked: 'not checked' };
const QUOTE_LABELS = { found: 'found in the official copy', close: 'nearly: words differ from the official copy', not_found: 'not in the official copy', unchecked: 'not checked (no official copy here)' };

const $ = (id) => document.getElementById(id);

/** A new element with optional class, text and children. */
function el(tag, { cls, text, attrs } = {}, ...children) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attrs ?? {})) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const officialLink = (url, text = 'Official copy') => el('a', { text, attrs: { href: url, rel: 'noopener' } });

// --- Calling the API ------------------------------------------------------------------------

/** Usage as /v1/usage last reported it; the RateLimit headers of later calls keep it current. */
let usage;

/** Calls the API; returns { ok, status, body, headers }. Network failures come back as a status 0 answer. */
async function call(path, init = {}) {
  let res;
  try {
    res = await fetch(API + path, { ...init, credentials: 'omit', headers: { accept: 'application/json', ...(init.headers ?? {}) } });
  } catch {
    return { ok: false, status: 0, headers: new Headers(), body: { error: 'The service could not be reached. Check your connection and try again.', code: 'network' } };
  }
  let body;
  try {
    body = await res.json();
  } catch {
    body = { error: `The service answered with status ${res.status} and no readable body. Try again shortly.`, code: 'server_error' };
  }
  if (typeof body?.source_note === 'string') $('source-note').textContent = body.source_note;
  return { ok: res.ok, status: res.status, headers: res.headers, body };
}

// --- The allowance line -----------------------------------------------------------------------

const periodWord = (period) => (period === 'month' ? 'this month' : 'today');

function showQuota(extra = '') {
  if (!usage) return;
  const when = periodWord(usage.period);
  const { checks, searches } = usage;
  $('quota').textContent =
    `Checks left ${when}: ${checks.remaining} of ${checks.allowance} · Searches left ${when}: ${searches.remaining} of ${searches.allowance}` +
    (extra ? ` · ${extra}` : '');
}

async function loadUsage() {
  const answer = await call('/usage');
  if (answer.ok) {
    usage = answer.body;
    showQuota();
  } else {
    $('quota').textContent = `Allowance unknown: ${answer.body.error}`;
  }
}

/**
 * The RateLimit headers of a counted call describe whichever limit is nearer: the allowance of the
 * operation, or the requests left this minute. Both are shown as they come.
 */
function readQuotaHeaders(operation, headers, body) {
  if (!usage) return;
  const allowance = usage[operation];
  const limit = Number(headers.get('RateLimit-Limit'));
  const remaining = Number(headers.get('RateLimit-Remaining'));
  if (body?.code === 'quota_exceeded') allowance.remaining = 0;
  if (!headers.has('RateLimit-Remaining')) return showQuota();
  if (limit === allowance.allowance) {
    allowance.remaining = remaining;
    showQuota();
  } else {
    showQuota(`${remaining} requests left this minute`);
  }
}

// --- Errors -------------------------------------------------------------------------------------

function duration(seconds) {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  return `${hours} hours ${minutes % 60} minutes`;
}

/** The service's own message, plainly, with what the visitor can do about it. */
function showError(box, body) {
  box.replaceChildren(el('p', { text: body.error }));
  if (body.code === 'quota_exceeded') {
    const retry = body.retry_after_seconds ? ` It resets in ${duration(body.retry_after_seconds)}.` : '';
    box.append(el('p', { text: `The free allowance for this address is used up.${retry}` }));
    if (body.upgrade) box.append(el('p', {}, 'For more, ', officialLink(body.upgrade, 'see the plans'), ' (an API key for your own software).'));
  } else if (body.code === 'RATE_LIMITED' && body.retry_after_seconds) {
    box.append(el('p', { text: `Too many requests in a minute. Try again in ${duration(body.retry_after_seconds)}.` }));
  }
  box.hidden = false;
  box.focus?.();
}

function clearError(box) {
  box.hidden = true;
  box.replaceChildren();
}

// --- Checking citations -----------------------------------------------------------------------

function tag(status, href) {
  const label = LABELS[status] ?? status;
  return href ? el('a', { cls: `tag st-${status}`, text: label, attrs: { href } }) : el('span', { cls: `tag st-${status}`, text: label });
}

/** The text as written, with each citation that has a span marked by its result and linked to its entry. */
function markText(text, entries) {
  const out = $('marked');
  out.replaceChildren();
  let at = 0;
  for (const entry of [...entries].filter((e) => Number.isInteger(e.start) && Number.isInteger(e.end)).sort((a, b) => a.start - b.start)) {
    if (entry.start < at) continue; // overlapping spans: the entry is still listed below
    out.append(text.slice(at, entry.start));
    const mark = el('mark', { cls: `st-${entry.status}`, attrs: { 'data-status': entry.status, id: `mark-${entry.n}` } }, text.slice(entry.start, entry.end), tag(entry.status, `#entry-${entry.n}`));
    mark.lastChild.setAttribute('aria-label', `${LABELS[entry.status] ?? entry.status}: details of ${entry.cited}`);
    out.append(mark);
    at = entry.end;
  }
  out.append(text.slice(at));
}

function detail(list, term, ...value) {
  list.append(el('dt', { text: term }), el('dd', {}, ...value));
}

function entryItem(entry) {
  const facts = el('dl');
  detail(facts, 'Kind', entry.kind === 'case' ? 'Case' : 'Act');
  // (An Act is looked for in the Government Gazette, never in the law reports.)
  const meaning = entry.kind === 'act' && entry.status === 'not_found' ? ACT_NOT_FOUND : MEANINGS[entry.status];
  if (meaning) detail(facts, 'Meaning', meaning);
  if (entry.reason) detail(facts, 'Why', entry.reason);
  if (entry.matched_title) detail(facts, 'Matched', entry.matched_title);
  if (entry.url) detail(facts, 'Source', officialLink(entry.url));
  if (entry.names_checked !== undefined) detail(facts, 'Names', entry.names_checked ? 'compared with the official copy' : 'not compared (no names written with the citation)');
  if (entry.pinpoint) {
    const last = entry.pinpoint.last_paragraph ? ` (the judgment ends at paragraph ${entry.pinpoint.last_paragraph})` : '';
    detail(facts, 'Pinpoint', `${entry.pinpoint.cited}: ${PINPOINT_LABELS[entry.pinpoint.status] ?? entry.pinpoint.status}${last}`);
  }
  if (entry.suggestion) detail(facts, 'Probably meant', `${entry.suggestion.title} ${entry.suggestion.citation}`);
  if (entry.related?.length) {
    const others = entry.related.map((r) => `${r.title} ${r.citation}${r.court ? ` (${r.court})` : ''}`).join('; ');
    detail(facts, 'Other judgments between these parties', `${others}: information, not a correction`);
  }
  for (const quote of entry.quotes ?? []) {
    const where = quote.paragraph ? ` (paragraph ${quote.paragraph})` : '';
    const near = quote.status === 'close' ? ` (${Math.round(quote.similarity * 100)}% of the words; the judgment says: “${quote.actual}”)` : '';
    detail(facts, 'Quotation', `“${quote.text}”: ${QUOTE_LABELS[quote.status] ?? quote.status}${where}${near}`);
  }
  if (entry.sources?.length) detail(facts, 'Confirmed by', entry.sources.join('; '));
  const back = Number.isInteger(entry.start) ? el('a', { text: 'Show in text', attrs: { href: `#mark-${entry.n}` } }) : '';
  return el('li', { attrs: { id: `entry-${entry.n}`, 'data-status': entry.status, tabindex: '-1' } }, tag(entry.status), ' ', el('span', { cls: 'cited', text: entry.cited }), ' ', back, facts);
}

function summary(entries) {
  if (!entries.length) return 'No case or Act citations were found in this text.';
  const counts = {};
  for (const e of entries) counts[e.status] = (counts[e.status] ?? 0) + 1;
  const parts = Object.entries(counts).map(([status, n]) => `${n} ${LABELS[status]?.toLowerCase() ?? status}`);
  return `${entries.length} citation${entries.length === 1 ? '' : 's'} checked: ${parts.join(', ')}.`;
}

async function check(event) {
  event.preventDefault();
  const text = $('text').value;
  const error = $('check-error');
  clearError(error);
  if (!text.trim()) return showError(error, { error: 'Paste a text that cites cases or Acts first.' });
  const button = $('check-button');
  button.disabled = true;
  button.textContent = 'Checking…';
  const answer = await call('/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
  button.disabled = false;
  button.textContent = 'Check';
  readQuotaHeaders('checks', answer.headers, answer.body);
  if (!answer.ok) {
    $('check-results').hidden = true;
    return showError(error, answer.body);
  }
  let n = 0;
  const entries = [
    ...answer.body.cases.map((c) => ({ ...c, kind: 'case' })),
    ...answer.body.acts.map((a) => ({ ...a, kind: 'act' })),
  ]
    .sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity))
    .map((e) => ({ ...e, n: ++n }));
  markText(text, entries);
  $('entries').replaceChildren(...entries.map(entryItem));
  $('check-summary').textContent = summary(entries);
  $('check-results').hidden = false;
  $('check-summary').focus();
}

function countCharacters() {
  const length = $('text').value.length;
  $('text-count').textContent = `${length.toLocaleString('en-ZA')} of ${$('text').maxLength.toLocaleString('en-ZA')} characters`;
}

// --- Search and the reader --------------------------------------------------------------------

function resultItem(result) {
  const facts = el('dl');
  const kinds = { judgment: 'Judgment', act: 'Act', regulation: 'Regulation', bylaw: 'By-law', notice: 'Gazette notice', bill: 'Bill' };
  detail(facts, 'Kind', kinds[result.type] ?? result.type);
  for (const [field, term] of [['citation', 'Citation'], ['court', 'Court'], ['date', 'Date'], ['act', 'Act'], ['section', 'Section'], ['gazette', 'Gazette']]) {
    if (result[field]) detail(facts, term, String(result[field]));
  }
  detail(facts, 'Source', officialLink(result.url));
  const read = el('button', { cls: 'link', text: result.section ? `Read ${result.section}` : 'Read', attrs: { type: 'button' } });
  read.setAttribute('aria-label', `Read ${result.section ? result.section + ' of ' : ''}${result.title}`);
  read.addEventListener('click', () => openSection(result.doc_id, result.section));
  return el('li', {}, el('h3', { text: result.title }), result.excerpt ? el('p', { cls: 'excerpt', text: result.excerpt }) : '', facts, read);
}

async function search(event) {
  event.preventDefault();
  const error = $('search-error');
  clearError(error);
  const q = $('q').value.trim();
  if (!q) return showError(error, { error: 'Type at least two words to search for.' });
  const params = new URLSearchParams({ q, type: $('type').value, limit: '10' });
  const answer = await call(`/search?${params}`);
  readQuotaHeaders('searches', answer.headers, answer.body);
  if (!answer.ok) {
    $('results').replaceChildren();
    $('search-summary').textContent = '';
    return showError(error, answer.body);
  }
  const { results } = answer.body;
  $('search-summary').textContent = results.length ? `${results.length} result${results.length === 1 ? '' : 's'}.` : 'Nothing found. Try other words or another kind of document.';
  $('results').replaceChildren(...results.map(resultItem));
}

async function openSection(docId, section) {
  const reader = $('reader');
  const error = $('reader-error');
  clearError(error);
  const params = new URLSearchParams({ doc_id: String(docId) });
  if (section) params.set('section', section);
  const answer = await call(`/section?${params}`);
  readQuotaHeaders('searches', answer.headers, answer.body);
  reader.hidden = false;
  const heading = $('reader-heading');
  const text = $('reader-text');
  const choices = $('reader-sections');
  if (!answer.ok) {
    heading.textContent = 'Could not open this document';
    $('reader-meta').replaceChildren();
    text.replaceChildren();
    choices.hidden = true;
    showError(error, answer.body);
    heading.focus();
    return;
  }
  const body = answer.body;
  heading.textContent = body.title;
  const meta = [];
  if (body.section) meta.push(body.section);
  if (body.gazette) meta.push(body.gazette);
  $('reader-meta').replaceChildren(meta.join(' · '), meta.length && body.url ? ' · ' : '', body.url ? officialLink(body.url, 'Official source') : '');
  text.textContent = body.text ?? '';
  text.hidden = body.text === undefined;
  if (body.text !== undefined) text.setAttribute('tabindex', '0'); // scrollable: reachable by keyboard
  choices.hidden = !body.sections;
  choices.querySelector('ul').replaceChildren(
    ...(body.sections ?? []).map((ref) => {
      const open = el('button', { cls: 'link', text: ref, attrs: { type: 'button' } });
      open.addEventListener('click', () => openSection(body.doc_id, ref));
      return el('li', {}, open);
    }),
  );
  heading.focus();
}

// --- Start ------------------------------------------------------------------------------------

$('check-form').addEventListener('submit', check);
$('search-form').addEventListener('submit', search);
$('text').addEventListener('input', countCharacters);
for (const box of ['check-error', 'search-error', 'reader-error']) $(box).setAttribute('tabindex', '-1');
countCharacters();
loadUsage();
