/// <reference lib="dom" />
// Callbacks passed to page.evaluate and $eval run in the browser, so this file sees DOM types.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { launchChromium, NO_CHROMIUM, systemChromium } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

const chromium = systemChromium();
if (!chromium) process.stderr.write(`${NO_CHROMIUM}\n`);
// The one documented skip: a machine without Chromium cannot run browser tests.
const describeInBrowser = chromium ? describe : describe.skip;

/** A paragraph with a found case, a mismatched one, an unchecked one, a found Act and an unchecked Act (the starter library covers no year's Acts). */
const DRAFT =
  'In S v Makwanyane and Another 1995 (3) SA 391 (CC) at para 144 the Court held this. But Smith v Jones [2020] ZACC 12 ' +
  'is not the case, and Bogus v Fiction [2025] ZACC 77 does not exist. In Mutsila v Municipal Gratuity Fund [2025] ZACC 17 ' +
  'the Court recorded that “[t]he Fund sought a declaratory order that pursuant to the death of the deceased, it had conducted ' +
  'a thorough investigation”. See the Consumer Protection Act 68 of 2008 and the Rental Housing Act 12 of 2008.';

/** The free plan is made small (through the plans table) so that using it up takes three checks. */
const FREE_CHECKS = 2;

/**
 * The page at `/` in a real browser (Debian's Chromium through puppeteer-core) against the real app
 * on the starter library. Each test is its own free-tier caller: the app trusts the loopback proxy
 * and the browser sends X-Forwarded-For.
 */
