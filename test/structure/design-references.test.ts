// Comments cite the design record as "design §N" (also "design.md §N", "§N.M", "§10a"): a
// newcomer must be able to follow every one to a numbered heading of docs/design.md. And every
// docs/… file a comment names must exist.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DESIGN = join(ROOT, 'docs', 'design.md');

/** Where citations are written: the code, the tests, the docs and the two top-level documents. */
const SCANNED = ['src', 'test', 'docs', 'README.md', 'CHANGELOG.md'];
const TEXT_FILE = /\.(ts|mts|cts|js|mjs|cjs|sql|md|txt|json|yaml|yml|html|css)$/;

/** "design §5", "Design §10", "design.md §4", "design §1.1", "design §10a". */
const CITATION = /\bdesign(?:\.md)?\s+§\s*(\d+[a-z]?(?:\.\d+)*)/gi;
/** A numbered heading: "## 5. Owed feedback", "### 1.1 Paging", "### 10a. The console at any size". */
const NUMBERED_HEADING = /^#{1,6}\s+(\d+[a-z]?(?:\.\d+)*)\.?\s/;
/** A path under docs/ as a reader would type it (not the tail of a URL such as …/docs/current/). */
const DOCS_PATH = /(?<![\w/.-])docs\/[\w./-]*\w/g;

interface Found {
  where: string;
  text: string;
}

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (TEXT_FILE.test(path)) return existsSync(full) ? [full] : [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && TEXT_FILE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function occurrences(pattern: RegExp, group: number): Found[] {
  const found: Found[] = [];
  for (const file of SCANNED.flatMap(filesUnder)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const m of line.matchAll(pattern)) found.push({ where: `${relative(ROOT, file)}:${i + 1}`, text: m[group] });
      });
  }
  return found;
}

function designHeadings(): string[] {
  return readFileSync(DESIGN, 'utf8')
    .split('\n')
    .map((line) => NUMBERED_HEADING.exec(line)?.[1])
    .filter((n): n is string => n !== undefined);
}

describe('docs/design.md', () => {
  it('numbers each heading once', () => {
    const numbers = designHeadings();
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('has a numbered heading for every "design §N" cited in src/, test/, docs/, README.md and CHANGELOG.md', () => {
    const headings = new Set(designHeadings());
    const citations = occurrences(CITATION, 1);
    // The pattern still finds the project's citations (there were 62 in src/ alone).
    expect(citations.length).toBeGreaterThan(50);
    const unresolved = citations.filter((c) => !headings.has(c.text.toLowerCase())).map((c) => `${c.where}: design §${c.text}`);
    expect(unresolved, `citations with no numbered heading in docs/design.md:\n${unresolved.join('\n')}`).toEqual([]);
  });

  it('every docs/… file named in src/, test/, docs/, README.md and CHANGELOG.md exists', () => {
    const missing = occurrences(DOCS_PATH, 0)
      .map((p) => ({ ...p, text: p.text.replace(/\.+$/, '') }))
      .filter((p) => !existsSync(join(ROOT, p.text)))
      .map((p) => `${p.where}: ${p.text}`);
    expect(missing, `named but missing:\n${missing.join('\n')}`).toEqual([]);
  });
});
