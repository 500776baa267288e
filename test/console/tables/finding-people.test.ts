// Finding people in the console (issue 32 items 1–3, design §10a): the lists' search is
// accent-, case- and word-order-insensitive through 0011's indexes; names sort in Czech
// order and a reference by the text it shows (relations by mentee); a person field past
// the options' limit is a picker — its choices as JSON for the script, and without
// JavaScript a search page that returns to the form with the choice and what was typed.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../../support/database.js';
import { TEST_NOW_MICROS, useTestApp } from '../../support/app.js';
import { addUser, Browser } from '../../support/console.js';
import { insertManagers, insertMentors } from '../../support/programme.js';
import { ConsoleRowRepository } from '../../../src/store/repositories/console-rows.js';
import { TABLE_BY_NAME } from '../../../src/console/tables/definitions.js';
import { baseTables, datasetText, importText, readReference } from '../../dataset/support.js';

const TODAY = new Date(Number(TEST_NOW_MICROS / 1000n)).toISOString().slice(0, 10);
const SPELLINGS = ['rehakova', 'REHAKOVÁ', 'zofie rehakova', 'rehakova zofie', 'rehak', 'zofie reh', 'Rehakova Zofie'];
/** Past the options' limit (1,000): the relation form's Mentee is a picker. */
const MANY = 1_100;
const page = { sort: 'id', descending: false, offset: 0, limit: 100 };

