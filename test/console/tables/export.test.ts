// The console's CSV export (issue 29, items 2 and 7): streamed a batch at a time as the client
// reads it, in the list's order whatever the sort, complete; cells quoted so that no
// spreadsheet splits or runs them.
import { spawn } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { csvCell } from '../../../src/console/csv.js';
import { databaseKinds } from '../../support/database.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { addUser, Browser } from '../../support/console.js';
import { insertMentors } from '../../support/programme.js';
import { logLines } from '../../support/log-lines.js';

describe('a CSV cell', () => {
  it('is neutralised when a spreadsheet would run it, and quoted when it holds , ; " or a line break (neutralised ones too)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('-1;2')).toBe(`"'-1;2"`);
    expect(csvCell('@SUM(A1;A2)')).toBe(`"'@SUM(A1;A2)"`);
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
});

describe.each(databaseKinds())('the CSV export on %s', (kind) => {
  const { lines, stream } = logLines();
  let t: TestApp;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { logger: { level: 'info', stream } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  /** Empties the tables and signs a viewer in. */
  const fresh = async () => {
    await t.reset();
    await addUser(t.db, 'vera', 'viewer');
    const b = await new Browser(t.app).signIn('vera');
    cookie = `sessionid=${b.cookies.get('sessionid')}`;
  };

  /** GET over a socket, the response not yet read. */
  const open = (path: string, method = 'GET') =>
    new Promise<IncomingMessage>((resolve, reject) =>
      request({ port, host: '127.0.0.1', path, method, headers: { cookie } }, resolve).on('error', reject).end(),
    );
  const readAll = async (res: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  it('quotes cells holding ; and neutralises formulas, over HTTP', async () => {
    await fresh();
    await insertMentors(
      t.db,
      { id: 1, firstName: 'a;b', lastName: '=1+2', email: '' },
      { id: 2, firstName: 'Quote "q"', lastName: 'two\nlines', email: '-1;2' },
    );
    const body = await readAll(await open('/admin/mentors/export/?o=id'));
    expect(body).toBe('\ufeffID,First name,Last name,Email\r\n' + `1,"a;b",'=1+2,\r\n` + `2,"Quote ""q""","two\nlines","'-1;2"\r\n`);
  });

  it('streams every row in the list’s order, sorted by a column with ties, ascending and descending, with a search', async () => {
    await fresh();
    // 2,400 mentors over ten batches, twelve last names: every batch ends inside a run of ties.
    await t.db.rows(sql`INSERT INTO mentors (id, first_name, last_name, email)
      SELECT n, 'First' || n, 'Name' || lpad((n % 12)::text, 2, '0'), CASE WHEN n % 3 = 0 THEN 'm' || n || '@example.org' ELSE '' END
        FROM generate_series(1, 2400) AS n`);
    const ids = Array.from({ length: 2400 }, (_, i) => i + 1);
    const lastName = (n: number) => `Name${String(n % 12).padStart(2, '0')}`;
    const email = (n: number) => (n % 3 ? '' : `m${n}@example.org`);
    // The databases' collation here is C: code points.
    const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const byName = [...ids].sort((a, b) => bytes(lastName(a), lastName(b)) || a - b);
    for (const [query, expected] of [
      ['o=last_name', byName],
      ['o=-last_name', [...byName].reverse()],
      ['o=-id', [...ids].reverse()],
      ['o=email', [...ids].sort((a, b) => bytes(email(a), email(b)) || a - b)],
      ['q=name07&o=last_name', byName.filter((n) => n % 12 === 7)],
    ] as const) {
      const res = await open(`/admin/mentors/export/?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
      const lines = (await readAll(res)).split('\r\n');
      expect(lines.pop()).toBe('');
      expect(
        lines.slice(1).map((l) => Number(l.split(',')[0])),
        query,
      ).toEqual(expected);
    }
  });

  it('streams in the list’s own order for NULL, microsecond and boolean sort keys, both ways', async () => {
    await fresh();
    // 260 courses over two batches and three list pages; half without a first date, the
    // others a microsecond apart in runs of seven.
    await t.db.rows(sql`INSERT INTO courses (id, title, code, gsheet_name, date_w1, deactivated)
      SELECT n, 'Course ' || n, n, 'sheet', CASE WHEN n % 2 = 0 THEN NULL
        ELSE '2026-01-01T10:00:00Z'::timestamptz + (n % 7) * interval '1 microsecond' END, n % 3 = 0
        FROM generate_series(1, 260) AS n`);
    const b = new Browser(t.app);
    b.cookies.set('sessionid', cookie.slice('sessionid='.length));
    for (const o of ['date_w1', '-date_w1', 'deactivated', '-deactivated']) {
      const listed: number[] = [];
      for (let p = 1; p <= 3; p++) {
        const page = await b.get(`/admin/courses/?o=${o}&p=${p}`);
        for (const m of page.body.matchAll(/href="\/admin\/courses\/(\d+)\/change\/"/g)) listed.push(Number(m[1]));
      }
      expect(new Set(listed).size, o).toBe(260);
      const lines = (await readAll(await open(`/admin/courses/export/?o=${o}`))).split('\r\n').slice(1, -1);
      expect(
        lines.map((l) => Number(l.split(',')[0])),
        o,
      ).toEqual(listed);
    }
  });

  // The three tests of a large export share one insert of the goals: the first two leave them as
  // they found them (the failing database's table is renamed back), the last deletes half.
  describe('of 20,000 goals', () => {
    beforeAll(async () => {
      await fresh();
      // 20,000 goals of 1 kB: 20 MB, more than the socket's buffers hold.
      await t.db.rows(sql`INSERT INTO smart_goals (id, created_at, input, output, input_tokens, output_tokens)
        SELECT n, '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 second', repeat('x', 1000), 'goal', 1, 1
          FROM generate_series(1, 20000) AS n`);
    });

    it('cuts the connection when the database fails part-way, logs it, and goes on serving', async () => {
      lines.length = 0;
      const res = await open('/admin/smart-goals/export/');
      expect(res.statusCode).toBe(200);
      res.pause();
      await new Promise((r) => setTimeout(r, 300));
      await t.db.rows(sql`ALTER TABLE smart_goals RENAME TO smart_goals_away`);
      try {
        const cut = await readAll(res).then(
          () => false,
          () => true,
        );
        expect(cut || !res.complete).toBe(true);
        expect(lines.some((l) => l.msg === 'a streamed answer failed part-way')).toBe(true);
        const health = await open('/healthz');
        expect(health.statusCode).toBe(200);
        await readAll(health);
      } finally {
        await t.db.rows(sql`ALTER TABLE smart_goals_away RENAME TO smart_goals`);
      }
    });

    it('lets other requests through while a client reads an export as fast as it can', async () => {
      // The reader is another process: this one serves, and asks for /healthz meanwhile.
      const reader = spawn(
        process.execPath,
        [
          '-e',
          `require('http').get({ port: ${port}, host: '127.0.0.1', path: '/admin/smart-goals/export/', headers: { cookie: process.argv[1] } },
             (r) => { r.once('data', () => process.stdout.write('started\\n')); r.resume(); r.on('end', () => process.exit(0)); });`,
          cookie,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise((resolve) => reader.stdout.once('data', resolve));
      lines.length = 0;
      const health = await open('/healthz');
      expect(health.statusCode).toBe(200);
      await readAll(health);
      await new Promise((resolve) => reader.once('exit', resolve));
      const answered = lines.filter((l) => l.msg === 'request').map((l) => l.url);
      // The export's line is written when its last row has gone out: /healthz came first.
      expect(answered).toEqual(['/healthz', '/admin/smart-goals/export/']);
    });

    it('reads rows only as the client takes them, and stops when the client goes away', async () => {
      const res = await open('/admin/smart-goals/export/');
      expect(res.statusCode).toBe(200);
      res.pause();
      // Paused, the client takes nothing: the server stops at what the buffers hold.
      await new Promise((r) => setTimeout(r, 300));
      await t.db.rows(sql`DELETE FROM smart_goals WHERE id <= 10000`);
      const rows = (await readAll(res)).split('\r\n').length - 2;
      // Rows read before the deletion went out; the rest of the first half was never read.
      expect(rows).toBeGreaterThan(500);
      expect(rows).toBeLessThan(20000);
      expect(rows).toBeGreaterThanOrEqual(10000);
      // A client that leaves part-way leaves the service answering.
      const left = await open('/admin/smart-goals/export/');
      await new Promise<void>((resolve) => left.once('data', () => resolve()));
      left.destroy();
      const health = await open('/healthz');
      expect(health.statusCode).toBe(200);
      await readAll(health);
    });
  });

  it('answers HEAD with the headers and no rows', async () => {
    await fresh();
    const res = await open('/admin/mentors/export/', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(await readAll(res)).toBe('');
  });
});
