// One HTML discipline (issue 30 item 5): every page, the console's and the browsable API's,
// is written with the escaping `html` template, so markup from the database or a request
// reaches a page only escaped, and that is checked in one module. And the console stands on
// the neutral HTTP layer (src/http/), never on the public contract's emulation (drf/, django/).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from '../../src/http/html.js';
import { ROOT } from '../support/service.js';

const TEMPLATE_MODULE = 'src/http/html.ts';

/** Every file under `dir` (relative to the repository), text and scripts alike. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

// What an escaper of its own writes: the entities of & and <, a numeric entity, or the name.
const ESCAPING = [/&amp;/, /&lt;/, /&gt;/, /&#/, /\bescape_?html\b/i];

const IMPORT = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\b(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]/g;

/** The modules of src/ a file imports (relative specifiers, resolved; packages left out). */
function localImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(ROOT, resolve(dirname(join(ROOT, file)), spec)).replace(/\.js$/, '.ts'));
}

/** Modules of drf/ or django/ the console may import: none (issue 30 item 5). */
const EXEMPT_CONSOLE_IMPORTS = new Set<string>([]);

describe('one module escapes HTML', () => {
  it('the template escapes what is put in it, and nothing built with it', () => {
    expect(html`<p title="${`"'`}">${'<&>'}${html`<b>x</b>`}</p>`.text).toBe('<p title="&quot;&#x27;">&lt;&amp;&gt;<b>x</b></p>');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;');
  });

  it('no other file of src/ writes an entity or defines an escaper of its own', () => {
    const offenders = filesUnder('src')
      .filter((file) => file !== TEMPLATE_MODULE)
      .flatMap((file) => {
        const text = readFileSync(join(ROOT, file), 'utf8');
        return ESCAPING.filter((re) => re.test(text)).map((re) => `${file}: ${re}`);
      });
    expect(offenders).toEqual([]);
  });
});

describe('the console on the neutral HTTP layer', () => {
  it('imports nothing from drf/ or django/', () => {
    const console = filesUnder('src/console').filter((f) => f.endsWith('.ts'));
    expect(console.length).toBeGreaterThan(5);
    const offenders = console.flatMap((file) =>
      localImports(file)
        .filter((target) => /^src\/(drf|django)\//.test(target) && !EXEMPT_CONSOLE_IMPORTS.has(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds the imports it checks (the exempt ones included)', () => {
    const imports = filesUnder('src/console').flatMap(localImports);
    expect(imports).toContain('src/http/html.ts');
    expect(imports.every((target) => target.startsWith('src/'))).toBe(true);
  });
});

// The layer is below both: it imports nothing of the service (docs/architecture.md).
describe('src/http/', () => {
  it('imports nothing from the rest of src/', () => {
    const outside = filesUnder('src/http')
      .flatMap(localImports)
      .filter((target) => !target.startsWith('src/http/'));
    expect(outside).toEqual([]);
  });
});
