import { describe, expect, it } from 'vitest';
import { buildDemoData, type DemoData, type DemoOptions } from '../../src/demo/data.js';
import { countPromptTokens, countTokens } from '../../src/goals/tokens.js';

const DAY_MS = 86_400_000;
const dayNumber = (s: string): number => Date.parse(`${s}T00:00:00Z`) / DAY_MS;
const dayString = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

const pragueParts = (micros: bigint): { date: string; time: string; offset: string } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(Number(micros / 1000n)))
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    offset: parts.timeZoneName,
  };
};

/** Options for a day at 09:15:30.123456 UTC (10:15 or 11:15 in Prague). */
const optsFor = (today: string): DemoOptions => ({
  today,
  nowMicros: BigInt(Date.parse(`${today}T09:15:30.123Z`)) * 1000n + 456n,
});

const ROUNDS = [
  { id: 1, title: 'Chemistry', order: 1, days: 14 },
  { id: 2, title: 'Mid Program', order: 2, days: 90 },
  { id: 3, title: 'Final', order: 3, days: 180 },
];

interface Owed {
  role: 'mentee' | 'mentor';
  model_id: number;
  title: string;
  due: number;
  relation_id: number;
}

/** Design §5 spelled out plainly: owed (role, person, title), earliest due date, ties to the lower relation id. */
function owedEntries(data: DemoData, today: string): Owed[] {
  const submitted = new Set(data.feedback_submissions.map((s) => `${s.relation_id}/${s.round_id}/${s.role}`));
  const byKey = new Map<string, Owed>();
  for (const r of data.mentoring_relations) {
    if (r.status !== 'matched') continue;
    for (const round of ROUNDS) {
      const due = dayNumber(r.start_date) + round.days;
      if (due > dayNumber(today)) continue;
      for (const role of ['mentee', 'mentor'] as const) {
        if (submitted.has(`${r.id}/${round.id}/${role}`)) continue;
        const model_id = role === 'mentee' ? r.mentee_id : r.mentor_id;
        const key = `${role}/${model_id}/${round.title}`;
        const prev = byKey.get(key);
        if (!prev || due < prev.due || (due === prev.due && r.id < prev.relation_id)) {
          byKey.set(key, { role, model_id, title: round.title, due, relation_id: r.id });
        }
      }
    }
  }
  return [...byKey.values()];
}

const expectIdsOneToN = (rows: { id: number }[]): void => {
  expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => i + 1));
};

const TODAYS = ['2026-11-22', '2026-03-29', '2026-10-25', '2028-02-29', '2027-01-01', '2026-07-15'];

