// The HTML rendering for `?format=api` and browsers (DRF's browsable API): the same data,
// readable, and forms to try the API. The page is self-contained and safe:
// - its CSS and JS are files the service serves itself (assets.ts); no inline script or
//   style, so the Content-Security-Policy below forbids both;
// - it is written with the escaping `html` template (http/html.ts), so every piece of data
//   is HTML-escaped; only whole http(s) URLs in JSON strings become links, their addresses
//   escaped too (the templates' whitespace is the page's, DRF's byte for byte where it
//   copies DRF's: .prettierrc.json leaves this file's templates as written);
// - the forms are generated from the view's serializer fields (the same descriptors that
//   validate the input and describe it in OPTIONS and OpenAPI), with labels bound to
//   their inputs, hints and error lists tied to them with aria-describedby.
// api.js turns both forms and the OPTIONS button into fetch() calls whose answers replace
// the response shown on the page (an aria-live region); without script the HTML form
// still posts and the answer is this page again.
import { html, type Html } from '../http/html.js';
import { renderJson } from '../pipeline/json.js';
import type { Field } from './serializer.js';

// The page is served under the policy every HTML page has (its assets obey it).
export { CONTENT_SECURITY_POLICY } from '../http/html-page.js';

export interface BrowsablePage {
  viewName: string;
  /** The view's own path (`/smart-goals/`): forms and buttons address it. */
  viewPath: string;
  /** The POST serializer fields, on views that accept POST: the page shows the two forms. */
  postFields?: readonly Field[];
  method: string;
  /** The request's path and query, as sent. */
  path: string;
  status: number;
  statusText: string;
  /** Response headers as the JSON response would carry them, shown sorted by name. */
  headers: Record<string, string>;
  data: unknown;
  allow: string;
}

/** The files every page loads (served by assets.ts). */
export const PAGE_ASSETS = { css: '/assets/api.css', js: '/assets/api.js', icon: '/assets/favicon.svg' } as const;

/** The media types the raw form offers (the parsers one can type a body for). */
const RAW_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

/** A whole http(s) URL with nothing that could leave an attribute or a link's text. */
export function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\/[^\s"<>\\`\u0000-\u001f\u007f]+$/i.test(s)) return false;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

// A string token of JSON text. Outside strings JSON has no quote, so scanning finds them all.
const STRING_TOKEN = /"(?:[^"\\]|\\.)*"/g;

/**
 * JSON text as HTML: escaped, with every string that is a whole http(s) URL made a link
 * (DRF's urlize_quoted_links, restricted to http and https).
 */
function jsonHtml(text: string): Html {
  const pieces: (string | Html)[] = [];
  let last = 0;
  for (const m of text.matchAll(STRING_TOKEN)) {
    const token = m[0];
    const index = m.index!;
    pieces.push(text.slice(last, index));
    const inner = token.slice(1, -1);
    // A URL needs no JSON escape, so the token's text is the URL itself.
    if (!inner.includes('\\') && isHttpUrl(inner)) pieces.push(html`&quot;<a href="${inner}" rel="nofollow">${inner}</a>&quot;`);
    else pieces.push(token);
    last = index + token.length;
  }
  pieces.push(text.slice(last));
  return html`${pieces}`;
}

export function jsonToHtml(text: string): string {
  return jsonHtml(text).text;
}

/** The `next`/`previous` links of a page envelope, when the data is one. */
function pageLinks(data: unknown): { next: string | null; previous: string | null } | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  if (!('next' in d) || !('previous' in d) || !Array.isArray(d.results)) return null;
  const link = (v: unknown) => (typeof v === 'string' && isHttpUrl(v) ? v : null);
  return { next: link(d.next), previous: link(d.previous) };
}

function paginationNav(data: unknown): Html | null {
  const links = pageLinks(data);
  if (!links) return null;
  const item = (url: string | null, rel: 'prev' | 'next', text: string) =>
    url
      ? html`<li><a class="button" rel="${rel}" href="${url}">${text}</a></li>`
      : html`<li><span class="button disabled" aria-disabled="true">${text}</span></li>`;
  return html`<nav class="pagination" aria-label="Pagination">
<ul>${item(links.previous, 'prev', '← Previous page')}${item(links.next, 'next', 'Next page →')}</ul>
</nav>
`;
}

/** Lines of markup, one after another (the page's forms put each field on its own lines). */
const lines = (items: readonly Html[]): Html[] => items.map((item, i) => (i ? html`\n${item}` : item));

// ---------------------------------------------------------------------------------------
// Forms from the serializer fields.

const fieldId = (f: Field) => `field-${f.name}`;

function fieldHints(f: Field): string[] {
  const hints: string[] = [];
  if (f.helpText) hints.push(f.helpText);
  switch (f.kind) {
    case 'integer':
      if (f.minValue !== undefined && f.maxValue !== undefined) hints.push(`A whole number from ${f.minValue} to ${f.maxValue}.`);
      else hints.push('A whole number.');
      break;
    case 'url':
      hints.push('An http or https address.');
      break;
    case 'datetime':
      hints.push("Date and time; a time without an offset is read in the service's time zone.");
      break;
    default:
      break;
  }
  if (f.minLength !== undefined) hints.push(`At least ${f.minLength} characters.`);
  if (f.maxLength !== undefined) hints.push(`At most ${f.maxLength} characters.`);
  if (!f.required) hints.push('Optional.');
  return hints;
}

