/// <reference lib="dom" />
// Callbacks passed to page.evaluate and $eval run in the browser, so this file sees DOM types.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { verifySigned } from '#libs/reports/signing.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { docxFile, pdfFile } from '../support/document-files.js';
import { numberedParagraphs } from '../support/starter-texts.js';
import { readPdf } from '../reports/pdf-text.js';
import { launchChromium, NO_CHROMIUM, systemChromium } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { itShared, sharedJudgments } from '../support/shared.js';

const chromium = systemChromium();
if (!chromium) process.stderr.write(`${NO_CHROMIUM}\n`);
// The one documented skip: a machine without Chromium cannot run browser tests.
const describeInBrowser = chromium ? describe : describe.skip;

const judgments = sharedJudgments();

/** A case no court decided: the library covers no such report, so it is never confirmed. */
const INVENTED = 'Mokoena v Minister of Safety and Security 2019 (3) SA 412 (CC)';

/**
 * A draft as a lawyer files it, dropped on the page or chosen: a Word document whose footnotes cite
 * a real judgment (rightly, with a quotation it holds and one it does not) and an invented case, and
 * a PDF of a real judgment's text with the invented case on its third page. What needs attention
 * comes first, with its footnote or page; the signed PDF report downloads, reads back and verifies.
 */
