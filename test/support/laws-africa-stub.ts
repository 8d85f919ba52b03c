import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { attrs, children, parseXml, tagOf, type XmlNode } from '#libs/importers/structure.js';
import { sharedDataDir } from '#libs/testing/templates.js';

/**
 * A stand-in for the Laws.Africa Content API on 127.0.0.1, replaying responses of the documented
 * shape: `GET <base>/akn/<place>/.json` lists expression objects page by page (`count`, `next`,
 * `previous`, `results`), `GET <expression url>.xml` is the expression's Akoma Ntoso, every request
 * needs `Authorization: Token <token>`. Like a mirror, it serves `next` links and result `url`s under
 * paths of its own (`/mirror/...`), so a client that rebuilt URLs instead of following them fails.
 *
 * Works are the real expression objects of ../shared/data (the Constitution; the by-laws'
 * metadata.json), with only `url` rewritten to point here, plus made-up works added by tests.
 */
export interface StubWork {
  place: string;
  /** The expression object as listed (its `url` is set by the stub). */
  expression: Record<string, unknown>;
  /** The Akoma Ntoso served at `<url>.xml`. */
  xml: string;
  /** Another origin the list names as its `url`'s (a list pointing a client at a foreign host). */
  urlOrigin?: string;
  /** Earlier English expressions, listed in the work's `points_in_time` beside the current one and served at `<their url>.xml`. */
  earlier?: Array<{ expression_date: string; title?: string; xml: string }>;
}

export interface StubRequest {
  path: string;
  authorization: string | undefined;
  at: number;
  status: number;
}

type Failure = { status: number; retryAfter?: string };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Akoma Ntoso 3 as the Content API serves it, for a made-up work: one section per entry. */
export function aknXml(frbr: string, expressionDate: string, title: string, sections: Array<[string, string, string]>): string {
  const body = sections
    .map(([num, heading, text], i) => `<section eId="sec_${i + 1}"><num>${escape(num)}.</num><heading>${escape(heading)}</heading><content><p eId="sec_${i + 1}__p_1">${escape(text)}</p></content></section>`)
    .join('');
  return wrap(frbr, expressionDate, title, `<body>${body}</body>`);
}

function wrap(frbr: string, expressionDate: string, title: string, inner: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0"><act contains="singleVersion" name="act">` +
    `<meta><identification source="#cobalt"><FRBRWork><FRBRthis value="${frbr}/!main"/><FRBRuri value="${frbr}"/><FRBRalias value="${escape(title)}" name="title"/>` +
    `<FRBRcountry value="za"/></FRBRWork><FRBRExpression><FRBRthis value="${frbr}/eng@${expressionDate}/!main"/><FRBRuri value="${frbr}/eng@${expressionDate}"/>` +
    `<FRBRdate date="${expressionDate}" name="Generation"/><FRBRlanguage language="eng"/></FRBRExpression></identification></meta>${inner}</act></akomaNtoso>`
  );
}

/**
 * The Akoma Ntoso of a Laws.Africa HTML rendering (the constitution app's `body`): the rendering is
 * Akoma Ntoso with each element written as `class="akn-<name>"` and headings as `<hN>`, so each
 * element becomes `<name>` again (eIds kept), headings `<heading>`, `<br>` `<eol/>`.
 */
export function aknFromHtml(html: string, frbr: string, expressionDate: string, title: string): string {
  const tree = parseXml(`<root>${html}</root>`);
  const findAct = (nodes: XmlNode[]): XmlNode | undefined => {
    for (const n of nodes) {
      if ((attrs(n).class ?? '').split(' ').includes('akn-act')) return n;
      const inner = findAct(children(n));
      if (inner) return inner;
    }
    return undefined;
  };
  const act = findAct(tree);
  if (!act) throw new Error('no akn-act in the HTML');
  const out = (nodes: XmlNode[]): string =>
    nodes
      .map((n) => {
        if ('#text' in n) return escape(String(n['#text']));
        const tag = tagOf(n) ?? '';
        const a = attrs(n);
        const akn = (a.class ?? '').split(' ').find((c) => c.startsWith('akn-'))?.slice(4);
        if (tag === 'br') return '<eol/>';
        if (tag === 'img') return ''; // images carry no text
        const name = akn ?? (/^h[1-6]$/.test(tag) ? 'heading' : ['i', 'b', 'u', 'sup', 'sub', 'table', 'tr', 'td', 'th', 'tbody', 'thead'].includes(tag) ? tag : undefined);
        const inner = out(children(n));
        if (!name) return inner;
        const eId = a['data-eId'] ? ` eId="${escape(a['data-eId'])}"` : '';
        const dataName = a['data-name'] ? ` name="${escape(a['data-name'])}"` : '';
        return `<${name}${eId}${dataName}>${inner}</${name}>`;
      })
      .join('');
  return wrap(frbr, expressionDate, title, out(children(act)));
}

