// The built service where another user can run it. A test that starts the service as
// another user (nobody) needs that user to read dist/ and the packages it imports; a
// checkout under /root, or below any directory others may not enter, has them out of its
// reach. There the build is placed in a temporary directory: files others can read are
// hard-linked (instant, nothing copied), others copied and made readable; the checkout
// itself is left as it is.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';

export interface User {
  uid: number;
  gid: number;
}

export interface ReadableBuild {
  /** The directory to run dist/main.js from: the checkout, or the placed copy. */
  root: string;
  /** The node to run it with: this process's, or a placed copy. */
  node: string;
  /** What had to be placed (the build, node): nothing where the user can read the checkout. */
  placed: string[];
  remove(): void;
}

/**
 * Directories of the packages the service runs with: package.json's dependencies and
 * theirs (optional and peer ones when installed), found as Node looks for them, from the
 * package's own node_modules up to the checkout's.
 */
export function runtimePackages(root: string): string[] {
  const found = new Set<string>();
  const dependenciesOf = (dir: string) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const names = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies });
    for (const name of names) {
      for (let from = dir; ; from = dirname(from)) {
        const candidate = join(from, 'node_modules', name);
        if (existsSync(join(candidate, 'package.json'))) {
          if (!found.has(candidate)) {
            found.add(candidate);
            dependenciesOf(candidate);
          }
          break;
        }
        if (from === root || dirname(from) === from) break; // an optional package not installed here
      }
    }
  };
  dependenciesOf(root);
  // A package nested in another's node_modules comes with it.
  const dirs = [...found].sort();
  return dirs.filter((d) => !dirs.some((outer) => outer !== d && d.startsWith(outer + sep)));
}

/** What dist/main.js needs, relative to the checkout: the build, package.json, the packages. */
function buildParts(root: string): string[] {
  return ['package.json', 'dist', ...runtimePackages(root).map((d) => relative(root, d))];
}

// Run as the user: exits 0 when every file under the given paths can be read.
const PROBE = `
const { accessSync, constants, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');
const walk = (p) => {
  if (statSync(p).isDirectory()) for (const e of readdirSync(p)) walk(join(p, e));
  else accessSync(p, constants.R_OK);
};
for (const p of process.argv.slice(1)) walk(p);
`;

/** Why `user` cannot read `paths` with `node` (or run `node` at all), or undefined when it can. */
function unreadableBy(user: User, node: string, paths: string[]): string | undefined {
  const r = spawnSync(node, ['-e', PROBE, ...paths], { ...user, cwd: '/', encoding: 'utf8', timeout: 60_000 });
  if (r.error) return `${node}: ${r.error.message}`;
  return r.status === 0 ? undefined : (r.stderr.split('\n').find((l) => /Error/.test(l)) ?? `exit ${r.status}`);
}

/** `to` and the directories above it up to `base`, made 0755 (whatever the umask). */
function mkdirs(base: string, to: string): void {
  if (to === base || existsSync(to)) return;
  mkdirs(base, dirname(to));
  mkdirSync(to);
  chmodSync(to, 0o755);
}

/** `from` re-created at `to`: directories 0755, files linked when others may read them, else copied readable. */
export function place(from: string, to: string): void {
  const st = statSync(from);
  if (st.isDirectory()) {
    mkdirSync(to);
    chmodSync(to, 0o755);
    for (const e of readdirSync(from, { withFileTypes: true })) {
      if (e.isSymbolicLink()) symlinkSync(readlinkSync(join(from, e.name)), join(to, e.name));
      else place(join(from, e.name), join(to, e.name));
    }
    return;
  }
  if (st.mode & 0o004) {
    try {
      return linkSync(from, to);
    } catch {
      // another file system (EXDEV), or links refused: a copy does
    }
  }
  copyFileSync(from, to);
  chmodSync(to, (st.mode & 0o777) | 0o444 | (st.mode & 0o100 ? 0o111 : 0));
}

/** The build of the checkout at `root` (dist/, package.json, the packages) placed in `dir`. */
export function placeBuild(root: string, dir: string, parts = buildParts(root)): void {
  mkdirs(dirname(dir), dir);
  for (const part of parts) {
    mkdirs(dir, dirname(join(dir, part)));
    place(join(root, part), join(dir, part));
  }
}

/**
 * The build where `user` can read it: the checkout when it already can (nothing done), else
 * a copy placed in a new temporary directory (which `user` must be able to enter, as the
 * tests' DATA_DIRs there must be); likewise node, when it lives where `user` cannot run it
 * (installed under /root, as nvm does there). Throws, naming why, when even the placed copy is out of reach.
 */
export function readableBuild(root: string, user: User, node = process.execPath): ReadableBuild {
  let dir: string | undefined;
  const temp = () => {
    if (!dir) {
      dir = mkdtempSync(join(tmpdir(), 'mentoring-api-build-'));
      chmodSync(dir, 0o755);
    }
    return dir;
  };
  const remove = () => dir && rmSync(dir, { recursive: true, force: true });
  const placed: string[] = [];
  const parts = buildParts(root);
  try {
    if (spawnSync(node, ['-e', ''], { ...user, cwd: '/', timeout: 60_000 }).status !== 0) {
      const from = realpathSync(node);
      node = join(temp(), 'node');
      place(from, node);
      placed.push('node');
    }
    const why = unreadableBy(
      user,
      node,
      parts.map((p) => join(root, p)),
    );
    if (why === undefined) return { root, node, placed, remove };
    placeBuild(root, temp(), parts);
    placed.push('build');
    const still = unreadableBy(
      user,
      node,
      parts.map((p) => join(temp(), p)),
    );
    if (still !== undefined)
      throw new Error(`uid ${user.uid} cannot read the build placed in ${temp()} either: ${still} (in the checkout: ${why})`);
    return { root: temp(), node, placed, remove };
  } catch (e) {
    remove();
    throw e;
  }
}
