// A keep-alive HTTP client on one socket, for tests that need real connections (the fast
// lane, answers written together): each answer with its headers exactly as sent.
import { Agent, request as httpRequest } from 'node:http';
import { isWellFormedRequestId } from '../../src/pipeline/request-id.js';

/** X-Request-Id's value, new on each request, as an answer's headers show it when it is well formed. */
export const REQUEST_ID_SHOWN = '<id>';

/** A header line as the answers below show it: a well-formed X-Request-Id's value masked, so that answers compare. */
export function shownHeader(name: string, value: string): string {
  if (name.toLowerCase() === 'x-request-id' && isWellFormedRequestId(value)) return `${name}: ${REQUEST_ID_SHOWN}`;
  return `${name}: ${value}`;
}

export interface Answer {
  status: number;
  /**
   * Every header as sent, in order, but Date and Expires (they follow the clock); a
   * well-formed X-Request-Id (new on every request) reads `x-request-id: <id>`.
   */
  headers: string[];
  body: string;
}

export function client(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!/^(date|expires)$/i.test(res.rawHeaders[i])) headers.push(shownHeader(res.rawHeaders[i], res.rawHeaders[i + 1]));
          }
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks).toString() });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}
