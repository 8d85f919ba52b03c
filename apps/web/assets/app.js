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
  quote_not_found: 'Quotation not in the judgment',
  quote_close: 'Quotation differs',
  quote_unchecked: 'Quotation not checked',
  pinpoint_not_found: 'Pinpoint not in the judgment',
  not_in_force: 'Not in force then',
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
  quote_not_found: 'The citation is confirmed, but a quotation attributed to it is not in the official copy.',
  quote_close: 'The citation is confirmed, but a quotation attributed to it differs from the official copy.',
  quote_unchecked: 'The citation is confirmed by a record, but the library holds no official text to check its quotation against.',
  pinpoint_not_found: 'The citation is confirmed, but a paragraph it points to is not in the official copy.',
};
/** A provision's meaning: checked against the library's text of its Act. */
const PROVISION_MEANINGS = {
  found: "The provision is in the library's text of the Act, down to the deepest part written.",
  not_found: "The library holds the Act's text, and it has no such provision: likely wrong or invented.",
  unchecked: 'Could not be checked: the library holds no text of the instrument, or nothing ties the provision to one.',
  not_in_force: 'Not in force on the date the writing speaks of (as_at): the version then lacks it, or the instrument was not yet made or already repealed.',
};
const ACT_NOT_FOUND = 'No such Act in a year whose Acts the library holds completely: check the Government Gazette or the official consolidation.';
const PINPOINT_LABELS = { found: 'found in the official copy', not_found: 'not in the official copy', unchecked: 'not checked' };
const QUOTE_LABELS = { found: 'found in the official copy', close: 'nearly: words differ from the official copy', not_found: 'not in the official copy', unchecked: 'not checked (no official copy here)' };

/**
 * What each headline asks of the reader, most urgent first: red for what looks wrong (accused),
 * amber for what could not be verified, green for what was confirmed. Doubt is never counted as
 * checked.
 */
const GROUPS = {
  accused: { rank: 0, statuses: ['mismatch', 'number_mismatch', 'not_found', 'not_in_force', 'quote_not_found', 'pinpoint_not_found'], words: (n) => `${n} look${n === 1 ? 's' : ''} wrong` },
  doubt: { rank: 1, statuses: ['unchecked', 'name_only', 'repealed', 'quote_close', 'quote_unchecked'], words: (n) => `${n} could not be verified` },
  confirmed: { rank: 2, statuses: ['found'], words: (n) => `${n} confirmed` },
};
const groupOf = (headline) => Object.keys(GROUPS).find((g) => GROUPS[g].statuses.includes(headline)) ?? 'doubt';

/**
 * An entry's headline: its status, unless it is found and a quotation or pinpoint attributed to
 * it (its own or a short form's) fails, which is what the reader must see first.
 */
function headline(entry) {
  if (entry.status !== 'found') return entry.status;
  const pinpoints = [entry.pinpoint, ...(entry.shortForms ?? []).map((r) => r.pinpoint)].filter(Boolean);
  if ((entry.quotes ?? []).some((q) => q.status === 'not_found')) return 'quote_not_found';
  if (pinpoints.some((p) => p.status === 'not_found')) return 'pinpoint_not_found';
  if ((entry.quotes ?? []).some((q) => q.status === 'close')) return 'quote_close';
  if ((entry.quotes ?? []).some((q) => q.status === 'unchecked')) return 'quote_unchecked';
  return 'found';
}

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

/** A link named by the site it leads to, so a reader sees where a text comes from before following it. */
function siteLink(url) {
  let host = url;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // (an address the browser cannot read is shown as written)
  }
  return officialLink(url, `on ${host}`);
}

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

/**
 * Sends a file as a multipart form, reporting the upload's progress (fetch cannot); answers as call does.
 */
