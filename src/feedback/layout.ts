// The frame of the public feedback pages: one column readable on a phone (390 px wide and
// up), no script, the service's own stylesheet only (the strict CSP allows no inline style).
import { html, type Html } from '../http/html.js';

export const FEEDBACK_CSS = '/assets/feedback.css';
export const SITE_NAME = 'Mentoring programme';

export function publicFrame(title: string, content: Html): Html {
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>${title} | ${SITE_NAME}</title>
        <link rel="stylesheet" href="${FEEDBACK_CSS}" />
        <link rel="icon" href="/assets/favicon.svg" />
      </head>
      <body>
        <header class="site"><p class="brand">${SITE_NAME}</p></header>
        <main id="content">
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html> `;
}

/** "Jana (jana@example.org)" as a mail link: whom a page tells the person to ask. */
export function contact(name: string, email: string): Html {
  return email ? html`${name} (<a href="mailto:${email}">${email}</a>)` : html`${name}`;
}