describeInBrowser('documents and signed reports on the page, in Chromium', () => {
  let database: TestDatabase;
  let t: TestApp;
  let browser: Browser;
  let dir: string;
  const problems: string[] = [];
  const mutsila = judgments.find((j) => j.citation === '[2025] ZACC 17');
  const godloza = judgments.find((j) => j.citation === '[2025] ZACC 24');

  beforeAll(async () => {
    database = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    t = await startTestApp(database.url, { TRUST_PROXY: 'loopback' });
    browser = await launchChromium(chromium!);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsl-page-documents-'));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function open(ip: string): Promise<Page> {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 900 });
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
    page.on('pageerror', (e) => problems.push(`page error: ${String(e)}`));
    await page.goto(`${t.baseUrl}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => /Checks left/.test(document.getElementById('quota')!.textContent!));
    return page;
  }

  const text = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText);
  const entries = (page: Page) => page.$$eval('#entries > li', (all) => all.map((li) => ({ group: li.getAttribute('data-group'), text: (li as HTMLElement).innerText })));

  /** Drops a file on the check panel as a person drags one from their desktop. */
  async function drop(page: Page, file: Buffer, name: string, type: string): Promise<void> {
    await page.evaluate(
      (b64, fileName, fileType) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], fileName, { type: fileType }));
        const panel = document.getElementById('check-form')!.closest('section')!;
        panel.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
        panel.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      },
      file.toString('base64'),
      name,
      type,
    );
  }

  itShared(
    'a dropped DOCX: the invented case and the misquotation first, in red or amber, with their footnotes; the signed PDF report reads back and verifies',
    async () => {
      const paragraphs = numberedParagraphs(mutsila!.text).filter((p) => p.length < 1500);
      const ten = paragraphs.find((p) => p.startsWith('[10]'))!;
      const quoted = ten.replace(/^\[10\]\s*/, '').split(' ').slice(2, 22).join(' ').replace(/[“”"]/g, '');
      const misquoted = `${quoted.split(' ').slice(0, 6).join(' ')} was never the subject of any dispute between the parties before this Court`;
      const docx = await docxFile([
        { text: paragraphs[0], footnotes: [`${mutsila!.title} ${mutsila!.citation} at para 10.`] },
        { text: paragraphs[1], footnotes: [`In ${mutsila!.citation} at para 10 the Court said “${quoted}”.`] },
        { text: paragraphs[2], footnotes: [`See ${INVENTED}.`] },
        { text: paragraphs[3], footnotes: [`In ${mutsila!.citation} the Court said “${misquoted}”.`] },
      ]);
      const page = await open('10.78.0.1');
      await drop(page, docx, 'heads-of-argument.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(await text(page, '#file-chosen')).toMatch(/^Chosen: heads-of-argument\.docx \(\d+ KB\)\. Check will check this document\./);
      await page.click('#check-button');
      await page.waitForSelector('#check-results:not([hidden])');

      expect(await text(page, '#document-facts')).toMatch(/^Read as DOCX: [\d\s,]+ characters, checked in 1 piece \(1 check counted\)\.$/);
      const listed = await entries(page);
      // What needs attention comes first, each with where it stands (the judgment's own text also cites
      // provisions of Acts the library does not hold: amber too); the genuine citations follow, green.
      const groups = listed.map((e) => e.group);
      expect(groups).toEqual([...groups].sort((a, b) => ['accused', 'doubt', 'confirmed'].indexOf(a!) - ['accused', 'doubt', 'confirmed'].indexOf(b!)));
      expect(groups.filter((g) => g === 'confirmed')).toHaveLength(2);
      expect(listed[0].text).toMatch(/^Quotation (not in the judgment|differs)\s+\[2025\] ZACC 17/);
      expect(listed[0].text).toMatch(/Where\s+paragraph 4, footnote 4|Where\s+footnote 4, paragraph 4/);
      const invented = listed.findIndex((e) => /^Unchecked\s+2019 \(3\) SA 412 \(CC\)/.test(e.text));
      expect(listed[invented].group).toBe('doubt');
      expect(listed[invented].text).toMatch(/footnote 3/);
      expect(listed[invented].text).toMatch(/Why\s+\S/);
      expect(await page.$eval('#check-summary', (e) => e.className)).toBe('summary g-accused');
      expect(await page.$eval('#entries > li:first-child', (li) => getComputedStyle(li).borderLeftColor)).toBe('rgb(163, 36, 26)');
      expect(await page.$eval(`#entries > li:nth-child(${invented + 1})`, (li) => getComputedStyle(li).borderLeftColor)).toBe('rgb(138, 97, 0)');

      // The signed report, downloaded from the page's own link.
      const href = await page.$eval('#report-pdf', (a) => a.getAttribute('href')!);
      expect(href).toMatch(/^\/v1\/checks\/[0-9a-f-]{36}\/report\?format=pdf$/);
      const bytes = Buffer.from(
        await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), href),
      );
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const published = (await (await fetch(`${t.baseUrl}/v1/report-key`)).json()) as { public_key: string; key_id: string };
      const key = Buffer.from(published.public_key, 'base64');
      expect(verifySigned(bytes, key)).toEqual({ valid: true, keyId: published.key_id });
      // Its statement: the hash of the text checked and every entry, the attention first.
      const statement = JSON.parse((await readPdf(bytes)).attachments['report.json'].toString('utf8'));
      expect(statement.document).toMatchObject({ format: 'docx', pieces: 1 });
      expect(statement.text_sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(statement.entries[0]).toMatchObject({ cited: '[2025] ZACC 17', grade: 'accused' });
      expect(statement.entries.find((e: { cited: string }) => e.cited === '2019 (3) SA 412 (CC)')).toMatchObject({ grade: 'could_not_verify' });
      // A changed byte anywhere fails: in the text drawn, and in the signature line itself.
      for (const at of [200, Math.floor(bytes.length / 2), bytes.length - 10]) {
        const changed = Buffer.from(bytes);
        changed[at] ^= 0x01;
        expect(verifySigned(changed, key).valid).toBe(false);
      }
      await page.close();
    },
    120_000,
  );

  itShared(
    'a PDF chosen with the file chooser: the invented case first, with its page; progress is shown while it is read',
    async () => {
      const paragraphs = numberedParagraphs(godloza!.text).filter((p) => p.length < 1200);
      const pages = Array.from({ length: 40 }, (_, i) => paragraphs.slice((i * 2) % paragraphs.length, ((i * 2) % paragraphs.length) + 2));
      pages[2] = [...pages[2], `See ${INVENTED}; and ${godloza!.title} ${godloza!.citation}.`];
      const file = path.join(dir, 'heads.pdf');
      fs.writeFileSync(file, await pdfFile(pages, { header: 'GODLOZA v S: HEADS OF ARGUMENT' }));
      const page = await open('10.78.0.2');
      const input = (await page.$('#file')) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
      await page.click('#check-button');
      // While the file is sent and read, the page says so.
      await page.waitForSelector('#progress-box:not([hidden])');
      expect(await text(page, '#progress-text')).toMatch(/Sending heads\.pdf|Reading heads\.pdf/);
      await page.waitForSelector('#check-results:not([hidden])', { timeout: 60_000 });
      expect(await page.$eval('#progress-box', (e) => (e as HTMLElement).hidden)).toBe(true);
      expect(await text(page, '#document-facts')).toMatch(/^Read as PDF: 40 pages, /);
      const listed = await entries(page);
      const invented = listed.findIndex((e) => /2019 \(3\) SA 412 \(CC\)/.test(e.text.split('\n')[0]));
      expect(invented).toBeGreaterThanOrEqual(0);
      // Nothing confirmed stands above it.
      expect(listed.slice(0, invented).every((e) => e.group !== 'confirmed')).toBe(true);
      expect(listed[invented].text).toMatch(/Where\s+page 3/);
      expect(listed[invented].group).toBe('doubt');
      await page.close();
    },
    120_000,
  );

  itShared('runs without page errors', () => {
    expect(problems).toEqual([]);
  });
});
