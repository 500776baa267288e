// Demo data: what a new user of the service sees on an empty embedded database (design §7).
//
// `buildDemoData` is a pure function of its options: the same `today` and `nowMicros` always give
// the same rows (one small seeded PRNG per section, no Math.random). Every date is relative to
// them, so the shape of /feedbacks_needed/ (which rounds are due, which are still owed) does not
// depend on the day the demo is seeded.
//
// Time stamps are instants (time/instant.ts): a course's session times and the creation
// times of smart goals are wall-clock times in Europe/Prague converted to UTC with the zone's
// real offset (CET +01:00 / CEST +02:00). Days are day counts since 1970-01-01
// (time/calendar.ts).

import { civilFromDays, dateText, parseDateText, weekday } from '../time/calendar.js';
import { SECONDS_PER_DAY, instantOf, splitInstant, type Instant } from '../time/instant.js';
import { localDay, offsetSecondsAt, wallClockToInstant } from '../time/zone.js';
import { MAX_OUTPUT_TOKENS } from '../goals/generator.js';
import { countPromptTokens, countTokens, truncateToTokens } from '../goals/tokens.js';
import type { RELATION_STATUSES, ROLES } from '../store/schema.js';
import { course } from '../programme/course.js';
import { feedbackSubmission } from '../programme/feedback-submission.js';
import { manager } from '../programme/manager.js';
import { mentee } from '../programme/mentee.js';
import { mentor } from '../programme/mentor.js';
import { relation } from '../programme/relation.js';
import { smartGoal } from '../programme/smart-goal.js';

