// The add view: /admin/<table>/add/, the empty form and its save through the programme's service.
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from '../../route.js';
import type { Message } from '../../layout.js';
import type { TableDefinition } from '../definitions.js';
import { typedOf, type FieldErrors, type Typed } from '../forms.js';
import { preservedIn } from './preserved-filters.js';
import {
  afterSave,
  formPage,
  mayAdd,
  notFound,
  optionsOf,
  orMessage,
  savedMessages,
  tableOf,
  validatedForm,
  who,
  type ViewContext,
} from './shared.js';

export function addView(ctx: ViewContext): ConsoleRoute {
  const form = async (r: ConsoleRequest, t: TableDefinition, typed: Typed, errors: FieldErrors, messages: Message[] = []) =>
    formPage(r, t, {
      status: 200,
      title: `Add ${t.singular.toLowerCase()}`,
      action: `/admin/${t.slug}/add/`,
      typed,
      errors,
      options: await optionsOf(ctx, t),
      timeZone: ctx.timeZone,
      preserved: preservedIn(r, t),
      messages,
    });
  return consoleRoute(
    {
      path: '/admin/:table/add/',
      area: 'programme',
      async get(r) {
        const t = tableOf(r);
        if (!t || !mayAdd(r, t)) return notFound(r);
        return form(r, t, {}, {}, await savedMessages(ctx, t, r, `You may add another ${t.singular.toLowerCase()} below.`));
      },
      async post(r) {
        const t = tableOf(r);
        if (!t || !mayAdd(r, t)) return notFound(r);
        const typed = typedOf(t, r.form);
        const fail = (errors: FieldErrors) => form(r, t, typed, errors);
        const v = await validatedForm(ctx, t, r.all, undefined);
        if (!v.ok) return fail(v.errors);
        return orMessage(async () => {
          const row = await ctx.service.add(t, v.values, who(r));
          return afterSave(t, r, row.id, preservedIn(r, t));
        }, fail);
      },
    },
    ctx,
  );
}
