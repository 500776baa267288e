// The CLI's side of the control socket: one request to the service that holds DATA_DIR,
// one answer back (protocol.ts).
import { connect } from 'node:net';
import { encode, type ControlRequest, type ControlResponse } from './protocol.js';
import { socketPath } from './socket-path.js';

/** No service answers on DATA_DIR's socket; the message says why, for the operator. */
export class ControlUnreachableError extends Error {
  constructor(
    message: string,
    /** True when nothing listens there (no socket file, or a dead one's). */
    readonly nobody: boolean,
  ) {
    super(message);
    this.name = 'ControlUnreachableError';
  }
}

/** The answer's limit: a token list of 100,000 tokens is ~12 MB. */
const MAX_RESPONSE_BYTES = 256 * 1024 * 1024;

/** Sends one request to the service that owns DATA_DIR and returns its answer. */
export async function sendControlRequest(dataDir: string, request: ControlRequest, timeoutMs = 30_000): Promise<ControlResponse> {
  const where = socketPath(dataDir);
  if ('unavailable' in where)
    throw new ControlUnreachableError(`the service's control socket cannot be reached: ${where.unavailable}`, false);
  try {
    const text = await exchange(where.address, encode(request), timeoutMs);
    let response: ControlResponse;
    try {
      response = JSON.parse(text) as ControlResponse;
    } catch {
      throw new Error(`the running service answered something that is not one line of JSON`);
    }
    if (typeof response !== 'object' || response === null || typeof response.ok !== 'boolean')
      throw new Error('the running service answered something that is not an answer');
    return response;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED')
      throw new ControlUnreachableError(`nothing answers on its control socket ${where.path}`, true);
    if (code === 'EACCES' || code === 'EPERM') {
      throw new ControlUnreachableError(
        `its control socket ${where.path} is not this user's (uid ${process.getuid?.() ?? '?'}): run the command as the service's user`,
        false,
      );
    }
    throw e;
  } finally {
    where.release();
  }
}

function exchange(address: string, line: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(address);
    const chunks: Buffer[] = [];
    let bytes = 0;
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(Object.assign(new Error(`the running service did not answer within ${timeoutMs / 1000} s`), { code: 'ETIMEDOUT' })),
    );
    socket.on('connect', () => socket.write(line));
    socket.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_RESPONSE_BYTES) return socket.destroy(new Error(`the running service's answer passed ${MAX_RESPONSE_BYTES} bytes`));
      chunks.push(chunk);
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text.endsWith('\n')) return reject(new Error('the running service closed the connection without an answer'));
      resolve(text.slice(0, -1));
    });
  });
}
