// Where the programme's domain lives (issue 30): a table is named in few files of src/ (its
// schema, its programme/ module, which gives the name to the rest of the code, its
// repository), and SQL is written only under src/store/.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROGRAMME } from '../../src/programme/registry.js';

const SRC = join(import.meta.dirname, '..', '..', 'src');

/** src/'s TypeScript files outside the migrations, by their path from the repository. */
function sources(): { path: string; text: string }[] {
  return readdirSync(SRC, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((p) => !p.includes(`${join('store', 'migrations')}`))
    .map((p) => ({ path: relative(join(SRC, '..'), p), text: readFileSync(p, 'utf8') }));
}

/** The files naming `word` as a whole word (as `grep -lw` finds them). */
const naming = (word: string) => sources().filter((f) => new RegExp(`(?<![A-Za-z0-9_])${word}(?![A-Za-z0-9_])`).test(f.text));

describe('the programme’s domain in one place', () => {
  it.each(PROGRAMME.map((t) => [t.name] as const))(
    'names the table %s in at most 4 files of src/: its schema, its programme/ module, its repository, one more',
    (name) => {
      const files = naming(name).map((f) => f.path);
      expect(files.length, files.join('\n')).toBeLessThanOrEqual(4);
    },
  );

  it('writes SQL only under src/store/', () => {
    const statement = /sql`|sql\.raw\(|\b(SELECT\s.+\sFROM|INSERT INTO|UPDATE\s+\w+\s+SET|DELETE FROM)\b/;
    const outside = sources().filter((f) => !f.path.startsWith(join('src', 'store')) && statement.test(f.text));
    expect(outside.map((f) => f.path)).toEqual([]);
  });
});
