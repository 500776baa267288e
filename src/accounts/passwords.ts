// Password hashes for console accounts: scrypt (RFC 7914) with one of OWASP's recommended
// parameter sets (N=2^14, r=8, p=5: 16 MiB a hash, the set with the least memory, so that
// a burst of sign-ins cannot exhaust a small machine), a random 16-byte salt, and the
// parameters in the stored string so that they can be raised later without invalidating
// old hashes.
// node:crypto's scrypt runs on libuv's thread pool: a sign-in never blocks the event loop.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_BYTES = 32;
const PREFIX = 'scrypt';

/** Django's password rules that matter here: long enough, not only digits, not the username. */
export const PASSWORD_MIN_LENGTH = 8;
/** scrypt reads the whole password: a bound keeps one sign-in from costing more than another. */
export const PASSWORD_MAX_LENGTH = 1024;

/** The first rule a password breaks, as a sentence; undefined when it is acceptable. */
export function passwordProblem(password: string, username: string): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH)
    return `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `This password is too long. It must contain at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (/^[0-9]+$/.test(password)) return 'This password is entirely numeric.';
  if (password.toLowerCase() === username.toLowerCase()) return 'The password is too similar to the username.';
  return undefined;
}

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's: 16 MiB and, on this machine, about 0.2 s of one core a hash (docs/performance.md). */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 14, r: 8, p: 5 };

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (e, key) => (e ? reject(e) : resolve(key))),
  );
}

/** A sign-in's place among the checks in flight (PasswordHasher.admit). */
export interface HashAdmission {
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
  release(): void;
}

/**
 * Hashes and checks passwords. The cost is a dependency of the app (buildApp's deps) so
 * that the test suite, which signs in hundreds of times, can use a cheap one, as Django's
 * documentation advises for its tests; a stored hash names its own cost and is checked
 * with it, whatever the hasher's.
 */
export class PasswordHasher {
  private decoy: Promise<string> | undefined;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly cost: ScryptCost = OWASP_SCRYPT,
    /**
     * Hashes computed at once. Each holds its N·r·128 bytes (16 MiB) until it ends, and
     * libuv runs four: a burst of sign-ins held 64 MiB and took the service to its memory
     * bound. Two keep the same throughput on two cores with half the memory; the others
     * wait their turn here (docs/performance.md).
     */
    private readonly concurrency = 2,
    /**
     * Sign-ins admitted at once (hashing or waiting for a slot): a burst beyond it is refused
     * at once rather than queued without bound (issue 29: 120 concurrent guesses all waited
     * their turn, each holding a request and a connection).
     */
    private readonly maxAdmitted = 10,
  ) {}

  private admitted = 0;

  /**
   * A place for one sign-in's check, or undefined when `maxAdmitted` are taken (the caller
   * refuses at once). The place is given back when its check ends, or by `release`.
   */
  admit(): HashAdmission | undefined {
    if (this.admitted >= this.maxAdmitted) return undefined;
    this.admitted++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      this.admitted--;
    };
    return {
      verify: async (password, stored) => {
        try {
          return await this.verify(password, stored);
        } finally {
          release();
        }
      },
      release,
    };
  }

  /** Hashes being computed and hashes waiting for a slot (for tests and metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** `derive`, when a slot is free. */
  private async derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await derive(password, salt, cost);
    } finally {
      // The slot passes to the next waiting hash, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** A storable hash of `password`: scrypt$N$r$p$salt$key (base64). */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return [PREFIX, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /**
   * Whether `password` matches `stored`; false for a hash this module did not write. With
   * no stored hash (an unknown username, a user without a password) a decoy is checked,
   * so that a wrong username takes as long as a wrong password.
   */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    if (!stored) {
      await this.verify(password, await (this.decoy ??= this.hash(randomBytes(16).toString('hex'))));
      return false;
    }
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== PREFIX || password.length > PASSWORD_MAX_LENGTH) return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
    const expected = Buffer.from(parts[5], 'base64');
    const key = await this.derive(password, Buffer.from(parts[4], 'base64'), { N, r, p });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }
}
