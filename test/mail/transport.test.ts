// SMTP_URL as nodemailer's options, and what each kind of failed attempt means (design §11):
// unit checks of the mapping, and a real server for STARTTLS required but not offered.
import { afterEach, describe, expect, it } from 'vitest';
import { classify, createSmtpTransport, smtpOptions, type MailTransport } from '../../src/mail/transport.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp.js';

describe('SMTP_URL', () => {
  it('smtp:// upgrades with STARTTLS when offered, ?tls=required insists, smtps:// is TLS from the start', () => {
    expect(smtpOptions('smtp://mail.example.org')).toMatchObject({ host: 'mail.example.org', port: 587, secure: false, requireTLS: false });
    expect(smtpOptions('smtp://mail.example.org:2525?tls=required')).toMatchObject({ port: 2525, secure: false, requireTLS: true });
    expect(smtpOptions('smtps://mail.example.org')).toMatchObject({ port: 465, secure: true, requireTLS: false });
    expect(smtpOptions('smtp://[::1]:25')).toMatchObject({ host: '::1', port: 25 });
  });

  it('takes the credentials from the URL, percent-decoded, and nothing else from its query', () => {
    const o = smtpOptions('smtp://mailer%40example.org:p%40ss%3Aword@mail.example.org?tls.rejectUnauthorized=false&pool=false');
    expect(o.auth).toEqual({ user: 'mailer@example.org', pass: 'p@ss:word' });
    expect(o.tls).toBeUndefined();
    expect(o.pool).toBe(true);
    expect(smtpOptions('smtp://mail.example.org').auth).toBeUndefined();
  });

  it('bounds every step with a timeout, far below the sender lease', () => {
    const o = smtpOptions('smtp://mail.example.org', { timeouts: { connectionMs: 1, greetingMs: 2, socketMs: 3 } });
    expect(o).toMatchObject({ connectionTimeout: 1, greetingTimeout: 2, socketTimeout: 3 });
  });
});

describe('classify', () => {
  const smtpError = (responseCode: number | undefined, command: string, code = 'EENVELOPE') =>
    Object.assign(new Error('x'), { responseCode, command, code, response: `${responseCode} no` });

  it('5xx to RCPT TO or DATA: permanent, the recipient bounced', () => {
    expect(classify(smtpError(550, 'RCPT TO'))).toEqual({ outcome: 'permanent', reply: '550 no', bounced: true });
    expect(classify(smtpError(554, 'DATA', 'EMESSAGE'))).toMatchObject({ outcome: 'permanent', bounced: true });
  });

  it('4xx, 503, and a 5xx refusing this service (greeting, STARTTLS, AUTH, MAIL FROM): temporary', () => {
    expect(classify(smtpError(451, 'DATA', 'EMESSAGE'))).toMatchObject({ outcome: 'temporary' });
    expect(classify(smtpError(421, 'CONN', 'ECONNECTION'))).toMatchObject({ outcome: 'temporary' });
    expect(classify(smtpError(503, 'RCPT TO'))).toMatchObject({ outcome: 'temporary' });
    expect(classify(smtpError(535, 'AUTH PLAIN', 'EAUTH'))).toMatchObject({ outcome: 'temporary' });
    expect(classify(smtpError(550, 'MAIL FROM'))).toMatchObject({ outcome: 'temporary' });
  });

  it('timeouts, refused and dropped connections: temporary', () => {
    for (const code of ['ETIMEDOUT', 'ECONNECTION', 'ESOCKET', 'EDNS']) {
      expect(classify(Object.assign(new Error(code), { code }))).toMatchObject({ outcome: 'temporary' });
    }
  });

  it('a message nodemailer cannot write: permanent, nobody suppressed', () => {
    expect(classify(Object.assign(new Error('Empty message'), { code: 'EMESSAGE', command: 'API' }))).toEqual({
      outcome: 'permanent',
      reply: 'Empty message',
      bounced: false,
    });
  });
});

describe('a server without STARTTLS', () => {
  let sink: SmtpSink | undefined;
  let transport: MailTransport | undefined;
  afterEach(async () => {
    transport?.close();
    await sink?.close();
  });

  const message = { from: 'p@example.org', to: 'jana@example.org', subject: 's', text: 't' };

  it('takes the mail in plain text from smtp://, refuses it with ?tls=required (temporary: nothing sent)', async () => {
    sink = await startSmtpSink();
    transport = createSmtpTransport(sink.url);
    expect(await transport.send(message)).toMatchObject({ outcome: 'accepted' });
    transport.close();
    transport = createSmtpTransport(`${sink.url}?tls=required`);
    expect(await transport.send(message)).toMatchObject({ outcome: 'temporary' });
    expect(sink.delivered).toHaveLength(1);
  });
});
