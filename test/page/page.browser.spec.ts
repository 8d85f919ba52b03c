/// <reference lib="dom" />
// Callbacks passed to page.evaluate and $eval run in the browser, so this file sees DOM types.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { sql } from 'kysely';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { LIMITS } from '#libs/contracts/limits.js';
import { ROOT_DIR } from '#libs/db/paths.js';
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

/** A confirmed case with a quotation it does not hold and a short form pointing past its last paragraph (118). */
const MISQUOTED =
  'In Mutsila v Municipal Gratuity Fund [2025] ZACC 17 the Court said that “the Fund must pay every claimant twice over without delay”. ' +
  'See also Mutsila (n 1) at para 245, and the Consumer Protection Act 68 of 2008.';

/** Where the browser test leaves the page's screenshots (docs/page.md shows them). */
const SCREENSHOTS = path.join(ROOT_DIR, 'docs', 'screenshots');

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
    // Past the text, the document chooser and the date option, then Check.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('file');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('SUMMARY');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('check-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#check-results:not([hidden])');

    // Focus moves to the summary, which says what was found.
    expect(await focused(page)).toBe('check-summary');
    // What needs attention comes first, in words and in colour: doubt is never counted as checked.
    expect(await text(page, '#check-summary')).toBe('3 of 6 citations need attention: 1 looks wrong, 2 could not be verified, 3 confirmed.');
    expect(await page.$eval('#check-summary', (e) => e.className)).toBe('summary g-accused');

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
    const act = await text(page, '#entries li[data-status="unchecked"]:nth-child(3)');
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

    // The list of entries, most urgent first (then in text order): matched title, official link, names compared, pinpoint.
    const entries = await page.$$eval('#entries > li', (all) => all.map((li) => (li as HTMLElement).innerText));
    expect(await page.$$eval('#entries > li', (all) => all.map((li) => li.getAttribute('data-group')))).toEqual(['accused', 'doubt', 'doubt', 'confirmed', 'confirmed', 'confirmed']);
    expect(entries).toHaveLength(6);
    expect(entries[0]).toMatch(/Mismatch\s+\[2020\] ZACC 12/);
    expect(entries[0]).toMatch(/likely wrong or invented/);
    expect(entries[0]).toMatch(/Matched\s+AB and Another v Pridwin Preparatory School and Others/);
    expect(await page.$eval('#entry-2 a[href^="https://"]', (a) => a.getAttribute('href'))).toBe('https://lawlibrary.org.za/akn/za/judgment/zacc/2020/12/eng@2020-06-17');
    expect(entries[1]).toMatch(/Unchecked\s+\[2025\] ZACC 77/);
    // (No year's Acts are covered by the starter library: an Act it does not hold is unchecked, with why.)
    expect(entries[2]).toMatch(/Unchecked\s+Rental Housing Act 12 of 2008/);
    expect(entries[3]).toMatch(/Found\s+1995 \(3\) SA 391 \(CC\)/);
    expect(entries[3]).toMatch(/Matched\s+S v Makwanyane/);
    expect(entries[3]).toMatch(/Names\s+compared with the official copy/);
    expect(entries[3]).toMatch(/Pinpoint\s+at para 144: not checked/);
    expect(entries[4]).toMatch(/Quotation\s+“\[t\]he Fund sought a declaratory order .*”: found in the official copy \(paragraph 12\)/);

    // A mark's label leads to its entry by keyboard.
    await page.focus('#mark-2 a.tag');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#entry-2');

    // The allowance line follows the RateLimit headers of the check.
    expect(await text(page, '#quota')).toBe(`Checks left today: ${FREE_CHECKS - 1} of ${FREE_CHECKS} · Searches left today: 25 of 25`);
    await page.close();
  });

  it('puts a confirmed case with a false quotation and a pinpoint past its end first, in red, with the short form shown', async () => {
    const page = await open('10.77.0.5');
    await page.$eval('#text', (box, value) => void ((box as HTMLTextAreaElement).value = value), MISQUOTED);
    await page.click('#check-button');
    await page.waitForSelector('#check-results:not([hidden])');
    expect(await text(page, '#check-summary')).toBe('1 of 2 citations needs attention: 1 looks wrong, 1 confirmed.');
    const first = await text(page, '#entries > li:first-child');
    // The headline is what failed, not the citation's own "Found".
    expect(first).toMatch(/^Quotation not in the judgment\s+\[2025\] ZACC 17/);
    expect(first).toMatch(/Quotation\s+“the Fund must pay every claimant twice over without delay”: not in the official copy/);
    expect(first).toMatch(/Short form\s+at para 245: not in the official copy \(the judgment ends at paragraph 118\)/);
    expect(await page.$eval('#entries > li:first-child', (li) => getComputedStyle(li).borderLeftColor)).toBe('rgb(163, 36, 26)');
    // The short form is marked in the text too, leading to the same entry.
    expect(await page.$eval('#mark-1-1', (m) => [m.firstChild!.textContent, m.querySelector('a')!.getAttribute('href')])).toEqual(['Mutsila (n 1) at para 245', '#entry-1']);
    await page.close();
  });

  it('marks provisions like cases: an invented section in red with the nearest that exists, a real one green', async () => {
    const page = await open('10.77.0.9');
    await page.$eval('#text', (box, value) => void ((box as HTMLTextAreaElement).value = value), 'Section 9(3) of the Constitution forbids it, and section 39(4) of the Constitution says so.');
    await page.click('#check-button');
    await page.waitForSelector('#check-results:not([hidden])');
    const listed = await page.$$eval('#entries > li', (all) => all.map((li) => [li.getAttribute('data-group'), (li as HTMLElement).innerText]));
    expect(listed[0][0]).toBe('accused');
    expect(listed[0][1]).toMatch(/^Not found\s+section 39\(4\)/);
    expect(listed[0][1]).toMatch(/Nearest that exists\s+s 39\(3\)/);
    expect(listed[0][1]).toMatch(/Of\s+Constitution of the Republic of South Africa, 1996/);
    expect(listed.find(([, t]) => /^Found\s+Section 9\(3\)/.test(String(t)))).toBeDefined();
    expect(await page.$$eval('#marked mark', (all) => all.map((m) => m.firstChild!.textContent))).toEqual(expect.arrayContaining(['Section 9(3)', 'section 39(4)']));
    await page.close();
  });

  it('reads provisions as at a date given: a by-law section inserted later is not in force then, in red', async () => {
    const page = await open('10.77.0.10');
    await page.$eval('#text', (box, value) => void ((box as HTMLTextAreaElement).value = value), 'Under section 4A of the City of Cape Town Events By-law, 2009 a permit was needed.');
    await page.click('.options summary');
    await page.$eval('#as-at', (input) => void ((input as HTMLInputElement).value = '2012-06-30'));
    await page.click('#check-button');
    await page.waitForSelector('#check-results:not([hidden])');
    const first = await text(page, '#entries > li:first-child');
    expect(first).toMatch(/^Not in force then\s+section 4A/);
    expect(await page.$eval('#entries > li:first-child', (li) => li.getAttribute('data-group'))).toBe('accused');
    await page.close();
  });

  it('refuses a paste over the limit with a message, sending nothing, instead of cutting it', async () => {
    const page = await open('10.77.0.6');
    const long = `${DRAFT} `.repeat(Math.ceil((LIMITS.verify_text_length + 1) / (DRAFT.length + 1))).slice(0, LIMITS.verify_text_length + 10);
    await page.$eval('#text', (box, value) => {
      (box as HTMLTextAreaElement).value = value;
      box.dispatchEvent(new Event('input'));
    }, long);
    // Nothing was cut: the box holds every character pasted, and the count says how many are too many.
    expect(await page.$eval('#text', (box) => (box as HTMLTextAreaElement).value.length)).toBe(long.length);
    expect(await text(page, '#text-count')).toMatch(/: 10 too many$/);
    const before = requests.filter((r) => r.url().endsWith('/v1/verify')).length;
    await page.click('#check-button');
    await page.waitForSelector('#check-error:not([hidden])');
    expect(await text(page, '#check-error')).toMatch(/Your text has 20\D?010 characters; a pasted text can have at most 20\D?000\. Nothing was checked\./);
    expect(requests.filter((r) => r.url().endsWith('/v1/verify')).length).toBe(before);
    await page.close();
  });

  it('opens a judgment found by search at the paragraph its excerpt came from, not at its cover page', async () => {
    const page = await open('10.77.0.7');
    await page.type('#q', 'declaratory orders paraphrase stance');
    await page.select('#type', 'judgment');
    await page.click('#search-button');
    await page.waitForSelector('#results li');
    const excerpt = await text(page, '#results li:first-child .excerpt');
    // The query's words are marked in the excerpt, as text in <mark>s (its text is unchanged).
    const marked = await page.$$eval('#results li:first-child .excerpt mark', (all) => all.map((m) => m.textContent!.toLowerCase()));
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(word).toMatch(/^(declarator|order|paraphras|stance)/);
    await page.click('#results li:first-child button');
    await page.waitForFunction(() => document.getElementById('reader-text')!.textContent!.length > 0);
    // The reader starts at the numbered paragraph holding the excerpt's words.
    const read = await text(page, '#reader-text');
    expect(read).toMatch(/^\[\d+\] /);
    expect(read.slice(0, 400)).toContain(excerpt.replace(/^\[\d+\] /, '').split(/\s+/).slice(0, 8).join(' '));
    // It says the judgment goes on, and reads on from the next paragraph.
    const more = await text(page, '#reader-more');
    const next = /Read on from paragraph (\d+)/.exec(more)?.[1];
    expect(next).toBeDefined();
    await page.click('#reader-more button');
    await page.waitForFunction((n) => document.getElementById('reader-text')!.textContent!.startsWith(`[${n}]`), {}, next);
    await page.close();
  });

  it('keeps the header to one short line on a phone, and takes the screenshots in docs/', async () => {
    const page = await open('10.77.0.8');
    await page.$eval('#text', (box, value) => void ((box as HTMLTextAreaElement).value = value), DRAFT);
    await page.click('#check-button');
    await page.waitForSelector('#check-results:not([hidden])');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'page-desktop.png'), fullPage: true });
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    const bar = await page.$eval('header.bar', (h) => h.getBoundingClientRect().height);
    expect(bar / 844).toBeLessThan(0.1);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'page-phone.png') });
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
    // In South African time (midnight, not 22:00 UTC), with what a person on the page can do meanwhile.
    expect(message).toMatch(new RegExp(`The free allowance of ${FREE_CHECKS} citation checks for today is used up; nothing was checked`));
    expect(message).toMatch(/You can check again from 00:00 on \w+day \d{1,2} \w+, South African time \(in \d+ (hours|minutes|seconds)/);
    expect(message).toMatch(/Searching and reading the library still work until then/);
    expect(message).not.toMatch(/Z\b|UTC|API key/);
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
