// A keep-alive HTTP client on one socket, for tests that need real connections (the fast
// lane, answers written together): each answer with its headers exactly as sent.
import { Agent, request as httpRequest } from 'node:http';

export interface Answer {
  status: number;
  /** Every header as sent, in order, but Date and Expires (they follow the clock). */
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
            if (!/^(date|expires)$/i.test(res.rawHeaders[i])) headers.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          }
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks).toString() });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}
