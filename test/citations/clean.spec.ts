import { describe, expect, it } from '@jest/globals';
import { cleanText } from '#libs/citations/clean.js';

// (reason, text as sent, clean text)
const ROWS: Array<[string, string, string]> = [
  ['a text without damage is its own clean text', 'S v Makwanyane [1995] ZACC 3', 'S v Makwanyane [1995] ZACC 3'],
  ['a soft hyphen is no part of a word', 'Con\u00adsumer Protection Act', 'Consumer Protection Act'],
  ['a soft hyphen before a separator', '[2020] ZACC 12\u00ad; 2020 (9) BCLR 1029 (CC)', '[2020] ZACC 12; 2020 (9) BCLR 1029 (CC)'],
  ['a zero-width space between capitals joins them', 'ZA\u200bCC', 'ZACC'],
  ['a zero-width space between other letters is a word space', 'Dikoko\u200bv\u200bMokhatla; Consumer\u200bProtection', 'Dikoko v Mokhatla; Consumer Protection'],
  ['a zero-width space between digits joins them', '[20\u200b20]', '[2020]'],
  ['a zero-width space between a bracket and a letter is a space', '[1995]\u200bZACC\u200b3', '[1995] ZACC 3'],
  ['a zero-width non-joiner or joiner between letters is dropped (no word space)', 'Ha\u200crksen v La\u200dne', 'Harksen v Lane'],
  ['a zero-width space between two lower-case letters is a word space (texts use it so)', 'dikoko\u200bv\u200bmokhatla; Promotion\u200bof\u200bAccess', 'dikoko v mokhatla; Promotion of Access'],
  ['a zero-width non-joiner beside a space or bracket is a space', '[1995]\u200cZACC', '[1995] ZACC'],
  ['a byte-order mark in a court code', 'ZA\ufeffCC', 'ZACC'],
  ['ligatures are their letters', 'Post O\ufb03ce, A\ufb00ordable, \ufb01nal, \ufb02at', 'Post Office, Affordable, final, flat'],
  ['full-width brackets and digits', '\uff3b\uff12\uff10\uff12\uff10\uff3d ZACC 12', '[2020] ZACC 12'],
  ['an ideographic space', 'S\u3000v\u3000Makwanyane', 'S v Makwanyane'],
  ['mathematical letters (a surrogate pair each)', '\u{1d412} v \u{1d40c}akwanyane', 'S v Makwanyane'],
  ['a word hyphenated across a line', 'Consumer Pro-\ntection Act', 'Consumer Protection Act'],
  ['hyphenated across a line with spaces and CRLF', 'Consumer Pro- \r\n  tection Act', 'Consumer Protection Act'],
  ['a hyphen before a capital across a line is kept', 'Broad-\nBased Black Economic Empowerment', 'Broad-\nBased Black Economic Empowerment'],
  ['a dash between words is kept', 'a line -\nanother', 'a line -\nanother'],
  // Words broken at a line's end as PDFs and word processors copy them (the fourteenth audit).
  ['a Unicode hyphen across a line', 'Mini\u2010\nster of Safety', 'Minister of Safety'],
  ['a non-breaking hyphen across a line', 'Mini\u2011\nster of Safety', 'Minister of Safety'],
  ['OCR\'s not sign across a line, before a lower-case letter', 'Secu\u00ac\nrity', 'Security'],
  ['a PDF reader\'s control character across a line', 'Secu\u0002\nrity', 'Security'],
  ['a soft hyphen and the line break after it', 'Lim\u00ad\nited; Infor\u00ad \r\n mation', 'Limited; Information'],
  ['a soft hyphen before a capital across a line joins too (it only ever breaks a word)', 'Kwa\u00ad\nZulu', 'KwaZulu'],
  ['a word in capitals broken across a line', 'CARMI-\nCHELE v MINISTER', 'CARMICHELE v MINISTER'],
  ['a capital after a lower-case letter keeps its hyphen (a compound)', 'KwaZulu-\nNatal', 'KwaZulu-\nNatal'],
  ['a Unicode hyphen between words on one line is kept', 'KwaZulu\u2010Natal', 'KwaZulu\u2010Natal'],
  ['the not sign elsewhere is kept', 'a \u00ac b', 'a \u00ac b'],
  // Look-alike letters of other scripts inside a Latin word (OCR, copies).
  ['Cyrillic letters inside a Latin word are the Latin ones', 'S v \u041c\u0430kwanyane', 'S v Makwanyane'],
  ['a Cyrillic A in a court code', '[1997] Z\u0410CC 6', '[1997] ZACC 6'],
  ['a Greek omicron inside a Latin word', 'Gr\u03bfotboom', 'Grootboom'],
  ['a word wholly Cyrillic is left alone', '\u041c\u0430\u043a\u0441 v Smith', '\u041c\u0430\u043a\u0441 v Smith'],
  ['a look-alike word beside a Latin one is Latin (a Greek nu for the v)', 'Fose \u03bd Minister; \u0405 v Dodo', 'Fose v Minister; S v Dodo'],
  ['look-alikes beside words of their own script are left alone', '\u0391\u0392\u0393 \u03b4\u03b5', '\u0391\u0392\u0393 \u03b4\u03b5'],
  ['tabs beside a lone v are word spaces', 'Naidoo\tv\tMedia [2019] ZACC 46', 'Naidoo v Media [2019] ZACC 46'],
  ['tabs on that line only', 'A\tB\nNaidoo v\tMedia', 'A\tB\nNaidoo v Media'],
  ['a table row keeps its tabs', 'Smith v Jones\t[2020] ZACC 12\tConstitutional Court', 'Smith v Jones\t[2020] ZACC 12\tConstitutional Court'],
  ['a table with the parties in columns: only the tabs beside the v', 'Defamation\tDikoko\tv\tMokhatla\t[2006] ZACC 10', 'Defamation\tDikoko v Mokhatla\t[2006] ZACC 10'],
  ['the same with a report in its cell', '13 September 2006\tDikoko\tv\tMokhatla\t2006 (6) SA 235 (CC)', '13 September 2006\tDikoko v Mokhatla\t2006 (6) SA 235 (CC)'],
  ['vs. beside a tab', 'Naidoo\tvs.\tMedia', 'Naidoo vs. Media'],
  ['an inline HTML tag shows nothing', '<em>S v Makwanyane and Another</em> [1995] ZACC 3', 'S v Makwanyane and Another [1995] ZACC 3'],
  ['a link tag with attributes', '<a href="https://www.saflii.org/za/cases/ZACC/2007/5.html" title="x"><i>Mankayi</i></a>, 2007', 'Mankayi, 2007'],
  ['a block tag is a line break', '<p>One.</p><p>Two.</p><br/>Three', '\nOne.\n\nTwo.\n\nThree'],
  ['an HTML table row is a markdown table row', '<tr><td>Fose v Minister</td><td>[1997] ZACC 6</td></tr>', ' | Fose v Minister  | [1997] ZACC 6  |\n'],
  ['a definition list reads as fields', '<dl><dt>Case</dt><dd>Fose v Minister</dd></dl>', '\n\nCase: Fose v Minister\n\n'],
  ['a comment shows nothing', 'S v X<!-- note --> [2020] ZACC 1', 'S v X [2020] ZACC 1'],
  ['a tag-like word in prose is kept', 'if x <y and y> z, or <unknown> tags', 'if x <y and y> z, or <unknown> tags'],
  ['named, decimal and hexadecimal entities', 'Masuku &amp; Another&nbsp;&#8212;&#x2019;s &ldquo;x&rdquo;', 'Masuku & Another \u2014\u2019s \u201cx\u201d'],
  ['Windows-1252 numbers as browsers read them', '&#145;real&#146; &#150;', '\u2018real\u2019 \u2013'],
  ['an unknown entity or number is kept', '&bogus; &#0; &#xD800;', '&bogus; &#0; &#xD800;'],
  ['a markdown link is its text', 'See [Smith v Napier](https://www.saflii.org/za/cases/ZACC/2007/5.html) [2007] ZACC 5.', 'See Smith v Napier [2007] ZACC 5.'],
  ['a link whose text holds brackets and emphasis', '[**Fose v Minister** [2001] ZACC 22](https://x.org/a "title")', '**Fose v Minister** [2001] ZACC 22'],
  ['square brackets without an address are kept', '[2020] ZACC 12 [sic] (above)', '[2020] ZACC 12 [sic] (above)'],
  ['a markdown image is its text', '![Fose v Minister](img.png) [1997] ZACC 6', 'Fose v Minister [1997] ZACC 6'],
  ['JSON escapes written out', 'Fose\\n\\n**Carmichele**\\t2020', 'Fose\n\n**Carmichele** 2020'],
  ['a backslash before a word is kept', 'C:\\notes\\reasons', 'C:\\notes\\reasons'],
];

