// The bench's yardstick: a bare Node http server answering fixed bytes (BARE_BYTES long) on
// PORT, driven exactly like the service. The targets were set on a machine where this
// did 48,000 req/s with 1 kB; the bench scales them by what it does on the machine at hand.
import { createServer } from 'node:http';

const body = Buffer.alloc(Number(process.env.BARE_BYTES ?? 1024), 'a');
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
