// DRF's TokenAuthentication, with `Bearer` accepted beside DRF's `Token` keyword.
// As in DRF, authentication runs on every request of a view, whatever the access policy:
// a request that presents a bad token is refused (401) even where anonymous ones are let in.
import type { TokenOwner } from '../store/repositories/api-tokens.js';
import { errors } from '../pipeline/errors.js';

export type User = TokenOwner;

const KEYWORDS = new Set(['token', 'bearer']);
// Python's bytes.split(): runs of ASCII whitespace.
const PY_BYTES_SPACE = /[ \t\n\r\x0b\x0c]+/;

export interface KeyLookup {
  ownerOf(key: string): Promise<User | null>;
}

/** The user of the request's credentials; null when it presents none (anonymous). */
export async function authenticate(authorization: string | string[] | undefined, owners: KeyLookup): Promise<User | null> {
  if (authorization === undefined) return null;
  const header = Array.isArray(authorization) ? authorization.join(', ') : authorization;
  const parts = header.split(PY_BYTES_SPACE).filter(Boolean);
  // Another scheme (Basic, Digest…) is not ours to judge: the request stays anonymous.
  if (!parts.length || !KEYWORDS.has(parts[0].toLowerCase())) return null;
  if (parts.length === 1) throw errors.authenticationFailed('Invalid token header. No credentials provided.');
  if (parts.length > 2) throw errors.authenticationFailed('Invalid token header. Token string should not contain spaces.');
  // Node hands header bytes over as latin-1; DRF decodes the key as UTF-8.
  const key = Buffer.from(parts[1], 'latin1');
  if (!isUtf8(key)) throw errors.authenticationFailed('Invalid token header. Token string should not contain invalid characters.');
  const user = await owners.ownerOf(key.toString('utf8'));
  if (!user) throw errors.authenticationFailed('Invalid token.');
  return user;
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
