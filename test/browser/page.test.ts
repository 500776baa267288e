// The browsable page and its files without a browser (these run everywhere, Chromium or
// not): escaping and linking, the forms generated from the serializer fields, the
// Content-Security-Policy on HTML only, and the asset route.
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, isHttpUrl, jsonToHtml, renderBrowsable, type BrowsablePage } from '../../src/drf/browsable.js';
import { courseFields } from '../../src/programme/course.js';
import { smartGoalFields } from '../../src/api/smart-goals/fields.js';
import { useTestApp } from '../support/app.js';

const page = (over: Partial<BrowsablePage> = {}): BrowsablePage => ({
  viewName: 'Course List',
  viewPath: '/courses/',
  method: 'GET',
  path: '/courses/?format=api',
  status: 200,
  statusText: 'OK',
  headers: { Allow: 'GET, POST, HEAD, OPTIONS', 'Content-Type': 'application/json', Vary: 'Accept' },
  data: [],
  allow: 'GET, POST, HEAD, OPTIONS',
  ...over,
});

describe('jsonToHtml', () => {
  it('escapes everything and links only strings that are whole http(s) URLs', () => {
    const text = JSON.stringify(
      {
        a: '<script>alert(1)</script>',
        b: '"><img src=x onerror=alert(1)>',
        c: 'https://example.org/x?a=1&b=2',
        d: 'javascript:alert(1)',
        e: 'see https://example.org/ there',
        f: 'https://example.org/"><script>',
        g: "it's",
        h: 'ftp://example.org/',
      },
      null,
      4,
    );
    const html = jsonToHtml(text);
    expect(html).not.toMatch(/<(?!a href="https:\/\/example\.org\/x\?a=1&amp;b=2" rel="nofollow">|\/a>)/);
    expect(html).toContain('&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    expect(html).toContain('&quot;\\&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(html).toContain('&quot;<a href="https://example.org/x?a=1&amp;b=2" rel="nofollow">https://example.org/x?a=1&amp;b=2</a>&quot;');
    expect(html).toContain('it&#x27;s');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('keeps the text exactly the JSON (unescaped, it is the 4-space rendering)', () => {
    const text = JSON.stringify(
      { count: 1, next: 'http://h/smart-goals/?format=api&limit=30&offset=30', results: [{ x: 'a\nb' }] },
      null,
      4,
    );
    const unescaped = jsonToHtml(text)
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    expect(unescaped).toBe(text);
  });

  it('isHttpUrl: http and https only, nothing that could break out of an attribute', () => {
    expect(isHttpUrl('https://example.org/a?b=c')).toBe(true);
    expect(isHttpUrl('HTTP://EXAMPLE.ORG')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x',
      'https://a b',
      'https://x/"',
      'https://x/<',
      'https://x/\\',
      'data:text/html,x',
      'https://',
      '//x',
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});

describe('renderBrowsable', () => {
  it('builds the HTML form from the serializer fields: bound labels, input types, required marks, limits', () => {
    const html = renderBrowsable(page({ postFields: courseFields }));
    for (const f of courseFields.filter((f) => !f.readOnly)) {
      expect(html).toContain(`<label for="field-${f.name}">${f.label}`);
      expect(html).toContain(`id="field-${f.name}" name="${f.name}"`);
    }
    // Read-only fields are not in the form.
    expect(html).not.toContain('field-id');
    expect(html).not.toContain('field-created_by');
    expect(html).toMatch(
      /<input type="text" id="field-title" name="title" aria-describedby="field-title-hint field-title-errors" required maxlength="255"/,
    );
    expect(html).toMatch(/<input type="number" id="field-code" [^>]* required min="-2147483648" max="2147483647"/);
    expect(html).toMatch(/<input type="datetime-local" id="field-date_w1"/);
    expect(html).toMatch(/<input type="url" id="field-recording_w1" [^>]*maxlength="200"/);
    expect(html).toMatch(/<input type="checkbox" id="field-deactivated" [^>]*value="true">/);
    expect(html).toContain('<label for="field-title">Title <span class="required-mark" aria-hidden="true">*</span></label>');
    expect(html).toContain('<label for="field-event_w1">Event w1</label>');
    // The raw form starts from the writable fields.
    expect(html).toContain('&quot;gsheet_name&quot;: &quot;&quot;');
  });

  it('gives a long text a text area with its limit, a short one a line', () => {
    const html = renderBrowsable(page({ viewName: 'Smart Goal List', viewPath: '/smart-goals/', postFields: smartGoalFields }));
    expect(html).toContain(
      '<textarea id="field-input" name="input" aria-describedby="field-input-hint field-input-errors" required maxlength="20000" rows="5"></textarea>',
    );
    expect(renderBrowsable(page({ postFields: courseFields }))).toContain('<input type="text" id="field-title" name="title"');
  });

  it('has no form on a read-only view, and no inline script or style anywhere', () => {
    const html = renderBrowsable(page({ viewName: 'Feedbacks Needed', viewPath: '/feedbacks_needed/', allow: 'GET, HEAD, OPTIONS' }));
    expect(html).not.toContain('<form');
    for (const h of [html, renderBrowsable(page({ postFields: courseFields }))]) {
      expect(h).not.toMatch(/<script(?![^>]*\bsrc=)/);
      expect(h).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    }
  });

  it('shows a 400 of a form posted without script by its fields', () => {
    const html = renderBrowsable(
      page({
        method: 'POST',
        status: 400,
        statusText: 'Bad Request',
        postFields: courseFields,
        data: { title: ['This field may not be blank.'], code: ['<b>x</b>'] },
      }),
    );
    expect(html).toContain('<ul class="field-errors" id="field-title-errors"><li>This field may not be blank.</li></ul>');
    expect(html).toContain('<li>&lt;b&gt;x&lt;/b&gt;</li>');
    expect(html).toMatch(/<input aria-invalid="true" type="text" id="field-title"/);
  });

  it('escapes the request line and the headers', () => {
    const html = renderBrowsable(page({ path: '/courses/?q=<script>', headers: { 'X-A': '"><img>' } }));
    expect(html).toContain('/courses/?q=&lt;script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img&gt;');
  });
});

describe('HTTP: the page, its files and its policy', () => {
  const t = useTestApp('pglite');

  it('sends the Content-Security-Policy on HTML answers only, after the usual headers', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/courses/?format=api' });
    expect(html.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(Object.keys(html.headers).slice(0, 8)).toEqual([
      'content-type',
      'vary',
      'allow',
      'x-frame-options',
      'content-length',
      'x-content-type-options',
      'referrer-policy',
      'content-security-policy',
    ]);
    const json = await t.app.inject({ method: 'GET', url: '/courses/' });
    expect(json.headers['content-security-policy']).toBeUndefined();
    const error = await t.app.inject({ method: 'DELETE', url: '/courses/?format=api' });
    expect(error.statusCode).toBe(405);
    expect(error.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it("serves the page's files with their types and the security headers, and nothing else under /assets/", async () => {
    for (const [url, type] of [
      ['/assets/api.css', 'text/css; charset=utf-8'],
      ['/assets/api.js', 'text/javascript; charset=utf-8'],
      ['/assets/docs.js', 'text/javascript; charset=utf-8'],
      ['/assets/favicon.svg', 'image/svg+xml'],
      ['/assets/swagger-ui/swagger-ui.css', 'text/css; charset=utf-8'],
      ['/assets/swagger-ui/swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(res.headers['content-length']);
    }
    for (const url of [
      '/assets/../package.json',
      '/assets/%2e%2e/package.json',
      '/assets/',
      '/assets/swagger-ui/index.html',
      '/static/rest_framework/css/bootstrap.min.css',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html');
      expect(res.body).toContain('<h1>Not Found</h1>');
    }
    const post = await t.app.inject({ method: 'POST', url: '/assets/api.js' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('serves /docs under the policy, loading only files of the service', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const loads = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(loads.length).toBeGreaterThan(3);
    for (const url of loads) expect(url.startsWith('/'), url).toBe(true);
    for (const url of loads.filter((u) => u.startsWith('/assets/'))) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });
});
