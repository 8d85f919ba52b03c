import fs from 'node:fs';
import os from 'node:os';
import { sharedDataDir } from '#libs/db/paths.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { adminQuery, withDatabase } from '#libs/testing/server.js';
import { millionPages, millionTextObjects, pdfFile, pdfStreamBomb, picturePdf, zipBomb } from '../support/document-files.js';
import { starterJudgments } from '../support/starter-texts.js';
import { option, serverProcess } from './search.bench.js';

/** The real judgments' texts: ../shared/data's where it is here, else the same judgments in data/starter. */
function judgmentTexts(): { from: string; texts: string[] } {
  const shared = `${sharedDataDir()}/judgments/zacc_2025_concourt.jsonl`;
  if (fs.existsSync(shared)) {
    return { from: shared, texts: fs.readFileSync(shared, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { text: string }).text) };
  }
  return { from: 'data/starter/judgments-zacc-2025', texts: starterJudgments().map((j) => j.text) };
}

/** A process's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * `npm run bench -- document [--pages 200] [--admin URL]`: a PDF of `pages` pages of real judgment
 * text (about 1,900 characters a page, a running header and page numbers), posted to
 * POST /v1/verify/document of the API in a process of its own on a copy of the starter library,
 * while GET /health is asked every 100 ms. Prints the time of the check, the slowest /health beside
 * it, and the server process's resident memory before, at its peak (VmHWM) and after; then the
 * hostile files of test/documents, one after another, each with its status, time and the memory after.
 */
export async function documentBench(args: string[]): Promise<void> {
  const admin = option(args, 'admin', 'postgres://postgres@127.0.0.1:5432/postgres');
  const pageCount = Number(option(args, 'pages', '200'));
  const { from, texts } = judgmentTexts();
  const words = texts.join(' ').replace(/\s+/g, ' ').split(' ');
  const pages: string[][] = [];
  for (let at = 0; pages.length < pageCount; ) {
    let page = '';
    while (page.length < 1_900) page += `${words[at++ % words.length]} `;
    pages.push([page.trim()]);
  }
  const pdf = await pdfFile(pages, { header: 'HEADS OF ARGUMENT' });
  process.stdout.write(`PDF: ${pages.length} pages of ${from}, ${(pdf.length / 1024 / 1024).toFixed(1)} MB, ${pages.reduce((n, p) => n + p[0].length, 0).toLocaleString('en-US')} characters\n`);

  const name = `vsl_bench_documents_${process.pid}`;
  await adminQuery(admin, `CREATE DATABASE ${name} TEMPLATE ${await starterLibraryTemplate(admin)}`);
  const server = await serverProcess(withDatabase(admin, name));
  try {
    const before = memory(server.pid);
    const health: number[] = [];
    let posting = true;
    const polling = (async () => {
      while (posting) {
        const t0 = performance.now();
        await fetch(`${server.baseUrl}/health`).then((r) => r.arrayBuffer());
        health.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'heads.pdf');
    const t0 = performance.now();
    const res = await fetch(`${server.baseUrl}/v1/verify/document`, { method: 'POST', body: form });
    const body = (await res.json()) as { document?: Record<string, unknown>; cases?: unknown[]; acts?: unknown[]; error?: string };
    const seconds = (performance.now() - t0) / 1000;
    posting = false;
    await polling;
    const after = memory(server.pid);
    if (!res.ok) throw new Error(`POST /v1/verify/document answered ${res.status}: ${body.error}`);
    health.sort((a, b) => a - b);
    process.stdout.write(
      `POST /v1/verify/document: ${res.status} in ${seconds.toFixed(1)} s (target < 30 s); ${JSON.stringify(body.document)}; ${body.cases?.length} case and ${body.acts?.length} Act entries\n` +
        `GET /health beside it: ${health.length} calls, median ${health[Math.floor(health.length / 2)].toFixed(0)} ms, slowest ${health[health.length - 1].toFixed(0)} ms\n` +
        `server process memory: ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB (target < 300 MB), ${after.rss.toFixed(0)} MB after\n` +
        `machine: ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}\n`,
    );
    // Hostile files, one after another: each refusal's status and time, and the process's memory after it.
    const hostile: Array<[string, Buffer, string]> = [
      ['zip bomb (1 GB of XML in 3.5 MB)', zipBomb(1024), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['PDF page of a million text objects', millionTextObjects(), 'application/pdf'],
      ['PDF tree of a million pages', millionPages(), 'application/pdf'],
      ['PDF content stream inflating to 2 GB', pdfStreamBomb(2048), 'application/pdf'],
      ['5 MB of text on one line', Buffer.alloc(5_000_000, 'a'), 'text/plain'],
      ['encrypted PDF', await pdfFile([['Text under a password.']], { userPassword: 'secret' }), 'application/pdf'],
      ['picture-only PDF', await picturePdf(), 'application/pdf'],
    ];
    for (const [what, file, type] of hostile) {
      const hostileForm = new FormData();
      hostileForm.append('file', new Blob([new Uint8Array(file)], { type }), 'file');
      const h0 = performance.now();
      const answer = await fetch(`${server.baseUrl}/v1/verify/document`, { method: 'POST', body: hostileForm });
      await answer.arrayBuffer();
      const m = memory(server.pid);
      process.stdout.write(`${what}: ${answer.status} in ${((performance.now() - h0) / 1000).toFixed(1)} s; process ${m.rss.toFixed(0)} MB, peak so far ${m.peak.toFixed(0)} MB\n`);
    }
  } finally {
    await server.close();
    await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
