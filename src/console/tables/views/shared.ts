// What the table views share: the table and row a path names, what the signed-in role may
// do to them, the breadcrumbs, the change form's page, and a database constraint a write
// broke turned into the form's message.
import { createHash } from 'node:crypto';
import type { Answer } from '../../../pipeline/answer.js';
import type { Who } from '../../../programme/service.js';
import type { Row } from '../../../store/repositories/console-rows.js';
import { sqlState, textOf } from '../../../store/repositories/console-rows.js';
import type { ConsoleContext } from '../../context.js';
import { html } from '../../../http/html.js';
import { idParam, pageAnswer, query, redirectAnswer } from '../../http.js';
import { csrfField, page, type Message } from '../../layout.js';
import { canChange } from '../../roles.js';
import type { ConsoleRequest } from '../../route.js';
import { TABLE_BY_NAME, TABLE_BY_SLUG, type TableDefinition } from '../definitions.js';
import { fieldInputs, shownValue, typedFromRow, type FieldErrors, type ReferenceOptions, type Typed } from '../forms.js';
import { carrying, listUrl, preservedField } from './preserved-filters.js';

/** A select offers at most this many rows; past it, a reference is typed as an id (Django's raw_id_fields). */
export const OPTIONS_LIMIT = 1000;

/** What every table view is built from: the console's context, with the programme's write path. */
export type ViewContext = ConsoleContext;

/** A row's version as a form carries it: a hash of its own values (not of the texts read beside them). */
export function versionOf(t: TableDefinition, row: Row): string {
  const own = [row.id, ...t.columns.map((c) => row[c])];
  return createHash('sha256').update(JSON.stringify(own)).digest('hex').slice(0, 32);
}

export function notFound(r: ConsoleRequest): Answer {
  return pageAnswer(404, page({ title: 'Not found', user: r.session, content: html`<p>There is no such page in the console.</p>` }));
}

export const crumbs = (t: TableDefinition, last?: string, preserved = '') => [
  { label: 'Home', href: '/admin/' },
  last === undefined ? { label: t.plural } : { label: t.plural, href: listUrl(t, preserved) },
  ...(last === undefined ? [] : [{ label: last }]),
];

/** What a role may do to a table's rows: the table's own rules and the role's. */
export const mayAdd = (r: ConsoleRequest, t: TableDefinition) => t.may.add && canChange(r.session.role, t.area);
export const mayChange = (r: ConsoleRequest, t: TableDefinition) => t.may.change && canChange(r.session.role, t.area);
export const mayDelete = (r: ConsoleRequest, t: TableDefinition) => t.may.delete && canChange(r.session.role, t.area);

export const who = (r: ConsoleRequest): Who => ({ userId: r.session.userId, username: r.session.username });

/** The table the path names. */
export const tableOf = (r: ConsoleRequest) => TABLE_BY_SLUG.get(r.exchange.params.table ?? '');

/** The table and row the path names, if both exist. */
export async function located(ctx: ConsoleContext, r: ConsoleRequest): Promise<{ t: TableDefinition; row: Row } | undefined> {
  const t = tableOf(r);
  const id = idParam(r.exchange.params.id);
  const row = t && id !== undefined ? await ctx.reads.row(t, id) : undefined;
  return t && row ? { t, row } : undefined;
}

/** The rows each reference of the form may name (a select), or undefined past OPTIONS_LIMIT. */
export async function optionsOf(ctx: ConsoleContext, t: TableDefinition): Promise<ReferenceOptions> {
  const tables = [...new Set(Object.values(t.widgets).flatMap((w) => (w.kind === 'reference' ? [w.table] : [])))];
  return new Map(
    await Promise.all(tables.map(async (name) => [name, await ctx.reads.optionsOf(TABLE_BY_NAME.get(name)!, OPTIONS_LIMIT)] as const)),
  );
}

/** A column's label: its field's, or its read-only column's. */
export const label = (t: TableDefinition, column: string) =>
  t.fields.find((f) => f.name === column)?.label ?? t.readOnly.find((c) => c.column === column)?.label ?? column;

/** A database constraint the form broke, as a form message (never a 500). */
function constraintMessage(e: unknown): string | undefined {
  const state = sqlState(e);
  if (state === '23505') return 'A row with these values already exists.';
  if (state === '23503') return 'A row this one refers to does not exist (any more).';
  if (state === '23514' || state === '22001') return 'A value is not one this table accepts.';
  return undefined;
}

/** Runs a write; a database constraint it breaks becomes the form's message. */
export async function orMessage(write: () => Promise<Answer>, fail: (errors: FieldErrors) => Promise<Answer>): Promise<Answer> {
  try {
    return await write();
  } catch (e) {
    const message = constraintMessage(e);
    if (message === undefined) throw e;
    return fail({ __all__: [message] });
  }
}

export interface FormParts {
  status: number;
  title: string;
  action: string;
  typed: Typed;
  errors: FieldErrors;
  options: ReferenceOptions;
  timeZone: string;
  version?: string;
  row?: Row;
  messages?: Message[];
  /** The list's place the form carries back (preserved-filters.ts). */
  preserved?: string;
  /** The row as someone else saved it after the form was opened: shown beside what was typed. */
  theirs?: Row;
}

/** Links to each field in error, in the form's order (the first one also has the focus: forms.ts). */
function errorSummary(t: TableDefinition, errors: FieldErrors) {
  const fields = t.fields.filter((f) => errors[f.name]?.length);
  if (!fields.length) return '';
  return html`<ul class="error-summary">
    ${fields.map((f) => html`<li><a href="#id_${f.name}">${f.label}: ${errors[f.name]![0]}</a></li>`)}
  </ul>`;
}

