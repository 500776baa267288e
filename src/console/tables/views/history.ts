// The history view: /admin/<table>/<id>/history/, the object's audit entries (every write
// path records them: the console's forms and actions, and the API's).
import { textOf } from '../../../store/repositories/console-rows.js';
import { html } from '../../../http/html.js';
import { idParam, pageAnswer } from '../../http.js';
import { page } from '../../layout.js';
import { auditNames, auditTable } from '../../log.js';
import { consoleRoute, type ConsoleRoute } from '../../route.js';
import { crumbs, notFound, tableOf, type ViewContext } from './shared.js';

export function historyView(ctx: ViewContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/:table/:id/history/',
      area: 'programme',
      async get(r) {
        const t = tableOf(r);
        const id = idParam(r.exchange.params.id);
        if (!t || id === undefined) return notFound(r);
        const [row, entries] = await Promise.all([ctx.reads.row(t, id), ctx.reads.history(t.name, id, 500)]);
        if (!row && !entries.length) return notFound(r);
        const name = row ? textOf(row) : (entries[0]?.objectRepr ?? String(id));
        return pageAnswer(
          200,
          page({
            title: `Change history: ${name}`,
            user: r.session,
            breadcrumbs: [
              ...crumbs(t, name).slice(0, 2),
              { label: name, href: row ? `/admin/${t.slug}/${id}/change/` : undefined },
              { label: 'History' },
            ],
            content: entries.length
              ? auditTable(entries, ctx.timeZone, false, await auditNames(ctx, entries))
              : html`<p>This object doesn’t have a change history. It probably wasn’t added via the console.</p>`,
          }),
        );
      },
    },
    ctx,
  );
}
