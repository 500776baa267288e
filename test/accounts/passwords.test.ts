// Password hashes (src/accounts/passwords.ts): scrypt at OWASP's cost by default, the cost
// and salt in the stored string, Django's password rules.
import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT, PasswordHasher, passwordProblem } from '../../src/accounts/passwords.js';

describe('password hashes', () => {
  it("are scrypt at OWASP's cost unless told, salted, and check only the password they were made from", async () => {
    const hasher = new PasswordHasher();
    const a = await hasher.hash('correct horse battery');
    const b = await hasher.hash('correct horse battery');
    expect(a).toMatch(
      new RegExp(`^scrypt\\$${OWASP_SCRYPT.N}\\$${OWASP_SCRYPT.r}\\$${OWASP_SCRYPT.p}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`),
    );
    expect(a).not.toBe(b); // a fresh salt each time
    expect(await hasher.verify('correct horse battery', a)).toBe(true);
    expect(await hasher.verify('correct horse batterY', a)).toBe(false);
    expect(OWASP_SCRYPT).toEqual({ N: 2 ** 14, r: 8, p: 5 });
  }, 30_000);

  it('compute two hashes at once and queue the others, which all complete in turn', async () => {
    const hasher = new PasswordHasher({ N: 1024, r: 8, p: 1 });
    const hashes = Array.from({ length: 8 }, (_, i) => hasher.hash(`password number ${i}`));
    expect(hasher.load).toEqual({ running: 2, waiting: 6 });
    const stored = await Promise.all(hashes);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
    const checks = stored.map((h, i) => hasher.verify(`password number ${i}`, h));
    expect(hasher.load).toEqual({ running: 2, waiting: 6 });
    expect(await Promise.all(checks)).toEqual(Array(8).fill(true));
    // A check that fails gives its slot back too.
    await expect(hasher.verify('x', 'scrypt$1024$8$1$c2FsdA==$' + 'A'.repeat(44))).resolves.toBe(false);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
  });

  it("check a hash with the cost it names, whatever the hasher's own", async () => {
    const cheap = new PasswordHasher({ N: 16, r: 1, p: 1 });
    const stored = await new PasswordHasher({ N: 1024, r: 2, p: 1 }).hash('pässwörd ☃');
    expect(await cheap.verify('pässwörd ☃', stored)).toBe(true);
  });

  it('refuse what they did not write, costs out of bounds, and no hash at all', async () => {
    const hasher = new PasswordHasher({ N: 16, r: 1, p: 1 });
    const good = await hasher.hash('a long password');
    for (const stored of [
      'pbkdf2_sha256$600000$salt$hash',
      good.replace(/^scrypt\$16/, 'scrypt$4194304'),
      good.replace(/^scrypt\$16\$1/, 'scrypt$16$0'),
      good.split('$').slice(0, 5).join('$'),
      '',
    ])
      expect(await hasher.verify('a long password', stored), stored).toBe(false);
    expect(await hasher.verify('a long password', null)).toBe(false);
    expect(await hasher.verify('x'.repeat(5000), good)).toBe(false);
  });

  it("apply Django's rules: 8 characters at least, not only digits, not the username", () => {
    expect(passwordProblem('short', 'ana')).toBe('This password is too short. It must contain at least 8 characters.');
    expect(passwordProblem('12345678', 'ana')).toBe('This password is entirely numeric.');
    expect(passwordProblem('Ana.Smith', 'ana.smith')).toBe('The password is too similar to the username.');
    expect(passwordProblem('x'.repeat(1025), 'ana')).toMatch(/too long/);
    expect(passwordProblem('correct horse', 'ana')).toBeUndefined();
    // Characters, not UTF-16 units: seven emoji are too short.
    expect(passwordProblem('😀'.repeat(7), 'ana')).toMatch(/too short/);
  });
});
