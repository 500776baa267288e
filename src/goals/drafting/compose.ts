/**
 * One chosen candidate → one goal sentence, and the chosen goals → the output text.
 *
 * The topic of the goal's own words picks the measure and the time frame (falling back to the text
 * around them); a user who already named a number gets the topic's "measured" variant, and one who
 * already named a deadline gets no second time frame. Where the writer's words mark their gender
 * (cs, sk, pl, uk, ru), the measure's gendered words and a Polish future agree with it.
 */
import { clauseText, cutFrom, without, type Candidate, type GoalClause } from './candidate.js';
import { inflect, named, partnerIn, type Gender } from './gender.js';
import type { Language } from './language.js';
import { EN_MEASURE_RE, EN_TIME_RE, hasMeasure, timeFrameIn, VAGUE_COUNT_RE } from './specifics.js';
import { BY_MONTH, MONTH_BY, byEvent, fittedMeasure, ownRate } from './pace.js';
import { TEMPLATES } from './templates/index.js';
import { inNorm, portugueseNorm } from './templates/pt-norm.js';
import { twoGerunds } from './templates/fr.js';
import { asTold, isPurposeStart, namedDaysCapitalised, shared } from './gate.js';
import { topicOf, type TopicId } from './topics.js';
import { lifeIn, lived } from './life.js';
import { DEGREE_END, list, lowerWords, readData } from './text.js';
import { cuedIn } from './situations.js';
import { isSlavic } from './verbs.js';
import { besideMeasure } from './vague.js';
import { oneWeeklyRate, theirSessions } from './sessions.js';

/** What a candidate is about: the topic it carries, else that of its own words, else of the text around them. */
export function goalTopic(c: Candidate): TopicId {
  const words = clauseText(c.clause);
  // An Italian future ("cambierò carriera") hides the infinitive the topic words list: its own words first.
  const topic = c.topic ?? (c.language === 'it' && c.clause.form === 'future' ? topicOf(c.topicText) : topicOf(words));
  return topic === 'general' ? topicOf(c.topicText) : topic;
}

const fitTo = (measure: string, dated: boolean, c: Candidate): string => (dated ? fittedMeasure(measure, c.language, c.soon) : measure);

/** Languages whose templates close the aim with its time frame (German fronts it; Romance fronts the mentee's own). */
const timeAfter = (lang: Language, own: boolean): boolean => lang === 'en' || isSlavic(lang) || (!own && lang !== 'de');

/** Where a purpose after a comma starts ("…, abych nemusel", "…, so that I"), or -1. */
function purposeComma(words: string): number {
  let at = words.indexOf(', ');
  for (let n = 0; at > 0 && n < 3 && !isPurposeStart(words.slice(at + 2)); n++) at = words.indexOf(', ', at + 2);
  // "tak, aby som zvládol": a purpose a degree asks for is part of the aim; no deadline between them.
  return at > 0 && DEGREE_END.test(words.slice(Math.max(0, at - 24), at)) ? -1 : at;
}

/** "naspořit 50 000 Kč, abych nemusel dojíždět" + "do konce roku": the deadline closes the aim, not its purpose ("so I don't commute until the end of the year"). */
function timedBeforePurpose(clause: GoalClause, time: string, lang: Language): GoalClause | null {
  const plain = clause.form === 'quote' || clause.form === 'subject' || (lang === 'en') !== (clause.form === 'english');
  if (plain || purposeComma(clauseText(clause)) <= 0) return null;
  const when = isSlavic(lang) ? time.toLowerCase() : time.replace(/^(?:In|By|Within|Before|Until) /u, (w) => w.toLowerCase());
  const dated = (p: string, at = purposeComma(p)): string => (at > 0 ? `${p.slice(0, at)} ${when}${p.slice(at)}` : p);
  return cutFrom(clause, dated);
}

/** The weight goal's own sessions, said again beside a race trained for (beside-race.json). */
const BESIDE_RACE: Record<Language, [string, string]> = readData('./beside-race.json');
if (Object.keys(TEMPLATES).some((l) => BESIDE_RACE[l as Language]?.length !== 2)) throw new Error('beside-race.json: a pair per language');
const [LEARN, OTHER] = [new Set(list(MONTH_BY.learn)), new Set(list(MONTH_BY.other))];
/** "in a few years", "do pár let": a span counted without a figure is left out, the topic's own frame stands for it (specifics.json whyVagueCounts). */
function unvague(c: Candidate): Candidate {
  const span = timeFrameIn(clauseText(c.clause), c.language) ?? '';
  if (VAGUE_COUNT_RE.test(span)) return { ...c, clause: without(c.clause, span) };
  return VAGUE_COUNT_RE.test(c.timeBefore ?? '') ? { ...c, timeBefore: undefined } : c;
}
/** "naučím se plavat v dubnu" → "… do dubna": a learning aim's closing month is its deadline, an exam's month is its day (month-by.json). */
const monthDue = (w: string[], due = BY_MONTH.get(w.slice(-2).join(' ').toLowerCase())): string | undefined =>
  due && LEARN.has(w[0]!.toLowerCase()) && !w.some((x) => OTHER.has(x.toLowerCase())) ? [...w.slice(0, -2), due].join(' ') : undefined;
