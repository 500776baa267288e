// The service's log lines as a test reads them: a stream for the app's logger, and the JSON
// objects written to it so far (empty the array to start over).
import { Writable } from 'node:stream';

export function logLines(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
      done();
    },
  });
  return { lines, stream };
}