function upload(path, form, onProgress) {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API + path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (e) => e.lengthComputable && onProgress(e.loaded / e.total));
    xhr.upload.addEventListener('load', () => onProgress(1));
    const failed = () => resolve({ ok: false, status: 0, headers: new Headers(), body: { error: 'The service could not be reached. Check your connection and try again.', code: 'network' } });
    xhr.addEventListener('error', failed);
    xhr.addEventListener('abort', failed);
    xhr.addEventListener('load', () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      let body;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = { error: `The service answered with status ${xhr.status} and no readable body. Try again shortly.`, code: 'server_error' };
      }
      if (typeof body?.source_note === 'string') $('source-note').textContent = body.source_note;
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, headers, body });
    });
    xhr.send(form);
  });
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

/** A moment as a person in South Africa reads it: `00:00 on Monday 30 November, South African time`. */
function southAfricanTime(date) {
  const zone = { timeZone: 'Africa/Johannesburg' };
  const time = date.toLocaleTimeString('en-GB', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = date.toLocaleDateString('en-GB', { ...zone, weekday: 'long', day: 'numeric', month: 'long' });
  return `${time} on ${day}, South African time`;
}

/** The service's own message, plainly, with what the visitor can do about it. */
function showError(box, body) {
  if (body.code === 'quota_exceeded') {
    const operation = box.id === 'check-error' ? 'checks' : 'searches';
    const allowance = usage?.[operation];
    const what = operation === 'checks' ? 'citation checks' : 'searches';
    box.replaceChildren(el('p', { text: `The free allowance${allowance ? ` of ${allowance.allowance} ${what}` : ''} for ${periodWord(usage?.period)} is used up; nothing was checked.` }));
    if (body.retry_after_seconds) {
      const at = new Date(Date.now() + body.retry_after_seconds * 1000);
      box.append(el('p', { text: `You can ${operation === 'checks' ? 'check' : 'search'} again from ${southAfricanTime(at)} (in ${duration(body.retry_after_seconds)}).` }));
    }
    if (operation === 'checks' && usage?.searches.remaining > 0) box.append(el('p', { text: 'Searching and reading the library still work until then.' }));
    if (body.upgrade) box.append(el('p', {}, 'Checking drafts every day? ', officialLink(body.upgrade, 'See the plans'), ' for firms and teams.'));
  } else {
    box.replaceChildren(el('p', { text: body.error }));
    if (body.code === 'RATE_LIMITED' && body.retry_after_seconds) {
      box.append(el('p', { text: `Too many requests in a minute. Try again in ${duration(body.retry_after_seconds)}.` }));
    }
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
  const cls = `tag st-${status} g-${groupOf(status)}`;
  return href ? el('a', { cls, text: label, attrs: { href } }) : el('span', { cls, text: label });
}

/** The text as written, each citation and short form with a span marked by its entry's headline and linked to the entry. */
function markText(text, entries) {
  const out = $('marked');
  out.replaceChildren();
  const spans = entries.flatMap((entry) => [
    { entry, start: entry.start, end: entry.end, id: `mark-${entry.n}` },
    ...(entry.shortForms ?? []).map((r, i) => ({ entry, start: r.start, end: r.end, id: `mark-${entry.n}-${i + 1}` })),
  ]);
  let at = 0;
  for (const span of spans.filter((x) => Number.isInteger(x.start) && Number.isInteger(x.end)).sort((a, b) => a.start - b.start)) {
    if (span.start < at) continue; // overlapping spans: the entry is still listed below
    const status = span.entry.headline;
    out.append(text.slice(at, span.start));
    const mark = el('mark', { cls: `st-${status} g-${groupOf(status)}`, attrs: { 'data-status': status, id: span.id } }, text.slice(span.start, span.end), tag(status, `#entry-${span.entry.n}`));
    mark.lastChild.setAttribute('aria-label', `${LABELS[status] ?? status}: details of ${span.entry.cited}`);
    out.append(mark);
    at = span.end;
  }
  out.append(text.slice(at));
}

function detail(list, term, ...value) {
  list.append(el('dt', { text: term }), el('dd', {}, ...value));
}

/** Where a citation stands in an uploaded document: page, footnote or endnote, paragraph. */
function place(location) {
  if (!location) return '';
  const parts = [];
  if (location.page) parts.push(`page ${location.page}`);
  if (location.note) parts.push(`${location.note_kind === 'endnote' ? 'endnote' : 'footnote'} ${location.note}`);
  if (location.paragraph) parts.push(`paragraph ${location.paragraph}`);
  return parts.join(', ');
}

/** What an entry's link leads to, said plainly: an official copy, or the file a record was imported from. */
function sourceLink(entry) {
  const fromFile = (entry.sources ?? []).some((s) => /import file/.test(s));
  return officialLink(entry.url, fromFile ? 'Source file (not an official copy)' : 'Official copy');
}

function pinpointWords(pinpoint) {
  const last = pinpoint.last_paragraph ? ` (the judgment ends at paragraph ${pinpoint.last_paragraph})` : '';
  return `${pinpoint.cited}: ${PINPOINT_LABELS[pinpoint.status] ?? pinpoint.status}${last}`;
}

function entryItem(entry) {
  const facts = el('dl');
  detail(facts, 'Kind', { case: 'Case', act: 'Act', provision: 'Provision' }[entry.kind]);
  if (entry.kind === 'provision') {
    detail(facts, 'Provision', entry.provision);
    if (entry.instrument) detail(facts, 'Of', entry.url ? officialLink(entry.url, entry.instrument) : entry.instrument);
    if (entry.nearest) detail(facts, 'Nearest that exists', entry.nearest);
    if (entry.version) detail(facts, 'Version read', `in force from ${entry.version.in_force_from ?? entry.version.expression_date}${entry.version.in_force_to ? ` to ${entry.version.in_force_to}` : ''}`);
  }
  // (An Act is looked for in the Government Gazette, never in the law reports.)
  const meaning =
    entry.kind === 'provision' && PROVISION_MEANINGS[entry.headline] ? PROVISION_MEANINGS[entry.headline] : entry.kind === 'act' && entry.headline === 'not_found' ? ACT_NOT_FOUND : MEANINGS[entry.headline];
  if (meaning) detail(facts, 'Meaning', meaning);
  if (entry.reason) detail(facts, 'Why', entry.reason);
  if (entry.location) detail(facts, 'Where', place(entry.location));
  if (entry.matched_title) detail(facts, 'Matched', entry.matched_title);
  if (entry.url) detail(facts, 'Source', sourceLink(entry));
  if (entry.name_slips?.length) detail(facts, 'Spelling', entry.name_slips.map((slip) => `“${slip.written}” is spelt “${slip.official}” in the official name`).join('; '));
  if (entry.names_checked !== undefined) detail(facts, 'Names', entry.names_checked ? 'compared with the official copy' : 'not compared (no names written with the citation)');
  if (entry.pinpoint) detail(facts, 'Pinpoint', pinpointWords(entry.pinpoint));
  for (const quote of entry.quotes ?? []) {
    const where = quote.paragraph ? ` (paragraph ${quote.paragraph})` : '';
    const near = quote.status === 'close' ? ` (${Math.round(quote.similarity * 100)}% of the words; the judgment says: “${quote.actual}”)` : '';
    detail(facts, 'Quotation', `“${quote.text}”: ${QUOTE_LABELS[quote.status] ?? quote.status}${where}${near}`);
  }
  for (const short of entry.shortForms ?? []) detail(facts, 'Short form', short.pinpoint ? pinpointWords(short.pinpoint) : short.cited);
  if (entry.suggestion) detail(facts, 'Probably meant', `${entry.suggestion.title} ${entry.suggestion.citation}`);
  if (entry.related?.length) {
    const others = entry.related.map((r) => `${r.title} ${r.citation}${r.court ? ` (${r.court})` : ''}`).join('; ');
    detail(facts, 'Other judgments between these parties', `${others}: information, not a correction`);
  }
  if (entry.sources?.length) detail(facts, entry.status === 'found' ? 'Confirmed by' : 'Looked up in', entry.sources.join('; '));
  const back = Number.isInteger(entry.start) ? el('a', { text: 'Show in text', attrs: { href: `#mark-${entry.n}` } }) : '';
  return el(
    'li',
    { cls: `g-${groupOf(entry.headline)}`, attrs: { id: `entry-${entry.n}`, 'data-status': entry.headline, 'data-group': groupOf(entry.headline), tabindex: '-1' } },
    tag(entry.headline),
    ' ',
    el('span', { cls: 'cited', text: entry.cited }),
    ' ',
    back,
    facts,
  );
}

/** The summary: what needs attention first, in words; the box takes the colour of the most urgent group. */
function summary(entries) {
  const box = $('check-summary');
  box.className = 'summary';
  if (!entries.length) {
    box.textContent = 'No case or Act citations were found in this text.';
    return;
  }
  const counts = { accused: 0, doubt: 0, confirmed: 0 };
  for (const e of entries) counts[groupOf(e.headline)]++;
  const total = `${entries.length} citation${entries.length === 1 ? '' : 's'}`;
  const attention = counts.accused + counts.doubt;
  const parts = ['accused', 'doubt', 'confirmed'].filter((g) => counts[g]).map((g) => GROUPS[g].words(counts[g]));
  box.textContent = attention
    ? `${attention} of ${total} need${attention === 1 ? 's' : ''} attention: ${parts.join(', ')}.`
    : `All ${total} confirmed.`;
  box.classList.add(`g-${counts.accused ? 'accused' : counts.doubt ? 'doubt' : 'confirmed'}`);
}

/** The answer's entries with their short forms, numbered in text order and listed most urgent first. */
function entriesOf(body) {
  const cases = body.cases.map((c) => ({ ...c, kind: 'case', shortForms: [] }));
  for (const ref of body.references ?? []) cases[ref.refers_to]?.shortForms.push(ref);
  let n = 0;
  // A provision is an entry of its own, whether under its Act's entry or tied to none.
  const provisions = [...body.acts.flatMap((a) => a.provisions ?? []), ...(body.provisions ?? [])].map((p) => ({ ...p, kind: 'provision' }));
  return [...cases, ...body.acts.map((a) => ({ ...a, kind: 'act' })), ...provisions]
    .sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity))
    .map((e) => ({ ...e, n: ++n, headline: headline(e) }))
    .sort((a, b) => GROUPS[groupOf(a.headline)].rank - GROUPS[groupOf(b.headline)].rank || a.n - b.n);
}

