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

/**
 * The target: a table is named in at most 4 files (its schema, its programme/ module, its
 * repository, one more). These are over it, each for a reason that spelling the name
 * elsewhere would not remove; the count may only go down, and an entry goes when its table
 * reaches the target.
 */
const STILL_OVER: Readonly<Record<string, number>> = {
  // schema.ts, mentor.ts / mentee.ts, the two queries joining the people by name
  // (feedbacks-needed.ts: who owes; feedback-submissions.ts: the submission's text "Mid
  // Program feedback of mentee Jana Nováková"), and api/feedbacks-needed/view.ts, whose OpenAPI
  // description ("by mentees, then mentors") is the contract's bytes.
  mentors: 5,
  mentees: 5,
  // schema.ts, course.ts, repositories/courses.ts, and where the word is the contract's or
  // the data's, not a reference to the table: the public path '/courses/' (api/courses/view.ts)
  // and its folder in import paths (server/app.ts, api/courses/presenter.ts), the OpenAPI
  // description's link (server/docs.ts), the topic words of the goal drafter
  // (goals/drafting/topics.ts) and a demo goal's text (demo/data.ts).
  courses: 9,
};

describe('the programme’s domain in one place', () => {
  it.each(PROGRAMME.map((t) => [t.name] as const))('names the table %s in at most 4 files of src/ (or its stated exception)', (name) => {
    const files = naming(name).map((f) => f.path);
    const allowed = Math.max(4, STILL_OVER[name] ?? 4);
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(allowed);
    if (STILL_OVER[name] !== undefined) expect(files.length, `${name} is down to ${files.length}: lower STILL_OVER`).toBe(STILL_OVER[name]);
  });

  it('writes SQL only under src/store/', () => {
    const statement = /sql`|sql\.raw\(|\b(SELECT\s.+\sFROM|INSERT INTO|UPDATE\s+\w+\s+SET|DELETE FROM)\b/;
    const outside = sources().filter((f) => !f.path.startsWith(join('src', 'store')) && statement.test(f.text));
    expect(outside.map((f) => f.path)).toEqual([]);
  });
});
