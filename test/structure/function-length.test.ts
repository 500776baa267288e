// No function in src/ is longer than 120 lines (issue 30): past that, a function holds more
// than one step a reader can take in, and its pieces want names. Every src/**/*.ts is parsed
// with the TypeScript compiler; a function's length runs from its first line (its name or
// its parameters, not the comment above it) to its closing brace, nested functions included.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/service.js';

const LIMIT = 120;

/** Functions allowed over the limit, as "file: qualified name": none (issue 30 item 4). */
const EXEMPT = new Set<string>([]);

interface FunctionSpan {
  /** "file: qualified name", the names of the functions it is nested in first. */
  id: string;
  line: number;
  lines: number;
}

/** A function's own name: declared, or the variable, property or method it is given to. */
function nameOf(node: ts.SignatureDeclaration): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText();
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name)
    return parent.name.getText();
  return '(anonymous)';
}

function functionsOf(path: string): FunctionSpan[] {
  const file = relative(ROOT, path).split('\\').join('/');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const found: FunctionSpan[] = [];
  const visit = (node: ts.Node, outer: readonly string[]): void => {
    let names = outer;
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      names = [...outer, nameOf(node)];
      const line = lineOf(node.getStart(source));
      found.push({ id: `${file}: ${names.join('.')}`, line, lines: lineOf(node.end) - line + 1 });
    }
    ts.forEachChild(node, (child) => visit(child, names));
  };
  visit(source, []);
  return found;
}

function sourceFiles(): string[] {
  const src = join(ROOT, 'src');
  return readdirSync(src, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

describe('src/', () => {
  const functions = sourceFiles().flatMap(functionsOf);
  const long = functions.filter((f) => f.lines > LIMIT);

  it(`has no function longer than ${LIMIT} lines`, () => {
    expect(functions.length).toBeGreaterThan(1000);
    const offenders = long.filter((f) => !EXEMPT.has(f.id)).map((f) => `${f.id} (line ${f.line}): ${f.lines} lines`);
    expect(offenders).toEqual([]);
  });

  it('exempts only functions still over the limit (an exemption goes once its function is split)', () => {
    const stillLong = new Set(long.map((f) => f.id));
    expect([...EXEMPT].filter((id) => !stillLong.has(id))).toEqual([]);
  });
});