/** A field's input; `aria-invalid` comes first after the element's name, where a server-side error puts it. */
function formControl(f: Field, describedBy: string, invalid: boolean): Html {
  const mark = invalid ? html` aria-invalid="true"` : null;
  const common = html`id="${fieldId(f)}" name="${f.name}" aria-describedby="${describedBy}"${f.required ? ' required' : ''}`;
  const initial = typeof f.default === 'string' ? f.default : '';
  const lengths = html`${f.maxLength !== undefined ? html` maxlength="${f.maxLength}"` : null}${
    f.minLength !== undefined ? html` minlength="${f.minLength}"` : null
  }`;
  switch (f.kind) {
    case 'char':
      // A long text (a goal's input may be a passage) gets a text area; a short one a line.
      if (f.maxLength === undefined || f.maxLength > 255) return html`<textarea${mark} ${common}${lengths} rows="5">${initial}</textarea>`;
      return html`<input${mark} type="text" ${common}${lengths} value="${initial}">`;
    case 'url':
      return html`<input${mark} type="url" ${common}${lengths} inputmode="url" value="${initial}">`;
    case 'integer': {
      const min = f.minValue !== undefined ? html` min="${f.minValue}"` : null;
      const max = f.maxValue !== undefined ? html` max="${f.maxValue}"` : null;
      return html`<input${mark} type="number" ${common}${min}${max} step="1">`;
    }
    case 'boolean':
      return html`<input${mark} type="checkbox" ${common} value="true"${f.default === true ? ' checked' : ''}>`;
    case 'datetime':
      return html`<input${mark} type="datetime-local" ${common} step="1">`;
    default:
      return html`<input${mark} type="text" ${common}>`;
  }
}

/** Server-side field errors of a 400 (a form posted without script): shown by their fields. */
function fieldErrorsOf(page: BrowsablePage): Record<string, string[]> {
  if (page.method !== 'POST' || page.status !== 400) return {};
  const d = page.data;
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return {};
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(d)) {
    if (Array.isArray(v)) out[k] = v.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

function errorList(id: string, messages: string[] | undefined): Html {
  const items = (messages ?? []).map((m) => html`<li>${m}</li>`);
  return html`<ul class="field-errors" id="${id}"${items.length ? '' : ' hidden'}>${items}</ul>`;
}

function fieldRow(f: Field, errs: Record<string, string[]>): Html {
  const id = fieldId(f);
  const hintId = `${id}-hint`;
  const errorsId = `${id}-errors`;
  const hints = fieldHints(f);
  const control = formControl(f, hints.length ? `${hintId} ${errorsId}` : errorsId, Boolean(errs[f.name]?.length));
  const mark = f.required ? html` <span class="required-mark" aria-hidden="true">*</span>` : null;
  const label = html`<label for="${id}">${f.label}${mark}</label>`;
  const hint = hints.length ? html`\n<p class="hint" id="${hintId}">${hints.join(' ')}</p>` : null;
  const cls = f.kind === 'boolean' ? 'field field-checkbox' : 'field';
  const body = f.kind === 'boolean' ? html`${control}\n${label}` : html`${label}\n${control}`;
  return html`<div class="${cls}">\n${body}${hint}\n${errorList(errorsId, errs[f.name])}\n</div>`;
}

function htmlForm(page: BrowsablePage, fields: readonly Field[]): Html {
  const errs = fieldErrorsOf(page);
  const rows = lines(fields.filter((f) => !f.readOnly).map((f) => fieldRow(f, errs)));
  return html`<form id="html-form" class="api-form" method="post" action="${page.viewPath}?format=api" enctype="application/x-www-form-urlencoded" novalidate>
<p class="hint">Fields marked <span class="required-mark">*</span> are required. The service checks every value and answers with its own messages.</p>
${errorList('html-form-errors', errs.non_field_errors)}
${rows}
<div class="actions"><button type="submit">POST</button></div>
</form>`;
}

/** The raw form's first content: the writable fields with their defaults (DRF's raw data form). */
function rawInitial(fields: readonly Field[]): string {
  const initial: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.readOnly) continue;
    if (typeof f.default === 'string' || typeof f.default === 'boolean') initial[f.name] = f.default;
    else if (f.kind === 'char' || f.kind === 'url') initial[f.name] = '';
    else if (f.kind === 'boolean') initial[f.name] = false;
    else initial[f.name] = null;
  }
  return JSON.stringify(initial, null, 4);
}

