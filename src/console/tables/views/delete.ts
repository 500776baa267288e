// The delete view: /admin/<table>/<id>/delete/, a confirmation naming the row (or the rows
// that still point at it, which refuse the delete), then the delete through the service.
import { textOf } from '../../../store/repositories/console-rows.js';
import { html } from '../../../http/html.js';
import { idParam, pageAnswer, redirectAnswer } from '../../http.js';
import { csrfField, page } from '../../layout.js';
import { consoleRoute, type ConsoleRoute } from '../../route.js';
import { carrying, listUrl, preservedField, preservedIn } from './preserved-filters.js';
import { crumbs, located, mayDelete, notFound, tableOf, who, type ViewContext } from './shared.js';

export function deleteView(ctx: ViewContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/:table/:id/delete/',
      area: 'programme',
      async get(r) {
        const found = await located(ctx, r);
        if (!found || !mayDelete(r, found.t)) return notFound(r);
        const { t, row } = found;
        const preserved = preservedIn(r, t);
        const back = carrying(`/admin/${t.slug}/${row.id}/change/`, preserved);
        const blockers = (
          await Promise.all(t.referencedBy.map(async (ref) => ({ ...ref, n: await ctx.rows.references(ref.table, ref.column, row.id) })))
        ).filter((b) => b.n > 0);
        return pageAnswer(
          200,
          page({
            title: 'Are you sure?',
            user: r.session,
            breadcrumbs: [...crumbs(t, textOf(row), preserved).slice(0, 2), { label: textOf(row), href: back }, { label: 'Delete' }],
            content: blockers.length
              ? html`<p>
                    Deleting the ${t.singular.toLowerCase()} “${textOf(row)}” would leave rows pointing at nothing:
                    ${blockers.map((b) => html`${b.n} ${b.label}`)}. Change or delete those first.
                  </p>
                  <p><a href="${back}">Back</a></p>`
              : html`<p>Are you sure you want to delete the ${t.singular.toLowerCase()} “${textOf(row)}”?</p>
                  <form method="post" action="/admin/${t.slug}/${row.id}/delete/">
                    ${csrfField(r.session.csrfToken)} ${preservedField(preserved)} <button type="submit">Yes, I’m sure</button>
                    <a href="${back}">No, take me back</a>
                  </form>`,
          }),
        );
      },
      async post(r) {
        const t = tableOf(r);
        const id = idParam(r.exchange.params.id);
        if (!t || id === undefined || !mayDelete(r, t)) return notFound(r);
        const result = await ctx.service.remove(t, id, who(r));
        const preserved = preservedIn(r, t);
        if (result.ok) return redirectAnswer(listUrl(t, preserved, { deleted: 1 }));
        if (result.reason === 'gone') return notFound(r);
        return redirectAnswer(carrying(`/admin/${t.slug}/${id}/delete/`, preserved));
      },
    },
    ctx,
  );
}
