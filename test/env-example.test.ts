// .env.example lists exactly the variables src/config.ts reads, each set to its default: the
// variables read are recorded while the configuration is loaded, and the file's values must
// load to the very configuration an empty environment gives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ROOT } from './support/service.js';

/** The NAME=value lines of .env.example. */
function example(): Record<string, string> {
  const lines = readFileSync(join(ROOT, '.env.example'), 'utf8').split('\n');
  const vars: Record<string, string> = {};
  for (const line of lines) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    expect(m, `a line that is neither a comment nor NAME=value: ${line}`).not.toBeNull();
    expect(vars, `${m![1]} twice`).not.toHaveProperty(m![1]);
    vars[m![1]] = m![2];
  }
  return vars;
}

/** The names loadConfig reads from its environment. */
function readByConfig(): string[] {
  const read = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_, name) {
      if (typeof name === 'string') read.add(name);
      return undefined;
    },
  });
  loadConfig(env);
  return [...read].sort();
}

describe('.env.example', () => {
  it('names every variable the configuration reads, and no other', () => {
    const names = readByConfig();
    expect(names).toContain('DATABASE_URL');
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(example()).sort()).toEqual(names);
  });

  it('gives each its default (or leaves it empty: unset)', () => {
    expect(loadConfig(example())).toEqual(loadConfig({}));
  });
});