describe('cleanText: what transport put into words', () => {
  it.each(ROWS)('%s', (_reason, sent, clean) => {
    expect(cleanText(sent).text).toBe(clean);
  });

  it('maps every span of the clean text back to the text as sent', () => {
    const sent = 'Con\u00adsumer Act; \u{1d412} v O\ufb03ce \uff3b1995\uff3d ZA\u200bCC 3 and Pro-\ntection';
    const clean = cleanText(sent);
    const at = (word: string) => {
      const start = clean.text.indexOf(word);
      return clean.written(start, start + word.length);
    };
    expect(at('Consumer')).toBe('Con\u00adsumer');
    expect(at('S v Office')).toBe('\u{1d412} v O\ufb03ce');
    expect(at('[1995] ZACC 3')).toBe('\uff3b1995\uff3d ZA\u200bCC 3');
    expect(at('Protection')).toBe('Pro-\ntection');
    const marked = cleanText('<p>In <i>Masuku &amp; Another</i>&nbsp;[2022]&nbsp;ZACC&nbsp;5 and [Fose](https://x.org) [1997] ZACC 6</p>');
    const cite = (c: string) => {
      const start = marked.text.indexOf(c);
      return marked.written(start, start + c.length);
    };
    expect(cite('[2022] ZACC 5')).toBe('[2022]&nbsp;ZACC&nbsp;5');
    expect(cite('Masuku & Another')).toBe('Masuku &amp; Another');
    expect(cite('Fose [1997] ZACC 6')).toBe('Fose](https://x.org) [1997] ZACC 6');
    expect(clean.span(0, clean.text.length)).toEqual({ start: 0, end: sent.length });
  });

  it('keeps the length of a clean text and maps spans one to one', () => {
    const sent = 'AB v Pridwin Preparatory School [2020] ZACC 12';
    const clean = cleanText(sent);
    expect(clean.text).toBe(sent);
    expect(clean.span(5, 12)).toEqual({ start: 5, end: 12 });
  });
});