export interface Person {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export type RelationStatus = (typeof RELATION_STATUSES)[number];

export interface DemoUser {
  id: number;
  username: string;
}

/**
 * The demo's console accounts, named by their role (issue 32); the role and the manager
 * link are not in the dataset file, the seed gives them (demo/seed.ts). Without a password:
 * `npm run cli -- user set-password manager` lets one sign in. The manager account works
 * for the first demo manager ("my work": the home page opens on their feedbacks).
 */
export const DEMO_ACCOUNTS: readonly { username: string; role: 'admin' | 'manager' | 'viewer'; managerId?: number }[] = [
  { username: 'admin', role: 'admin' },
  { username: 'manager', role: 'manager', managerId: 1 },
  { username: 'viewer', role: 'viewer' },
];

export interface DemoRelation {
  id: number;
  mentor_id: number;
  mentee_id: number;
  manager_id: number;
  status: RelationStatus;
  /** YYYY-MM-DD */
  start_date: string;
}

export interface DemoSubmission {
  id: number;
  relation_id: number;
  round_id: 1 | 2 | 3;
  role: (typeof ROLES)[number];
  submitted_at: Instant;
}

export interface DemoCourse {
  id: number;
  created_by_id: number | null;
  title: string;
  code: number;
  gsheet_name: string;
  date_w1: Instant | null;
  date_w2: Instant | null;
  date_w3: Instant | null;
  event_w1: string;
  event_w2: string;
  event_w3: string;
  recording_w1: string | null;
  recording_w2: string | null;
  recording_w3: string | null;
  deactivated: boolean;
}

export interface DemoSmartGoal {
  id: number;
  created_at: Instant;
  input: string;
  output: string;
  input_tokens: number;
  output_tokens: number;
}

/** The rows by table, keyed by the tables' names as the dataset file is (the programme's modules say them). */
export interface DemoData {
  users: DemoUser[];
  [manager.name]: Person[];
  [mentor.name]: Person[];
  [mentee.name]: Person[];
  [relation.name]: DemoRelation[];
  [feedbackSubmission.name]: DemoSubmission[];
  [course.name]: DemoCourse[];
  [smartGoal.name]: DemoSmartGoal[];
}

export interface DemoOptions {
  /** today's date (YYYY-MM-DD) in the service's TIME_ZONE */
  today: string;
  /** the current instant */
  nowMicros: Instant;
}

/** The feedback rounds of migration 0001 (id → days after the relation's start). */
export const DEMO_FEEDBACK_ROUNDS = [
  { id: 1, title: 'Chemistry', order: 1, days_after_start: 14 },
  { id: 2, title: 'Mid Program', order: 2, days_after_start: 90 },
  { id: 3, title: 'Final', order: 3, days_after_start: 180 },
] as const;

const DEMO_ZONE = 'Europe/Prague';

export function buildDemoData(opts: DemoOptions): DemoData {
  const today = parseDay(opts.today);
  const nowMicros = opts.nowMicros;
  const people = buildPeople();
  const { relations, submissions } = buildRelations(today, nowMicros);
  return {
    users: DEMO_ACCOUNTS.map((a, i) => ({ id: i + 1, username: a.username })),
    [manager.name]: people.manager,
    [mentor.name]: people.mentor,
    [mentee.name]: people.mentee,
    [relation.name]: relations,
    [feedbackSubmission.name]: submissions,
    [course.name]: buildCourses(nowMicros),
    [smartGoal.name]: buildSmartGoals(nowMicros),
  };
}

// ---------------------------------------------------------------------------------------------
// PRNG

class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** integer in [lo, hi] */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  chars(alphabet: string, length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}

// ---------------------------------------------------------------------------------------------
// Days and zoned wall-clock times

/** YYYY-MM-DD → days since 1970-01-01. */
function parseDay(text: string): number {
  const day = parseDateText(text);
  if (day === 'shape') throw new Error(`buildDemoData: today must be YYYY-MM-DD, got ${JSON.stringify(text)}`);
  if (day === 'date') throw new Error(`buildDemoData: ${text} is not a calendar date`);
  return day;
}

/** A wall-clock time in DEMO_ZONE on a day → an instant. */
function wallMicros(day: number, hour: number, minute: number, second = 0, micro = 0): Instant {
  const date = civilFromDays(day);
  const r = wallClockToInstant({ ...date, hour, minute, second, microsecond: micro }, DEMO_ZONE);
  if ('instant' in r) return r.instant;
  // In a daylight-saving gap or fold: the reading before the change will do for demo data.
  const guess = day * SECONDS_PER_DAY + (hour * 60 + minute) * 60 + second;
  return instantOf(guess - offsetSecondsAt(DEMO_ZONE, guess), micro);
}

/** The day (in DEMO_ZONE) of an instant. */
function zoneDayOf(t: Instant): number {
  return localDay(splitInstant(t).sec, DEMO_ZONE);
}

// ---------------------------------------------------------------------------------------------
// People

type Name = readonly [first: string, last: string];

const MANAGER_NAMES: readonly Name[] = [
  ['Martin', 'Novotný'],
  ['Tereza', 'Králová'],
  ['Jakub', 'Svoboda'],
  ['Lucie', 'Dvořáková'],
];

const MENTOR_NAMES: readonly Name[] = [
  ['Petr', 'Dvořák'],
  ['Jana', 'Svobodová'],
  ['Tomáš', 'Procházka'],
  ['Klára', 'Veselá'],
  ['Siobhan', "O'Brien"],
  ['Ondřej', 'Černý'],
  ['Markéta', 'Horáková'],
  ['Peter', 'Horváth'],
  ['Katarína', 'Vargová'],
  ['Jiří', 'Kučera'],
  ['Oksana', 'Kovalenko'],
  ['Stefan', 'Müller'],
  ['Eva', 'Pokorná'],
  ['Vojtěch', 'Marek'],
  ['Katharina', 'Schäfer'],
  ['Juraj', 'Baláž'],
  ['Alžběta', 'Benešová'],
  ['Andriy', 'Melnyk'],
  ['Sarah', 'Thompson'],
  ['Michal', 'Šťastný'],
  ['Zuzana', 'Kováčová'],
  ['Jürgen', 'Weiß'],
  ['Hana', 'Křížová'],
  ['Iryna', 'Bondarenko'],
  ['Lukáš', 'Němec'],
  ['Emily', 'Clarke'],
  ['Radek', 'Šimek'],
  ['Barbora', 'Růžičková'],
  ['David', 'Wright'],
  ['Matěj', 'Hruška'],
];

const MENTEE_NAMES: readonly Name[] = [
  ['Anna', 'Nováková'],
  ['Olena', 'Shevchenko'],
  ['Filip', 'Krejčí'],
  ['Natálie', 'Fialová'],
  ['Liam', "O'Sullivan"],
  ['Veronika', 'Kolářová'],
  ['Dmytro', 'Tkachenko'],
  ['Lucia', 'Tóthová'],
  ['Adam', 'Zeman'],
  ['Kristýna', 'Jelínková'],
  ['Lena', 'Fischer'],
  ['Štěpán', 'Král'],
  ['Yuliia', 'Kravchenko'],
  ['Matúš', 'Kollár'],
  ['Nikola', 'Doležalová'],
  ['Chloe', 'Bennett'],
  ['Šimon', 'Vávra'],
  ['Mariia', 'Lysenko'],
  ['Lenka', 'Pospíšilová'],
  ['Maximilian', 'Groß'],
  ['Simona', 'Hudáková'],
  ['Daniel', 'Urban'],
  ['Lucía', 'Martínez'],
  ['Michaela', 'Čermáková'],
  ['Bohdan', 'Moroz'],
  ['Paweł', 'Wiśniewski'],
  ['Dominik', 'Bartoš'],
  ['Aisha', 'Rahman'],
  ['Tereza', 'Malá'],
  ['Ondřej', 'Sýkora'],
];

/** "Müller" → "mueller", "O'Brien" → "obrien", "Dvořák" → "dvorak". */
function emailPart(name: string): string {
  return name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The people of each role. */
function buildPeople(): Record<'manager' | 'mentor' | 'mentee', Person[]> {
  const rng = new Rng(0x5eed_0001);
  const domains = ['example.com', 'example.org', 'example.net'];
  const person = (id: number, [first, last]: Name, domain?: string): Person => {
    const f = emailPart(first);
    const l = emailPart(last);
    const local = domain ? `${f}.${l}` : rng.pick([`${f}.${l}`, `${f}.${l}`, `${f[0]}.${l}`, `${f}${l}`, `${l}.${f}`]);
    return { id, first_name: first, last_name: last, email: `${local}@${domain ?? rng.pick(domains)}` };
  };
  return {
    manager: MANAGER_NAMES.map((n, i) => person(i + 1, n, 'mentoring.example.org')),
    mentor: MENTOR_NAMES.map((n, i) => person(i + 1, n)),
    mentee: MENTEE_NAMES.map((n, i) => person(i + 1, n)),
  };
}

// ---------------------------------------------------------------------------------------------
// Mentoring relations and feedback submissions

interface RelationPlan {
  /** start_date = today - ago (negative: starts in the future) */
  ago: number;
  status: RelationStatus;
  /** a label used to tie people together below */
  tag?: string;
  /** rounds left unsubmitted whatever the dice say ("round/role") */
  owes?: readonly string[];
}

// Thirty relations over the last ~250 days. Final (180 days) is due for the oldest, Mid Program
// (90) for those older than three months, Chemistry (14) for nearly all; `chem-today` has its
// Chemistry round due exactly today.
const RELATION_PLAN: readonly RelationPlan[] = [
  { ago: 248, status: 'finished' },
  { ago: 243, status: 'matched' },
  { ago: 236, status: 'finished' },
  { ago: 226, status: 'matched' },
  { ago: 209, status: 'cancelled', tag: 'mentee-twice-a' },
  { ago: 197, status: 'matched', tag: 'mentor-twice-b' },
  { ago: 186, status: 'matched' },
  { ago: 178, status: 'matched' },
  { ago: 163, status: 'matched' },
  { ago: 151, status: 'matched' },
  { ago: 132, status: 'paused', tag: 'mentor-twice-b' },
  { ago: 121, status: 'matched' },
  { ago: 109, status: 'matched' },
  // Its mentor also has the relation starting 14 days ago and owes Chemistry on both: the list
  // shows the earlier one.
  { ago: 98, status: 'matched', tag: 'mentor-twice-a', owes: ['1/mentor'] },
  { ago: 93, status: 'matched' },
  { ago: 84, status: 'matched' },
  { ago: 76, status: 'paused' },
  { ago: 69, status: 'matched' },
  { ago: 61, status: 'matched', tag: 'mentee-twice-a' },
  { ago: 53, status: 'matched' },
  { ago: 45, status: 'matched' },
  { ago: 38, status: 'matched' },
  { ago: 31, status: 'matched' },
  { ago: 24, status: 'matched' },
  { ago: 19, status: 'matched' },
  { ago: 14, status: 'matched', tag: 'mentor-twice-a' },
  { ago: 9, status: 'matched' },
  { ago: 4, status: 'matched' },
  { ago: 2, status: 'pending' },
  { ago: -12, status: 'pending' },
];

function buildRelations(today: number, nowMicros: Instant): { relations: DemoRelation[]; submissions: DemoSubmission[] } {
  const rng = new Rng(0x5eed_0002);
  const mentorOrder = rng.shuffle(MENTOR_NAMES.map((_, i) => i + 1));
  const menteeOrder = rng.shuffle(MENTEE_NAMES.map((_, i) => i + 1));
  const tagged = new Map<string, { mentor: number; mentee: number }>();

  const relations: DemoRelation[] = RELATION_PLAN.map((plan, i) => {
    let mentor = mentorOrder[i % mentorOrder.length];
    let mentee = menteeOrder[i % menteeOrder.length];
    const tag = plan.tag;
    if (tag) {
      const first = tagged.get(tag);
      if (!first) tagged.set(tag, { mentor, mentee });
      else if (tag.startsWith('mentor-')) mentor = first.mentor;
      else mentee = first.mentee;
    }
    return {
      id: i + 1,
      mentor_id: mentor,
      mentee_id: mentee,
      manager_id: rng.int(1, MANAGER_NAMES.length),
      status: plan.status,
      start_date: dateText(today - plan.ago),
    };
  });

  const raw: Omit<DemoSubmission, 'id'>[] = [];
  RELATION_PLAN.forEach((plan, i) => {
    const relation = relations[i];
    const start = today - plan.ago;
    for (const round of DEMO_FEEDBACK_ROUNDS) {
      const due = start + round.days_after_start;
      if (due > today) continue;
      for (const role of ['mentee', 'mentor'] as const) {
        let p: number;
        const overdue = today - due;
        if (plan.status === 'finished') p = 1;
        else if (plan.status === 'paused') p = round.id === 1 ? 0.9 : 0.2;
        else if (plan.status !== 'matched' || plan.ago === 14 || plan.owes?.includes(`${round.id}/${role}`)) p = 0;
        else if (overdue > 60) p = 0.8;
        else if (overdue > 20) p = 0.6;
        else p = 0.35;
        if (!rng.chance(p)) continue;
        // Filled in a few days before to a few weeks after the due date, in the daytime.
        const lag = rng.int(-3, Math.min(21, overdue));
        let at = wallMicros(due + lag, rng.int(8, 21), rng.int(0, 59), rng.int(0, 59), rng.int(0, 999_999));
        if (at >= nowMicros) at = nowMicros - instantOf(rng.int(60, 3_600), rng.int(0, 999_999));
        raw.push({ relation_id: relation.id, round_id: round.id, role, submitted_at: at });
      }
    }
  });
  raw.sort((a, b) => (a.submitted_at < b.submitted_at ? -1 : a.submitted_at > b.submitted_at ? 1 : 0));
  const submissions = raw.map((s, i) => ({ id: i + 1, ...s }));
  return { relations, submissions };
}

// ---------------------------------------------------------------------------------------------
// Courses

interface CoursePlan {
  title: string;
  gsheet: string;
  /** week of session 1 relative to the current week (null: no dates yet) */
  week: number | null;
  /** 0 = Monday */
  weekday: number;
  time: readonly [hour: number, minute: number];
  /** how the calendar events repeat over the three weeks */
  events: 'distinct' | 'recurring' | 'first-two';
  deactivated: boolean;
  createdBy: number | null;
}

const COURSE_PLAN: readonly CoursePlan[] = [
  {
    title: 'Leadership Essentials',
    gsheet: 'Leadership',
    week: -50,
    weekday: 1,
    time: [18, 0],
    events: 'distinct',
    deactivated: true,
    createdBy: null,
  },
  {
    title: 'Career Kickstart',
    gsheet: 'Kickstart',
    week: -44,
    weekday: 1,
    time: [17, 30],
    events: 'recurring',
    deactivated: false,
    createdBy: null,
  },
  {
    title: 'Effective Communication',
    gsheet: 'Communication',
    week: -38,
    weekday: 2,
    time: [18, 0],
    events: 'first-two',
    deactivated: false,
    createdBy: null,
  },
  {
    title: 'Negotiation Basics',
    gsheet: 'Negotiation',
    week: -31,
    weekday: 1,
    time: [18, 0],
    events: 'distinct',
    deactivated: false,
    createdBy: null,
  },
  {
    title: 'Personal Branding on LinkedIn',
    gsheet: 'Branding',
    week: -24,
    weekday: 3,
    time: [17, 30],
    events: 'recurring',
    deactivated: false,
    createdBy: 1,
  },
  {
    title: 'Time Management and Focus',
    gsheet: 'TimeMgmt',
    week: -17,
    weekday: 1,
    time: [18, 0],
    events: 'distinct',
    deactivated: false,
    createdBy: null,
  },
  {
    title: 'Giving and Receiving Feedback',
    gsheet: 'Feedback',
    week: -9,
    weekday: 2,
    time: [18, 0],
    events: 'recurring',
    deactivated: false,
    createdBy: null,
  },
  {
    title: 'Public Speaking Lab',
    gsheet: 'Speaking',
    week: -1,
    weekday: 1,
    time: [17, 30],
    events: 'first-two',
    deactivated: false,
    createdBy: 2,
  },
  {
    title: 'Wellbeing at Work',
    gsheet: 'Wellbeing',
    week: 5,
    weekday: 1,
    time: [18, 0],
    events: 'distinct',
    deactivated: false,
    createdBy: 2,
  },
  {
    title: 'Networking 101',
    gsheet: 'Networking',
    week: null,
    weekday: 1,
    time: [18, 0],
    events: 'distinct',
    deactivated: true,
    createdBy: null,
  },
];

/** Google Calendar event ids use base32hex, lowercase. */
const EVENT_ALPHABET = '0123456789abcdefghijklmnopqrstuv';
const DRIVE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function buildCourses(nowMicros: Instant): DemoCourse[] {
  const rng = new Rng(0x5eed_0003);
  const todayInZone = zoneDayOf(nowMicros);
  const monday = todayInZone - weekday(todayInZone);
  const perYear = new Map<number, number>();
  const code = (day: number): number => {
    const year = civilFromDays(day).year % 100;
    const n = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, n);
    return year * 100 + n;
  };
  const recording = (): string => `https://drive.google.com/file/d/${rng.chars(DRIVE_ALPHABET, 33)}/view?usp=sharing`;

  return COURSE_PLAN.map((plan, i): DemoCourse => {
    const base = { id: i + 1, created_by_id: plan.createdBy, title: plan.title, gsheet_name: plan.gsheet, deactivated: plan.deactivated };
    if (plan.week === null) {
      return {
        ...base,
        code: code(todayInZone),
        date_w1: null,
        date_w2: null,
        date_w3: null,
        event_w1: '',
        event_w2: '',
        event_w3: '',
        recording_w1: null,
        recording_w2: null,
        recording_w3: null,
      };
    }
    const day1 = monday + plan.week * 7 + plan.weekday;
    const dates = [0, 1, 2].map((w) => wallMicros(day1 + w * 7, plan.time[0], plan.time[1]));
    const e1 = rng.chars(EVENT_ALPHABET, 26);
    const e2 = plan.events === 'distinct' ? rng.chars(EVENT_ALPHABET, 26) : e1;
    const e3 = plan.events === 'recurring' ? e1 : rng.chars(EVENT_ALPHABET, 26);
    const [r1, r2, r3] = dates.map((d) => (d < nowMicros ? recording() : null));
    return {
      ...base,
      code: code(day1),
      date_w1: dates[0],
      date_w2: dates[1],
      date_w3: dates[2],
      event_w1: e1,
      event_w2: e2,
      event_w3: e3,
      recording_w1: r1,
      recording_w2: r2,
      recording_w3: r3,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Smart goals: phrase pools per language

type LangCode = 'en' | 'cs' | 'sk' | 'de' | 'es' | 'pl' | 'uk';

interface Wish {
  /** a list item of an input ("Learn Python for data analysis") */
  item: string;
  /** the same wish told as a sentence of a longer input */
  say: string;
  /** the SMART goal written for it, first person */
  goal: string;
}

interface Lang {
  code: LangCode;
  wishes: readonly Wish[];
  /** heading phrases that some outputs begin with */
  headings: readonly string[];
  /** a line that may introduce a bullet list */
  listIntro: string;
  /** background sentences for long inputs */
  story: readonly string[];
  /** sentences that make an output longer than 256 tokens (only for the languages that get cut outputs) */
  elaborations?: readonly string[];
}

const EN: Lang = {
  code: 'en',
  headings: ['SMART goals:', 'Here are your SMART goals:', 'Your SMART goals:', 'My SMART goals:', 'Goals:'],
  listIntro: 'My goals for the programme:',
  wishes: [
    {
      item: 'Learn Python for data analysis',
      say: 'I want to learn Python so that I can analyse our sales data without waiting for the BI team.',
      goal: 'I will complete the "Python for Data Analysis" online course (40 hours) within 8 weeks by studying 5 hours every week and build one report on our own sales data.',
    },
    {
      item: 'Improve my public speaking',
      say: 'I get very nervous when I have to present in front of more than five people.',
      goal: 'I will present a 10-minute update at our monthly team meeting for the next four months and ask two colleagues for written feedback after each one.',
    },
    {
      item: 'Become a team lead within a year',
      say: 'My long-term wish is to lead a small team within the next year.',
      goal: 'I will agree a development plan for the team lead role with my manager by the end of next month and take over the coordination of one project by the end of the quarter.',
    },
    {
      item: 'Negotiate a salary raise',
      say: 'I have not had a raise for two years and I honestly do not know how to ask for one.',
      goal: 'I will prepare a salary negotiation plan with market data from three sources within six weeks and discuss it with my manager at my next performance review.',
    },
    {
      item: 'Learn to say no to extra projects',
      say: 'I keep saying yes to every request and then I work late almost every evening.',
      goal: 'I will decline or renegotiate every new request that does not match my top three priorities for the next two months and record each decision in a weekly log.',
    },
    {
      item: 'Build a UX portfolio',
      say: 'I would like to move from graphic design to UX, and for that I need a portfolio I can show.',
      goal: 'I will build a UX portfolio with three case studies by the end of April and get feedback on it from two practising designers.',
    },
    {
      item: 'Grow my professional network',
      say: 'Almost all my contacts are from my current company, so I feel a bit stuck.',
      goal: 'I will attend two industry events per month until the end of the programme and follow up with at least three new people after each event.',
    },
    {
      item: 'Improve my English for client meetings',
      say: 'Most of our clients are from Germany and the Netherlands and all our meetings are in English.',
      goal: 'I will take a 60-minute English conversation lesson every week for the next four months and lead at least two client calls in English by the end of that period.',
    },
    {
      item: 'Get AWS certified',
      say: 'I want to get a cloud certification so that I can move to a DevOps role.',
      goal: 'I will pass the AWS Solutions Architect Associate exam within 12 weeks by studying 6 hours a week and completing one practice test every Friday.',
    },
    {
      item: 'Keep a healthy work-life balance',
      say: 'Since my daughter was born I want to stop working at weekends.',
      goal: 'I will limit my working week to 45 hours for the next three months, measured with my time-tracking app, and keep my weekends free of work e-mail.',
    },
  ],
  story: [
    'I have been working as a project coordinator in a logistics company in Brno for almost four years.',
    'Before that I studied economics in Olomouc and spent one semester in Vienna.',
    'My manager is supportive, but she has very little time for one-to-one meetings.',
    'I tried several online classes in the past, but I never finished them because I lost motivation after a few weeks.',
    'Sometimes I feel like an impostor, even though my results are good and my team likes working with me.',
    'In five years I see myself leading a department, ideally in a company with an international culture.',
    'My biggest weakness is that I try to do everything myself instead of asking for help.',
    'Our company is growing fast and several new positions will open next year.',
    'I would appreciate a mentor who can help me create a realistic plan and keep me accountable.',
    'By the end of the programme I would like to have a clear career plan and at least one concrete next step.',
  ],
  elaborations: [
    'To measure progress, I will keep a simple spreadsheet with the date, the activity and the result, and I will review it with my mentor every two weeks.',
    'This goal is achievable because I can reserve time on Tuesday and Thursday evenings, and it is relevant because it directly supports my plan to grow into a leadership role.',
    'If I fall behind by more than one week, I will adjust the plan in the next mentoring session instead of giving up.',
    'At the end of the period I will write a short reflection on what worked, what did not and what I want to try next.',
  ],
};

const CS: Lang = {
  code: 'cs',
  headings: ['SMART cíle:', 'Tady jsou vaše SMART cíle:', 'Moje SMART cíle:'],
  listIntro: 'Moje cíle do programu:',
  wishes: [
    {
      item: 'Naučit se pracovat s Power BI',
      say: 'Chci se naučit pracovat s Power BI, abych mohla sama připravovat reporty pro vedení.',
      goal: 'Do konce června dokončím online kurz Power BI (20 hodin) a připravím tři měsíční reporty pro vedení bez pomoci IT.',
    },
    {
      item: 'Zlepšit se v prezentování',
      say: 'Když mám mluvit před větší skupinou lidí, začnu být nervózní a mluvím příliš rychle.',
      goal: 'Během příštích tří měsíců odprezentuji na poradě týmu alespoň čtyři krátká témata a po každém si vyžádám zpětnou vazbu od dvou kolegů.',
    },
    {
      item: 'Získat povýšení na seniorní pozici',
      say: 'Ráda bych se do roka posunula na pozici seniorní analytičky.',
      goal: 'Do konce měsíce si s vedoucím domluvím kritéria pro seniorní pozici a každé dva týdny s ním budu vyhodnocovat, jak je plním.',
    },
    {
      item: 'Lépe hospodařit s časem',
      say: 'Často nestíhám termíny, protože mě neustále vyrušují e-maily a porady.',
      goal: 'Po dobu osmi týdnů si budu každý den blokovat dvě hodiny na soustředěnou práci bez e-mailu a každý pátek si zapíšu, kolik termínů se mi podařilo splnit.',
    },
    {
      item: 'Naučit se delegovat',
      say: 'Jako nová vedoucí mám pocit, že musím všechno udělat sama.',
      goal: 'Každý měsíc předám členům týmu alespoň dva opakující se úkoly a jednou týdně s nimi zkontroluji výsledky.',
    },
    {
      item: 'Rozšířit si síť kontaktů v oboru',
      say: 'Skoro všechny moje pracovní kontakty jsou z jedné firmy.',
      goal: 'Během tří měsíců se zúčastním dvou oborových akcí měsíčně a po každé z nich se ozvu alespoň třem novým lidem.',
    },
    {
      item: 'Zlepšit angličtinu na úroveň C1',
      say: 'Angličtina mi brání v tom, abych se hlásila na pozice v mezinárodních firmách.',
      goal: 'Do prosince složím zkoušku Cambridge C1 Advanced; každý týden budu mít dvě hodiny konverzace s lektorem a jednou měsíčně si udělám cvičný test.',
    },
    {
      item: 'Vybudovat portfolio datových projektů',
      say: 'Chtěla bych přejít z účetnictví do datové analýzy.',
      goal: 'Do konce programu dokončím portfolio se třemi datovými projekty na GitHubu a nechám ho ohodnotit svým mentorem.',
    },
  ],
  story: [
    'Pracuji čtvrtým rokem jako účetní ve středně velké firmě v Praze.',
    'Práce mě baví, ale mám pocit, že se už dlouho nic nového nenaučím.',
    'Před dvěma lety jsem se vrátila z rodičovské dovolené a od té doby hledám, kam se dál posunout.',
    'Můj nadřízený mě podporuje, ale na pravidelné rozhovory o rozvoji nemá čas.',
    'Několikrát jsem začala online kurz, ale vždycky jsem ho po pár týdnech vzdala.',
    'Za pět let bych chtěla vést malý tým nebo pracovat jako samostatná analytička.',
    'Občas mám pocit, že na svou práci nestačím, i když mi kolegové říkají opak.',
    'Od mentora bych potřebovala hlavně pomoc s realistickým plánem a pravidelnou kontrolu, jestli ho plním.',
    'Na konci programu bych chtěla mít jasnou představu o dalším kroku v kariéře.',
  ],
  elaborations: [
    'Pokrok budu měřit v jednoduché tabulce, kam si zapíšu datum, aktivitu a výsledek, a každé dva týdny ji projdu se svým mentorem.',
    'Cíl je dosažitelný, protože si na něj mohu vyhradit čas v úterý a ve čtvrtek večer, a je relevantní, protože přímo podporuje můj kariérní plán.',
    'Pokud budu mít zpoždění větší než jeden týden, upravím plán na nejbližším setkání s mentorem, místo abych to vzdala.',
    'Na konci období si sepíšu krátké shrnutí toho, co fungovalo, co ne a co chci vyzkoušet dál.',
  ],
};

const SK: Lang = {
  code: 'sk',
  headings: ['SMART ciele:', 'Tu sú vaše SMART ciele:'],
  listIntro: 'Moje ciele:',
  wishes: [
    {
      item: 'Naučiť sa programovať v Pythone',
      say: 'Chcem sa naučiť Python, aby som si vedela automatizovať rutinné úlohy v práci.',
      goal: 'Do troch mesiacov dokončím online kurz Pythonu pre začiatočníkov a napíšem skript, ktorý mi ušetrí aspoň dve hodiny práce týždenne.',
    },
    {
      item: 'Zlepšiť sa vo vyjednávaní',
      say: 'Pri rokovaniach s dodávateľmi často ustúpim príliš skoro.',
      goal: 'Počas najbližších dvoch mesiacov si pred každým rokovaním s dodávateľom pripravím tri argumenty a minimálnu prijateľnú ponuku a výsledok si zapíšem.',
    },
    {
      item: 'Získať prácu v medzinárodnej firme',
      say: 'Rada by som pracovala v medzinárodnom prostredí, ideálne vo Viedni alebo v Prahe.',
      goal: 'Do konca štvrťroka aktualizujem životopis a profil na LinkedIne a pošlem aspoň desať prihlášok na pozície v medzinárodných firmách.',
    },
    {
      item: 'Viac si veriť pri vedení porád',
      say: 'Keď vediem poradu, mám pocit, že ma nikto nepočúva.',
      goal: 'Nasledujúce tri mesiace budem každú týždennú poradu viesť podľa vopred rozoslanej agendy a po každej si vyžiadam spätnú väzbu od jedného kolegu.',
    },
    {
      item: 'Mať viac času na rodinu',
      say: 'Posledný rok pracujem skoro každý víkend a moja rodina to už ťažko znáša.',
      goal: 'Počas najbližších troch mesiacov nebudem cez víkend otvárať pracovný e-mail a každý piatok si naplánujem prácu na ďalší týždeň.',
    },
    {
      item: 'Získať certifikát PMP',
      say: 'Certifikát PMP je u nás vo firme podmienkou pre pozíciu projektového manažéra.',
      goal: 'Do konca júna zložím skúšku PMP; každý týždeň budem študovať šesť hodín a raz za mesiac si urobím cvičný test.',
    },
  ],
  story: [
    'Pracujem ako koordinátorka projektov v Bratislave a do Prahy dochádzam raz za dva týždne.',
    'Moja práca ma baví, ale chýba mi jasná predstava, kam sa chcem posunúť.',
    'Vo firme som štyri roky a za ten čas sa mi vystriedali traja nadriadení.',
    'Niekedy si nie som istá, či sú moje nápady dosť dobré na to, aby som ich povedala nahlas.',
    'Od mentora by som potrebovala najmä pomoc so stanovením priorít a pravidelnú spätnú väzbu.',
    'Na konci programu chcem mať konkrétny plán na najbližšie dva roky.',
    'Pred dvoma rokmi som popri práci dokončila externé štúdium manažmentu.',
    'Najviac ma baví práca s ľuďmi a riešenie problémov, keď sa projekt zasekne.',
    'Často však robím veci za ostatných, pretože je to rýchlejšie, ako im ich vysvetľovať.',
    'Môj nadriadený je férový, ale na rozhovory o mojom rozvoji nemá veľa času.',
  ],
};

const DE: Lang = {
  code: 'de',
  headings: ['SMART-Ziele:', 'Hier sind deine SMART-Ziele:', 'Meine SMART-Ziele:'],
  listIntro: 'Meine Ziele:',
  wishes: [
    {
      item: 'Meine Präsentationsfähigkeiten verbessern',
      say: 'Ich werde sehr nervös, wenn ich vor der Geschäftsleitung präsentieren muss.',
      goal: 'Ich werde in den nächsten drei Monaten jeden Monat eine zehnminütige Präsentation im Team halten und danach von zwei Kollegen schriftliches Feedback einholen.',
    },
    {
      item: 'Besser delegieren',
      say: 'Als neue Teamleiterin erledige ich immer noch zu viele Aufgaben selbst.',
      goal: 'Ich werde ab nächster Woche jeden Monat mindestens zwei wiederkehrende Aufgaben an mein Team übergeben und die Ergebnisse jeden Freitag kurz besprechen.',
    },
    {
      item: 'Tschechisch lernen',
      say: 'Ich lebe seit einem Jahr in Prag und möchte mich im Alltag auf Tschechisch verständigen können.',
      goal: 'Ich werde bis Ende des Jahres das Niveau A2 in Tschechisch erreichen, indem ich zweimal pro Woche einen Abendkurs besuche und täglich 15 Minuten mit einer App übe.',
    },
    {
      item: 'Eine Führungsposition übernehmen',
      say: 'Mein Ziel ist es, in den nächsten zwei Jahren eine Abteilung zu leiten.',
      goal: 'Ich werde bis Ende des Quartals mit meiner Vorgesetzten einen Entwicklungsplan für eine Führungsrolle vereinbaren und die Leitung eines abteilungsübergreifenden Projekts übernehmen.',
    },
    {
      item: 'Mein Netzwerk ausbauen',
      say: 'Außerhalb meiner Firma kenne ich in der Branche kaum jemanden.',
      goal: 'Ich werde in den nächsten sechs Monaten jeden Monat eine Branchenveranstaltung besuchen und mich danach bei mindestens drei neuen Kontakten melden.',
    },
    {
      item: 'Work-Life-Balance verbessern',
      say: 'Ich arbeite fast jeden Abend bis 20 Uhr und habe kaum Zeit für Sport.',
      goal: 'Ich werde in den nächsten acht Wochen spätestens um 18 Uhr Feierabend machen und dreimal pro Woche 30 Minuten Sport treiben, was ich in einer App festhalte.',
    },
    {
      item: 'Eine Gehaltserhöhung verhandeln',
      say: 'Seit drei Jahren habe ich keine Gehaltserhöhung bekommen.',
      goal: 'Ich werde innerhalb von sechs Wochen Marktdaten zu meinem Gehalt aus drei Quellen sammeln und beim nächsten Mitarbeitergespräch eine konkrete Erhöhung vorschlagen.',
    },
  ],
  story: [
    'Ich arbeite seit fünf Jahren als Softwareentwicklerin bei einem Automobilzulieferer in Pilsen.',
    'Ursprünglich komme ich aus Regensburg und bin wegen der Arbeit nach Tschechien gezogen.',
    'Fachlich fühle ich mich sicher, aber in Gesprächen mit Kunden fehlt mir oft die Souveränität.',
    'Ich habe schon mehrere Bücher über Führung gelesen, aber es fällt mir schwer, das Gelernte umzusetzen.',
    'Manchmal zweifle ich an mir, obwohl meine Ergebnisse gut sind.',
    'Von meiner Mentorin oder meinem Mentor wünsche ich mir ehrliches Feedback und einen realistischen Plan.',
    'Am Ende des Programms möchte ich wissen, welche Schritte ich in den nächsten zwei Jahren gehen will.',
  ],
  elaborations: [
    'Meinen Fortschritt halte ich in einer einfachen Tabelle mit Datum, Aktivität und Ergebnis fest und bespreche sie alle zwei Wochen mit meiner Mentorin.',
    'Das Ziel ist erreichbar, weil ich mir dienstags und donnerstags abends Zeit dafür nehmen kann, und es ist relevant, weil es direkt meinen Karriereplan unterstützt.',
    'Wenn ich mehr als eine Woche in Verzug gerate, passe ich den Plan im nächsten Mentoring-Gespräch an, statt aufzugeben.',
    'Am Ende des Zeitraums schreibe ich eine kurze Reflexion darüber, was funktioniert hat, was nicht und was ich als Nächstes ausprobieren möchte.',
  ],
};

const ES: Lang = {
  code: 'es',
  headings: ['Objetivos SMART:', 'Aquí tienes tus objetivos SMART:'],
  listIntro: 'Mis objetivos:',
  wishes: [
    {
      item: 'Mejorar mi inglés',
      say: 'Trabajo en un equipo internacional en Praga y me cuesta participar en las reuniones en inglés.',
      goal: 'Durante los próximos cuatro meses tomaré una clase de conversación en inglés de 60 minutos cada semana y participaré activamente en al menos una reunión semanal del equipo.',
    },
    {
      item: 'Aprender checo básico',
      say: 'Vivo en Brno desde hace un año y quiero poder hacer la compra y hablar con mis vecinos en checo.',
      goal: 'Alcanzaré el nivel A1 de checo antes de junio asistiendo a un curso dos veces por semana y practicando 15 minutos al día con una aplicación.',
    },
    {
      item: 'Conseguir un puesto de gestión de proyectos',
      say: 'Me gustaría pasar de un puesto técnico a la gestión de proyectos.',
      goal: 'Antes de que termine el programa obtendré la certificación CAPM y solicitaré al menos cinco puestos de gestión de proyectos.',
    },
    {
      item: 'Hablar en público con más seguridad',
      say: 'Cuando tengo que presentar delante de la dirección me pongo muy nerviosa.',
      goal: 'En los próximos tres meses haré una presentación de diez minutos cada mes en la reunión del departamento y pediré comentarios por escrito a dos compañeros.',
    },
    {
      item: 'Organizar mejor mi tiempo',
      say: 'Siempre termino el día con la sensación de no haber hecho lo importante.',
      goal: 'Durante las próximas ocho semanas reservaré cada mañana dos horas sin correo ni reuniones para las tareas prioritarias y revisaré cada viernes lo que he completado.',
    },
  ],
  story: [
    'Soy ingeniera de calidad y llegué a la República Checa hace un año por un proyecto de mi empresa.',
    'Mi equipo es muy internacional y la comunicación no siempre es fácil.',
    'Me gusta mi trabajo, pero no sé muy bien cuál debería ser el siguiente paso en mi carrera.',
    'A veces dudo de mis capacidades, aunque mis resultados son buenos.',
    'Espero que mi mentor me ayude a definir prioridades y a mantener la constancia.',
    'Al final del programa quiero tener un plan claro para los próximos dos años.',
    'Antes trabajé cinco años en una fábrica de componentes en Valencia.',
    'Mi jefe valora mi trabajo, pero casi nunca tenemos tiempo para hablar de mi desarrollo.',
    'He empezado varios cursos en línea, pero siempre los he dejado a las pocas semanas.',
    'Me gustaría asumir más responsabilidad y, en unos años, dirigir un pequeño equipo.',
  ],
};

const PL: Lang = {
  code: 'pl',
  headings: ['Cele SMART:', 'Oto Twoje cele SMART:'],
  listIntro: 'Moje cele:',
  wishes: [
    {
      item: 'Nauczyć się języka czeskiego',
      say: 'Od pół roku mieszkam w Ostrawie i chcę swobodnie rozmawiać z klientami po czesku.',
      goal: 'Do końca roku osiągnę poziom B1 z języka czeskiego, chodząc na kurs dwa razy w tygodniu i rozmawiając po czesku z jednym klientem tygodniowo.',
    },
    {
      item: 'Zostać kierownikiem zespołu',
      say: 'Chciałbym w ciągu roku awansować na stanowisko kierownika zespołu.',
      goal: 'Do końca kwartału ustalę z przełożonym plan rozwoju na stanowisko kierownika zespołu i przejmę koordynację jednego projektu.',
    },
    {
      item: 'Poprawić umiejętności prezentacji',
      say: 'Podczas prezentacji mówię za szybko i zapominam, co chciałem powiedzieć.',
      goal: 'W ciągu najbliższych trzech miesięcy przygotuję i wygłoszę cztery krótkie prezentacje dla zespołu, a po każdej poproszę dwie osoby o informację zwrotną.',
    },
    {
      item: 'Lepiej zarządzać czasem',
      say: 'Ciągle przerywają mi e-maile i spotkania, przez co nie dotrzymuję terminów.',
      goal: 'Przez najbliższe osiem tygodni codziennie zablokuję w kalendarzu dwie godziny na pracę bez e-maili i w każdy piątek sprawdzę, ile zadań ukończyłem.',
    },
    {
      item: 'Zdać egzamin ISTQB',
      say: 'Pracuję jako tester i certyfikat ISTQB pomoże mi w dalszym rozwoju.',
      goal: 'Zdam egzamin ISTQB Foundation w ciągu dwunastu tygodni, ucząc się pięć godzin tygodniowo i rozwiązując jeden test próbny co tydzień.',
    },
  ],
  story: [
    'Pracuję jako tester oprogramowania w firmie produkcyjnej w Ostrawie.',
    'Przeprowadziłem się tu z Katowic, bo dostałem ciekawą ofertę pracy.',
    'Lubię swoją pracę, ale czuję, że od dwóch lat stoję w miejscu.',
    'Czasami brakuje mi pewności siebie, zwłaszcza w rozmowach z kierownictwem.',
    'Od mentora oczekuję pomocy w ułożeniu realistycznego planu i regularnej kontroli postępów.',
    'Na koniec programu chcę wiedzieć, jaki będzie mój następny krok zawodowy.',
    'Wcześniej przez trzy lata pracowałem w dziale obsługi klienta.',
    'Mój przełożony docenia moją pracę, ale rzadko mamy czas na rozmowę o moim rozwoju.',
    'Kilka razy zaczynałem kursy online, ale zawsze rezygnowałem po kilku tygodniach.',
    'Za kilka lat chciałbym prowadzić własny zespół testerów.',
  ],
};

const UK: Lang = {
  code: 'uk',
  headings: ['SMART-цілі:', 'Ось ваші SMART-цілі:', 'Мої SMART-цілі:'],
  listIntro: 'Мої цілі:',
  wishes: [
    {
      item: 'Вивчити чеську мову до рівня B2',
      say: 'Я живу в Празі два роки і хочу працювати за фахом, але для цього мені потрібна чеська.',
      goal: 'До кінця року я складу іспит з чеської мови на рівні B2, відвідуючи курс двічі на тиждень і щодня займаючись 30 хвилин.',
    },
    {
      item: 'Знайти роботу за фахом',
      say: 'В Україні я працювала бухгалтеркою, а зараз працюю на складі.',
      goal: 'Протягом трьох місяців я оновлю резюме чеською та англійською мовами і надішлю щонайменше 15 заявок на посади бухгалтера.',
    },
    {
      item: 'Підтвердити диплом у Чехії',
      say: 'Я не знаю, з чого почати процес нострифікації диплома.',
      goal: 'До кінця наступного місяця я зберу всі документи для нострифікації диплома і подам заяву до університету.',
    },
    {
      item: 'Навчитися працювати в Excel на просунутому рівні',
      say: 'Більшість вакансій, які мене цікавлять, вимагають хорошого знання Excel.',
      goal: 'За вісім тижнів я пройду онлайн-курс з Excel для аналітиків і підготую три звіти на реальних даних для свого портфоліо.',
    },
    {
      item: 'Розширити професійні контакти',
      say: 'У Чехії я майже нікого не знаю у своїй галузі.',
      goal: "Протягом трьох місяців я відвідаю щонайменше чотири професійні заходи і після кожного зв'яжуся з трьома новими людьми.",
    },
    {
      item: 'Стати впевненішою на співбесідах',
      say: 'На співбесідах я дуже хвилююся і не можу добре розповісти про свій досвід.',
      goal: 'Протягом шести тижнів я проведу з ментором чотири пробні співбесіди і після кожної запишу три речі, які хочу покращити.',
    },
  ],
  story: [
    'Я переїхала до Чехії у 2022 році разом із донькою.',
    'В Україні я вісім років працювала бухгалтеркою у великій торговельній компанії.',
    'Зараз я працюю на складі, але дуже хочу повернутися до своєї професії.',
    'Мені важко планувати, бо я ще не розумію, як тут працює ринок праці.',
    'Від ментора я чекаю на підтримку і допомогу зі складанням реалістичного плану.',
    'Наприкінці програми я хочу мати чіткий план і перші співбесіди за фахом.',
  ],
  elaborations: [
    'Свій прогрес я записуватиму в просту таблицю з датою, дією та результатом і кожні два тижні обговорюватиму її з ментором.',
    "Ця ціль досяжна, бо я можу виділяти на неї час у вівторок і четвер увечері, і вона важлива, бо безпосередньо підтримує мій кар'єрний план.",
    'Якщо я відстану більш ніж на тиждень, я скоригую план на найближчій зустрічі з ментором, а не здамся.',
    'Наприкінці періоду я напишу короткий підсумок того, що спрацювало, що ні і що я хочу спробувати далі.',
  ],
};

const LANGS: Record<LangCode, Lang> = { en: EN, cs: CS, sk: SK, de: DE, es: ES, pl: PL, uk: UK };

/** How many goals per language (72 with the two test inputs). */
const LANG_COUNTS: readonly (readonly [LangCode, number])[] = [
  ['en', 26],
  ['cs', 14],
  ['de', 8],
  ['uk', 7],
  ['sk', 6],
  ['es', 5],
  ['pl', 4],
];

type InputShape = 'numbered' | 'bullets' | 'oneliner' | 'long' | 'sentences';
const SHAPE_CYCLE: readonly InputShape[] = [
  'numbered',
  'long',
  'oneliner',
  'bullets',
  'sentences',
  'numbered',
  'bullets',
  'oneliner',
  'long',
  'numbered',
  'sentences',
  'oneliner',
  'bullets',
];

type OutputShape = 'heading-lines' | 'heading-blank' | 'numbered-lines' | 'numbered-blank' | 'plain-lines' | 'plain-blank';
const OUTPUT_SHAPES: readonly OutputShape[] = [
  'heading-lines',
  'heading-blank',
  'numbered-lines',
  'numbered-blank',
  'plain-lines',
  'plain-blank',
];

interface GoalSpec {
  lang: Lang;
  shape: InputShape | 'test';
  /** index of the spec within its language */
  n: number;
  truncate: boolean;
  noResponse: boolean;
  testInput?: string;
}

const NO_RESPONSE = 'No response.';

function buildSmartGoals(nowMicros: Instant): DemoSmartGoal[] {
  const rng = new Rng(0x5eed_0004);

  const specs: GoalSpec[] = [];
  for (const [code, count] of LANG_COUNTS) {
    const lang = LANGS[code];
    let longs = 0;
    for (let n = 0; n < count; n++) {
      const shape = SHAPE_CYCLE[n % SHAPE_CYCLE.length];
      // Outputs cut at 256 tokens: the first long input in English, Czech, German and Ukrainian,
      // and the second one in English.
      const truncate = shape === 'long' && lang.elaborations !== undefined && (longs === 0 || (code === 'en' && longs === 1));
      if (shape === 'long') longs++;
      const noResponse = (code === 'en' && n === 7) || (code === 'cs' && n === 5) || (code === 'uk' && n === 4);
      specs.push({ lang, shape, n, truncate, noResponse });
    }
  }
  specs.push({ lang: EN, shape: 'test', n: 0, truncate: false, noResponse: false, testInput: 'test' });
  specs.push({ lang: EN, shape: 'test', n: 1, truncate: false, noResponse: true, testInput: 'Test 123' });

  const ordered = rng.shuffle(specs);
  const times = goalTimes(rng, nowMicros, ordered.length);
  return ordered.map((spec, i) => {
    const { input, output } = composeGoal(rng, spec);
    const outputTokens = countTokens(output);
    if (outputTokens > MAX_OUTPUT_TOKENS) throw new Error(`demo smart goal ${i + 1}: ${outputTokens} output tokens`);
    return {
      id: i + 1,
      created_at: times[i],
      input,
      output,
      input_tokens: countPromptTokens(input),
      output_tokens: outputTokens,
    };
  });
}

/**
 * `count` strictly ascending instants over the ~14 months before `nowMicros`: days picked at
 * random, a daytime wall-clock time in Prague, random microseconds.
 */
function goalTimes(rng: Rng, nowMicros: Instant, count: number): Instant[] {
  const today = zoneDayOf(nowMicros);
  const times: Instant[] = [];
  for (let i = 0; i < count; i++) {
    const day = today - rng.int(1, 425);
    times.push(wallMicros(day, rng.int(7, 22), rng.int(0, 59), rng.int(0, 59), rng.int(0, 999_999)));
  }
  times.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (let i = 1; i < times.length; i++) if (times[i] <= times[i - 1]) times[i] = times[i - 1] + 1n;
  return times;
}

function composeGoal(rng: Rng, spec: GoalSpec): { input: string; output: string } {
  const lang = spec.lang;
  if (spec.shape === 'test') {
    const input = spec.testInput ?? 'test';
    const output = spec.noResponse
      ? NO_RESPONSE
      : 'I will test one new way of planning my week every Monday for the next four weeks and write down what worked in a short note every Friday.';
    return { input, output };
  }

  let input: string;
  let wishes: Wish[];
  switch (spec.shape) {
    case 'numbered': {
      wishes = rng.shuffle(lang.wishes).slice(0, rng.int(2, 6));
      const sep = rng.chance(0.8) ? '. ' : ') ';
      input = wishes.map((w, i) => `${i + 1}${sep}${w.item}`).join('\n');
      break;
    }
    case 'bullets': {
      wishes = rng.shuffle(lang.wishes).slice(0, rng.int(2, 5));
      const bullet = rng.pick(['- ', '• ', '* ']);
      const list = wishes.map((w) => `${bullet}${w.item}`).join('\n');
      input = rng.chance(0.5) ? `${lang.listIntro}\n${list}` : list;
      break;
    }
    case 'oneliner': {
      wishes = [rng.pick(lang.wishes)];
      const w = wishes[0];
      // A bare wish, typed as people do: lower case (German nouns keep their capitals).
      const bare = lang.code === 'de' ? w.item : w.item[0].toLowerCase() + w.item.slice(1);
      input = rng.chance(0.5) ? w.say : bare;
      break;
    }
    case 'sentences': {
      wishes = rng.shuffle(lang.wishes).slice(0, rng.int(2, 3));
      input = wishes.map((w) => w.say).join(' ');
      break;
    }
    case 'long': {
      const long = longPassage(rng, lang);
      input = long.text;
      wishes = long.wishes;
      break;
    }
  }

  if (spec.noResponse) return { input, output: NO_RESPONSE };
  const goals = wishes.slice(0, 5).map((w) => w.goal);
  if (spec.truncate) return { input, output: truncatedOutput(rng, lang, goals) };
  return { input, output: formatGoals(rng, lang, goals) };
}

const encoder = new TextEncoder();
const utf8Length = (s: string): number => encoder.encode(s).length;

/** 1–2 kB of background and wishes in paragraphs of 2–4 sentences. */
function longPassage(rng: Rng, lang: Lang): { text: string; wishes: Wish[] } {
  const sentences = rng.shuffle([
    ...lang.story.map((s) => ({ s, wish: undefined as Wish | undefined })),
    ...lang.wishes.map((w) => ({ s: w.say, wish: w as Wish | undefined })),
  ]);
  const target = rng.int(1200, 1900);
  const paragraphs: string[][] = [[]];
  const used: Wish[] = [];
  let length = 0;
  for (const { s, wish } of sentences) {
    if (length + s.length + 2 > 2000 && length >= 1000) break;
    let current = paragraphs[paragraphs.length - 1];
    if (current.length >= 2 && (current.length >= 4 || rng.chance(0.35))) {
      current = [];
      paragraphs.push(current);
    }
    current.push(s);
    if (wish) used.push(wish);
    length = utf8Length(paragraphs.map((p) => p.join(' ')).join('\n\n'));
    if (length >= target) break;
  }
  return { text: paragraphs.map((p) => p.join(' ')).join('\n\n'), wishes: used.length > 0 ? used : lang.wishes.slice(0, 2) };
}

function formatGoals(rng: Rng, lang: Lang, goals: string[]): string {
  const shape: OutputShape =
    goals.length === 1 ? rng.pick(['plain-lines', 'plain-lines', 'heading-blank'] as const) : rng.pick(OUTPUT_SHAPES);
  const heading = rng.pick(lang.headings);
  switch (shape) {
    case 'heading-lines':
      return `${heading}\n${numbered(goals, rng.chance(0.6)).join('\n')}`;
    case 'heading-blank':
      return `${heading}\n\n${numbered(goals, goals.length > 1 && rng.chance(0.6)).join('\n\n')}`;
    case 'numbered-lines':
      return numbered(goals, true).join('\n');
    case 'numbered-blank':
      return numbered(goals, true).join('\n\n');
    case 'plain-lines':
      return goals.join('\n');
    case 'plain-blank':
      return goals.join('\n\n');
  }
}

function numbered(goals: string[], withNumbers: boolean): string[] {
  return withNumbers ? goals.map((g, i) => `${i + 1}. ${g}`) : goals;
}

/**
 * A long answer (each goal followed by how it will be measured and kept) cut at exactly 256
 * tokens, as a model stopped by max_tokens leaves it (encode, keep 256 tokens, decode). A cut that
 * would not re-count to 256 or would end on a sentence boundary is drawn again.
 */
function truncatedOutput(rng: Rng, lang: Lang, goals: string[]): string {
  const elaborations = lang.elaborations ?? [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const heading = rng.pick(lang.headings);
    const blocks = goals.map((g, i) => `${i + 1}. ${g}\n${rng.shuffle(elaborations).slice(0, 3).join(' ')}`);
    let full = `${heading}\n\n${blocks.join('\n\n')}`;
    for (let n = blocks.length + 1; countTokens(full) < MAX_OUTPUT_TOKENS + 40; n++) {
      full += `\n\n${n}. ${rng.pick(lang.wishes).goal}\n${elaborations.join(' ')}`;
    }
    const cut = truncateToTokens(full, MAX_OUTPUT_TOKENS);
    if (cut.tokens === MAX_OUTPUT_TOKENS && !/[.!?:;\s]$/.test(cut.text)) return cut.text;
  }
  throw new Error('demo data: could not cut an output at exactly 256 tokens');
}
