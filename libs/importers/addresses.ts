/**
 * A judgment's address must be the address of that judgment. Some sources give a record the link of
 * another judgment (the record of `[2017] ZACC 13` linked to `zacc/2020/13`); a link like that sends
 * a reader to the wrong case under the word "Official copy". Where an address names a judgment by
 * court, year and number, it is checked against the record's neutral citation at import; one that
 * names another judgment is replaced by the citation's own SAFLII address, and the import says so.
 */

/** One way an address names a judgment: its court code, year and number as named groups. */
interface UrlForm {
  name: string;
  pattern: RegExp;
  /** An address of this form and the neutral citation it names. */
  example: { url: string; names: string };
}

export const JUDGMENT_URL_FORMS: readonly UrlForm[] = [
  {
    name: 'Akoma Ntoso work or expression (lawlibrary.org.za, Laws.Africa)',
    pattern: /\/akn\/za(?:-[a-z]+)?\/judgment\/(?<code>[a-z]+)\/(?<year>\d{4})\/(?<number>\d{1,5})(?:\/|$)/i,
    example: { url: 'https://lawlibrary.org.za/akn/za/judgment/zacc/2020/13/eng@2020-06-17', names: '[2020] ZACC 13' },
  },
  {
    name: 'SAFLII case page',
    pattern: /\/za\/cases\/(?<code>[A-Za-z]+)\/(?<year>\d{4})\/(?<number>\d{1,5})\.html?$/,
    example: { url: 'https://www.saflii.org/za/cases/ZASCA/1999/26.html', names: '[1999] ZASCA 26' },
  },
];

const NEUTRAL = /^\[(?<year>\d{4})\]\s*(?<code>[A-Z][A-Za-z]+)\s+(?<number>\d{1,5})$/;

interface Neutral {
  code: string;
  year: number;
  number: number;
}

function neutral(citation: string | undefined): Neutral | undefined {
  const m = citation ? NEUTRAL.exec(citation.trim()) : null;
  return m ? { code: m.groups!.code.toUpperCase(), year: Number(m.groups!.year), number: Number(m.groups!.number) } : undefined;
}

/** The neutral citation an address names, in the citation's own form (`[2020] ZACC 13`), or undefined for an address naming none. */
export function citationOfUrl(url: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
  for (const form of JUDGMENT_URL_FORMS) {
    const m = form.pattern.exec(path);
    if (m) return `[${m.groups!.year}] ${m.groups!.code.toUpperCase()} ${Number(m.groups!.number)}`;
  }
  return undefined;
}

/** SAFLII's address of a neutral citation: the court's own list on the public site. */
export const safliiUrl = (n: Neutral): string => `https://www.saflii.org/za/cases/${n.code}/${n.year}/${n.number}.html`;

export interface UrlCheck {
  /** The address to keep: the one given, or the citation's own when the one given names another judgment. */
  url: string;
  /** Set when the address given named another judgment: the citation it named. */
  named?: string;
}

/** Checks a judgment record's address against its neutral citation (records without one, or addresses naming none, pass). */
export function checkJudgmentUrl(citation: string | undefined, url: string): UrlCheck {
  const own = neutral(citation);
  const named = citationOfUrl(url);
  if (!own || !named) return { url };
  const n = neutral(named)!;
  if (n.code === own.code && n.year === own.year && n.number === own.number) return { url };
  return { url: safliiUrl(own), named };
}

/**
 * Addresses a person cannot open, and the public address of the same text: a row per kind, with an
 * example. The Laws.Africa content API answers only with a token; the same work is published at
 * lawlibrary.org.za under the same Akoma Ntoso path.
 */
export const PUBLIC_ADDRESSES: readonly { name: string; from: RegExp; to: string; example: { from: string; to: string } }[] = [
  {
    name: 'Laws.Africa content API (token only)',
    from: /^https:\/\/api\.laws\.africa\/v\d+(\/akn\/[^?#]*?)(?:\.json)?(?:[?#].*)?$/,
    to: 'https://lawlibrary.org.za$1',
    example: { from: 'https://api.laws.africa/v2/akn/za/act/1996/constitution/eng', to: 'https://lawlibrary.org.za/akn/za/act/1996/constitution/eng' },
  },
];

/** The address a person can open for `url`: its public form where one is known, else itself. */
export function publicAddress(url: string): string {
  for (const row of PUBLIC_ADDRESSES) if (row.from.test(url)) return url.replace(row.from, row.to);
  return url;
}

/**
 * Hosts that serve files a collection was imported from, not a court's or publisher's copy: a text
 * linked there is a copy from an import file, and is said to be one (the 1999 judgments link to a
 * dataset's TSV file on GitHub).
 */
export const IMPORT_FILE_HOSTS: readonly string[] = ['github.com', 'raw.githubusercontent.com', 'gist.github.com'];

export function isImportFile(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return IMPORT_FILE_HOSTS.includes(new URL(url).hostname.toLowerCase());
  } catch {
    return false;
  }
}
