import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      timeZone: 'Europe/Prague',
      goalGenerator: 'offline',
      goalModel: 'gpt-4o-mini',
      goalTimeoutMs: 30000,
      goalThreads: 1,
      goalRateLimit: 20,
      rateLimit: 0,
      corsOrigins: [],
      seedDemo: true,
      accessPolicy: 'open',
      trustProxy: false,
      logLevel: 'info',
      trustForwardedHost: false,
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      writeRateLimit: 60,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      TIME_ZONE: 'UTC',
      GOAL_GENERATOR: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_API_KEY: 'k',
      GOAL_MODEL: 'm',
      GOAL_TIMEOUT_MS: '5000',
      GOAL_THREADS: '0',
      GOAL_RATE_LIMIT: '0',
      RATE_LIMIT: '600',
      CORS_ORIGINS: 'https://a.example, http://b.example:3000',
      SEED_DEMO: 'false',
      ACCESS_POLICY: 'token-writes',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
      TRUST_FORWARDED_HOST: 'true',
      ALLOWED_HOSTS: 'api.example.org, .Example.NET',
      WRITE_RATE_LIMIT: '10',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
      timeZone: 'UTC',
      goalGenerator: 'openai',
      openaiBaseUrl: 'http://127.0.0.1:11434/v1',
      openaiApiKey: 'k',
      goalModel: 'm',
      goalTimeoutMs: 5000,
      goalThreads: 0,
      goalRateLimit: 0,
      rateLimit: 600,
      corsOrigins: ['https://a.example', 'http://b.example:3000'],
      seedDemo: false,
      accessPolicy: 'token-writes',
      trustProxy: 1,
      logLevel: 'debug',
      trustForwardedHost: true,
      allowedHosts: ['api.example.org', '.example.net'],
      writeRateLimit: 10,
    });
  });

  it('reads TRUST_PROXY as no proxy, a hop count (true is one) or proxy addresses, never "trust every hop"', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
      '::1',
    ]);
  });

  it('adds the listening address to the default ALLOWED_HOSTS, in brackets when it is IPv6', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);
    expect(loadConfig({ HOST: '::' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]', '[::]']);
    expect(loadConfig({ HOST: 'localhost' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({ HOST: '::', ALLOWED_HOSTS: '*' }).allowedHosts).toEqual(['*']);
  });

  it('believes X-Forwarded-Host only from trusted proxies: TRUST_FORWARDED_HOST needs TRUST_PROXY', () => {
    expect(() => loadConfig({ TRUST_FORWARDED_HOST: 'true' })).toThrow(
      'TRUST_FORWARDED_HOST: expected false unless TRUST_PROXY names the proxies in front, got "true"',
    );
    expect(loadConfig({ TRUST_FORWARDED_HOST: 'true', TRUST_PROXY: '10.0.0.1' }).trustForwardedHost).toBe(true);
  });

  it.each([
    ['PORT', 'abc', 'PORT: expected an integer from 0 to 65535, got "abc"'],
    ['PORT', '70000', 'PORT: expected an integer from 0 to 65535, got "70000"'],
    ['TIME_ZONE', 'Mars/Olympus', 'TIME_ZONE: expected an IANA time zone name such as Europe/Prague, got "Mars/Olympus"'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: expected postgres://… , postgresql://… or memory://, got "mysql://x"'],
    ['GOAL_GENERATOR', 'gpt', 'GOAL_GENERATOR: expected one of offline, openai, got "gpt"'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO: expected true or false, got "maybe"'],
    ['ACCESS_POLICY', 'closed', 'ACCESS_POLICY: expected one of open, token-writes, token, got "closed"'],
    ['GOAL_TIMEOUT_MS', '0', 'GOAL_TIMEOUT_MS: expected an integer from 1 to 600000, got "0"'],
    ['GOAL_THREADS', '65', 'GOAL_THREADS: expected an integer from 0 to 64, got "65"'],
    ['OPENAI_BASE_URL', 'localhost:11434', 'OPENAI_BASE_URL: expected an http(s) URL, got "localhost:11434"'],
    ['CORS_ORIGINS', 'example.org', 'CORS_ORIGINS: expected comma-separated origins like https://app.example.org, got "example.org"'],
    [
      'TRUST_PROXY',
      'everyone',
      'TRUST_PROXY: expected false, a number of proxy hops (true = 1), or comma-separated proxy addresses/CIDRs, got "everyone"',
    ],
    [
      'TRUST_PROXY',
      '10.0.0.0/33',
      'TRUST_PROXY: expected false, a number of proxy hops (true = 1), or comma-separated proxy addresses/CIDRs, got "10.0.0.0/33"',
    ],
    [
      'ALLOWED_HOSTS',
      'api.example.org:443',
      'ALLOWED_HOSTS: expected comma-separated host names such as api.example.org, .example.org (and subdomains) or *, got "api.example.org:443"',
    ],
    [
      'ALLOWED_HOSTS',
      'http://api.example.org',
      'ALLOWED_HOSTS: expected comma-separated host names such as api.example.org, .example.org (and subdomains) or *, got "http://api.example.org"',
    ],
    ['WRITE_RATE_LIMIT', '-1', 'WRITE_RATE_LIMIT: expected an integer from 0 to 1000000, got "-1"'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    ['OPENAPI_CONTACT_URL', 'mailto:api@example.org', 'OPENAPI_CONTACT_URL: expected an http(s) URL, got "mailto:api@example.org"'],
    ['OPENAPI_CONTACT_URL', 'example.org/support', 'OPENAPI_CONTACT_URL: expected an http(s) URL, got "example.org/support"'],
    [
      'OPENAPI_CONTACT_EMAIL',
      'api team@example.org',
      'OPENAPI_CONTACT_EMAIL: expected an email address such as api@example.org, got "api team@example.org"',
    ],
    [
      'OPENAPI_CONTACT_EMAIL',
      'api@localhost',
      'OPENAPI_CONTACT_EMAIL: expected an email address such as api@example.org, got "api@localhost"',
    ],
    [
      'OPENAPI_CONTACT_EMAIL',
      `${'a'.repeat(243)}@example.org`,
      `OPENAPI_CONTACT_EMAIL: expected an email address such as api@example.org, got "${'a'.repeat(243)}@example.org"`,
    ],
  ])('rejects %s=%s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it("reads the operators' contact for the OpenAPI document: an http(s) URL as the URL standard writes it, an email address (malformed ones below)", () => {
    expect(loadConfig({})).toMatchObject({ openapiContactUrl: undefined, openapiContactEmail: undefined });
    const c = loadConfig({
      OPENAPI_CONTACT_URL: ' https://Mentoring.example.org/kontakt ',
      OPENAPI_CONTACT_EMAIL: 'api-team+docs@example.org',
    });
    expect(c).toMatchObject({
      openapiContactUrl: 'https://mentoring.example.org/kontakt',
      openapiContactEmail: 'api-team+docs@example.org',
    });
    // Percent-encoded and in punycode: the `uri` OpenAPI's schema asks for.
    expect(loadConfig({ OPENAPI_CONTACT_URL: 'https://přihlášky.example/o nás' }).openapiContactUrl).toBe(
      'https://xn--pihlky-sta07ggc.example/o%20n%C3%A1s',
    );
  });

  it('needs OPENAI_API_KEY for the openai provider on the default endpoint, but not for a local server', () => {
    expect(() => loadConfig({ GOAL_GENERATOR: 'openai' })).toThrow(
      'OPENAI_API_KEY: expected a key when GOAL_GENERATOR=openai uses the default endpoint (or set OPENAI_BASE_URL), got ""',
    );
    expect(loadConfig({ GOAL_GENERATOR: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).openaiApiKey).toBeUndefined();
  });

  it('needs PUBLIC_BASE_URL and MAIL_FROM when SMTP_URL is set, and never repeats SMTP_URL (it may hold a password)', () => {
    const smtp = { SMTP_URL: 'smtp://mailer:s3cret@mail.example.org:587' };
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'programme@example.org' })).toThrow(/^PUBLIC_BASE_URL: expected .* when SMTP_URL is set/);
    expect(() => loadConfig({ ...smtp, PUBLIC_BASE_URL: 'https://mentoring.example.org' })).toThrow(
      /^MAIL_FROM: expected .* when SMTP_URL is set/,
    );
    const bad = () => loadConfig({ SMTP_URL: 'http://mailer:s3cret@mail.example.org' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/^SMTP_URL: /);
    expect(bad).not.toThrow(/s3cret/);
    const c = loadConfig({ ...smtp, PUBLIC_BASE_URL: 'https://mentoring.example.org', MAIL_FROM: 'programme@example.org' });
    expect(c.mail).toMatchObject({ smtpUrl: smtp.SMTP_URL, publicBaseUrl: 'https://mentoring.example.org', scheduler: true });
  });
});
