import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Ed25519 signatures of report files (docs/reports.md). A signed file is its body, which ends with
 * a line break, followed by one last line naming the key and holding the signature of the body's
 * exact bytes, and a line break:
 *
 *   PDF:   %VSL-Signature: ed25519 <key id> <base64 signature>      (after %%EOF: readers ignore it)
 *   HTML:  <!-- VSL-Signature: ed25519 <key id> <base64 signature> -->
 *
 * so `head -n -1 file` is the body and the 88 base64 characters ending in `==` on `tail -n 1 file` the signature.
 */

/** The raw 32-byte public key of an SPKI-DER Ed25519 key follows this 12-byte prefix. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export interface SigningKey {
  keyId: string;
  /** Raw 32 bytes. */
  publicKey: Buffer;
  /** PKCS#8 DER. */
  privateKey: Buffer;
}

/** First 16 hex digits of the sha256 of the raw public key. */
export const keyIdOf = (publicKey: Buffer) => createHash('sha256').update(publicKey).digest('hex').slice(0, 16);

export function generateSigningKey(): SigningKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(ED25519_SPKI_PREFIX.length);
  return { keyId: keyIdOf(raw), publicKey: Buffer.from(raw), privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }) };
}

export function publicKeyObject(raw: Buffer): KeyObject {
  if (raw.length !== 32) throw new Error(`an Ed25519 public key is 32 bytes, not ${raw.length}`);
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

/** The raw key of a PEM (SPKI) Ed25519 public key, as `openssl pkey -pubout` writes it. */
export function rawPublicKey(pem: string): Buffer {
  const key = createPublicKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`not an Ed25519 key (${key.asymmetricKeyType})`);
  return Buffer.from(key.export({ format: 'der', type: 'spki' }).subarray(ED25519_SPKI_PREFIX.length));
}

export const publicKeyPem = (raw: Buffer) => publicKeyObject(raw).export({ format: 'pem', type: 'spki' }).toString();

export type ReportFormat = 'pdf' | 'html';

const LINE = { pdf: ['%VSL-Signature: ', ''], html: ['<!-- VSL-Signature: ', ' -->'] } as const;

/** The signature line's words: `ed25519 <key id> <base64>`. */
const WORDS = /^ed25519 ([0-9a-f]{16}) ([A-Za-z0-9+/]{86}==)$/;

/** `body` (ending in a line break) with its signature line appended. */
export function signReport(body: Buffer, format: ReportFormat, key: SigningKey): { file: Buffer; signature: string } {
  if (body[body.length - 1] !== 0x0a) throw new Error('a report body ends with a line break');
  const signature = sign(null, body, createPrivateKey({ key: key.privateKey, format: 'der', type: 'pkcs8' })).toString('base64');
  const [open, close] = LINE[format];
  return { file: Buffer.concat([body, Buffer.from(`${open}ed25519 ${key.keyId} ${signature}${close}\n`)]), signature };
}

export interface SignedParts {
  body: Buffer;
  keyId: string;
  signature: Buffer;
}

/** A signed file split into its body and signature; undefined when its last line is no signature line. */
export function splitSigned(file: Buffer): SignedParts | undefined {
  if (file.length < 2 || file[file.length - 1] !== 0x0a) return undefined;
  const start = file.lastIndexOf(0x0a, file.length - 2) + 1;
  if (start === 0) return undefined;
  const line = file.subarray(start, file.length - 1).toString('latin1');
  for (const [open, close] of Object.values(LINE)) {
    if (!line.startsWith(open) || !line.endsWith(close)) continue;
    const words = WORDS.exec(line.slice(open.length, line.length - close.length));
    if (words) return { body: file.subarray(0, start), keyId: words[1], signature: Buffer.from(words[2], 'base64') };
  }
  return undefined;
}

/** Whether `file` carries a valid signature by the key `publicKey` (raw 32 bytes). */
export function verifySigned(file: Buffer, publicKey: Buffer): { valid: boolean; keyId?: string; reason?: string } {
  const parts = splitSigned(file);
  if (!parts) return { valid: false, reason: 'the last line is not a VSL-Signature line' };
  if (parts.keyId !== keyIdOf(publicKey)) return { valid: false, keyId: parts.keyId, reason: `signed with key ${parts.keyId}, not with key ${keyIdOf(publicKey)}` };
  const valid = verify(null, parts.body, publicKeyObject(publicKey), parts.signature);
  return { valid, keyId: parts.keyId, ...(valid ? {} : { reason: 'the signature does not match the file: it was changed after signing, or not signed by this key' }) };
}
