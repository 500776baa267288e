/**
 * Hungarian: answered in Hungarian by an honest fallback, not the full reader the eleven languages
 * have. Hungarian is agglutinative ("munkát", "munkám", "munkanélküli"), so the drafter does not
 * rewrite the mentee's words into a clause; it recognises what the text is about by word stems and
 * answers each topic with a fixed, grammatical first-person sentence that carries a time bound and a
 * measure with a figure; a relationship names the person ("a lányommal való kapcsolatomon"), a
 * weight goal the mentee's kilos. A text with no recognised topic gets the first step in its own
 * words (the sentence that says what is wrong, quoted); a vague wish ("jobb akarok lenni") gets a first step.
 *
 * Stems are matched at a word's start, one alternation per topic: linear in the input.
 */
import { MAX_SITUATIONS } from './situations.js';
import { wishFamily } from './vague.js';
import { ownFigures, withOwnFigures } from './gate.js';
import { need, readData, upperFirst } from './text.js';

/** A topic of hungarian.json ("job", "relationship" …). */
type HungarianTopic = string;
interface HungarianData {
  stems: [HungarianTopic, string[]][];
  goals: Record<HungarianTopic, string>;
  /** The word start of a person a relationship goal names, and how "with them" reads ("a lányommal"). */
  persons: [string, string][];
}

/** Topics the code answers in its own way (the person named, the mentee's kilos). */
const NEEDED = ['relationship', 'weight'];
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * hungarian.json read and checked (a person extends it without reading code): each topic with its
 * word beginnings, lower case, in the order tried (an earlier topic wins a stem both would match),
 * and its goal; the persons a relationship goal names. A topic without stems or a goal, a person
 * without a form, or a topic the code needs missing stops the service at start-up, naming it.
 */
export function hungarianFrom(data: unknown): HungarianData {
  const { topics, persons } = (data ?? {}) as { topics?: Record<string, unknown>[]; persons?: Record<string, unknown> };
  if (!Array.isArray(topics) || typeof persons !== 'object') throw new Error('hungarian.json: no list of topics or no persons');
  for (const [i, t] of topics.entries())
    if (!isText(t?.topic) || !Array.isArray(t.stems) || !t.stems.length || !t.stems.every(isText) || !isText(t.goal))
      throw new Error(`hungarian.json, topic ${i + 1} (${String(t?.topic)}): a topic, stems and a goal are needed`);
  const missing = NEEDED.filter((topic) => !topics.some((t) => t.topic === topic));
  if (missing.length) throw new Error(`hungarian.json: no goal for ${missing.join(', ')}`);
  const bad = Object.entries(persons).find(([, form]) => !isText(form));
  if (bad) throw new Error(`hungarian.json: the person ${bad[0]} has no "with" form`);
  const stems = topics.map((t) => [t.topic, t.stems] as [HungarianTopic, string[]]);
  return { stems, goals: Object.fromEntries(topics.map((t) => [t.topic, t.goal])), persons: Object.entries(persons) as [string, string][] };
}

const HU_DATA = readData('./hungarian.json') as {
  deadline: Record<string, string[]>;
  races: Record<string, string>;
  named: Record<HungarianTopic, { generic: string; detail?: string; names: Record<string, string> }>;
  negation: { words: string[]; wishes: string[] };
  apart: { words: string[]; partners: string[] };
  steps: Record<'first' | 'own', string>;
  nightShift: { words: string[]; goals: Record<HungarianTopic, string> };
  oddHours: { words: string[]; goals: Record<HungarianTopic, string> };
  othersAim: { people: string[]; topics: HungarianTopic[] };
  saving: { monthly: string[]; spans: string[]; each: string; once: string };
  figures: { list: string[] };
  drops: Record<HungarianTopic, HungarianTopic[] | undefined>;
  spent: { words: string[]; had: string[]; benefits: string[] };
  stressed: string[];
};
const HU = hungarianFrom(HU_DATA);
for (const [t, { generic, detail }] of Object.entries(HU_DATA.named))
  if (!HU.goals[t]?.includes(generic) || !HU.goals[t].includes(detail ?? '')) throw new Error(`hungarian.json, named ${t}`);
need('hungarian.json', HU_DATA, 'negation.words negation.wishes steps.first steps.own apart.words apart.partners saving.spans saving.each');
need('hungarian.json', HU_DATA, 'saving.once nightShift.words nightShift.goals.sleep');