/** Someone else's version beside what was typed: each field where they differ. */
function theirVersion(t: TableDefinition, o: FormParts, theirs: Row) {
  const stored = typedFromRow(t, theirs, o.timeZone);
  const differ = t.fields.filter((f) => (stored[f.name] ?? '') !== (o.typed[f.name] ?? ''));
  const reload = carrying(`/admin/${t.slug}/${theirs.id}/change/`, o.preserved ?? '');
  return html`<section class="conflict" aria-labelledby="conflict-heading">
    <h2 id="conflict-heading">Their version and yours</h2>
    ${
      differ.length
        ? html`<table>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Saved by someone else</th>
                <th scope="col">Typed by you</th>
              </tr>
            </thead>
            <tbody>
              ${differ.map(
                (f) =>
                  html`<tr>
                    <th scope="row">${f.label}</th>
                    <td>${shownValue(t, theirs, f.name, o.timeZone)}</td>
                    <td>${o.typed[f.name] || '—'}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : html`<p>Their version has the values you typed.</p>`
    }
    <p>
      What you typed is kept in the form below: <strong>Save</strong> again to replace their version with yours, or
      <a href="${reload}">discard yours and open their version</a>.
    </p>
  </section>`;
}

/** The submit row: Django admin's three saves (another row, or this one again, after it). */
function submitRow(r: ConsoleRequest, t: TableDefinition) {
  return html`<div class="submit-row">
    <button type="submit">Save</button>
    ${mayAdd(r, t) ? html`<button type="submit" name="_addanother">Save and add another</button>` : ''}
    <button type="submit" name="_continue">Save and continue editing</button>
  </div>`;
}

/** A form page; with errors it answers 200 too, as Django's admin does (the form again, messages beside the fields). */
export function formPage(r: ConsoleRequest, t: TableDefinition, o: FormParts): Answer {
  const editable = o.row ? mayChange(r, t) : mayAdd(r, t);
  const general = o.errors.__all__ ?? [];
  // A row's own pages first (a relation's feedback), then its History as on every row.
  const own = o.row ? t.rowPages.map((p) => html`<a href="/admin/${t.slug}/${o.row!.id}/${p.path}">${p.label}</a> · `) : [];
  const deleteHref = o.row ? carrying(`/admin/${t.slug}/${o.row.id}/delete/`, o.preserved ?? '') : '';
  const links = o.row
    ? html`<p class="object-tools">
        ${own}<a href="/admin/${t.slug}/${o.row.id}/history/">History</a
        >${mayDelete(r, t) ? html` · <a href="${deleteHref}">Delete</a>` : ''}
      </p>`
    : '';
  return pageAnswer(
    o.status,
    page({
      title: o.title,
      user: r.session,
      breadcrumbs: crumbs(t, o.row ? textOf(o.row) : `Add ${t.singular.toLowerCase()}`, o.preserved),
      messages: [...(o.messages ?? []), ...general.map((text) => ({ level: 'error' as const, text }))],
      content: html`${links}${Object.keys(o.errors).length ? html`<p class="errornote" role="alert">Please correct the errors below.</p>` : ''}
        ${errorSummary(t, o.errors)} ${o.theirs ? theirVersion(t, o, o.theirs) : ''}
        <form method="post" action="${o.action}" novalidate>
          ${csrfField(r.session.csrfToken)} ${o.version ? html`<input type="hidden" name="_version" value="${o.version}" />` : ''}
          ${preservedField(o.preserved ?? '')}
          ${fieldInputs(t, o.typed, o.errors, { before: o.row, options: o.options, readOnly: !editable, timeZone: o.timeZone })}
          ${editable && t.fields.length ? submitRow(r, t) : ''}
        </form>`,
    }),
  );
}

/** The form's values as the service validates them (the console's form: every value shown). */
export function validatedForm(ctx: ViewContext, t: TableDefinition, all: ReadonlyMap<string, string[]>, before: Row | undefined) {
  const data = new Map(t.fields.filter((f) => all.has(f.name)).map((f) => [f.name, all.get(f.name) ?? []]));
  return ctx.service.validate(t, { kind: 'form', data }, before, true);
}

/** Where a save goes next, by the button pressed (Django admin's `_addanother`, `_continue`), keeping the list's place. */
export function afterSave(t: TableDefinition, r: ConsoleRequest, id: number, preserved: string): Answer {
  if (r.form.has('_addanother') && mayAdd(r, t)) return redirectAnswer(carrying(`/admin/${t.slug}/add/`, preserved, { saved: id }));
  if (r.form.has('_continue')) return redirectAnswer(carrying(`/admin/${t.slug}/${id}/change/`, preserved, { saved: id }));
  return redirectAnswer(listUrl(t, preserved, { saved: id }));
}

/** The message a form page shows after "Save and add another" or "Save and continue editing" (`saved` in its query). */
export async function savedMessages(ctx: ViewContext, t: TableDefinition, r: ConsoleRequest, then: string): Promise<Message[]> {
  const id = idParam(query(r.exchange.req).get('saved'));
  const row = id === undefined ? undefined : await ctx.reads.row(t, id);
  if (!row) return [];
  return [
    {
      level: 'success',
      text: html`The ${t.singular.toLowerCase()} “<a href="/admin/${t.slug}/${row.id}/change/">${textOf(row)}</a>” was saved. ${then}`,
    },
  ];
}
