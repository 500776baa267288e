// Reads test/fixtures/reference-transcripts.txt (117 exchanges recorded against the
// original Django REST Framework service) into requests we can replay and responses
// we can compare with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RecordedRequest {
  method: string;
  url: string; // path and query
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface Exchange {
  number: number;
  title: string;
  section: string;
  request: RecordedRequest;
  status: number;
  statusLine: string;
  headers: [string, string][];
  /** The recorded body, or null where the recording shortened it or shows only HTML excerpts. */
  body: string | null;
  /** The recorded text after the headers, shortened or not. */
  rawBody: string;
}

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'reference-transcripts.txt');
export const ORIGIN = 'http://127.0.0.1:8013';

function curlArgs(line: string): string[] {
  const args: string[] = [];
  const re = /'((?:[^']|'\\'')*)'/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line))) args.push(m[1].replaceAll("'\\''", "'"));
  return args;
}

const BOUNDARY = '------------------------d74496d66958873e';

function toRequest(args: string[]): RecordedRequest {
  const headers: Record<string, string> = {};
  let method: string | undefined;
  let body: string | undefined;
  let url = '';
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '-H') {
      const h = args[++i];
      const c = h.indexOf(':');
      headers[h.slice(0, c).toLowerCase()] = h.slice(c + 1).trim();
    } else if (a === '-X') method = args[++i];
    else if (a === '-I') method = 'HEAD';
    else if (a === '-d') {
      body = args[++i];
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    } else if (a === '-F') {
      const [name, value] = args[++i].split(/=(.*)/s);
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${BOUNDARY}--\r\n`;
    } else if (a.startsWith('http')) url = a.slice(ORIGIN.length);
  }
  const host = headers.host ?? '127.0.0.1:8013';
  headers.host = host;
  headers.accept ??= '*/*';
  return { method: method ?? (body !== undefined ? 'POST' : 'GET'), url, headers, body };
}

export function loadExchanges(): Exchange[] {
  const text = readFileSync(FIXTURE, 'utf8');
  const exchanges: Exchange[] = [];
  let section = '';
  const blocks = text.split(/^(?=######## |==== \d+\. )/m);
  for (const block of blocks) {
    if (block.startsWith('######## ')) {
      section = block.split('\n')[0].slice(9).trim();
      continue;
    }
    const head = /^==== (\d+)\. (.*)\n\$ curl (.*)\n(HTTP\/1\.1 (\d+) .*)\n/.exec(block);
    if (!head) continue;
    const rest = block.slice(head[0].length);
    const blank = rest.indexOf('\n\n');
    const headerText = rest.slice(0, blank);
    let rawBody = rest.slice(blank + 2);
    const headers = headerText
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const c = l.indexOf(':');
        return [l.slice(0, c), l.slice(c + 1).trim()] as [string, string];
      });
    // Each recorded body ends with one newline before the blank separator line.
    rawBody = rawBody.replace(/\n+$/, '');
    const shortened = rawBody.includes('[... body shortened') || rawBody.startsWith('[HTML page') || rawBody.startsWith('(HEAD: no body)');
    const status = Number(head[5]);
    let body: string | null = shortened ? null : rawBody;
    if (rawBody.startsWith('(HEAD: no body)')) body = '';
    // Django's 404 page starts with a newline (kept above) and ends with one (trimmed above).
    if (body !== null && headers.some(([k, v]) => k === 'Content-Type' && v === 'text/html')) body = `${body}\n`;
    exchanges.push({
      number: Number(head[1]),
      title: head[2],
      section,
      request: toRequest(curlArgs(head[3])),
      status,
      statusLine: head[4],
      headers,
      body,
      rawBody,
    });
  }
  return exchanges;
}