export function writeGoal(told: Candidate, gender?: Gender): string {
  const due = 'phrase' in told.clause && !('byGender' in told.clause) ? monthDue(told.clause.phrase.split(' ')) : undefined;
  const c = due ? ({ ...told, clause: { ...told.clause, phrase: due } } as Candidate) : told;
  const template = TEMPLATES[c.language];
  const words = clauseText(c.clause);
  const topic = goalTopic(c);
  const quoted = c.clause.form === 'quote';
  // Quoted words are in a language we do not know: only digits and English patterns are looked for.
  const measured = quoted ? EN_MEASURE_RE.test(words) : hasMeasure(words, c.language);
  const { measure, measured: measuredVariant } = template.measures[topic];
  // Beside the aim's own date, a time frame inside its purpose ("…, abychom se příští rok mohli přestěhovat") is the purpose's.
  const aim = c.timeBefore !== undefined && purposeComma(words) > 0 ? words.slice(0, purposeComma(words)) : words;
  const userTime = c.timed === true || (!quoted && (c.language === 'en' ? EN_TIME_RE.test(words) : timeFrameIn(aim, c.language) !== null));
  // Never two time frames: the one in the goal's own words wins over one written before the intention.
  const timeBefore = userTime || c.timeBefore === undefined ? undefined : byEvent(c.timeBefore, c.language);
  const time = template.timeFrame(topic);
  const own = timeBefore ?? (userTime ? undefined : time);
  const purposed =
    own !== undefined && timeAfter(c.language, timeBefore !== undefined) ? timedBeforePurpose(c.clause, own, c.language) : null;
  return template.sentence({
    clause: purposed ?? c.clause,
    time,
    userTime: userTime || purposed !== null,
    timeBefore: purposed ? undefined : timeBefore,
    // A date of the mentee's own: no inner date relative to a time frame of ours ("the second month").
    measure:
      inflect(
        oneWeeklyRate(
          words,
          c.measure ??
            (quoted ? undefined : ownRate(words, topic, c.language)) ??
            // "být víc v pohodě" beside another aim: a wish of a known family is measured as that family's, not by the weekly-steps filler.
            (topic === 'general' && !quoted ? besideMeasure(words, c.language) : undefined) ??
            fitTo(measured && measuredVariant ? measuredVariant : measure, userTime || c.timeBefore !== undefined, c),
          c.language,
        ),
        gender,
      ) + (c.also === undefined ? '' : inflect(`. ${c.also}`, gender)),
    topic,
    gender,
  });
}

/**
 * One goal is one sentence; several are numbered under the heading of their language (of the
 * input's language when the goals are in several).
 */
export function writeGoals(chosen: Candidate[], inputLanguage: Language, gender?: Gender, input?: string): string {
  // Portuguese in the mentee's norm, European or Brazilian, read from the whole input (or the statements answered).
  const norm = chosen.some((c) => c.language === 'pt') ? portugueseNorm(input ?? chosen.map((c) => c.topicText).join(' ')) : undefined;
  const facts = lifeIn(input ?? '');
  const partner = partnerIn(input ?? '');
  const race = chosen.some((c) => goalTopic(c) === 'running');
  const written = chosen.map((c) => {
    const [from, to] = race && goalTopic(c) !== 'running' ? BESIDE_RACE[c.language] : ['\0', ''];
    const goal = namedDaysCapitalised(lived(writeGoal(unvague(c), gender), c.language, facts), c.language).replace(from, to);
    // A situation's goal is shared only when its own cue stands in the couple's sentence (a situation
    // read from the goal's topic, with no cue in the story, is the goal's). Asked only of a couple's
    // sentences, so a story with no "we" costs no second reading of its cues.
    // An aim of its own is shared only when told in the couple's sentence ("Também quero perder 5 kg" beside "Eu e a minha filha queremos poupar …" is the mentee's).
    const head = lowerWords(c.topicText.slice(0, 80)).slice(0, 3).join(' ');
    const toldIn = c.key.startsWith('situation:')
      ? (s: string) => cuedIn(s, c.key) || !cuedIn(input ?? '', c.key)
      : (s: string) => lowerWords(s).join(' ').includes(head);
    const ours = named(asTold(shared(goal, input ?? '', c.language, toldIn), input ?? '', c.language), c.language, partner);
    if (c.language === 'fr') return twoGerunds(ours);
    // Italian "ed" before "e", Spanish "e" before "i": "e entrerò" and "y inscribirme" read as breaks.
    if (c.language === 'it' || c.language === 'es')
      return c.language === 'it' ? ours.replace(/ e (?=[eè])/gu, ' ed ') : ours.replace(/ y (?=i|hi(?!e))/gu, ' e ');
    return norm !== undefined && c.language === 'pt' ? inNorm(ours, norm, input) : ours;
  });
  const languages = chosen.map((c) => c.language);
  const goals = theirSessions(written, chosen.map(goalTopic), languages, input ?? '');
  if (goals.length === 1) return goals[0]!;
  const headingLanguage = new Set(languages).size === 1 ? languages[0]! : inputLanguage;
  const heading = TEMPLATES[headingLanguage].heading; // "Os meus objetivos" in Portugal, "Meus objetivos" in Brazil
  return [norm && headingLanguage === 'pt' ? inNorm(heading, norm) : heading, ...goals.map((g, i) => `${i + 1}. ${g}`)].join('\n');
}