function rawForm(page: BrowsablePage, fields: readonly Field[]): Html {
  const options = RAW_MEDIA_TYPES.map((t) => html`<option value="${t}">${t}</option>`);
  return html`<form id="raw-form" class="api-form" method="post" action="${page.viewPath}?format=api">
<div class="field">
<label for="raw-media-type">Media type</label>
<select id="raw-media-type" name="media_type">${options}</select>
</div>
<div class="field">
<label for="raw-content">Content</label>
<textarea id="raw-content" name="content" rows="10" spellcheck="false" aria-describedby="raw-content-hint">${rawInitial(fields)}</textarea>
<p class="hint" id="raw-content-hint">Sent as typed, with the media type above as its Content-Type.</p>
</div>
<div class="field">
<label for="raw-idempotency-key">Idempotency-Key</label>
<input type="text" id="raw-idempotency-key" name="idempotency_key" maxlength="255" autocomplete="off" aria-describedby="raw-idempotency-key-hint">
<p class="hint" id="raw-idempotency-key-hint">Optional. The same key with the same body within 24 hours answers the first response again.</p>
</div>
<noscript><p class="hint">Sending raw data needs JavaScript; the HTML form works without it.</p></noscript>
<div class="actions"><button type="submit" disabled>POST</button></div>
</form>`;
}

function postSection(page: BrowsablePage): Html | null {
  if (!page.postFields) return null;
  return html`<section class="forms" aria-labelledby="forms-heading">
<h2 id="forms-heading">Make a POST request</h2>
<div class="form-columns">
<section aria-labelledby="html-form-heading">
<h3 id="html-form-heading">HTML form</h3>
${htmlForm(page, page.postFields)}
</section>
<section aria-labelledby="raw-form-heading">
<h3 id="raw-form-heading">Raw data</h3>
${rawForm(page, page.postFields)}
</section>
</div>
</section>
`;
}

// ---------------------------------------------------------------------------------------

/**
 * DRF's `break_long_headers` filter (as 3.15.2 has it, escaping first): a value longer than
 * 160 characters with commas is broken into lines at them. Escaping adds no comma, so
 * breaking the text and escaping each piece is the same.
 */
function headerValueHtml(value: string): Html {
  if (value.length <= 160 || !value.includes(',')) return html`${value}`;
  return html`<br> ${value.split(',').map((piece, i) => (i ? html`, <br>${piece}` : piece))}`;
}

/**
 * The response block of DRF's page (rest_framework/base.html), byte for byte as its template
 * renders it, indentation included, so that what reads DRF's page reads ours: the status line,
 * the response's own headers sorted by name (DRF sorts `response.items()`; what middleware adds
 * later, the security headers, X-Request-Id, is not among them) with Content-Type the JSON
 * renderer's, a blank line, then the data as indented JSON. Everything is escaped (DRF 3.14
 * escaped neither headers nor, in one filter, long values: CVE-2024-21520); only whole http(s)
 * URLs in the data become links.
 */
function responseInfo(page: Pick<BrowsablePage, 'status' | 'statusText' | 'headers' | 'data'>): Html {
  const headers = Object.keys(page.headers)
    .sort()
    .map((name) => html`\n<b>${name}:</b> <span class="lit">${headerValueHtml(page.headers[name])}</span>`);
  return html`<div class="response-info" aria-label="response info">
                <pre class="prettyprint"><span class="meta nocode"><b>HTTP ${page.status} ${page.statusText}</b>${headers}

</span>${jsonHtml(renderJson(page.data, 4))}</pre>
              </div>`;
}

export function responseInfoHtml(page: Pick<BrowsablePage, 'status' | 'statusText' | 'headers' | 'data'>): string {
  return responseInfo(page).text;
}

export function renderBrowsable(page: BrowsablePage): string {
  const methods = page.allow.split(',').map((m) => html`<li>${m.trim()}</li>`);
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.viewName} – mentoring-api</title>
<link rel="icon" href="${PAGE_ASSETS.icon}" type="image/svg+xml">
<link rel="stylesheet" href="${PAGE_ASSETS.css}">
<script src="${PAGE_ASSETS.js}" defer></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
<nav aria-label="Site">
<a class="brand" href="${page.viewPath}?format=api">mentoring-api</a>
<ul>
<li><a href="/docs">API docs</a></li>
<li><a href="/openapi.json">OpenAPI document</a></li>
</ul>
</nav>
</header>
<main id="main" tabindex="-1" data-endpoint="${page.viewPath}">
<h1>${page.viewName}</h1>
<div class="toolbar">
<a class="button" href="${page.viewPath}?format=api">GET</a>
<a class="button" href="${page.viewPath}?format=json">GET as JSON</a>
<button type="button" id="options-button" hidden>OPTIONS</button>
</div>
<div class="allowed"><span id="allowed-label">Allowed methods:</span> <ul class="methods" aria-labelledby="allowed-label">${methods}</ul></div>
<section class="request-info" aria-labelledby="request-heading">
<h2 id="request-heading">Request</h2>
<pre id="request-line"><b>${page.method}</b> ${page.path}</pre>
</section>
${paginationNav(page.data)}<section class="response-section" aria-labelledby="response-heading">
<h2 id="response-heading">Response</h2>
<div id="response" aria-live="polite">
${responseInfo(page)}
</div>
</section>
${postSection(page)}</main>
<footer class="site-footer">
<p>Every path answers JSON by default; <code>?format=api</code> shows this page. The whole interface: <a href="/docs">API docs</a>.</p>
</footer>
</body>
</html>
`.text;
}
