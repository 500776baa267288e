// Raw HTTP over a socket, for what inject cannot send: repeated headers, oversized or
// malformed heads, slow clients. Every refusal is checked for the contract's shape.
import { connect, type Socket } from 'node:net';
import { expect } from 'vitest';
import { checkAt, headersByName } from './listening.js';
import type { RecordedExchange } from './openapi-conformance.js';

export interface RawResponse {
  status: number;
  /** By lower-case name; a repeated header's last value. */
  headers: Record<string, string>;
  /** Every header line, in order, as sent. */
  lines: string[];
  body: string;
}

/** A chunked body's content; undefined when it is cut short. */
function dechunked(body: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = lineEnd < 0 ? NaN : parseInt(body.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) return Buffer.concat(parts);
    at = lineEnd + 2 + size + 2;
    if (body.length < at) return undefined;
    parts.push(body.subarray(lineEnd + 2, at - 2));
  }
}

/** A head's `Name: value` lines as (name, value) pairs. */
const fields = (lines: string[]) => lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()] as const);

/**
 * The request `sent` and the answer `received` as the OpenAPI check reads them (a request is
 * judged by its request line, whether or not its head or body was sent whole: a 408 answers
 * one cut short). Undefined when there is no request line (`HELLO`) or no complete answer:
 * nothing (the server closed the socket without answering), an interim 1xx, a head cut
 * short, a body shorter than its Content-Length or its chunks.
 */
export function exchangeOf(sent: Buffer, received: Buffer): RecordedExchange | undefined {
  const request = sent.toString('latin1');
  const requestLine = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/1\.[01]\r\n/.exec(request);
  const answer = received.toString('latin1');
  const end = answer.indexOf('\r\n\r\n');
  const statusLine = /^HTTP\/1\.[01] ([0-9]{3})[ \r]/.exec(answer);
  if (!requestLine || !statusLine || end < 0 || Number(statusLine[1]) < 200) return undefined;
  const [, method, target] = requestLine;
  const status = Number(statusLine[1]);
  const headers = headersByName(fields(answer.slice(0, end).split('\r\n').slice(1)));
  let body: Buffer | undefined = received.subarray(end + 4);
  const length = [headers['content-length']].flat().at(-1);
  if (method === 'HEAD' || status === 204 || status === 304) body = Buffer.alloc(0);
  else if (/chunked/i.test(String(headers['transfer-encoding'] ?? ''))) body = dechunked(body);
  else if (length !== undefined) body = body.length < Number(length) ? undefined : body.subarray(0, Number(length));
  if (body === undefined) return undefined;
  const headEnd = request.indexOf('\r\n\r\n');
  const requestFields = fields(
    request
      .slice(requestLine[0].length, headEnd < 0 ? undefined : headEnd)
      .split('\r\n')
      .filter((l) => l.includes(':')),
  );
  const url = /^https?:\/\//i.test(target) && URL.canParse(target) ? new URL(target).pathname + new URL(target).search : target;
  return {
    method,
    url,
    requestHeaders: Object.fromEntries(requestFields.map(([name, value]) => [name.toLowerCase(), value])),
    status,
    contentType: [headers['content-type']].flat().at(-1),
    headers,
    body,
  };
}

/**
 * Sends raw bytes, reads until the server closes or a full response has arrived. A complete
 * answer from a server of the suite's (test/support/listening.ts) is checked against the
 * document it serves: one that does not match rejects.
 */
export function raw(port: number, chunks: (string | Buffer)[], opts: { pauseMs?: number } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const check = checkAt(port);
    const socket: Socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      const text = data.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no response: ${JSON.stringify(text)}`));
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
      const response = {
        status: Number(statusLine.split(' ')[1]),
        headers,
        lines,
        body: data.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1')).toString('utf8'),
      };
      const exchange = exchangeOf(Buffer.concat(chunks.map((c) => Buffer.from(c))), data);
      (exchange ? check(exchange) : Promise.resolve()).then(() => resolve(response), reject);
    };
    socket.on('data', (d) => {
      data = Buffer.concat([data, d]);
      const text = data.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && data.length >= Buffer.byteLength(text.slice(0, end + 4), 'latin1') + Number(length)) {
        socket.destroy();
        finish();
      }
    });
    socket.on('close', () => finish());
    socket.on('error', () => {});
    socket.on('connect', async () => {
      for (const [i, c] of chunks.entries()) {
        if (i > 0 && opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
        if (!socket.destroyed) socket.write(c);
      }
    });
  });
}

export function expectContractError(res: RawResponse, status: number, detail: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(JSON.parse(res.body)).toEqual({ detail });
}
