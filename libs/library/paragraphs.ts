/** A numbered judgment paragraph as a character range of the judgment text. */
export interface ParagraphSpan {
  number: number;
  start: number;
  end: number;
}

// `[45]` at the start of a line (after optional spaces) opens paragraph 45. A bracketed year followed
// by more of a citation (`[2016] ZACC 46;`, `[1842] 13 ER 225`) is a citation wrapped onto a new line
// in a footnote, not a paragraph: real judgments (ZACC 2025) have these, and no judgment reaches 1800
// paragraphs.
const PARAGRAPH_START = /^[ \t]*\[(?!(?:1[89]|2[01])\d\d\][ \t]*[A-Z0-9])(\d{1,4})\]/gm;

// A judge's name heading a judgment (`MARAIS AR:`, `OLIVIER JA`, `Mojapelo AJ (dissenting):`,
// `Madlanga J (Zondo CJ concurring):`): Afrikaans `AR`/`R`/`Wn AR` as well as the English titles.
const JUDGE_LINE = /^\p{Lu}[\p{L}'’. -]{0,60}?[ \t]+(?:Wn[ \t]+)?(?:ACJ|ADCJ|DCJ|CJ|AJA|JA|AJP|ADJP|DJP|JP|AJ|AP|AR|DP|[JPR])\.?[ \t]*(?:\([^()\n]{0,200}\)[ \t]*)?:?$/u;

/** How low a number that starts the numbering again is: `[1]` (or the first few, where the first ones stand elsewhere on their lines). */
const RESTART_AT_MOST = 3;
/**
 * How long a run's entries are, at least, to be paragraphs rather than notes (the median, in
 * characters): the starter judgments' paragraphs run to medians of 470 to 1,900, their footnotes
 * to about 100.
 */
const PARAGRAPH_LENGTH = 300;
/**
 * A judgment's opening before its first paragraph, in characters, where even short paragraphs are
 * taken as paragraphs (the starter's court, parties and coram mostly run to 600-2,900 characters; an
 * unnumbered 1999 judgment, its words done, runs to 2,069 before the notes printed after it).
 */
const OPENING = 2_000;

interface Start {
  number: number;
  start: number;
  /** Where its number ends. */
  after: number;
}

/**
 * Splits a judgment text at its `[n]` line starts; text before the first number is not a paragraph.
 *
 * A judgment's paragraphs are its first run of numbers that go up (gaps, repeats and slips such as
 * `[39]` for `[29]` allowed). A later run that starts again low (`[1]`..`[3]` after a higher number)
 * is another judgment in the same text (the 1999 Supreme Court of Appeal's minority judgments start
 * again at `[1]` under their judge's name) only where a judge's name heads it and its entries are as
 * long as paragraphs (notes printed after a signature, `PONNAN JA`, are short); otherwise it is the
 * footnotes printed at the end (as the law-report sites print them: `[1] See ...`) or another
 * document, and not paragraphs: counted as paragraphs, a judgment of 109 paragraphs with 150 footnotes
 * ended at paragraph 150. A run whose numbers stand in the text before it as footnote references
 * (`dignity.[12]`, mid-line) is footnotes whatever heads it; so is a first run that starts in the
 * second half of the text, or past the opening with entries as short as notes. A paragraph ends where the next number
 * at a line start stands, kept or not: footnotes are no part of the last paragraph.
 */
export function paragraphSpans(text: string): ParagraphSpan[] {
  const starts: Start[] = [...text.matchAll(PARAGRAPH_START)].map((m) => ({ number: Number(m[1]), start: m.index, after: m.index + m[0].length }));
  const runs: Start[][] = [];
  starts.forEach((s, i) => {
    const prev = starts[i - 1];
    const next = starts[i + 1];
    // Starting again: low, below the number before, and (where a number follows) not a slip in a run
    // that carries on (`[1] [2] [3] [1] [5]`).
    const restart = prev && s.number < prev.number && s.number <= RESTART_AT_MOST && (!next || next.number <= prev.number);
    if (!prev || restart) runs.push([s]);
    else runs[runs.length - 1].push(s);
  });
  const kept = new Set<Start>();
  const endOf = (i: number) => (i + 1 < starts.length ? starts[i + 1].start : text.length);
  const long = (run: Start[]) => median(run.map((s) => endOf(starts.indexOf(s)) - s.start)) >= PARAGRAPH_LENGTH;
  runs.forEach((run, i) => {
    if (footnoteReferences(text, run)) return;
    // The first run opens the judgment (the starter's open by 15% of their text, after at most
    // 12,821 characters): one that starts in the second half of the text, or past a judgment's
    // opening with entries as short as notes, is the notes of a judgment without numbered
    // paragraphs. A later run is another judgment only under its judge's name, and as long as one.
    // (A run opening within the opening's characters is the judgment's however short the text: a short
    // judgment's header is most of it.)
    const paragraphs =
      i === 0 ? run[0].start < OPENING || (run[0].start < text.length / 2 && long(run)) : long(run) && headedByJudge(text, run[0].start);
    if (paragraphs) for (const s of run) kept.add(s);
  });
  return starts.flatMap((s, i) => (kept.has(s) ? [{ number: s.number, start: s.start, end: endOf(i) }] : []));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A judge's name on one of the last two lines with words before `at`. */
function headedByJudge(text: string, at: number): boolean {
  const lines = text
    .slice(Math.max(0, at - 400), at)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.slice(-2).some((l) => JUDGE_LINE.test(l));
}

/** At least half a run's numbers (two or more) stand before it as `[n]` inside a line: footnote references, so the run is their notes. */
function footnoteReferences(text: string, run: Start[]): boolean {
  const numbers = new Set(run.map((s) => s.number));
  if (numbers.size < 2) return false;
  const referenced = new Set<number>();
  for (const m of text.slice(0, run[0].start).matchAll(/\S\[(\d{1,3})\]/g)) {
    const n = Number(m[1]);
    if (numbers.has(n)) referenced.add(n);
  }
  return referenced.size * 2 >= numbers.size;
}