/**
 * Each by-law of a place in ../shared/data/bylaws: its newest expression (metadata.json and main.xml)
 * as the one listed, its earlier expressions as its other points in time.
 */
export function bylawWorks(place: string): StubWork[] {
  const root = path.join(sharedDataDir(), 'bylaws', place, 'act', 'by-law');
  const works: StubWork[] = [];
  const read = (dir: string) => ({ meta: JSON.parse(fs.readFileSync(path.join(dir, 'metadata.json'), 'utf8')) as Record<string, unknown>, xml: fs.readFileSync(path.join(dir, 'main.xml'), 'utf8') });
  for (const year of fs.readdirSync(root).sort()) {
    for (const slug of fs.readdirSync(path.join(root, year)).sort()) {
      const eng = path.join(root, year, slug, 'eng');
      const dates = fs.readdirSync(eng).sort();
      const newest = read(path.join(eng, dates.at(-1)!));
      const earlier = dates.slice(0, -1).map((date) => {
        const { meta, xml } = read(path.join(eng, date));
        return { expression_date: date, title: String(meta.title), xml };
      });
      works.push({ place, expression: newest.meta, xml: newest.xml, ...(earlier.length ? { earlier } : {}) });
    }
  }
  return works;
}

/** The national works of the real data: the Constitution (its real expression objects, body left out of the list) and the National Assembly Rules. */
export function nationalWorks(): StubWork[] {
  const file = path.join(sharedDataDir(), 'constitution', 'lawsafrica_app', 'constitution.json');
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  const works: StubWork[] = [];
  // The isiXhosa expression is listed too, as the API lists every language: only English is imported.
  for (const lang of ['en', 'xh']) {
    const { body, toc: _toc, ...expression } = all[lang];
    void _toc;
    const xml = lang === 'en' ? aknFromHtml(String(body), String(expression.frbr_uri), String(expression.expression_date), String(expression.title)) : '';
    works.push({ place: 'za', expression, xml });
  }
  // The National Assembly Rules: the real text; the app's file carries no expression metadata, so the
  // fields a listing needs are given here (made up: updated_at, expression and publication dates).
  const rulesFile = path.join(sharedDataDir(), 'constitution', 'lawsafrica_app', 'na_rules_2016.json');
  const rules = JSON.parse(fs.readFileSync(rulesFile, 'utf8')) as { body: string };
  const frbr = '/akn/za/act/rules/2016/national-assembly';
  const title = 'Rules of the National Assembly';
  works.push({
    place: 'za',
    expression: {
      frbr_uri: frbr,
      expression_frbr_uri: `${frbr}/eng@2016-01-01`,
      title,
      country: 'za',
      locality: null,
      nature: 'act',
      subtype: 'rules',
      year: '2016',
      number: 'national-assembly',
      language: 'eng',
      expression_date: '2016-01-01',
      publication_date: null,
      publication_name: null,
      publication_number: null,
      commenced: true,
      commencement_date: null,
      repeal: null,
      work_amendments: [],
      stub: false,
      created_at: '2020-09-29T14:19:13.555878Z',
      updated_at: '2022-12-18T19:58:39.608107Z',
    },
    xml: aknFromHtml(rules.body, frbr, '2016-01-01', title),
  });
  return works;
}

export class LawsAfricaStub {
  readonly works = new Map<string, StubWork>();
  readonly requests: StubRequest[] = [];
  pageSize = 10;
  /** Served before the response, per request path: status codes to answer first, in order. */
  private readonly failures = new Map<string, Failure[]>();
  /** Added to every `.xml` response (a slow API, for the crash test). */
  xmlDelayMs = 0;
  /** Called with the count of `.xml` requests so far, as each arrives. */
  onXml?: (count: number) => void;
  /**
   * Responses a test writes itself (a body streamed without end, a drip, endless pages), for
   * request paths matching the pattern; after the token check, before everything else.
   */
  readonly overrides: Array<{ path: RegExp; handle: (res: http.ServerResponse, url: string) => void }> = [];
  /** Places whose lists name their next page on another origin (a foreign host). */
  readonly nextOrigins = new Map<string, string>();
  private server?: http.Server;
  origin = '';

  constructor(
    readonly token: string,
    works: StubWork[] = [],
  ) {
    for (const w of works) this.add(w);
  }

  /** The API base a client is given (`--url`). */
  get base(): string {
    return `${this.origin}/v3`;
  }

  private id(w: StubWork): string {
    return `${w.expression.frbr_uri}:${w.expression.language ?? 'eng'}`;
  }

  add(w: StubWork): void {
    this.works.set(this.id(w), w);
  }

