// `npm run mail:catcher` (scripts/mail-catcher.ts): a mail sent to it over SMTP, as the
// service's nodemailer sends one, is printed with the headers of the feedback loop and its text.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/service.js';

describe('the mail catcher', () => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'mail-catcher.ts')], {
    cwd: ROOT,
    env: { ...process.env, MAIL_CATCHER_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (out += s));
  afterAll(() => void child.kill('SIGTERM'));
  const until = async (what: RegExp) => {
    for (let i = 0; i < 600 && !what.test(out); i++) await new Promise((r) => setTimeout(r, 50));
    return what.exec(out);
  };

  it('prints each mail that arrives: its headers and its text', async () => {
    const port = Number((await until(/listening on 127\.0\.0\.1:(\d+)/))![1]);
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      auth: { user: 'u', pass: 'p' },
    });
    await transport.sendMail({
      from: 'Programme <programme@example.org>',
      to: 'petr@example.org',
      replyTo: 'eva@example.org',
      subject: '2026-12-01 — Your Chemistry feedback',
      text: 'Hello Petr,\n\ngive your feedback: https://mentoring.example.org/feedback/abc/\n',
      html: '<p>Hello Petr,</p>',
      headers: { 'Auto-Submitted': 'auto-generated', 'List-Unsubscribe': '<https://mentoring.example.org/mail/unsubscribe/xyz/>' },
    });
    transport.close();
    await until(/give your feedback/);
    expect(out).toContain('envelope to petr@example.org');
    expect(out).toContain('Subject: 2026-12-01 — Your Chemistry feedback');
    expect(out).toContain('Reply-To: eva@example.org');
    expect(out).toContain('Auto-Submitted: auto-generated');
    expect(out).toContain('List-Unsubscribe: <https://mentoring.example.org/mail/unsubscribe/xyz/>');
    expect(out).toContain('(text and HTML)');
    expect(out).toContain('Hello Petr,\n\ngive your feedback: https://mentoring.example.org/feedback/abc/');
  }, 60_000);
});
