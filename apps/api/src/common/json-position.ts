/**
 * Where a JSON text first goes wrong, for the 400 a malformed body gets. V8's own message gives a
 * position for some mistakes and none for others ("Unexpected token 'x', ... is not valid JSON"),
 * and its wording changes between Node versions; this scan says the same on every version.
 * Iterative (an explicit stack), as bodies may nest deeply.
 */
export interface JsonFault {
  /** Offset of the first character that cannot be there (the text's length when it ends too early). */
  offset: number;
  /** 1-based, counted in characters from the last line break. */
  line: number;
  column: number;
  /** The character found, or undefined when the text ended. */
  found?: string;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const LITERALS = ['true', 'false', 'null'];
// A JSON number from its first character: -? int frac? exp?
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:e[+-]?\d+)?/iy;
// Escapes are case-sensitive (\N is not one); the hex digits of \u are not.
const ESCAPE = /\\(?:["\\/bfnrt]|u[\da-fA-F]{4})/y;

/** The first fault of `text` as JSON, or undefined when it is well-formed. */
export function jsonFault(text: string): JsonFault | undefined {
  let i = 0;
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i])) i++;
  };
  const fault = (): JsonFault => locate(text, Math.min(i, text.length));
  /** Reads one scalar at i, or returns false (i left at the first bad character). */
  const scalar = (): boolean => {
    const c = text[i];
    if (c === '"') {
      // Up to the closing quote: any character but a control character, or a valid escape.
      for (i++; i < text.length && text[i] !== '"'; i++) {
        if (text.charCodeAt(i) < 0x20) return false;
        if (text[i] !== '\\') continue;
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(text)) return false;
        i = ESCAPE.lastIndex - 1;
      }
      if (i >= text.length) return false;
      i++;
      return true;
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) {
        i++; // a bare minus sign: what follows it is the fault
        return false;
      }
      i = NUMBER.lastIndex;
      return true;
    }
    const literal = LITERALS.find((word) => word[0] === c);
    if (!literal) return false;
    for (const ch of literal) {
      if (text[i] !== ch) return false;
      i++;
    }
    return true;
  };

  // What each open container expects next.
  const stack: Array<'{' | '['> = [];
  skip();
  for (;;) {
    // A value is expected at i.
    const c = text[i];
    if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      skip();
      if (text[i] === (c === '{' ? '}' : ']')) {
        stack.pop();
        i++;
      } else if (c === '{') {
        if (!member()) return fault();
        continue;
      } else continue;
    } else if (!scalar()) return fault();
    // After a value: a comma, the end of its container, or the end of the text.
    for (;;) {
      skip();
      const open = stack.at(-1);
      if (!open) return i < text.length ? fault() : undefined;
      if (text[i] === (open === '{' ? '}' : ']')) {
        stack.pop();
        i++;
        continue;
      }
      if (text[i] !== ',') return fault();
      i++;
      skip();
      if (open === '{' && !member()) return fault();
      break;
    }
  }

  /** A member's name and colon, leaving i at its value. */
  function member(): boolean {
    if (text[i] !== '"' || !scalar()) return false;
    skip();
    if (text[i] !== ':') return false;
    i++;
    skip();
    return true;
  }
}

function locate(text: string, offset: number): JsonFault {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  const line = (before.match(/\n/g)?.length ?? 0) + 1;
  return { offset, line, column: offset - lineStart + 1, found: offset < text.length ? text[offset] : undefined };
}

/** The fault in words: `unexpected "x" at line 1, column 12 (character 12)`. */
export function describeJsonFault(f: JsonFault): string {
  const where = `line ${f.line}, column ${f.column} (character ${f.offset + 1})`;
  if (f.found === undefined) return `it ends before the JSON is complete, at ${where}`;
  const code = f.found.charCodeAt(0);
  const shown = code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : f.found;
  return `unexpected "${shown}" at ${where}`;
}