/** A size in bytes as a person reads it: `5 MB`, `340 KB`. */
function size(bytes) {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What was read from an uploaded document, and what it counted. */
function documentFacts(document) {
  const box = $('document-facts');
  box.hidden = !document;
  if (!document) return;
  const pages = document.pages ? `${document.pages} page${document.pages === 1 ? '' : 's'}, ` : '';
  const checks = document.checks_counted ?? document.pieces;
  box.textContent = `Read as ${document.format.toUpperCase()}: ${pages}${document.characters.toLocaleString('en-ZA')} characters, checked in ${document.pieces} piece${document.pieces === 1 ? '' : 's'} (${checks} check${checks === 1 ? '' : 's'} counted).`;
}

/** The signed report of the check just made, as PDF and as an HTML page, when the service kept it. */
function reportLinks(checkId) {
  $('report-links').hidden = !checkId;
  if (!checkId) return;
  const base = `${API}/checks/${encodeURIComponent(checkId)}/report`;
  $('report-pdf').setAttribute('href', `${base}?format=pdf`);
  $('report-pdf').setAttribute('download', `citation-check-${checkId}.pdf`);
  $('report-html').setAttribute('href', `${base}?format=html`);
  $('report-html').setAttribute('download', `citation-check-${checkId}.html`);
}

function showAnswer(text, body) {
  const entries = entriesOf(body);
  documentFacts(body.document);
  reportLinks(body.check_id);
  if (text === undefined) $('marked').replaceChildren();
  else markText(text, entries);
  $('marked').hidden = text === undefined;
  $('entries').replaceChildren(...entries.map(entryItem));
  summary(entries);
  $('check-results').hidden = false;
  $('check-summary').focus();
}

/** The document chosen or dropped; while there is one, Check checks it rather than the pasted text. */
let chosen;

function choose(file) {
  chosen = file;
  const line = $('file-chosen');
  line.replaceChildren();
  if (!file) {
    $('file').value = '';
    return;
  }
  const remove = el('button', { cls: 'link', text: 'Remove it', attrs: { type: 'button' } });
  remove.addEventListener('click', () => choose(undefined));
  line.append(`Chosen: ${file.name} (${size(file.size)}). Check will check this document. `, remove);
}

function progress(fraction, words) {
  const box = $('progress-box');
  box.hidden = fraction === undefined;
  if (fraction === undefined) return;
  // (Once the file is sent, the service reads and checks it: no fraction to show, so the bar moves on its own.)
  if (fraction === null) $('progress').removeAttribute('value');
  else $('progress').value = Math.round(fraction * 100);
  $('progress-text').textContent = words;
}

async function checkDocument(file) {
  const error = $('check-error');
  const most = Number($('file-limit').dataset.bytes);
  if (file.size > most) {
    return showError(error, { error: `${file.name} is ${size(file.size)}; a document can be at most ${size(most)}. Nothing was sent. Split it, or save it without pictures.` });
  }
  if (file.size === 0) return showError(error, { error: `${file.name} is empty: nothing to check.` });
  const form = new FormData();
  form.append('file', file, file.name);
  // (The date the writing speaks of reaches a document's check as it does a pasted text's.)
  if ($('as-at').value) form.append('as_at', $('as-at').value);
  progress(0, `Sending ${file.name}…`);
  await runCheck(async () => {
    const answer = await upload('/verify/document', form, (sent) =>
      sent < 1 ? progress(sent, `Sending ${file.name}: ${Math.round(sent * 100)}%`) : progress(null, `Reading ${file.name} and checking its citations…`),
    );
    progress(undefined);
    return answer;
  });
}

/** Runs a check (a call answering as /v1/verify does) with the button saying so, then shows its answer (marked in `text`, when a paste) or its error. */
async function runCheck(request, text) {
  const button = $('check-button');
  button.disabled = true;
  button.textContent = 'Checking…';
  const answer = await request();
  button.disabled = false;
  button.textContent = 'Check';
  readQuotaHeaders('checks', answer.headers, answer.body);
  if (!answer.ok) {
    $('check-results').hidden = true;
    return showError($('check-error'), answer.body);
  }
  showAnswer(text, answer.body);
}

async function check(event) {
  event.preventDefault();
  const text = $('text').value;
  const error = $('check-error');
  clearError(error);
  if (chosen) return checkDocument(chosen);
  if (!text.trim()) return showError(error, { error: 'Paste a text that cites cases or Acts first.' });
  const max = Number($('text').dataset.max);
  if (text.length > max) {
    return showError(error, {
      error: `Your text has ${text.length.toLocaleString('en-ZA')} characters; a pasted text can have at most ${max.toLocaleString('en-ZA')}. Nothing was checked. Check it in parts, or upload the document as a file.`,
    });
  }
  // (The date the writing speaks of, when one is given: provisions are read in the version in force then.)
  const asAt = $('as-at').value;
  await runCheck(() => call('/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text, ...(asAt ? { as_at: asAt } : {}) }) }), text);
}

function countCharacters() {
  const length = $('text').value.length;
  const max = Number($('text').dataset.max);
  const count = $('text-count');
  count.textContent = `${length.toLocaleString('en-ZA')} of ${max.toLocaleString('en-ZA')} characters` + (length > max ? `: ${(length - max).toLocaleString('en-ZA')} too many` : '');
  count.classList.toggle('over', length > max);
}

// --- Search and the reader --------------------------------------------------------------------

/** Where a judgment's excerpt stands: its paragraph number when it opens with one, else its longest stretch between ellipses (at most 12 words), enough to find its paragraph. */
function phraseOf(excerpt) {
  if (!excerpt) return undefined;
  const paragraph = /^\[(\d{1,4})\]\s/.exec(excerpt);
  if (paragraph) return paragraph[1];
  const runs = excerpt.split(/[«»…]|\.\.\./).map((r) => r.trim()).filter(Boolean);
  const longest = runs.sort((a, b) => b.length - a.length)[0];
  return longest ? longest.split(/\s+/).slice(0, 12).join(' ') : undefined;
}

/**
 * An excerpt with the query's words marked: `highlights` are [start, end) UTF-16 offsets (string
 * indexes), each span a <mark> holding text, never markup. Spans out of order or out of range are
 * left unmarked.
 */
function excerptOf(excerpt, highlights) {
  const node = el('p', { cls: 'excerpt' });
  let at = 0;
  for (const [start, end] of highlights ?? []) {
    if (!(Number.isInteger(start) && Number.isInteger(end) && at <= start && start < end && end <= excerpt.length)) continue;
    node.append(excerpt.slice(at, start), el('mark', { text: excerpt.slice(start, end) }));
    at = end;
  }
  node.append(excerpt.slice(at));
  return node;
}

function resultItem(result) {
  const facts = el('dl');
  const kinds = { judgment: 'Judgment', act: 'Act', regulation: 'Regulation', bylaw: 'By-law', notice: 'Gazette notice', bill: 'Bill' };
  detail(facts, 'Kind', kinds[result.type] ?? result.type);
  for (const [field, term] of [['citation', 'Citation'], ['court', 'Court'], ['date', 'Date'], ['act', 'Act'], ['section', 'Section'], ['gazette', 'Gazette']]) {
    if (result[field]) detail(facts, term, String(result[field]));
  }
  detail(facts, 'Source', siteLink(result.url));
  const read = el('button', { cls: 'link', text: result.section ? `Read ${result.section}` : 'Read', attrs: { type: 'button' } });
  read.setAttribute('aria-label', `Read ${result.section ? result.section + ' of ' : ''}${result.title}`);
  // A judgment opens at the paragraph its excerpt came from: the excerpt's longest run of words is the phrase looked for.
  const at = result.section ?? (result.type === 'judgment' ? phraseOf(result.excerpt) : undefined);
  read.addEventListener('click', () => openSection(result.doc_id, at));
  return el('li', {}, el('h3', { text: result.title }), result.excerpt ? excerptOf(result.excerpt, result.highlights) : '', facts, read);
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

/** Says where the text shown goes on: what the cap left out, and for a judgment the paragraph to read next. */
function readOn(body) {
  const more = $('reader-more');
  more.replaceChildren();
  more.hidden = !body.continues;
  if (!body.continues) return;
  const { characters, next } = body.continues;
  if (characters) more.append(`The text continues: ${characters.toLocaleString('en-ZA')} more characters follow${body.url ? ' in the source' : ''}. `);
  if (next) {
    const button = el('button', { cls: 'link', text: `Read on from paragraph ${next}`, attrs: { type: 'button' } });
    button.addEventListener('click', () => openSection(body.doc_id, next));
    more.append(button);
  }
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
    $('reader-more').hidden = true;
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
  $('reader-meta').replaceChildren(meta.join(' · '), meta.length && body.url ? ' · ' : '', body.url ? el('span', {}, 'Source ', siteLink(body.url)) : '');
  text.textContent = body.text ?? '';
  text.hidden = body.text === undefined;
  if (body.text !== undefined) text.setAttribute('tabindex', '0'); // scrollable: reachable by keyboard
  readOn(body);
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
$('file').addEventListener('change', () => choose($('file').files[0]));
// A file dropped anywhere on the check panel is chosen (and never opened by the browser in place of the page).
const panel = $('check-form').closest('section');
for (const type of ['dragenter', 'dragover']) {
  panel.addEventListener(type, (e) => {
    e.preventDefault();
    panel.classList.add('dropping');
  });
}
panel.addEventListener('dragleave', (e) => e.target === panel && panel.classList.remove('dropping'));
panel.addEventListener('drop', (e) => {
  e.preventDefault();
  panel.classList.remove('dropping');
  if (e.dataTransfer?.files?.length) choose(e.dataTransfer.files[0]);
});
$('file-limit').textContent = size(Number($('file-limit').dataset.bytes));
for (const box of ['check-error', 'search-error', 'reader-error']) $(box).setAttribute('tabindex', '-1');
countCharacters();
loadUsage();