describeInBrowser('the page at / in Chromium', () => {
  let database: TestDatabase;
  let t: TestApp;
  let browser: Browser;
  const requests: HTTPRequest[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    await sql`SELECT access_set_plan('free', p_checks => ${FREE_CHECKS})`.execute(database.db);
    t = await startTestApp(database.url, { TRUST_PROXY: 'loopback', SITE_URL: 'https://law.example', UPGRADE_URL: 'https://law.example/plans' });
    browser = await launchChromium(chromium!);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await database?.drop();
  });

  async function open(ip: string): Promise<Page> {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 900 });
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
    page.on('request', (r) => requests.push(r));
    page.on('pageerror', (e) => problems.push(`page error: ${String(e)}`));
    page.on('console', (m) => {
      // A refused call (400, 429) is logged by Chromium as a failed resource: expected here.
      if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of (?:400|429)/.test(m.text())) problems.push(`console: ${m.text()}`);
    });
    await page.goto(`${t.baseUrl}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => /Checks left/.test(document.getElementById('quota')!.textContent!));
    return page;
  }

  const text = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText);
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);

  it('checks a pasted paragraph with the keyboard alone and marks each citation with its result, in colour and in words', async () => {
    const page = await open('10.77.0.1');
    expect(await text(page, '#quota')).toBe(`Checks left today: ${FREE_CHECKS} of ${FREE_CHECKS} · Searches left today: 25 of 25`);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the citation check');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('text');
    await page.keyboard.sendCharacter(DRAFT);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('check-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#check-results:not([hidden])');

    // Focus moves to the summary, which says what was found.
    expect(await focused(page)).toBe('check-summary');
    expect(await text(page, '#check-summary')).toBe('6 citations checked: 3 found, 1 mismatch, 2 unchecked.');

    const marks = await page.$$eval('#marked mark', (all) =>
      all.map((m) => {
        const style = getComputedStyle(m);
        return { cited: m.firstChild!.textContent, status: m.getAttribute('data-status'), label: m.querySelector('.tag')!.textContent, background: style.backgroundColor, border: style.borderTopStyle };
      }),
    );
    expect(marks.map(({ cited, status, label }) => [cited, status, label])).toEqual([
      ['1995 (3) SA 391 (CC)', 'found', 'Found'],
      ['[2020] ZACC 12', 'mismatch', 'Mismatch'],
      ['[2025] ZACC 77', 'unchecked', 'Unchecked'],
      ['[2025] ZACC 17', 'found', 'Found'],
      ['Consumer Protection Act 68 of 2008', 'found', 'Found'],
      ['Rental Housing Act 12 of 2008', 'unchecked', 'Unchecked'],
    ]);
    // Each result has its own colour and border style, besides its label.
    const look = (status: string) => marks.find((m) => m.status === status)!;
    const looks = ['found', 'mismatch', 'unchecked'].map((s) => `${look(s).background}/${look(s).border}`);
    expect(new Set(looks).size).toBe(3);
    // An unchecked entry says why; the Act's advice is never the law reports.
    const act = await text(page, '#entries li[data-status="unchecked"]:last-child');
    expect(act).toMatch(/Why.*Government Gazette/s);
    expect(act).not.toMatch(/law reports/);
    // Every label and marked citation reads at WCAG AA contrast (4.5:1) on its own background.
    const contrasts = await page.$$eval('#marked mark, #marked .tag, #entries .tag, .bar p, .bar a', (all) => {
      const channels = (css: string) => css.match(/[\d.]+/g)!.slice(0, 3).map(Number);
      const luminance = (css: string) => {
        const [r, g, b] = channels(css).map((v) => v / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const background = (e: Element | null): string => {
        for (; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)') return bg;
        }
        return 'rgb(255, 255, 255)';
      };
      return all.map((e) => {
        const [a, b] = [luminance(getComputedStyle(e).color), luminance(background(e))].sort((x, y) => y - x);
        return Math.round(((a + 0.05) / (b + 0.05)) * 10) / 10;
      });
    });
    expect(contrasts.length).toBeGreaterThan(10);
    expect(Math.min(...contrasts)).toBeGreaterThanOrEqual(4.5);

    // The text around the marks is the text as pasted.
    const shown = await page.$eval('#marked', (box) => {
      const copy = box.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.tag').forEach((tag) => tag.remove());
      return copy.textContent;
    });
    expect(shown).toBe(DRAFT);

    // The list of entries: matched title, official link, names compared, pinpoint.
    const entries = await page.$$eval('#entries > li', (all) => all.map((li) => (li as HTMLElement).innerText));
    expect(entries).toHaveLength(6);
    expect(entries[0]).toMatch(/Found\s+1995 \(3\) SA 391 \(CC\)/);
    expect(entries[0]).toMatch(/Matched\s+S v Makwanyane/);
    expect(entries[0]).toMatch(/Names\s+compared with the official copy/);
    expect(entries[0]).toMatch(/Pinpoint\s+at para 144: not checked/);
    expect(entries[1]).toMatch(/Mismatch\s+\[2020\] ZACC 12/);
    expect(entries[1]).toMatch(/likely wrong or invented/);
    expect(entries[1]).toMatch(/Matched\s+AB and Another v Pridwin Preparatory School and Others/);
    expect(await page.$eval('#entry-2 a[href^="https://"]', (a) => a.getAttribute('href'))).toBe('https://lawlibrary.org.za/akn/za/judgment/zacc/2020/12/eng@2020-06-17');
    expect(entries[3]).toMatch(/Quotation\s+“\[t\]he Fund sought a declaratory order .*”: found in the official copy \(paragraph 12\)/);
    // (No year's Acts are covered by the starter library: an Act it does not hold is unchecked, with why.)
    expect(entries[5]).toMatch(/Unchecked\s+Rental Housing Act 12 of 2008/);

    // A mark's label leads to its entry by keyboard.
    await page.focus('#mark-2 a.tag');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#entry-2');

    // The allowance line follows the RateLimit headers of the check.
    expect(await text(page, '#quota')).toBe(`Checks left today: ${FREE_CHECKS - 1} of ${FREE_CHECKS} · Searches left today: 25 of 25`);
    await page.close();
  });

  it('runs a search, shows the spec message for a bad one, and opens a section in the reader', async () => {
    const page = await open('10.77.0.2');
    await page.focus('#q');
    await page.keyboard.type('equality');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#search-error:not([hidden])');
    expect(await text(page, '#search-error')).toMatch(/at least two/i);

    // The message took the focus (and is read out); back to the box to try again.
    expect(await focused(page)).toBe('search-error');
    await page.$eval('#q', (input) => void ((input as HTMLInputElement).value = ''));
    await page.focus('#q');
    await page.keyboard.type('unfair discrimination equality');
    await page.select('#type', 'act');
    await page.focus('#search-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#results li');
    expect(await page.$eval('#search-error', (e) => (e as HTMLElement).hidden)).toBe(true);
    const titles = await page.$$eval('#results li h3', (all) => all.map((h) => h.textContent));
    expect(titles[0]).toBe('Constitution of the Republic of South Africa, 1996');

    await page.focus('#results li:first-child button');
    expect(await page.$eval('#results li:first-child button', (b) => b.textContent)).toBe('Read Section 9: Equality');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.getElementById('reader')!.hidden && document.getElementById('reader-text')!.textContent!.length > 0);
    expect(await focused(page)).toBe('reader-heading');
    expect(await text(page, '#reader-heading')).toBe('Constitution of the Republic of South Africa, 1996');
    expect(await text(page, '#reader-meta')).toMatch(/^Section 9: Equality/);
    expect(await text(page, '#reader-text')).toMatch(/Everyone is equal before the law/);
    // Two searches counted (the refused one was given back).
    expect(await text(page, '#quota')).toMatch(/Searches left today: 23 of 25$/);
    await page.close();
  });

  it("shows the service's message when the free allowance is used up", async () => {
    const page = await open('10.77.0.3');
    await page.type('#text', 'AB v Pridwin [2020] ZACC 12');
    for (let i = 0; i < FREE_CHECKS; i++) {
      await page.click('#check-button');
      await page.waitForFunction((left) => document.getElementById('quota')!.textContent!.startsWith(`Checks left today: ${left} of`), {}, FREE_CHECKS - 1 - i);
    }
    await page.click('#check-button');
    await page.waitForSelector('#check-error:not([hidden])');
    const message = await text(page, '#check-error');
    expect(message).toMatch(new RegExp(`The free plan's allowance of ${FREE_CHECKS} citation checks is used up until \\d{4}-\\d\\d-\\d\\dT22:00:00.000Z`));
    expect(message).toMatch(/It resets in \d+ (hours|minutes|seconds)/);
    expect(await page.$eval('#check-error a', (a) => a.getAttribute('href'))).toBe('https://law.example/plans');
    expect(await page.$eval('#check-results', (e) => (e as HTMLElement).hidden)).toBe(true);
    expect(await text(page, '#quota')).toMatch(new RegExp(`^Checks left today: 0 of ${FREE_CHECKS}`));
    await page.close();
  });

  it('keeps the attribution in view, sends no key, and runs under the CSP without errors', async () => {
    const page = await open('10.77.0.4');
    const response = await page.goto(`${t.baseUrl}/`, { waitUntil: 'networkidle0' });
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self';/);
    expect(await page.$$eval('script', (all) => all.map((s) => s.getAttribute('src')))).toEqual(['/page/app.js']);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const attribution = await page.$eval('header a', (a) => {
      const box = a.getBoundingClientRect();
      return { text: a.closest('p')!.textContent, href: a.getAttribute('href'), inView: box.top >= 0 && box.bottom <= innerHeight };
    });
    expect(attribution).toEqual({ text: 'Verified by Verified South African Law API', href: 'https://law.example', inView: true });
    expect(await page.$$eval('main, header, footer', (all) => all.map((e) => e.tagName))).toEqual(['HEADER', 'MAIN', 'FOOTER']);
    // Every form control has a label.
    expect(await page.$$eval('textarea, input, select', (all) => all.filter((c) => !document.querySelector(`label[for="${c.id}"]`)).length)).toBe(0);
    await page.close();

    const api = requests.filter((r) => new URL(r.url()).pathname.startsWith('/v1/'));
    expect(api.length).toBeGreaterThan(5);
    expect(api.filter((r) => 'authorization' in r.headers())).toEqual([]);
    expect(problems).toEqual([]);
  });
});
