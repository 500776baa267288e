// The console's page: Django admin's frame (site header, the user's tools, breadcrumbs,
// messages, content), working without JavaScript, every file served locally.
import { html, type Html } from '../http/html.js';

export const SITE_TITLE = 'Mentoring console';
export const CONSOLE_CSS = '/assets/console.css';

export interface PageUser {
  username: string;
  role: string;
  csrfToken: string;
}

export interface Message {
  level: 'success' | 'warning' | 'error' | 'info';
  text: Html | string;
}

export interface PageParts {
  title: string;
  /** Signed-in pages show the user's tools and the log-out button. */
  user?: PageUser;
  breadcrumbs?: readonly { label: string; href?: string }[];
  messages?: readonly Message[];
  content: Html;
}

/** The hidden field every form of a signed-in page carries (Django's name). */
export function csrfField(token: string): Html {
  return html`<input type="hidden" name="csrfmiddlewaretoken" value="${token}" />`;
}

/**
 * A wide table in a box of its own that scrolls sideways, so that the page does not (390 px):
 * a region named `label`, focusable so that a keyboard scrolls it.
 */
export function scrollBox(label: string, table: Html): Html {
  return html`<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">${table}</div>`;
}

export function page(p: PageParts): Html {
  const crumbs = p.breadcrumbs?.length
    ? html`<nav class="breadcrumbs" aria-label="Breadcrumbs">
        <ol>
          ${p.breadcrumbs.map((c) =>
            c.href ? html`<li><a href="${c.href}">${c.label}</a></li>` : html`<li aria-current="page">${c.label}</li>`,
          )}
        </ol>
      </nav>`
    : '';
  const tools = p.user
    ? html`<div class="user-tools">
        <a href="/admin/">Home</a> · <a href="/admin/log/">Log</a> · Signed in as <strong>${p.user.username}</strong> (${p.user.role}) ·
        <a href="/admin/password_change/">Change password</a>
        <form method="post" action="/admin/logout/">${csrfField(p.user.csrfToken)}<button type="submit" class="link">Log out</button></form>
      </div>`
    : '';
  const messages = p.messages?.length
    ? html`<div role="status">
        <ul class="messages">
          ${p.messages.map((m) => html`<li class="${m.level}">${m.text}</li>`)}
        </ul>
      </div>`
    : '';
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${p.title} | ${SITE_TITLE}</title>
        <link rel="stylesheet" href="${CONSOLE_CSS}" />
        <link rel="icon" href="/assets/favicon.svg" />
      </head>
      <body>
        <a class="skip" href="#content">Skip to content</a>
        <header class="site"><a class="brand" href="/admin/">${SITE_TITLE}</a>${tools}</header>
        ${crumbs}
        <main id="content">
          ${messages}
          <h1>${p.title}</h1>
          ${p.content}
        </main>
      </body>
    </html> `;
}
