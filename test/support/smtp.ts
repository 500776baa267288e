// A real SMTP server in the test's process (smtp-server on 127.0.0.1, a free port), whose
// answer to each message the test decides: accept, refuse with a code, answer late, never
// answer, or drop the connection. What it accepted is read back with mailparser.
import type { Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** The server's answer to one message's DATA (the nth it was sent, from 0). */
export type DataAnswer =
  | 'accept'
  /** Never answers: the client waits until its own timeout, or until it is killed. */
  | 'hang'
  /** Closes the connection once the message has arrived, answering nothing. */
  | 'drop'
  | { code: number; message: string }
  /** Accepts after this long. */
  | { delayMs: number };

export interface Delivered {
  parsed: ParsedMail;
  raw: string;
  to: string[];
}

export interface SmtpSink {
  /** smtp://127.0.0.1:{port} */
  url: string;
  port: number;
  /** Messages the server answered 250 to. */
  delivered: Delivered[];
  /** Every DATA that reached the server, answered or not. */
  dataSeen: number;
  /** Resolves at the next DATA that reaches the server. */
  nextData(): Promise<void>;
  close(): Promise<void>;
}

export interface SinkOptions {
  /** The answer to the nth message (all accepted unless told). */
  answer?: (n: number) => DataAnswer;
  /** A refusal of a recipient at RCPT TO, or undefined to take it. */
  rcpt?: (address: string) => { code: number; message: string } | undefined;
}

const refusal = (r: { code: number; message: string }) => Object.assign(new Error(r.message), { responseCode: r.code });

export async function startSmtpSink(opts: SinkOptions = {}): Promise<SmtpSink> {
  const delivered: Delivered[] = [];
  let dataSeen = 0;
  let waiters: Array<() => void> = [];
  const answer = opts.answer ?? (() => 'accept');
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const refused = opts.rcpt?.(address.address);
      callback(refused ? refusal(refused) : undefined);
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const n = dataSeen++;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        waiters.forEach((w) => w());
        waiters = [];
        const what = answer(n);
        const raw = Buffer.concat(chunks).toString('utf8');
        const accept = () => {
          void simpleParser(raw).then((parsed) => {
            delivered.push({ parsed, raw, to: session.envelope.rcptTo.map((r) => r.address) });
            callback(null, 'OK: queued');
          });
        };
        if (what === 'accept') accept();
        else if (what === 'hang') return;
        else if (what === 'drop') {
          for (const c of server.connections) {
            if (c.id === session.id) (c as unknown as { _socket: Socket })._socket.destroy();
          }
        } else if ('code' in what) callback(refusal(what));
        else setTimeout(accept, what.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    delivered,
    get dataSeen() {
      return dataSeen;
    },
    nextData: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of server.connections) (c as unknown as { _socket: Socket })._socket.destroy();
        server.close(() => resolve());
      }),
  };
}
