// multipart/form-data bodies through HTTP on a real database, read as Django 3.2's
// MultiPartParser reads them (src/django/multipart.ts): part names and header lines are taken
// as bytes, whatever control characters they hold; lines that do not parse are skipped; a
// part's name is bytes.strip()ped; files, charsets and the Content-Type's own checks.
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';

const HOST = 'api.test';
const B = 'b0und';

/** A part: its header lines (latin-1 bytes, as sent) and its value. */
interface Part {
  headers: string[];
  value: string | Buffer;
}

const field = (name: string, value: string | Buffer, extra = ''): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"${extra}`],
  value,
});

function body(parts: Part[], { close = true, boundary = B } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${p.headers.map((h) => `${h}\r\n`).join('')}\r\n`, 'latin1'));
    chunks.push(typeof p.value === 'string' ? Buffer.from(p.value, 'utf8') : p.value, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A valid course apart from the parts given: title, code and gsheet_name by default. */
function course(overrides: Part[] = [], without: string[] = []): Part[] {
  const base = [field('title', 'Public speaking'), field('code', '7'), field('gsheet_name', 'PS')];
  return [...base.filter((p) => !without.some((w) => p.headers[0].includes(`name="${w}"`))), ...overrides];
}

function post(t: TestApp, payload: Buffer, contentType = `multipart/form-data; boundary=${B}`) {
  return t.app.inject({ method: 'POST', url: '/courses/', headers: { host: HOST, 'content-type': contentType }, payload });
}

async function courseCount(t: TestApp): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/courses/', headers: { host: HOST } });
  return (JSON.parse(res.body) as unknown[]).length;
}

describe.each(databaseKinds())('multipart bodies as Django reads them (%s)', (kind) => {
  const t = useTestApp(kind);

  describe('part names with control characters (issue 15, 7b)', () => {
    it('parses a part whose name holds a control character: a name the serializer does not know', async () => {
      // Was 400 "Multipart form parse error - Malformed part header" (busboy refuses the byte).
      const res = await post(t, body(course([field('ti\x01tle', 'ignored'), field('\x7fnote', 'ignored')])));
      expect(res.statusCode, res.body).toBe(201);
      expect(JSON.parse(res.body).title).toBe('Public speaking');
    });

    it('answers "This field is required." when the only part of a field is named with a control character in it', async () => {
      const res = await post(t, body(course([field('ti\x01tle', 'Public speaking')], ['title'])));
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"title":["This field is required."]}');
      expect(await courseCount(t)).toBe(0);
    });

    it('strips the ASCII whitespace bytes.strip() strips, vertical tab and form feed included, and no other control', async () => {
      const res = await post(t, body(course([field('\x0btitle\x0c', 'Stripped name'), field('\x1ccode', '9')])));
      expect(res.statusCode, res.body).toBe(201);
      const created = JSON.parse(res.body);
      expect(created.title).toBe('Stripped name');
      expect(created.code).toBe(7); // "\x1ccode" is not "code": str.strip() would strip U+001C, bytes.strip() does not
    });

    it('keeps a bare LF or CR inside a header line (lines end only at CRLF)', async () => {
      const res = await post(t, body(course([field('ti\ntle', 'x'), field('co\rde', '8')])));
      expect(res.statusCode, res.body).toBe(201);
      expect(JSON.parse(res.body)).toMatchObject({ title: 'Public speaking', code: 7 });
    });

    it('takes control characters in other header lines and in values as they are', async () => {
      const res = await post(
        t,
        body(course([{ headers: ['X-Note: a\x01\x02b', 'Content-Disposition: form-data; name="event_w1"'], value: 'room\x01 4' }])),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(JSON.parse(res.body).event_w1).toBe('room\x01 4');
    });
  });

  describe('header lines', () => {
    it('skips lines that do not parse instead of refusing the body', async () => {
      const res = await post(
        t,
        body(
          course([
            {
              headers: ['garbage without a colon', 'Content-Type text/plain', 'Content-Disposition: form-data; name="event_w2"'],
              value: 'E2',
            },
          ]),
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(JSON.parse(res.body).event_w2).toBe('E2');
    });

    it('skips a Content-Disposition line whose main value is not ASCII, so the part has no name', async () => {
      const res = await post(t, body(course([{ headers: ['Content-Disposition: form-dat\xe9; name="event_w2"'], value: 'E2' }])));
      expect(res.statusCode, res.body).toBe(201);
      expect(JSON.parse(res.body).event_w2).toBe('');
    });

    it('reads a part whose headers end after its first 1,024 bytes as a part without headers (ignored)', async () => {
      const long = { headers: [`X-Padding: ${'p'.repeat(1024)}`, 'Content-Disposition: form-data; name="title"'], value: 'Too late' };
      const res = await post(t, body(course([long], ['title'])));
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"title":["This field is required."]}');
    });

    it('takes a quoted name with escaped quotes and semicolons, and a name in RFC 2231 form', async () => {
      const res = await post(
        t,
        body(
          course(
            [
              { headers: ['Content-Disposition: form-data; name="title"; x="a;b"'], value: 'Quoted' },
              { headers: ["Content-Disposition: form-data; name*=utf-8''%67sheet_name"], value: 'G' },
            ],
            ['title', 'gsheet_name'],
          ),
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(JSON.parse(res.body)).toMatchObject({ title: 'Quoted', gsheet_name: 'G' });
    });

    it('answers 400, not a 500 as Django, to an RFC 2231 name in an unknown encoding', async () => {
      const res = await post(t, body(course([{ headers: ["Content-Disposition: form-data; name*=x-nope''%74itle"], value: 'x' }])));
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"detail":"Multipart form parse error - unknown encoding: x-nope"}');
    });
  });

  describe('files', () => {
    it('reads a part with an empty filename as a field', async () => {
      const res = await post(t, body(course([field('title', 'Empty filename', '; filename=""')], ['title'])));
      expect(res.statusCode, res.body).toBe(201);
      expect(JSON.parse(res.body).title).toBe('Empty filename');
    });

    it('makes a field invalid with a file part of its name ("Not a valid string.")', async () => {
      const res = await post(t, body(course([field('title', 'a file', '; filename="notes.txt"')])));
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"title":["Not a valid string."]}');
    });

    it.each(['..', 'dir/', 'a\\..', '&#46;', '&period;&period;'])(
      'skips a file whose sanitised name is empty, "." or "..": %s',
      async (name) => {
        const res = await post(t, body(course([field('title', 'skipped', `; filename="${name}"`)])));
        expect(res.statusCode, res.body).toBe(201);
        expect(JSON.parse(res.body).title).toBe('Public speaking');
      },
    );

    it('drops a file in the last part (Django completes a file when the next part begins)', async () => {
      const payload = Buffer.concat([body(course()), body([field('title', 'after the close', '; filename="late.txt"')], { close: false })]);
      const res = await post(t, payload);
      expect(res.statusCode, res.body).toBe(201);
      expect(JSON.parse(res.body).title).toBe('Public speaking');
    });
  });

  describe('framing and the Content-Type', () => {
    it('decodes values with the charset of the Content-Type', async () => {
      const latin1 = body(course([field('title', Buffer.from('Caf\xe9', 'latin1'))], ['title']));
      const res = await post(t, latin1, `multipart/form-data; charset=latin1; boundary=${B}`);
      expect(res.statusCode, res.body).toBe(201);
      expect(JSON.parse(res.body).title).toBe('Café');
    });

    it('refuses a body without the closing delimiter (our departure: Django reads whatever came)', async () => {
      const res = await post(t, body(course(), { close: false }));
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"detail":"Multipart form parse error - Unexpected end of form"}');
      expect(await courseCount(t)).toBe(0);
    });

    it.each([
      ['Multipart/Form-Data; boundary=b0und', 'Invalid Content-Type: Multipart/Form-Data; boundary=b0und'],
      [
        'multipart/form-data; boundary=b0und; x=\xe9',
        'Invalid non-ASCII Content-Type in multipart: multipart/form-data; boundary=b0und; x=\xe9',
      ],
      [`multipart/form-data; boundary=${'x'.repeat(202)}`, `Invalid boundary in multipart: ${'x'.repeat(202)}`],
      ['multipart/form-data; boundary="b0und "', 'Invalid boundary in multipart: b0und '],
      ['multipart/form-data; boundary=', 'Invalid boundary in multipart: '],
      ['multipart/form-data', 'Invalid boundary in multipart: None'],
    ])("answers Django's MultiPartParserError for %j", async (contentType, message) => {
      const res = await post(t, body(course()), contentType);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ detail: `Multipart form parse error - ${message}` });
    });

    it('takes a quoted boundary with a semicolon in it', async () => {
      const res = await post(t, body(course(), { boundary: 'a;b' }), 'multipart/form-data; boundary="a;b"');
      expect(res.statusCode, res.body).toBe(201);
    });
  });
});