  /** Changes a work's expression object (and text), as an edit at Laws.Africa would. */
  update(frbr: string, changes: Record<string, unknown>, xml?: string): void {
    const w = [...this.works.values()].find((x) => x.expression.frbr_uri === frbr && (x.expression.language ?? 'eng') === 'eng');
    if (!w) throw new Error(`no work ${frbr}`);
    Object.assign(w.expression, changes);
    if (xml !== undefined) w.xml = xml;
  }

  remove(frbr: string): void {
    for (const [id, w] of this.works) if (w.expression.frbr_uri === frbr) this.works.delete(id);
  }

  /** The next requests to the path ending `suffix` answer these statuses first. */
  fail(suffix: string, failures: Failure[]): void {
    this.failures.set(suffix, [...(this.failures.get(suffix) ?? []), ...failures]);
  }

  /** The expression's path on the stub (of the one listed, or of the earlier one of that date): under /mirror, not under the base. */
  expressionPath(w: StubWork, date = String(w.expression.expression_date)): string {
    const frbr = String(w.expression.frbr_uri).replace(/^\/akn/, '');
    return `/mirror/works${frbr}/${w.expression.language ?? 'eng'}@${date}`;
  }

  /** A work's points in time as the Content API lists them: each date with its (English) expression. */
  private pointsInTime(w: StubWork): unknown[] {
    const frbr = `/akn${String(w.expression.frbr_uri).replace(/^\/akn/, '')}`;
    const all = [...(w.earlier ?? []), { expression_date: String(w.expression.expression_date), title: w.expression.title as string | undefined }];
    return all.map((p) => ({
      date: p.expression_date,
      expressions: [{ url: `${w.urlOrigin ?? this.origin}${this.expressionPath(w, p.expression_date)}`, language: 'eng', expression_frbr_uri: `${frbr}/eng@${p.expression_date}`, expression_date: p.expression_date, title: p.title }],
    }));
  }

  listPath(place: string, page: number): string {
    return page === 1 ? `/v3/akn/${place}/.json` : `/mirror/pages/${place}/${page}.json`;
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private placeWorks(place: string): StubWork[] {
    return [...this.works.values()].filter((w) => w.place === place).sort((a, b) => this.id(a).localeCompare(this.id(b)));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const record: StubRequest = { path: url, authorization: req.headers.authorization, at: Date.now(), status: 200 };
    this.requests.push(record);
    const send = (status: number, body: string, type = 'application/json', headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    if (req.headers.authorization !== `Token ${this.token}`) {
      const forbidden = req.headers.authorization === 'Token forbidden';
      return send(forbidden ? 403 : 401, JSON.stringify({ detail: forbidden ? 'You do not have permission to perform this action.' : 'Invalid token.' }));
    }
    const override = this.overrides.find((o) => o.path.test(url));
    if (override) return override.handle(res, url);
    for (const [suffix, list] of this.failures) {
      if (url.endsWith(suffix) && list.length) {
        const f = list.shift()!;
        return send(f.status, JSON.stringify({ detail: `stub failure ${f.status}` }), 'application/json', f.retryAfter ? { 'retry-after': f.retryAfter } : {});
      }
    }
    const list = url.match(/^\/v3\/akn\/([a-z0-9-]+)\/\.json$/) ?? url.match(/^\/mirror\/pages\/([a-z0-9-]+)\/(\d+)\.json$/);
    if (list) {
      const place = list[1];
      const page = Number(list[2] ?? 1);
      const all = this.placeWorks(place);
      const slice = all.slice((page - 1) * this.pageSize, page * this.pageSize);
      const results = slice.map((w) => ({ ...w.expression, url: `${w.urlOrigin ?? this.origin}${this.expressionPath(w)}`, ...(w.earlier ? { points_in_time: this.pointsInTime(w) } : {}) }));
      const next = page * this.pageSize < all.length ? `${this.nextOrigins.get(place) ?? this.origin}${this.listPath(place, page + 1)}` : null;
      const previous = page > 1 ? `${this.origin}${this.listPath(place, page - 1)}` : null;
      return send(200, JSON.stringify({ count: all.length, next, previous, results }));
    }
    if (url.endsWith('.xml')) {
      this.onXml?.(this.requests.filter((r) => r.path.endsWith('.xml')).length);
      const w = [...this.works.values()].find((x) => `${this.expressionPath(x)}.xml` === url);
      const earlier = [...this.works.values()].flatMap((x) => (x.earlier ?? []).filter((p) => `${this.expressionPath(x, p.expression_date)}.xml` === url));
      if (this.xmlDelayMs) await new Promise((r) => setTimeout(r, this.xmlDelayMs));
      if (!w && !earlier.length) return send(404, JSON.stringify({ detail: 'Not found.' }));
      return send(200, w ? w.xml : earlier[0].xml, 'application/xml');
    }
    return send(404, JSON.stringify({ detail: 'Not found.' }));
  }
}