describe('buildDemoData', () => {
  it('is deterministic for the same options', () => {
    const opts = optsFor('2026-11-22');
    const a = buildDemoData(opts);
    const b = buildDemoData({ ...opts });
    expect(b).toEqual(a);
    expect(JSON.stringify(a, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).toBe(
      JSON.stringify(b, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    );
  });

  it('moves with the options but keeps its shape', () => {
    const a = buildDemoData(optsFor('2026-11-22'));
    const b = buildDemoData(optsFor('2027-05-03'));
    expect(b.smart_goals.map((g) => g.input)).toEqual(a.smart_goals.map((g) => g.input));
    expect(b.smart_goals[0].created_at).not.toBe(a.smart_goals[0].created_at);
    expect(b.mentoring_relations.map((r) => dayNumber(r.start_date) - dayNumber('2027-05-03'))).toEqual(
      a.mentoring_relations.map((r) => dayNumber(r.start_date) - dayNumber('2026-11-22')),
    );
    expect(owedEntries(b, '2027-05-03').length).toBe(owedEntries(a, '2026-11-22').length);
  });

  it('rejects a malformed today', () => {
    expect(() => buildDemoData({ today: '2026-02-30', nowMicros: 0n })).toThrow();
    expect(() => buildDemoData({ today: '22.11.2026', nowMicros: 0n })).toThrow();
  });

  describe.each(TODAYS)('today = %s', (today) => {
    const opts = optsFor(today);
    const data = buildDemoData(opts);
    const now = opts.nowMicros;

    it('has the expected amounts and ids 1..n in every table', () => {
      expect(data.managers).toHaveLength(4);
      expect(data.mentors.length).toBeGreaterThanOrEqual(25);
      expect(data.mentees.length).toBeGreaterThanOrEqual(25);
      expect(data.mentoring_relations.length).toBeGreaterThanOrEqual(25);
      expect(data.mentoring_relations.length).toBeLessThanOrEqual(35);
      expect(data.courses).toHaveLength(10);
      expect(data.smart_goals.length).toBeGreaterThanOrEqual(60);
      for (const table of [
        data.users,
        data.managers,
        data.mentors,
        data.mentees,
        data.mentoring_relations,
        data.feedback_submissions,
        data.courses,
        data.smart_goals,
      ]) {
        expectIdsOneToN(table);
      }
    });

    it('points every foreign key at an existing row', () => {
      const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
      const mentors = ids(data.mentors);
      const mentees = ids(data.mentees);
      const managers = ids(data.managers);
      const relations = ids(data.mentoring_relations);
      const users = ids(data.users);
      for (const r of data.mentoring_relations) {
        expect(mentors.has(r.mentor_id)).toBe(true);
        expect(mentees.has(r.mentee_id)).toBe(true);
        expect(managers.has(r.manager_id)).toBe(true);
      }
      for (const s of data.feedback_submissions) {
        expect(relations.has(s.relation_id)).toBe(true);
        expect([1, 2, 3]).toContain(s.round_id);
        expect(['mentor', 'mentee']).toContain(s.role);
      }
      for (const c of data.courses) if (c.created_by_id !== null) expect(users.has(c.created_by_id)).toBe(true);
      expect(new Set(data.users.map((u) => u.username)).size).toBe(data.users.length);
    });

    it('has people with realistic names and e-mails', () => {
      const everyone = [...data.managers, ...data.mentors, ...data.mentees];
      expect(data.managers.map((m) => m.first_name)).toEqual(['Martin', 'Tereza', 'Jakub', 'Lucie']);
      for (const p of everyone) {
        expect(p.first_name.length).toBeGreaterThan(0);
        expect(p.last_name.length).toBeLessThanOrEqual(150);
        expect(p.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]+$/);
      }
      expect(new Set(everyone.map((p) => p.email)).size).toBe(everyone.length);
      expect(everyone.some((p) => p.last_name.includes("'"))).toBe(true);
      expect(everyone.some((p) => /[ěščřžýáíéůú]/.test(p.first_name + p.last_name))).toBe(true);
      expect(everyone.some((p) => /[äöüß]/.test(p.last_name))).toBe(true);
    });

    it('spreads relations over the last ~250 days with a Chemistry round due today', () => {
      const t = dayNumber(today);
      for (const r of data.mentoring_relations) expect(r.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const ago = data.mentoring_relations.map((r) => t - dayNumber(r.start_date));
      expect(Math.max(...ago)).toBeGreaterThanOrEqual(230);
      expect(Math.max(...ago)).toBeLessThanOrEqual(260);
      const matched = data.mentoring_relations.filter((r) => r.status === 'matched');
      expect(matched.length).toBeGreaterThanOrEqual(data.mentoring_relations.length * 0.6);
      for (const status of ['pending', 'paused', 'finished'] as const) {
        expect(data.mentoring_relations.some((r) => r.status === status)).toBe(true);
      }
      expect(matched.some((r) => r.start_date === dayString(t - 14))).toBe(true);
      // Rounds of every kind are due for some matched relation.
      for (const round of ROUNDS) expect(matched.some((r) => dayNumber(r.start_date) + round.days <= t)).toBe(true);
    });

    it('has plausible submissions', () => {
      const keys = data.feedback_submissions.map((s) => `${s.relation_id}/${s.round_id}/${s.role}`);
      expect(new Set(keys).size).toBe(keys.length);
      const byId = new Map(data.mentoring_relations.map((r) => [r.id, r]));
      for (const s of data.feedback_submissions) {
        expect(s.submitted_at).toBeLessThan(now);
        const r = byId.get(s.relation_id)!;
        expect(['matched', 'paused', 'finished']).toContain(r.status);
        const days = ROUNDS[s.round_id - 1].days;
        expect(dayNumber(r.start_date) + days).toBeLessThanOrEqual(dayNumber(today));
      }
      const times = data.feedback_submissions.map((s) => s.submitted_at);
      expect(times).toEqual([...times].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('leaves 15–40 feedbacks owed, of both roles and all three rounds', () => {
      const owed = owedEntries(data, today);
      expect(owed.length).toBeGreaterThanOrEqual(15);
      expect(owed.length).toBeLessThanOrEqual(40);
      expect(new Set(owed.map((o) => o.role))).toEqual(new Set(['mentee', 'mentor']));
      expect(new Set(owed.map((o) => o.title))).toEqual(new Set(['Chemistry', 'Mid Program', 'Final']));
      // A Chemistry round due today is owed.
      expect(owed.some((o) => o.title === 'Chemistry' && o.due === dayNumber(today))).toBe(true);
      // A person appears with more than one title.
      const titlesPerPerson = new Map<string, number>();
      for (const o of owed) titlesPerPerson.set(`${o.role}/${o.model_id}`, (titlesPerPerson.get(`${o.role}/${o.model_id}`) ?? 0) + 1);
      expect(Math.max(...titlesPerPerson.values())).toBeGreaterThanOrEqual(2);
      // A person has two matched relations, both owing the same round: the earlier one is listed.
      const matched = data.mentoring_relations.filter((r) => r.status === 'matched');
      const mentorCounts = new Map<number, number>();
      for (const r of matched) mentorCounts.set(r.mentor_id, (mentorCounts.get(r.mentor_id) ?? 0) + 1);
      const twice = [...mentorCounts].filter(([, n]) => n >= 2).map(([id]) => id);
      expect(twice.length).toBeGreaterThanOrEqual(1);
      const chem = owed.filter((o) => o.role === 'mentor' && twice.includes(o.model_id) && o.title === 'Chemistry');
      expect(chem.length).toBeGreaterThanOrEqual(1);
      expect(chem[0].due).toBeLessThan(dayNumber(today));
    });

    it('has courses with Prague evening sessions, events and recordings', () => {
      const c = data.courses;
      expect(c.some((x) => x.deactivated)).toBe(true);
      expect(c.some((x) => !x.deactivated)).toBe(true);
      const undated = c.filter((x) => x.date_w1 === null);
      expect(undated.length).toBeGreaterThanOrEqual(1);
      for (const x of undated) {
        expect([x.date_w2, x.date_w3, x.recording_w1, x.recording_w2, x.recording_w3]).toEqual([null, null, null, null, null]);
        expect([x.event_w1, x.event_w2, x.event_w3]).toEqual(['', '', '']);
      }
      expect(c.some((x) => x.date_w1 !== null && x.date_w1 > now)).toBe(true);
      expect(c.some((x) => x.date_w3 !== null && x.date_w3 < now)).toBe(true);
      expect(c.some((x) => x.event_w1 !== '' && x.event_w1 === x.event_w2)).toBe(true);
      expect(c.some((x) => x.event_w1 !== '' && x.event_w1 !== x.event_w2)).toBe(true);
      expect(new Set(c.map((x) => x.code)).size).toBe(c.length);
      const offsets = new Set<string>();
      for (const x of c) {
        expect(x.title.length).toBeGreaterThan(0);
        expect(x.title.length).toBeLessThanOrEqual(255);
        expect(x.gsheet_name.length).toBeLessThanOrEqual(100);
        expect(x.code).toBeGreaterThanOrEqual(2000);
        expect(x.code).toBeLessThan(10000);
        const dates = [x.date_w1, x.date_w2, x.date_w3];
        const events = [x.event_w1, x.event_w2, x.event_w3];
        const recordings = [x.recording_w1, x.recording_w2, x.recording_w3];
        if (x.date_w1 === null) continue;
        const local = dates.map((d) => pragueParts(d!));
        expect(['18:00:00', '17:30:00']).toContain(local[0].time);
        expect(local.map((l) => l.time)).toEqual([local[0].time, local[0].time, local[0].time]);
        expect(dayNumber(local[1].date) - dayNumber(local[0].date)).toBe(7);
        expect(dayNumber(local[2].date) - dayNumber(local[1].date)).toBe(7);
        for (const l of local) offsets.add(l.offset);
        for (const e of events) expect(e).toMatch(/^[0-9a-v]{26}$/);
        dates.forEach((d, i) => {
          if (d! < now) expect(recordings[i]).toMatch(/^https:\/\/drive\.google\.com\/file\/d\/[A-Za-z0-9_-]{33}\/view\?usp=sharing$/);
          else expect(recordings[i]).toBeNull();
        });
        for (const r of recordings) if (r !== null) expect(r.length).toBeLessThanOrEqual(200);
      }
      expect(offsets).toEqual(new Set(['GMT+01:00', 'GMT+02:00']));
    });

    it('has smart goals over the last ~14 months, winter and summer, with random microseconds', () => {
      const g = data.smart_goals;
      for (let i = 1; i < g.length; i++) expect(g[i].created_at).toBeGreaterThan(g[i - 1].created_at);
      expect(g[g.length - 1].created_at).toBeLessThan(now);
      const span = Number(now - g[0].created_at) / 1e6 / 86400;
      expect(span).toBeGreaterThan(360);
      expect(span).toBeLessThan(440);
      expect(new Set(g.map((x) => pragueParts(x.created_at).offset))).toEqual(new Set(['GMT+01:00', 'GMT+02:00']));
      expect(g.filter((x) => x.created_at % 1_000_000n === 0n).length).toBeLessThan(2);
    });

    it('counts tokens with the service tokenizer, cutting some outputs at 256', () => {
      const g = data.smart_goals;
      for (const x of g) {
        expect(x.input_tokens).toBe(countPromptTokens(x.input));
        expect(x.output_tokens).toBe(countTokens(x.output));
        expect(x.output_tokens).toBeLessThanOrEqual(256);
        expect(x.input_tokens).toBeGreaterThanOrEqual(200);
        expect(x.output).not.toContain('\uFFFD');
      }
      const cut = g.filter((x) => x.output_tokens === 256);
      expect(cut.length).toBeGreaterThanOrEqual(3);
      for (const x of cut) expect(x.output).not.toMatch(/[.!?]\s*$/);
    });
  });

  describe('smart goal texts', () => {
    const data = buildDemoData(optsFor('2026-11-22'));
    const g = data.smart_goals;

    it('has about 5 % "No response." and a test input', () => {
      const none = g.filter((x) => x.output === 'No response.');
      expect(none.length).toBeGreaterThanOrEqual(2);
      expect(none.length / g.length).toBeLessThanOrEqual(0.1);
      expect(g.some((x) => x.input.trim().toLowerCase() === 'test')).toBe(true);
    });

    it('has inputs of every shape', () => {
      const bytes = (s: string) => new TextEncoder().encode(s).length;
      expect(g.some((x) => /^1[.)] .+\n2[.)] /.test(x.input))).toBe(true);
      expect(g.some((x) => /^(?:.*\n)?[-•*] .+\n[-•*] /.test(x.input))).toBe(true);
      expect(g.some((x) => !x.input.includes('\n') && x.input.length < 60)).toBe(true);
      const long = g.filter((x) => bytes(x.input) >= 1000);
      expect(long.length).toBeGreaterThanOrEqual(5);
      for (const x of long) {
        expect(bytes(x.input)).toBeLessThanOrEqual(2100);
        expect(x.input).toContain('\n\n');
      }
    });

    it('has outputs of every shape the spec shows, in the first person', () => {
      const answered = g.filter((x) => x.output !== 'No response.');
      expect(answered.some((x) => /^(SMART goals|Here are your SMART goals):\n/.test(x.output))).toBe(true);
      expect(answered.some((x) => /^[^\n]+:\n\n/.test(x.output))).toBe(true);
      expect(answered.some((x) => /^1\. .+\n\n2\. /.test(x.output))).toBe(true);
      expect(answered.some((x) => /^1\. .+\n2\. /.test(x.output))).toBe(true);
      expect(answered.some((x) => /^I will .+\nI will /.test(x.output))).toBe(true);
      expect(answered.some((x) => /^I will .+\n\nI will /.test(x.output))).toBe(true);
      const english = answered.filter((x) => /I will/.test(x.output));
      expect(english.length).toBeGreaterThanOrEqual(15);
    });

    it('is multilingual, answering in the language of the input', () => {
      const langs: [string, RegExp][] = [
        ['cs', /[ěřů]/],
        ['sk', /[ľĺô]|(?:^|\s)(?:sa|som|budem|počas)\s/i],
        ['de', /\b(ich|und|werde)\b/i],
        ['es', /[ñ¿¡]|ción|\b(?:mejorar|aprender|conseguir|hablar|organizar|quiero|trabajo)\b/i],
        ['pl', /[łąę]/],
        ['uk', /[іїєґ]/],
      ];
      for (const [code, re] of langs) {
        expect(g.filter((x) => re.test(x.input)).length, code).toBeGreaterThanOrEqual(3);
        expect(g.filter((x) => re.test(x.output)).length, code).toBeGreaterThanOrEqual(2);
      }
      // Cyrillic inputs get Cyrillic answers; Latin ones Latin.
      for (const x of g) {
        if (x.output === 'No response.') continue;
        expect(/[\u0400-\u04FF]/.test(x.output)).toBe(/[\u0400-\u04FF]/.test(x.input));
      }
      expect(g.some((x) => /^I will/m.test(x.output) && /[a-z]/.test(x.input) && !/[^\x00-\x7f]/.test(x.input))).toBe(true);
    });
  });
});