/**
 * The mentee's own deadline ("május végéig", "decemberig", "jövő év végéig", "2027 végéig"), from the
 * words of hungarian.json: alternations of literal words with bounded gaps, so linear.
 */
const { before, months, periods, until } = HU_DATA.deadline as Record<'before' | 'months' | 'periods' | 'until', string[]>;
const DEADLINE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${before.join('|')}|20\\d\\d\\.?) )?(?:(?:${months.join('|')})(?:\\p{L}{0,4}ig|r[ae]| \\d{1,2}(?:\\.|-)?\\p{L}{0,3}ig| (?:végéig|közepéig|elejéig))|(?:${periods.join('|')}) (?:végéig|közepéig|elejéig)|${until.join('|')}|20\\d\\d(?:-ig| végéig))(?![\\p{L}])`,
  'iu',
);

/** The deadline the mentee wrote, as the opening of a goal ("Május végéig"), or undefined. */
export function hungarianDeadline(text: string): string | undefined {
  // "Jövő nyáron költözünk": a season told as when it comes is the goal's "by" ("Jövő nyárig"), as hungarian.json deadline.by.
  const said = DEADLINE_RE.exec(text.slice(0, 5000))?.[0]
    .toLowerCase()
    .replace(/\p{L}+$/u, (w) => BY.get(w) ?? w);
  return said ? upperFirst(said) : undefined;
}
const BY = new Map(HU_DATA.deadline.by!.map((s) => s.split('|') as [string, string]));

/** "500 ezer forintot", "200 000 Ft": the mentee's amount, written in the accusative a goal needs. */
const AMOUNT_RE = /(?<![\p{L}\p{N}])(\d[\d .]{0,10}?)\s?(ezer|millió)?\s?(forint|ft|euró|eur)/giu;

const SAVING = HU_DATA.saving;
function savingGoal(text: string): string {
  // An amount told spent ("200 ezer forintot költöttem el") is what it cost: the sum to save is the next one.
  const m = [...text.slice(0, 5000).matchAll(AMOUNT_RE)].find(
    (x) => !spent(text.slice(x.index + x[0].length, x.index + x[0].length + 40), text.slice(Math.max(0, x.index - 60), x.index)),
  );
  if (!m) return HU.goals.money!;
  const unit = m[3]!.toLowerCase().startsWith('e') ? 'eurót' : 'forintot';
  const amount = `${m[1]!.trim()} ${m[2] ? `${m[2].toLowerCase()} ` : ''}${unit}`;
  const low = text.slice(0, 5000).toLowerCase();
  const span = SAVING.spans.map((s) => s.split('|')).find(([w]) => low.includes(`${w} `)) ?? SAVING.spans[0]!.split('|');
  // "havonta" beside the amount makes it monthly; "havi 45 ezret fizetek" of a loan told elsewhere does not ("3 millió forint kell").
  const near = low.slice(Math.max(0, m.index - 25), m.index + m[0].length + 15);
  return SAVING[SAVING.monthly.some((w) => near.includes(w)) ? 'each' : 'once'].replace('{span}', span[1]!).replace('{a}', amount);
}

/** "10 km-es verseny", "lefutni 21 km-t": a running goal with the mentee's distance. */
const KM_RE = /(?<![\p{N}])(\d{1,3})\s?(?:km|kilométer)/iu;

function runningGoal(text: string): string {
  const m = KM_RE.exec(text.slice(0, 5000));
  // A race named ("félmaraton") is the aim; a distance beside it ("most 5 km-t tudok") is where the runner starts.
  const race = RACES.find(([re]) => re.test(text.slice(0, 5000)))?.[1];
  if (!m && race === undefined) return HU.goals.running!;
  const from = race !== undefined && m ? `a mostani ${m[1]} km-ről ` : '';
  return `A következő hat hónapban felkészülök ${race ?? `egy ${m![1]} km-es futásra`}: hetente legalább háromszor futok, a leghosszabb futásom távját ${from}hetente legfeljebb 10 százalékkal növelem, és minden futás távját feljegyzem.`;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word that begins with one of `starts`, each as written. */
const wordStart = (starts: string[]): RegExp => new RegExp(`(?<![\\p{L}])(?:${starts.map(escape).join('|')})`, 'iu');
const RACES = Object.entries(HU_DATA.races)
  .filter(([k]) => k !== 'why')
  .map(([s, race]) => [wordStart([s]), race] as const);

const STRESSED = wordStart(HU_DATA.stressed);
const COMPILED = HU.stems.map(([topic, stems]) => ({
  topic,
  re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems.map(escape).join('|')})`, 'giu'),
}));
/** "nem akarok" among the words just before a stem ("nem akarok pályát váltani") or just after it ("pályát váltani nem akarok"), within its clause (hungarian.json, "negation"). */
const negated = (before: string, after: string): boolean =>
  [wordsBefore(before), (after.split(/[,.;!?]/u)[0] ?? '').split(/\s+/u).slice(1, 3)].some((ws) =>
    ws.some((w, i) => NEGATION.words.includes(w.toLowerCase()) && NEGATION.wishes.includes(ws[i + 1]?.toLowerCase() ?? '')),
  );
