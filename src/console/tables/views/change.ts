// The change view: /admin/<table>/<id>/change/. The form carries the row's version as it was
// opened: a save over someone else's later save is refused with a message, their version
// shown beside what was typed, and the form keeps what was typed; it then carries their
// version, so that only a deliberate second Save replaces theirs (their version is a GET
// link away: nothing is posted again by reloading).
import type { Row } from '../../../store/repositories/console-rows.js';
import { consoleRoute, type ConsoleRoute } from '../../route.js';
import { typedFromRow, typedOf, type FieldErrors } from '../forms.js';
import { preservedIn } from './preserved-filters.js';
import {
  afterSave,
  formPage,
  located,
  mayChange,
  notFound,
  optionsOf,
  orMessage,
  savedMessages,
  validatedForm,
  versionOf,
  who,
  type ViewContext,
} from './shared.js';

export function changeView(ctx: ViewContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/:table/:id/change/',
      area: 'programme',
      async get(r) {
        const found = await located(ctx, r);
        if (!found) return notFound(r);
        const { t, row } = found;
        const title = mayChange(r, t) ? `Change ${t.singular.toLowerCase()}` : `View ${t.singular.toLowerCase()}`;
        return formPage(r, t, {
          status: 200,
          title,
          action: `/admin/${t.slug}/${row.id}/change/`,
          typed: typedFromRow(t, row, ctx.timeZone),
          errors: {},
          options: await optionsOf(ctx, t),
          timeZone: ctx.timeZone,
          version: versionOf(t, row),
          row,
          preserved: preservedIn(r, t),
          messages: await savedMessages(ctx, t, r, 'You may edit it again below.'),
        });
      },
      async post(r) {
        const found = await located(ctx, r);
        if (!found) return notFound(r);
        const { t, row } = found;
        if (!mayChange(r, t)) return notFound(r);
        const typed = typedOf(t, r.form);
        const version = r.form.get('_version') ?? '';
        const preserved = preservedIn(r, t);
        const fail = async (errors: FieldErrors, current: Row = row, theirs?: Row) =>
          formPage(r, t, {
            status: 200,
            title: `Change ${t.singular.toLowerCase()}`,
            action: `/admin/${t.slug}/${row.id}/change/`,
            typed,
            errors,
            options: await optionsOf(ctx, t),
            timeZone: ctx.timeZone,
            version: theirs ? versionOf(t, theirs) : version,
            row: current,
            preserved,
            theirs,
          });
        const v = await validatedForm(ctx, t, r.all, row);
        if (!v.ok) return fail(v.errors);
        return orMessage(async () => {
          // The row's version is checked under its lock: a status move was judged from the row as the form saw it.
          const result = await ctx.service.change(t, row.id, (current) => versionOf(t, current) === version, v.values, who(r));
          if (result.ok) return afterSave(t, r, row.id, preserved);
          if (result.reason === 'gone') return notFound(r);
          const current = (await ctx.rows.get(t, row.id)) ?? row;
          return fail(
            {
              __all__: [
                `Someone else changed this ${t.singular.toLowerCase()} after you opened the form, so nothing was saved. Their version is shown below beside what you typed (the History page says who and when).`,
              ],
            },
            current,
            current,
          );
        }, fail);
      },
    },
    ctx,
  );
}
