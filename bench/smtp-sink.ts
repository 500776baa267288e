// The mail bench's SMTP sink, as a process of its own: it takes every mail, keeps nothing,
// and writes one line to standard output as each one arrives ("ready PORT" once listening).
// Run in the bench's own process it shared a thread with the load generator, and its SMTP
// work was counted in the latencies it was there to leave alone.
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 1 << 20,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      process.stdout.write('.\n');
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.server.address() as { port: number };
  process.stdout.write(`ready ${port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
