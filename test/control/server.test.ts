// The control socket a running service serves in DATA_DIR: the token commands through it
// take effect in the service at once; the protocol refuses what it does not know and bounds
// what it reads; the socket is its owner's alone, replaces a dead owner's, and goes at close.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendControlRequest } from '../../src/control/client.js';
import { tokenCommands, type Commands, type TokenCreated } from '../../src/control/commands.js';
import { MAX_REQUEST_BYTES } from '../../src/control/protocol.js';
import { startControlServer, type ControlLog, type ControlServer } from '../../src/control/server.js';
import { SOCKET_FILE } from '../../src/control/socket-path.js';
import { fixedClock } from '../../src/time/clock.js';
import { TEST_NOW_MICROS, useTestApp } from '../support/app.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';
import { TempDirs } from '../support/temp-dirs.js';

const temps = new TempDirs('mentoring-api-control');
const tempDir = (): string => temps.make();
afterAll(() => temps.removeAll());

/** A log that keeps what it is told. */
function log(): ControlLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (m) => lines.push(`warn: ${m}`), error: (_e, m) => lines.push(`error: ${m}`) };
}

/** The raw exchange: bytes sent, everything the server answered until it closed. */
function raw(path: string, send: string | Buffer, { end = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let text = '';
    socket.setEncoding('utf8').on('data', (s: string) => (text += s));
    socket.on('connect', () => (end ? socket.end(send) : socket.write(send)));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
}

const answer = (text: string) => JSON.parse(text.trimEnd()) as { ok: boolean; error?: string; result?: unknown };

describe.each(databaseKinds())('token commands through the control socket on %s', (kind) => {
  const t = useTestApp(kind, { accessPolicy: 'token' });

  it('creates a token the service accepts, lists it, and a revocation is refused by the very next request', async () => {
    const dir = tempDir();
    const server = (await startControlServer(dir, tokenCommands(t.db, t.clock), log()))!;
    try {
      const created = await sendControlRequest(dir, { command: 'token.create', username: 'alice' });
      expect(created.ok).toBe(true);
      const { id, key, user } = (created as { result: TokenCreated }).result;
      expect(key).toMatch(/^[0-9a-f]{40}$/);
      expect(user.username).toBe('alice');
      const auth = { authorization: `Token ${key}` };
      // Seen, and cached, as valid…
      expect((await t.app.inject({ method: 'GET', url: '/courses/', headers: auth })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/courses/', headers: auth })).statusCode).toBe(200);
      const listed = await sendControlRequest(dir, { command: 'token.list' });
      expect(listed).toMatchObject({ ok: true, result: { tokens: [{ id, username: 'alice', keyPrefix: key.slice(0, 6) }] } });
      expect(await sendControlRequest(dir, { command: 'token.revoke', id })).toEqual({ ok: true, result: { id } });
      // …and refused as soon as the revocation is answered.
      const res = await t.app.inject({ method: 'GET', url: '/courses/', headers: auth });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid token.' });
      expect(await sendControlRequest(dir, { command: 'token.revoke', id })).toEqual({ ok: false, error: `there is no token ${id}` });
      expect(await sendControlRequest(dir, { command: 'token.create', username: 'no spaces' })).toEqual({
        ok: false,
        error: 'a username is 1 to 150 letters, digits and @ . + - _; got "no spaces"',
      });
    } finally {
      await server.close();
    }
  });
});

describe('the control protocol', () => {
  const dir = tempDir();
  const path = join(dir, SOCKET_FILE);
  let database: TestDatabase;
  let server: ControlServer;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = (await startControlServer(dir, tokenCommands(database.db, fixedClock(TEST_NOW_MICROS)), log()))!;
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it.each([
    ['an unknown command', '{"command":"token.steal"}\n', 'unknown command "token.steal" (known: token.create, token.list, token.revoke)'],
    ['a request without a command', '{"id":1}\n', 'a request names its "command"'],
    ['a parameter too many', '{"command":"token.list","all":true}\n', 'unknown parameter "all"'],
    ['a missing parameter', '{"command":"token.revoke"}\n', 'missing parameter "id"'],
    ['a parameter of the wrong type', '{"command":"token.revoke","id":"3"}\n', 'id must be a positive integer'],
    ['a username that is not a string', '{"command":"token.create","username":["a"]}\n', 'username must be a string'],
    ['JSON that is not an object', '["token.list"]\n', 'a request is a JSON object'],
    ['a line that is not JSON', 'token list\n', 'a request is one line of JSON'],
    ['a request that ends before its newline', '{"command":"token.list"}', 'the request ended before its newline'],
  ])('refuses %s with one line and closes', async (_what, send, error) => {
    const text = await raw(path, send, { end: !send.endsWith('\n') });
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
    expect(answer(text)).toEqual({ ok: false, error });
  });

  it(`reads at most ${MAX_REQUEST_BYTES} bytes of a request`, async () => {
    // Within the limit, newline included: answered.
    const padded = `{"command":"token.list"${' '.repeat(MAX_REQUEST_BYTES - 25)}}\n`;
    expect(Buffer.byteLength(padded)).toBe(MAX_REQUEST_BYTES);
    expect(answer(await raw(path, padded))).toEqual({ ok: true, result: { tokens: [] } });
    // One byte more: refused without waiting for the rest (the client never ends its side).
    const over = Buffer.alloc(MAX_REQUEST_BYTES + 1, 0x20);
    expect(answer(await raw(path, over))).toEqual({ ok: false, error: `a request is one line of at most ${MAX_REQUEST_BYTES} bytes` });
    // A stream with no newline at all is cut at the limit too, at once.
    expect(answer(await raw(path, Buffer.alloc(4 * 1024 * 1024, 0x61)))).toEqual({
      ok: false,
      error: 'a request is one line of at most 65536 bytes',
    });
  });

  it('answers one request a connection: a second line is not run', async () => {
    const text = await raw(path, '{"command":"token.create","username":"one"}\n{"command":"token.create","username":"two"}\n');
    expect(answer(text)).toMatchObject({ ok: true, result: { user: { username: 'one' } } });
    const list = (await sendControlRequest(dir, { command: 'token.list' })) as { result: { tokens: { username: string }[] } };
    expect(list.result.tokens.map((x) => x.username)).toEqual(['one']);
  });

  it('creates the socket mode 0600, whatever the umask', () => {
    const s = statSync(path);
    expect(s.isSocket()).toBe(true);
    expect(s.mode & 0o777).toBe(0o600);
    expect(s.uid).toBe(process.getuid!());
  });
});

describe('the control socket file', () => {
  it('replaces a socket left by a killed owner, and removes its own at close, after the commands in flight', async () => {
    const dir = tempDir();
    const path = join(dir, SOCKET_FILE);
    // A process that listened there and was killed: its socket file stays, and refuses.
    const owner = spawn(
      process.execPath,
      ['-e', `require('net').createServer().listen(${JSON.stringify(path)}, () => console.log('up'))`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => owner.stdout!.once('data', resolve));
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    expect(statSync(path).isSocket()).toBe(true);
    await expect(raw(path, '{}\n')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    let release!: () => void;
    const slow: Commands = new Map([
      ['slow', { parameters: () => undefined, run: () => new Promise<string>((r) => (release = () => r('done'))) }],
    ]);
    const server = (await startControlServer(dir, slow, log()))!;
    const inFlight = sendControlRequest(dir, { command: 'slow' });
    while (!release) await new Promise((r) => setTimeout(r, 5));
    const idle = raw(path, '{"command":'); // connected, request not complete
    await new Promise((r) => setTimeout(r, 50));
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false); // waits for the command…
    expect(await idle).toBe(''); // …but not for a client still sending
    release();
    expect(await inFlight).toEqual({ ok: true, result: 'done' });
    await closing;
    expect(existsSync(path)).toBe(false);
  });

  it('is reached through DATA_DIR itself when DATA_DIR is too long a path for a Unix socket', async () => {
    const dir = join(tempDir(), 'd'.repeat(100));
    mkdirSync(dir);
    expect(Buffer.byteLength(join(dir, SOCKET_FILE))).toBeGreaterThan(107);
    const database = await openTestDatabase('pglite');
    const server = (await startControlServer(dir, tokenCommands(database.db, fixedClock(TEST_NOW_MICROS)), log()))!;
    try {
      // The socket is where it belongs (Node would have cut the path and bound elsewhere).
      expect(statSync(join(dir, SOCKET_FILE)).isSocket()).toBe(true);
      expect(await sendControlRequest(dir, { command: 'token.list' })).toEqual({ ok: true, result: { tokens: [] } });
    } finally {
      await server.close();
      await database.close();
    }
    expect(existsSync(join(dir, SOCKET_FILE))).toBe(false);
  });

  it('leaves a file that is not a socket alone, and the service runs on without a control socket', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, SOCKET_FILE), 'mine\n');
    const told = log();
    expect(await startControlServer(dir, new Map(), told)).toBeUndefined();
    expect(told.lines).toEqual([
      `warn: no control socket at ${join(dir, SOCKET_FILE)}: EADDRINUSE; the CLI's token commands need the service stopped`,
    ]);
  });

  const notRoot = process.getuid?.() !== 0 ? 'not running as root (needs to connect as nobody)' : undefined;
  it.skipIf(notRoot)(`cannot be opened by another user${notRoot ? ` [skipped: ${notRoot}]` : ''}`, async () => {
    const dir = tempDir();
    chmodSync(dir, 0o755); // the directory is open to all: only the socket's mode keeps others out
    const server = (await startControlServer(dir, new Map(), log()))!;
    try {
      const path = join(dir, SOCKET_FILE);
      const script = `require('net').connect(${JSON.stringify(path)}).on('connect', () => { console.log('connected'); process.exit(0) }).on('error', (e) => { console.log(e.code); process.exit(0) })`;
      const asNobody = spawnSync(process.execPath, ['-e', script], { uid: 65534, gid: 65534, encoding: 'utf8', cwd: '/' });
      expect(asNobody.error, 'node must be runnable by nobody').toBeUndefined();
      expect(asNobody.stdout.trim()).toBe('EACCES');
      const asOwner = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      expect(asOwner.stdout.trim()).toBe('connected');
    } finally {
      await server.close();
    }
  });
});