const NEGATION = HU_DATA.negation;
/** The last four words before a stem, within its clause. */
const wordsBefore = (before: string): string[] => (before.split(/[,.;!?]/u).pop() ?? '').split(/\s+/u).slice(-4);
/** "a fiam érettségizik": the exam of a person named just before it, not the mentee's (hungarian.json othersAim). */
const othersAim = (topic: HungarianTopic, before: string): boolean =>
  HU_DATA.othersAim.topics.includes(topic) && wordsBefore(before).some((w) => HU_DATA.othersAim.people.includes(w.toLowerCase()));

/** "a gyes 28 ezer forint": a benefit's amount just before a money stem is what one gets (hungarian.json spent.benefits). */
const benefit = (b: string): boolean => HU_DATA.spent.benefits.some((w) => ` ${b.toLowerCase().replace(/\P{L}/gu, ' ')}`.includes(` ${w}`));
/** "280 ezer forintot költöttem a jogsira": what it cost, no sum to save (hungarian.json spent); a had word not across a wish ("szeretnék"). */
const spent = (after: string, before = '', clause = ` ${(after.split(/[,.;!?]/u)[0] ?? '').toLowerCase()} `): boolean =>
  HU_DATA.spent.words.some((w) => clause.includes(` ${w} `)) ||
  HU_DATA.spent.had.some((w) => `${before.toLowerCase().split(WISHED).pop()}${clause}`.includes(w));
const WISHED = new RegExp(`(?<!\\p{L})(?:${NEGATION.wishes.join('|')})(?!\\p{L})`, 'u');

export const HUNGARIAN_HEADING = 'SMART céljaim:';

/** "Jobb akarok lenni", "fejlődni szeretnék": a wish with nothing to measure yet. */
const VAGUE_RE =
  /^(?:(?:szeretnék|akarok) (?:jobb|jobb ember) lenni|jobb (?:ember )?(?:szeretnék|akarok) lenni|(?:szeretnék|akarok) fejlődni|fejlődni (?:szeretnék|akarok))[\s.!]*$/iu;

/**
 * No topic recognised: the first step about the mentee's situation, as the other languages have it
 * (own-words.ts): three changes written down by the end of next week, one chosen and tried for four
 * weeks. Their sentence is not quoted: a Hungarian story sentence pasted whole inside the goal read as
 * a break to the blind reader (issue 33).
 */
const { first: FIRST_STEP, own: OWN_STEP } = HU_DATA.steps;

const PERSON_RE = wordStart(HU.persons.map(([stem]) => stem));

const [APART_RE, PERSONS_RE] = [new RegExp(HU_DATA.apart.words.join('|'), 'iu'), new RegExp(PERSON_RE.source, 'giu')];
/** The first person the story names, passing over a partner told in a sentence of separation ("váltunk el a feleségemmel"). */
const namedFirst = (text: string, head = text.slice(0, 5000)): RegExpMatchArray | undefined =>
  [...head.matchAll(PERSONS_RE)].find(
    (m) =>
      !HU_DATA.apart.partners.includes(m[0].toLowerCase()) ||
      !APART_RE.test(head.slice(head.lastIndexOf('.', m.index) + 1, head.indexOf('.', m.index) + 1 || undefined)),
  );

function relationshipGoal(text: string): string {
  // The person of the quarrel's own sentence ("Anyukámmal veszekszünk") before one named earlier in the story.
  const at = Math.max(0, text.search(COMPILED.find((c) => c.topic === 'relationship')!.re));
  const m = PERSON_RE.exec(text.slice(text.lastIndexOf('.', at) + 1, text.indexOf('.', at) + 1 || undefined)) ?? namedFirst(text);
  const found = m ? HU.persons.find(([stem]) => m[0].toLowerCase() === stem) : undefined;
  if (!found) return HU.goals.relationship;
  // Several by their plural possessive ("a szüleimmel") or a count ("Két gyerekem van": a numeral takes the singular).
  const them = /imm[ae]l$/u.test(found[1]) ? 'velük' : 'vele';
  return `A következő három hónapban javítok ${found[1]} való kapcsolatomon: két héten belül egy nyugodt pillanatban négyszemközt beszélek ${them} arról, mi bánt, megállapodunk két konkrét változásban, és havonta egyszer közösen megnézzük, működnek-e.`;
}

