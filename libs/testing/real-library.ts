import fs from 'node:fs';
import path from 'node:path';
import { connect } from '#libs/db/database.js';
import { migrate } from '#libs/db/migrator.js';
import { LibraryRepository } from '#libs/library/library.repository.js';
import type { LibraryDocument, LibrarySection } from '#libs/library/model.js';
import { ensureTemplate, hashTree } from './templates.js';

// A stand-in for the library importers (feat/library) until they land: reads the real by-laws and
// the Constitution's Akoma Ntoso XML just far enough for relevance tests (sections, headings, text).

export const DATA_DIR = process.env.VSL_DATA_DIR ?? '/work/shared/data';

const decode = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n))).replace(/&amp;/g, '&');
const plain = (xml: string) => decode(xml.replace(/<\/(p|item|subsection|paragraph|blockList|listIntroduction)>/g, '\n').replace(/<[^>]+>/g, ' ')).replace(/[ \t]+/g, ' ').replace(/ *\n[\s]*/g, '\n').trim();

function akomaSections(xml: string): LibrarySection[] {
  return [...xml.matchAll(/<section id="[^"]*">([\s\S]*?)<\/section>/g)].map((m) => {
    const number = (m[1].match(/<num>([^<]*)<\/num>/)?.[1] ?? '').replace(/\.$/, '').trim();
    const heading = decode(m[1].match(/<heading>([\s\S]*?)<\/heading>/)?.[1] ?? '').replace(/<[^>]+>/g, '').trim() || undefined;
    const body = m[1].replace(/<num>[^<]*<\/num>/, '').replace(/<heading>[\s\S]*?<\/heading>/, '');
    return { number, heading, text: plain(body) };
  });
}

/** The latest expression of every by-law in the data index, and the English Constitution. */
export function realDocuments(): LibraryDocument[] {
  const rows = fs.readFileSync(path.join(DATA_DIR, 'bylaws/index.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
  const latest = new Map<string, { title: string; xml: string; expr: string }>();
  for (const row of rows) {
    const cells = [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
    const [uri, expr, title] = cells;
    const xml = cells.find((c) => c.endsWith('main.xml')) ?? '';
    const prev = latest.get(uri);
    if (xml.endsWith('main.xml') && (!prev || prev.expr < expr)) latest.set(uri, { title, xml, expr });
  }
  const docs: LibraryDocument[] = [...latest].map(([uri, b]) => ({
    key: uri,
    type: 'bylaw',
    title: b.title,
    url: `https://openbylaws.org.za${uri}`,
    source: 'test real-library',
    sections: akomaSections(fs.readFileSync(path.join(DATA_DIR, b.xml), 'utf8')).filter((s) => s.number && s.text),
  }));
  const constitution = fs.readFileSync(path.join(DATA_DIR, 'constitution/akn2_myconstitution/en.xml'), 'utf8');
  const seen = new Set<string>();
  docs.push({
    key: '/za/act/1996/constitution',
    type: 'act',
    title: 'Constitution of the Republic of South Africa, 1996',
    url: 'https://www.gov.za/documents/constitution-republic-south-africa-1996',
    act_number: 108,
    act_year: 1996,
    source: 'test real-library',
    // the data duplicates section 230's id: keep the first of each number
    sections: akomaSections(constitution).filter((s) => s.number && s.text && !seen.has(s.number) && seen.add(s.number)),
  });
  return docs.filter((d) => d.sections?.length);
}

/** A migrated template database holding the real library, built once per schema and data. */
export async function searchRealLibraryTemplate(adminUrl: string): Promise<string> {
  return ensureTemplate(adminUrl, 'vsl_search_real', hashTree('db', 'libs/testing', 'libs/library'), async (url) => {
    const { db } = connect(url, 2);
    try {
      await migrate(db);
      const repo = new LibraryRepository(db);
      for (const doc of realDocuments()) await repo.saveDocument(doc);
    } finally {
      await db.destroy();
    }
  });
}