describe.each(databaseKinds())('finding people in the console on %s', (kind) => {
  const t = useTestApp(kind);
  const manager = async () => new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
  const ids = async (table: string, where: string) =>
    (await t.db.rows<{ id: number }>(sql.raw(`SELECT id FROM ${table} WHERE ${where}`))).map((r) => r.id);

  /** 1,100 mentees named "Anna Nováková n", and Žofie Řeháková. */
  const mentees = async () => {
    await t.db.rows(
      sql`INSERT INTO mentees (first_name, last_name, email) SELECT 'Anna', 'Nováková ' || i, '' FROM generate_series(1, ${MANY}) AS i`,
    );
    await t.db.rows(sql`INSERT INTO mentees (first_name, last_name, email) VALUES ('Žofie', 'Řeháková', 'zofie@example.org')`);
    await t.db.rows(sql`ANALYZE mentees`);
    return (await ids('mentees', `last_name = 'Řeháková'`))[0];
  };

  it('finds Řeháková in the mentees list by every spelling, and only her', async () => {
    await mentees();
    const b = await manager();
    for (const q of SPELLINGS) {
      const body = (await b.get(`/admin/mentees/?q=${encodeURIComponent(q)}`)).body;
      expect(/<p class="count">([^<]*)/.exec(body)?.[1], q).toBe(`1 mentee matching “${q}”`);
      expect(body, q).toContain('<td>Řeháková</td>');
    }
    // A word followed by another ends a word of the name; the one still typed may end anywhere.
    expect((await b.get('/admin/mentees/?q=novakova%201100')).body).toContain('1 mentee matching');
    expect((await b.get('/admin/mentees/?q=zof%20rehakova')).body).toContain('0 mentees matching');
    expect((await b.get('/admin/mentees/?q=%25%20_%20%5C')).body).toContain('0 mentees matching');
  });

  it('lists names in Czech order, and relations by the mentee’s name', async () => {
    const b = await manager();
    const names = ['Žák', 'Cába', 'Ibsen', 'Chalupa', 'Šimek', 'Čapek', 'Ryba', 'Hora', 'Zelený', 'Řezník', 'Svoboda', 'Ábel'];
    await insertMentors(t.db, ...names.map((lastName, i) => ({ id: 201 + i, firstName: 'M', lastName })));
    const czech = ['Ábel', 'Cába', 'Čapek', 'Hora', 'Chalupa', 'Ibsen', 'Ryba', 'Řezník', 'Svoboda', 'Šimek', 'Zelený', 'Žák'];
    const order = (body: string) => [...body.matchAll(/<td>M<\/td>\s*<td>([^<]+)<\/td>/g)].map((m) => m[1]);
    expect(order((await b.get('/admin/mentors/?o=last_name')).body)).toEqual(czech);
    expect(order((await b.get('/admin/mentors/?o=-last_name')).body)).toEqual([...czech].reverse());

    await insertManagers(t.db, { id: 101, firstName: 'Marta', lastName: 'Manager' });
    await t.db
      .rows(sql`INSERT INTO mentees (id, first_name, last_name) VALUES (301, 'Žofie', 'A'), (302, 'Čeněk', 'B'), (303, 'Chrudoš', 'C'),
                         (304, 'Cyril', 'D'), (305, 'Hynek', 'E')`);
    await t.db.rows(sql`INSERT INTO mentoring_relations (mentor_id, mentee_id, manager_id, status, start_date)
                         SELECT 201, id, 101, 'matched', ${TODAY} FROM mentees ORDER BY id`);
    const byMentee = (body: string) => [...body.matchAll(/aria-label="\d+ M Žák → ([^"]+)"/g)].map((m) => m[1]);
    const expected = ['Cyril D', 'Čeněk B', 'Hynek E', 'Chrudoš C', 'Žofie A'];
    expect(byMentee((await b.get('/admin/mentoring-relations/?o=mentee_id')).body)).toEqual(expected);
    expect(byMentee((await b.get('/admin/mentoring-relations/?o=-mentee_id')).body)).toEqual([...expected].reverse());
    // The CSV export reads batch after batch in the same order.
    const csv = (await b.get('/admin/mentoring-relations/export/?o=mentee_id')).body;
    const at = expected.map((name) => csv.indexOf(name));
    expect(at.every((i, k) => i > 0 && (k === 0 || i > at[k - 1]))).toBe(true);
  });

  it('reads 0011’s indexes: the folded search, the Czech keys of names, the people a relation list is sorted by', async () => {
    await mentees();
    const repo = new ConsoleRowRepository(t.db);
    const table = (name: string) => TABLE_BY_NAME.get(name)!;
    for (const text of await repo.explain(table('mentees'), { ...page, search: 'zofie reh' })) {
      expect(text).toContain('mentees_search');
      expect(text).not.toMatch(/Seq Scan on mentees/);
    }
    const [sorted] = await repo.explain(table('mentees'), { ...page, search: '', sort: 'last_name', byText: true });
    expect(sorted).toContain('mentees_last_name_czech');
    expect(sorted).not.toMatch(/Sort Key/);
    const [relations] = await repo.explain(table('mentoring_relations'), { ...page, search: '', sort: 'mentee_id', byText: true });
    expect(relations).toContain('mentees_text_czech');
  });

  it('offers a picker past the limit: choices as JSON, and without JavaScript a search page back to the form', async () => {
    const zofie = await mentees();
    await insertMentors(t.db, { id: 201, firstName: 'Olga', lastName: 'Mentorová' });
    await insertManagers(t.db, { id: 101, firstName: 'Marta', lastName: 'Manager' });
    const b = await manager();
    const form = (await b.get('/admin/mentoring-relations/add/')).body;
    expect(form).toMatch(/<label for="id_mentee_id">Mentee:<\/label>/);
    expect(form).toMatch(/role="combobox"/);
    expect(form).toContain('/assets/console-picker.js');
    expect(form).not.toContain('the id of');
    expect(form).toMatch(/<select name="mentor_id"/); // one mentor: a select still

    for (const q of ['rehak', 'zofie reh', 'Rehakova Zofie']) {
      const res = await b.get(`/admin/mentees/choices/?q=${encodeURIComponent(q)}`);
      expect(res.headers['content-type']).toBe('application/json');
      expect(JSON.parse(res.body)).toEqual({ results: [{ id: zofie, text: 'Žofie Řeháková' }] });
    }
    expect(JSON.parse((await b.get('/admin/mentees/choices/?q=anna')).body).results).toHaveLength(20);

    // Without JavaScript: "Find" sends the form as typed to the search page.
    const typed = { mentor_id: '201', mentee_id: '', mentee_id__q: 'zofie reh', manager_id: '101', status: 'matched', start_date: TODAY };
    const found = await b.post('/admin/mentoring-relations/pick/?field=mentee_id', typed);
    expect(found.statusCode).toBe(200);
    expect(found.body).toMatch(new RegExp(`<button type="submit" name="_choose" value="${zofie}" class="link">Žofie Řeháková</button>`));
    expect(found.body).toContain('<input type="hidden" name="start_date" value="' + TODAY + '" />');
    // Choosing returns to the form: the choice in its hidden field, what was typed kept, sent to the add view.
    const back = await b.post('/admin/mentoring-relations/pick/?field=mentee_id', { ...typed, _choose: String(zofie) });
    expect(back.body).toContain('action="/admin/mentoring-relations/add/"');
    expect(back.body).toContain(`<input type="hidden" name="mentee_id" value="${zofie}" class="picked-id" />`);
    expect(back.body).toContain('Chosen: Žofie Řeháková.');
    expect(back.body).toMatch(new RegExp(`name="start_date"\\s+id="id_start_date"[^>]*value="${TODAY}"`));
    const saved = await b.post('/admin/mentoring-relations/add/', { ...typed, mentee_id: String(zofie) });
    expect(saved.statusCode).toBe(302);
    expect(await ids('mentoring_relations', `mentee_id = ${zofie}`)).toHaveLength(1);
    // A change form's picker names the row it holds, and its search page returns to the change view.
    const [relation] = await ids('mentoring_relations', 'true');
    const change = (await b.get(`/admin/mentoring-relations/${relation}/change/`)).body;
    expect(change).toContain('Chosen: Žofie Řeháková.');
    expect(change).toContain(`formaction="/admin/mentoring-relations/pick/?field=mentee_id&amp;id=${relation}"`);

    // A viewer reads the choices but opens no search page of a form it may not send.
    const viewer = await new Browser(t.app).signIn((await addUser(t.db, 'vera', 'viewer'), 'vera'));
    expect((await viewer.get('/admin/mentees/choices/?q=rehak')).statusCode).toBe(200);
    expect((await viewer.post('/admin/mentoring-relations/pick/?field=mentee_id', typed)).statusCode).toBe(403);
    expect((await b.post('/admin/mentoring-relations/pick/?field=status', typed)).statusCode).toBe(404);
  });

  it('finds a person written through the console and one imported from a dataset file', async () => {
    const b = await manager();
    expect((await b.post('/admin/mentees/add/', { first_name: 'Řehoř', last_name: 'Čížek', email: '' })).statusCode).toBe(302);
    expect((await b.get('/admin/mentees/?q=cizek%20rehor')).body).toContain('1 mentee matching');
    const ref = await readReference(t.db);
    const base = baseTables(ref);
    const file = datasetText({
      ...base,
      mentees: [{ ...base.mentees[0], first_name: 'Łucja', last_name: 'Straße' }, ...base.mentees.slice(1)],
    });
    const imported = await importText(t.db, file, { replace: true });
    expect(imported, JSON.stringify(imported)).toMatchObject({ ok: true });
    const repo = new ConsoleRowRepository(t.db);
    const list = await repo.list(TABLE_BY_NAME.get('mentees')!, { ...page, search: 'strasse lucja' });
    expect(list.rows.map((r) => r.__text)).toEqual(['Łucja Straße']);
  });
});
