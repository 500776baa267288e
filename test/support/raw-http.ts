// Raw HTTP over a socket, for what inject cannot send: repeated headers, oversized or
// malformed heads, slow clients. Every refusal is checked for the contract's shape.
import { connect, type Socket } from 'node:net';
import { expect } from 'vitest';

export interface RawResponse {
  status: number;
  /** By lower-case name; a repeated header's last value. */
  headers: Record<string, string>;
  /** Every header line, in order, as sent. */
  lines: string[];
  body: string;
}

/** Sends raw bytes, reads until the server closes or a full response has arrived. */
export function raw(port: number, chunks: (string | Buffer)[], opts: { pauseMs?: number } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const finish = () => {
      const text = data.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no response: ${JSON.stringify(text)}`));
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        lines,
        body: data.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1')).toString('utf8'),
      });
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
