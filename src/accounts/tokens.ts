// API tokens: made by the CLI, checked on every authenticated request. A key is 40 hex
// characters (160 random bits, as DRF's authtoken); only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { versionKey, type TableVersions } from '../cache/table-versions.js';
import { VersionedCache } from '../cache/versioned-cache.js';
import type { Clock } from '../time/clock.js';
import { microsToUtcIso } from '../time/iso.js';
import type { ApiTokenRepository, TokenListing, TokenOwner } from '../store/repositories/api-tokens.js';
import type { VersionedTable } from '../store/repositories/table-versions.js';
import type { Audited } from '../store/repositories/users.js';

import { InvalidUsernameError, checkUsername } from './usernames.js';

export { InvalidUsernameError };

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export class ApiTokenService {
  constructor(private readonly repo: ApiTokenRepository) {}

  /** Creates a token for `username`; the key is returned here and never again. */
  async create(username: string, clock: Clock, by?: Audited['who']): Promise<{ id: number; key: string; user: TokenOwner }> {
    checkUsername(username);
    const key = randomBytes(20).toString('hex');
    const now = microsToUtcIso(clock.nowMicros());
    const created = await this.repo.create(
      { username, keyHash: hashKey(key), keyPrefix: key.slice(0, 6), now },
      by ? { who: by, now } : undefined,
    );
    return { ...created, key };
  }

  list(): Promise<TokenListing[]> {
    return this.repo.list();
  }

  revoke(id: number, audited?: Audited): Promise<boolean> {
    return this.repo.revoke(id, audited);
  }
}

/** The tables a token's owner is read from: a change to either may change the answer. */
const TOKEN_TABLES: readonly VersionedTable[] = ['api_tokens', 'users'];

/**
 * Who a presented key belongs to. Answers (misses included) are kept while the tokens and
 * users tables keep their versions, so a request with a known token costs no query on the
 * embedded database and one shared version read on a server; a revocation anywhere is
 * seen by the next request everywhere.
 */
export class TokenOwners {
  private readonly cache = new VersionedCache<TokenOwner | null>(10_000);

  constructor(
    private readonly repo: ApiTokenRepository,
    private readonly versions: TableVersions,
  ) {}

  async ownerOf(key: string): Promise<TokenOwner | null> {
    const hash = hashKey(key);
    const version = versionKey(await this.versions.current(TOKEN_TABLES), TOKEN_TABLES);
    return this.cache.through(hash, version, async () => (await this.repo.ownerOf(hash)) ?? null);
  }
}
