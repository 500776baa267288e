// A request's body, read only by the handlers that need it and never past a limit: the
// public API's parsers (drf/parsers.ts) and the console's forms (console/http.ts) both read
// theirs here, each with its own limit.
import type { IncomingMessage } from 'node:http';

/** What a body that cannot be taken is answered with: the caller's errors (pipeline/errors.ts's, for both). */
export interface BodyRefusals {
  payloadTooLarge(limitBytes: number): Error;
  incompleteBody(): Error;
}

/**
 * Reads the raw body of a request, at most `limit` bytes; more rejects with `payloadTooLarge`,
 * a declared Content-Length over the limit before anything is read. Past the limit the rest
 * is read and dropped (the connection stays usable), unless `stopAtLimit`: then it is left
 * unread, and the caller's answer must close the connection.
 */
export function readBody(req: IncomingMessage, limit: number, refusals: BodyRefusals, o: { stopAtLimit?: boolean } = {}): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return Promise.reject(refusals.payloadTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        if (o.stopAtLimit) req.pause();
        else req.resume();
        reject(refusals.payloadTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    // A stream error while reading is the client's connection failing (a reset, an abort):
    // a 400 like the cut-off body below, not a 500 logged as a server error.
    req.once('error', () => reject(refusals.incompleteBody()));
    // A client that goes away mid-body (or is cut off by the request timeout) ends no
    // stream: settle the promise so that nothing waits on it.
    req.once('close', () => {
      if (!req.complete) reject(refusals.incompleteBody());
    });
  });
}
