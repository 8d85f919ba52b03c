import { textTooLong, type ExtractionBounds } from './bounds.js';
import { TextBuilder, type ExtractedDocument } from './located.js';
import { refuse } from './refusal.js';
import { decodeText } from './text.js';

/** Elements whose content is never text of the page: scripts, styles, the head, templates. */
const HIDDEN = new Set(['script', 'style', 'head', 'template', 'noscript', 'svg', 'math', 'object', 'iframe', 'select', 'textarea']);
/** Elements that begin and end a paragraph. */
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'blockquote', 'li', 'ul', 'ol', 'dl', 'dt', 'dd',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'caption', 'pre', 'figure', 'figcaption', 'address', 'hr', 'body', 'html', 'form', 'fieldset',
]);

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
  hellip: '…', sect: '§', para: '¶', copy: '©', reg: '®', shy: '\u00ad', laquo: '«', raquo: '»', bull: '•', middot: '·', eacute: 'é', egrave: 'è',
  ecirc: 'ê', euml: 'ë', aacute: 'á', agrave: 'à', acirc: 'â', ocirc: 'ô', ouml: 'ö', uuml: 'ü', iuml: 'ï', ccedil: 'ç', zwj: '\u200d', zwnj: '\u200c',
};

/** Character references: named (the common ones), decimal and hexadecimal. */
export function decodeEntities(s: string): string {
  return s.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/gi, (whole, dec: string, hex: string, name: string) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
    return ENTITIES[name] ?? whole;
  });
}

/**
 * One token at a time, each match starting where the last ended: comments, CDATA, doctypes and
 * processing instructions, tags, text. No part of a tag runs past the next `<`, so the work stays
 * linear in the file (a tag left open is given up at once, not scanned to the end for every `<`).
 */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^<>]*>?|<(\/?)([a-z][a-z0-9:-]*)(?:[^<>"'a-z0-9:-](?:[^<>"']|"[^"<]*"|'[^'<]*')*)?>?|[^<]+|</gi;

/** HTML: tags dropped, scripts and styles with their content, paragraphs at block elements, numbered in order. */
export function extractHtml(bytes: Uint8Array, bounds: ExtractionBounds): ExtractedDocument {
  const html = decodeText(bytes, 'HTML');
  const out = new TextBuilder(bounds.textLength, () => refuse('too_large', textTooLong(bounds, 'page')));
  let paragraph = 0;
  let current = '';
  let hidden: string | undefined;
  let pre = 0;
  const flush = () => {
    const text = pre ? current : current.replace(/[ \t\n\r\f]+/g, ' ');
    if (text.trim()) out.block(text.trim(), { paragraph: ++paragraph });
    current = '';
  };
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    const [token, closing, rawName] = m;
    if (rawName === undefined) {
      // (A stray `<` is text as a browser shows it.)
      if (!hidden && (token === '<' || !token.startsWith('<'))) current += decodeEntities(token);
      continue;
    }
    const name = rawName.toLowerCase();
    if (hidden) {
      if (closing && name === hidden) hidden = undefined;
      continue;
    }
    if (HIDDEN.has(name) && !closing && !token.endsWith('/>')) {
      hidden = name;
      continue;
    }
    if (name === 'br') current += '\n';
    else if (name === 'td' || name === 'th') current += ' ';
    else if (BLOCKS.has(name)) {
      flush();
      if (name === 'pre') pre += closing ? -1 : 1;
      pre = Math.max(pre, 0);
    }
  }
  flush();
  return out.build('html');
}
