/**
 * One chosen candidate → one goal sentence, and the chosen goals → the output text.
 *
 * The topic of the goal's own words picks the measure and the time frame (falling back to the text
 * around them); a user who already named a number gets the topic's "measured" variant, and one who
 * already named a deadline gets no second time frame. Where the writer's words mark their gender
 * (cs, sk, pl, uk, ru), the measure's gendered words and a Polish future agree with it.
 */
import { clauseText, type Candidate } from './candidate.js';
import { inflect, type Gender } from './gender.js';
import type { Language } from './language.js';
import { EN_MEASURE_RE, EN_TIME_RE, hasMeasure, timeFrameIn } from './specifics.js';
import { byEvent, fittedMeasure } from './pace.js';
import { TEMPLATES } from './templates/index.js';
import { inNorm, portugueseNorm } from './templates/pt-norm.js';
import { twoGerunds } from './templates/fr.js';
import { asTold, namedDaysCapitalised, shared } from './gate.js';
import { topicOf, type TopicId } from './topics.js';
import { lifeIn, lived } from './life.js';
import { lowerWords } from './text.js';
import { cuedIn } from './situations.js';

/** What a candidate is about: the topic it carries, else that of its own words, else of the text around them. */
export function goalTopic(c: Candidate): TopicId {
  const words = clauseText(c.clause);
  // An Italian future ("cambierò carriera") hides the infinitive the topic words list: its own words first.
  const topic = c.topic ?? (c.language === 'it' && c.clause.form === 'future' ? topicOf(c.topicText) : topicOf(words));
  return topic === 'general' ? topicOf(c.topicText) : topic;
}

const fitTo = (measure: string, dated: boolean, lang: Language): string => (dated ? fittedMeasure(measure, lang) : measure);

export function writeGoal(c: Candidate, gender?: Gender): string {
  const template = TEMPLATES[c.language];
  const words = clauseText(c.clause);
  const topic = goalTopic(c);
  const quoted = c.clause.form === 'quote';
  // Quoted words are in a language we do not know: only digits and English patterns are looked for.
  const measured = quoted ? EN_MEASURE_RE.test(words) : hasMeasure(words, c.language);
  const { measure, measured: measuredVariant } = template.measures[topic];
  const userTime =
    c.timed === true || (!quoted && (c.language === 'en' ? EN_TIME_RE.test(words) : timeFrameIn(words, c.language) !== null));
  return template.sentence({
    clause: c.clause,
    time: template.timeFrame(topic),
    userTime,
    // Never two time frames: the one in the goal's own words wins over one written before the intention.
    timeBefore: userTime || c.timeBefore === undefined ? undefined : byEvent(c.timeBefore, c.language),
    // A date of the mentee's own: no inner date relative to a time frame of ours ("the second month").
    measure: inflect(
      c.measure ?? fitTo(measured && measuredVariant ? measuredVariant : measure, userTime || c.timeBefore !== undefined, c.language),
      gender,
    ),
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
  const goals = chosen.map((c) => {
    const goal = namedDaysCapitalised(lived(writeGoal(c, gender), c.language, facts), c.language);
    // A situation's goal is shared only when its own cue stands in the couple's sentence (a situation
    // read from the goal's topic, with no cue in the story, is the goal's). Asked only of a couple's
    // sentences, so a story with no "we" costs no second reading of its cues.
    // An aim of its own is shared only when told in the couple's sentence ("Também quero perder 5 kg" beside "Eu e a minha filha queremos poupar …" is the mentee's).
    const head = lowerWords(c.topicText.slice(0, 80)).slice(0, 3).join(' ');
    const toldIn = c.key.startsWith('situation:')
      ? (s: string) => cuedIn(s, c.key) || !cuedIn(input ?? '', c.key)
      : (s: string) => lowerWords(s).join(' ').includes(head);
    const ours = asTold(shared(goal, input ?? '', c.language, toldIn), input ?? '', c.language);
    if (c.language === 'fr') return twoGerunds(ours);
    return norm !== undefined && c.language === 'pt' ? inNorm(ours, norm, input) : ours;
  });
  if (goals.length === 1) return goals[0]!;
  const languages = new Set(chosen.map((c) => c.language));
  const headingLanguage = languages.size === 1 ? chosen[0]!.language : inputLanguage;
  const heading = TEMPLATES[headingLanguage].heading; // "Os meus objetivos" in Portugal, "Meus objetivos" in Brazil
  return [norm && headingLanguage === 'pt' ? inNorm(heading, norm) : heading, ...goals.map((g, i) => `${i + 1}. ${g}`)].join('\n');
}
