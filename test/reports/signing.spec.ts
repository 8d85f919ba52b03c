import { describe, expect, it } from '@jest/globals';
import { generateSigningKey, keyIdOf, publicKeyPem, rawPublicKey, signReport, splitSigned, verifySigned } from '#libs/reports/signing.js';

const key = generateSigningKey();
const other = generateSigningKey();
const PDF_BODY = Buffer.from('%PDF-1.3\n%\xff\xff\xff\xff\n1 0 obj\n<< /Type /Catalog >>\nendobj\nstartxref\n9\n%%EOF\n', 'latin1');
const HTML_BODY = Buffer.from('<!DOCTYPE html>\n<html><body><p>Makwanyane: found</p></body></html>\n');

/** A copy of `file` with the byte at `at` (negative: from the end) changed. */
function flipped(file: Buffer, at: number): Buffer {
  const copy = Buffer.from(file);
  const i = at < 0 ? copy.length + at : at;
  copy[i] = copy[i] === 0x41 ? 0x42 : 0x41;
  return copy;
}

describe('report signatures', () => {
  it('a key id is the first 16 hex digits of the sha256 of the raw public key, and PEM round-trips', () => {
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(key.publicKey)).toBe(key.keyId);
    expect(rawPublicKey(publicKeyPem(key.publicKey)).equals(key.publicKey)).toBe(true);
  });

  it.each([
    ['pdf', PDF_BODY, /^%VSL-Signature: ed25519 [0-9a-f]{16} [A-Za-z0-9+/]{86}==$/],
    ['html', HTML_BODY, /^<!-- VSL-Signature: ed25519 [0-9a-f]{16} [A-Za-z0-9+/]{86}== -->$/],
  ] as const)('a signed %s file is its body, then one signature line, and verifies with the key', (format, body, line) => {
    const { file } = signReport(body, format, key);
    expect(file.subarray(0, body.length).equals(body)).toBe(true);
    expect(file.subarray(body.length).toString('latin1')).toMatch(new RegExp(`${line.source.slice(0, -1)}\\n$`));
    expect(splitSigned(file)!.body.equals(body)).toBe(true);
    expect(verifySigned(file, key.publicKey)).toEqual({ valid: true, keyId: key.keyId });
  });

  // Positions: the header, the middle, the last byte of the body, and inside the signature itself.
  it.each([
    ['the first byte (the header)', 0],
    ['a byte in the middle', 30],
    ['the body\'s last line break', PDF_BODY.length - 1],
    ['a character of the base64 signature', -10],
    ['the key id in the signature line', PDF_BODY.length + '%VSL-Signature: ed25519 '.length],
  ])('changing %s fails verification', (_what, at) => {
    const { file } = signReport(PDF_BODY, 'pdf', key);
    expect(verifySigned(flipped(file, at), key.publicKey).valid).toBe(false);
  });

  it.each([
    ['another key', () => verifySigned(signReport(HTML_BODY, 'html', key).file, other.publicKey), /signed with key/],
    ['no signature line', () => verifySigned(HTML_BODY, key.publicKey), /not a VSL-Signature line/],
    ['a line appended after the signature', () => verifySigned(Buffer.concat([signReport(HTML_BODY, 'html', key).file, Buffer.from('<p>added</p>\n')]), key.publicKey), /not a VSL-Signature line/],
    ['the signature line without its line break', () => verifySigned(signReport(HTML_BODY, 'html', key).file.subarray(0, -1), key.publicKey), /not a VSL-Signature line/],
  ])('refused: %s', (_what, run, reason) => {
    const result = run();
    expect(result.valid).toBe(false);
    expect(result.reason).toMatch(reason);
  });

  it('a body that does not end with a line break is not signed (its signature line would join its last line)', () => {
    expect(() => signReport(Buffer.from('<html></html>'), 'html', key)).toThrow(/line break/);
  });
});