/**
 * "5 kilót", "10 kg": the mentee's own figure to lose, the months it takes at about half a kilo a week;
 * "97 kiló vagyok" is what they weigh, no amount to lose (blind reading 21's 12).
 */
const KILOS_RE = /(?<![\p{N}])(\d{1,2})\s?(?:kilót|kilogrammot|kilóval|kg-ot|kg-t|kg-mal|kg(?! ?(?:vagyok|voltam|van|\p{L})))/iu;

function weightGoal(text: string): string {
  const m = KILOS_RE.exec(text);
  if (!m) return HU.goals.weight;
  const kilos = Number(m[1]);
  const months = kilos <= 6 ? 'három' : kilos <= 12 ? 'hat' : 'tizenkét';
  return `A következő ${months} hónapban egészséges tempóban leadok ${kilos} kilót: hetente egyszer, mindig ugyanazon a napon reggel megmérem magam, minden vasárnap megtervezem a heti étkezéseimet, hetente legalább háromszor 30 percet mozgok, és heti fél kiló fogyást tűzök ki.`;
}

/** "20 könyvet": the mentee's count of books, paced a month over the year. */
const BOOKS_RE = /(?<![\p{N}])(\d{1,3})\s?(?:könyv)/iu;

function readingGoal(text: string): string {
  const m = BOOKS_RE.exec(text.slice(0, 5000));
  if (!m) return HU.goals.reading!;
  const books = Number(m[1]);
  return `A következő tizenkét hónapban elolvasok ${books} könyvet: havonta legalább ${Math.max(1, Math.ceil(books / 12))} könyvet elolvasok, és mindegyikből három gondolatot feljegyzek.`;
}

// "a B2-es német nyelvvizsgát": a language exam as the text names it, its level and language, not "a vizsgát".
const LANGUAGE_EXAM_RE = new RegExp(
  `(?<![\\p{L}])((?:[abc][12](?:-es|-as)? )?(?:(?:${Object.keys(HU_DATA.named.language!.names).join('|')}) )?)nyelvvizsg`,
  'iu',
);
// Any other exam the text names (the school-leaving exam, a forklift's) is hungarian.json "named"'s.
function examGoal(text: string): string | undefined {
  const m = LANGUAGE_EXAM_RE.exec(text.slice(0, 5000));
  return m ? HU.goals.exam!.replace('a vizsgát', `${/^[aáeéiíoóöőuúüű]/iu.test(m[1]!) ? 'az' : 'a'} ${m[1]}nyelvvizsgát`) : undefined;
}

const OWN_FIGURES: Record<HungarianTopic, (text: string) => string | undefined> = {
  ...{ relationship: relationshipGoal, weight: weightGoal, money: savingGoal, running: runningGoal, reading: readingGoal, exam: examGoal },
};
/** Per topic of hungarian.json "named": its generic words, and each word beginning (compiled once) with the words that replace them. */
const NAMED = new Map(
  Object.entries(HU_DATA.named).map(([topic, { generic, detail, names }]) => [
    topic,
    { generic, detail, names: Object.entries(names).map(([s, name]) => [wordStart([s]), name] as const) },
  ]),
);
// Night shifts first, then the early-morning and late-evening trades (a baker, a cook): each with its own sleep and energy goals.
const HOURS = [HU_DATA.nightShift, HU_DATA.oddHours].map(({ words, goals }) => ({ re: wordStart(words), goals }));
/** A goal that names no thing ("az új hobbimat") names those the text does (hungarian.json, "named"). */
function topicGoal(topic: HungarianTopic, text: string): string {
  const shifted = HOURS.find(({ re }) => re.test(text.slice(0, 5000)))?.goals[topic];
  if (shifted !== undefined) return shifted;
  const own = OWN_FIGURES[topic]?.(text);
  if (own !== undefined) return own;
  const named = NAMED.get(topic);
  const said = named?.names.flatMap(([re, name]) => (re.test(text) ? [name] : [])) ?? [];
  const goal = said.length > 0 ? HU.goals[topic]!.replace(named!.generic, said.map((n) => n.split('|')[0]).join(' és ')) : HU.goals[topic]!;
  // One thing told with a measure of its own (a swimmer learns a stroke, no "darab") has it in place of the topic's.
  const measure = said.length === 1 ? said[0]!.split('|')[1] : undefined;
  return measure && named?.detail ? goal.replace(named.detail, measure) : goal;
}

