import { createHash, randomBytes } from 'node:crypto';

/** Every key of the service starts with this; anything else presented as a key is refused. */
export const KEY_PREFIX = 'vsl_';
/** 32 random bytes: 256 bits, far beyond guessing, and base64url keeps the key header-safe. */
const KEY_BYTES = 32;
/** `vsl_` plus 8 characters: the non-secret id shown in listings (48 of the 256 bits). */
const PREFIX_ID_LENGTH = KEY_PREFIX.length + 8;

export interface NewKey {
  /** The whole key: shown once, never stored. */
  key: string;
  prefix: string;
  hash: Buffer;
}

/**
 * sha256, not a password hash: a key is 256 random bits, so a stolen hash cannot be reversed by
 * guessing, and a slow salted hash (bcrypt, argon2) would only add milliseconds to every request
 * and rule out finding the key by an indexed lookup of its hash.
 */
export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

export function generateKey(): NewKey {
  const key = KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
  return { key, prefix: key.slice(0, PREFIX_ID_LENGTH), hash: hashKey(key) };
}

/** The token of an `Authorization: Bearer <token>` header; undefined when the header is not of that form. */
export function bearerToken(authorization: string): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  return match?.[1];
}
