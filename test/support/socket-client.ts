// A keep-alive HTTP client on one socket, for tests that need real connections (the fast
// lane, answers written together): each answer with its headers exactly as sent.
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { isWellFormedRequestId } from '../../src/pipeline/request-id.js';
import { headersByName } from './listening.js';
import { mismatch, type DocumentConformance, type RecordedExchange } from './openapi-conformance.js';

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

/** An answer's headers by lower-case name as sent, a repeated one as an array of its values. */
function headersAsSent(res: IncomingMessage): RecordedExchange['headers'] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
  return headersByName(pairs);
}

/**
 * `conformance`: each answer is checked against the document the server serves (as inject's
 * are, test/support/app.ts); one that does not match rejects.
 */
export function client(port: number, conformance?: DocumentConformance) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const problems = conformance?.problems({
            method,
            url: path,
            requestHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
            status: res.statusCode!,
            contentType: res.headers['content-type'],
            headers: headersAsSent(res),
            body: Buffer.concat(chunks),
          });
          if (problems?.length) {
            reject(mismatch(problems));
            return;
          }
          const shown: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!/^(date|expires)$/i.test(res.rawHeaders[i])) shown.push(shownHeader(res.rawHeaders[i], res.rawHeaders[i + 1]));
          }
          resolve({ status: res.statusCode!, headers: shown, body: Buffer.concat(chunks).toString() });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}