/** The topics `text` is about, where each is first told, in that order, a decision asked for first (at most MAX_SITUATIONS). */
function hungarianFound(text: string): { topic: HungarianTopic; at: number }[] {
  const head = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const found: { topic: HungarianTopic; at: number; stem: string }[] = [];
  for (const { topic, re } of COMPILED) {
    // "Nem akarok pályát váltani": a topic the mentee rules out is no goal; a later, unnegated mention still is.
    const m = [...head.matchAll(re)].find((x) => {
      const end = x.index + x[0].length;
      const [after, before] = [head.slice(end, end + 40), head.slice(Math.max(0, x.index - 40), x.index)];
      return !negated(before, after) && !othersAim(topic, before) && !(topic === 'money' && (spent(after) || benefit(before)));
    });
    if (m) found.push({ topic, at: m.index, stem: m[0].toLowerCase() });
  }
  // A narrower goal holds the broader one (a promotion is also about work, a new lead's goal his overtime): hungarian.json drops.
  const kept = found.filter(
    (f) =>
      !found.some((g) => HU_DATA.drops[g.topic]?.includes(f.topic)) &&
      !(f.topic === 'language' && found.some((g) => g.stem === 'nyelvvizsg')) &&
      !(f.topic === 'money' && f.stem === 'pénz' && found.some((g) => g.topic === 'relationship')),
  );
  // The topics of the sentence that stresses a worry ("Leginkább az aggaszt, hogy … számítógépes tudás nélkül") come first.
  const said = head.split(/[.!?]/u).find((st) => STRESSED.test(st)) ?? '';
  const stressed = new Set(kept.filter((f) => COMPILED.some((c) => c.topic === f.topic && said.search(c.re) >= 0)).map((f) => f.topic));
  const first = (f: { topic: HungarianTopic }): number => Number(stressed.has(f.topic));
  return kept
    .sort((a, b) => Number(b.topic === 'decision') - Number(a.topic === 'decision') || first(b) - first(a) || a.at - b.at)
    .slice(0, MAX_SITUATIONS);
}
export const hungarianTopics = (text: string): HungarianTopic[] => hungarianFound(text).map((f) => f.topic);

/** The goals for a Hungarian text: one sentence, or several numbered under the heading. */
const FIGURES = ownFigures(HU_DATA.figures.list);
export function hungarianGoals(text: string): string {
  const trimmed = text.trim();
  let goals: string[];
  const found = hungarianFound(trimmed);
  const topics = found.map((f) => f.topic);
  // A wish of a known family ("Szeretnék boldogabb lenni") gets that family's first step (wishes.json).
  const family = topics.length === 0 ? wishFamily(trimmed, () => []) : undefined;
  if (family) goals = [family.hu];
  else if (VAGUE_RE.test(trimmed)) goals = [FIRST_STEP];
  else goals = topics.length > 0 ? topics.map((t) => topicGoal(t, trimmed)) : [OWN_STEP];
  // The mentee's deadline is the time frame of the goal told in its clause ("Csapatvezető … jövő év végéig, és … az MBA-t").
  const clause = (i: number): number => Math.max(...[',', '.', ';', '!', '?'].map((c) => trimmed.lastIndexOf(c, i)));
  const at = DEADLINE_RE.exec(trimmed.slice(0, 5000))?.index ?? -1;
  const same = found.map((f) => clause(f.at) === clause(at)); // two goals in its clause: the dates are not told apart
  const own = goals.length === 1 ? 0 : same.filter(Boolean).length === 1 ? same.indexOf(true) : -1;
  const deadline = hungarianDeadline(trimmed);
  if (deadline && own >= 0) goals[own] = goals[own]!.replace(/^A következő \p{L}+ hónapban/u, deadline);
  goals = goals.map((g) => withOwnFigures(g, trimmed, FIGURES));
  if (goals.length === 1) return goals[0]!;
  return [HUNGARIAN_HEADING, ...goals.map((g, i) => `${i + 1}. ${g}`)].join('\n');
}
