// `npm run mail:catcher`: an SMTP server on this machine that takes every mail and prints
// it (its headers that matter for the feedback loop, then its text), so the whole loop can
// be watched on one laptop: start this, then the service with
// SMTP_URL=smtp://127.0.0.1:2525. Nothing is relayed anywhere, nothing is kept.
//
//   npm run mail:catcher              # port 2525
//   MAIL_CATCHER_PORT=2526 npm run mail:catcher
//
// Plain SMTP, no TLS (STARTTLS is not offered) and any user name and password accepted:
// for a laptop, never for a network.
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const PORT = Number(process.env.MAIL_CATCHER_PORT ?? 2525);
const HOST = process.env.MAIL_CATCHER_HOST ?? '127.0.0.1';
const HEADERS = ['message-id', 'auto-submitted', 'list-unsubscribe', 'list-unsubscribe-post'];

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  a === undefined
    ? ''
    : [a]
        .flat()
        .map((x) => x.text)
        .join(', ');

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 10 * 1024 * 1024,
  onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'catcher' }),
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const lines = [
          `── mail ${++count} ─ ${new Date().toISOString()} ─ envelope to ${session.envelope.rcptTo.map((r) => r.address).join(', ')}`,
          `From: ${addresses(mail.from)}`,
          `To: ${addresses(mail.to)}`,
          ...(mail.replyTo ? [`Reply-To: ${addresses(mail.replyTo)}`] : []),
          `Subject: ${mail.subject ?? ''}`,
          // As they came (a long one unfolded), so the links in them can be copied.
          ...mail.headerLines.filter((l) => HEADERS.includes(l.key)).map((l) => l.line.replace(/\r?\n[ \t]+/g, ' ')),
          `(${mail.html ? 'text and HTML' : 'text only'})`,
          '',
          (mail.text ?? '').trimEnd(),
          '',
        ];
        process.stdout.write(`${lines.join('\n')}\n`);
        callback();
      })
      .catch((e: Error) => callback(e));
  },
});
server.on('error', (e) => process.stderr.write(`mail:catcher: ${e.message}\n`));
server.listen(PORT, HOST, () => {
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : PORT;
  process.stdout.write(
    `mail:catcher: listening on ${HOST}:${port}; start the service with SMTP_URL=smtp://${HOST}:${port} (Ctrl-C stops)\n`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
