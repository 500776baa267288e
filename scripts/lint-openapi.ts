// `npm run lint:openapi` (part of `npm run lint`): the OpenAPI document the service serves,
// judged by two linters nobody here wrote. The document is built as /openapi.json builds
// it, without a database or a network, once per ACCESS_POLICY (their security differs)
// and once with RATE_LIMIT on; each is written to a temporary directory and linted by
// Redocly CLI (redocly.yaml) and Spectral (.spectral.yaml, spectral:oas). Any error of
// either fails, and so does any warning: the rules that do not fit the contract are
// switched off in those files, each with its reason.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocumentOf } from '../src/server/app.js';
import type { AccessPolicy } from '../src/config.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules', '.bin');

/** OPENAPI_CONTACT_URL and OPENAPI_CONTACT_EMAIL, as an operator sets them. */
interface Contact {
  url: string;
  email: string;
}

/**
 * The configurations whose documents are linted. Between them they hold every shape an
 * operation takes: security with and without `{}` (anonymous), with and without a 429; and
 * `info.contact` with and without the operators' address.
 */
export const LINTED: { name: string; policy: AccessPolicy; rateLimit: number; contact?: Contact }[] = [
  { name: 'open', policy: 'open', rateLimit: 0 },
  {
    name: 'token-writes-rate-limited',
    policy: 'token-writes',
    rateLimit: 600,
    contact: { url: 'https://mentoring.example.org/kontakt', email: 'api@example.org' },
  },
];

/** The service's defaults (design §6) with the given policy, RATE_LIMIT and contact. */
export function documentConfig(policy: AccessPolicy, rateLimit: number, contact?: Contact) {
  return {
    timeZone: 'Europe/Prague',
    trustProxy: false as const,
    goalRateLimit: 20,
    writeRateLimit: 60,
    goalTimeoutMs: 30_000,
    accessPolicy: policy,
    rateLimit,
    openapiContactUrl: contact?.url,
    openapiContactEmail: contact?.email,
  };
}

function run(label: string, command: string, args: string[], judge: (status: number | null, stdout: string) => boolean): boolean {
  const started = Date.now();
  const result = spawnSync(join(BIN, command), args, {
    cwd: ROOT,
    encoding: 'utf8',
    // No telemetry, no update check: the lint runs offline.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  const ok = judge(result.status, result.stdout);
  console.log(`${ok ? 'ok' : 'FAILED'}: ${label} (${Date.now() - started} ms)`);
  if (!ok) console.log(`${result.stdout}${result.stderr}`.trim());
  return ok;
}

/** Redocly fails on errors only: its JSON report (one per file) counts the warnings too. */
function noRedoclyProblems(status: number | null, stdout: string): boolean {
  const totals = [...stdout.matchAll(/"totals":\s*\{\s*"errors":\s*(\d+),\s*"warnings":\s*(\d+)/g)];
  return status === 0 && totals.length > 0 && totals.every(([, errors, warnings]) => errors === '0' && warnings === '0');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const files: string[] = [];
    for (const { name, policy, rateLimit, contact } of LINTED) {
      const file = join(dir, `openapi-${name}.json`);
      writeFileSync(file, JSON.stringify(await openApiDocumentOf(documentConfig(policy, rateLimit, contact))));
      files.push(file);
    }
    const redocly = run(
      'redocly lint (redocly.yaml)',
      'redocly',
      ['lint', '--config', join(ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000', ...files],
      noRedoclyProblems,
    );
    // --fail-severity warn: a warning fails as an error does.
    const spectral = run(
      'spectral lint (.spectral.yaml)',
      'spectral',
      ['lint', '--ruleset', join(ROOT, '.spectral.yaml'), '--fail-severity', 'warn', '--format', 'text', ...files],
      (status) => status === 0,
    );
    if (!redocly || !spectral) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
