/**
 * English: "I will <the user's verb phrase> <time frame>, <measure as a gerund clause>." The
 * English reader has already rewritten the statement into a verb phrase; languages the drafter does
 * not write are quoted inside the same frame.
 */
import { readFileSync } from 'node:fs';
import { TOPIC_IDS, type TopicId } from '../topics.js';
import type { Template } from './types.js';
import { measuresOf } from './measures.js';

/**
 * Words of a language the drafter does not write are not translated; the goal restates what they are
 * about (their topic) and quotes them, so that the sentence says something in English on its own.
 */
const RESTATED = JSON.parse(readFileSync(new URL('./en-restated.json', import.meta.url), 'utf8')) as Record<TopicId, string>;
const unrestated = TOPIC_IDS.filter((t) => typeof RESTATED[t] !== 'string');
if (unrestated.length) throw new Error(`en-restated.json: no words for ${unrestated.join(', ')}`);

export const en: Template = {
  language: 'en',
  heading: 'My SMART goals:',
  timeFrame: (topic) =>
    ({
      driving: 'within the next six months',
      sidejob: 'within the next three months',
      relocation: 'within the next twelve months',
      exam: 'within the next four months',
      thesis: 'within the next four months',
      gapyear: 'within the next three months',
      clients: 'over the next six months',
      conflict: 'over the next three months',
      career: 'over the next twelve months',
      hobby: 'over the next three months',
      sleep: 'over the next two months',
      procrastination: 'over the next two months',
      writing: 'within the next four months',
      reading: 'over the next twelve months',
      running: 'within the next six months',
      language: 'within the next six months',
      salary: 'within the next three months',
      promotion: 'within the next twelve months',
      job: 'within the next six months',
      speaking: 'over the next three months',
      delegation: 'over the next three months',
      feedback: 'over the next three months',
      networking: 'over the next three months',
      skills: 'within the next three months',
      fitness: 'over the next three months',
      time: 'over the next two months',
      money: 'within the next twelve months',
      leadership: 'over the next six months',
      confidence: 'over the next three months',
      building: 'within the next four months',
      wellbeing: 'over the next two months',
      social: 'over the next three months',
      smoking: 'over the next three months',
      internship: 'within the next three months',
      direction: 'over the next two months',
      general: 'within the next three months',
    })[topic],
  measures: measuresOf('en'),
  sentence({ clause, time, userTime, timeBefore, measure, topic }) {
    switch (clause.form) {
      case 'english': {
        const when =
          timeBefore !== undefined
            ? ` ${timeBefore.replace(/^(?:In|By|Within|Over|Until|Before|During|For) /u, (w) => w.toLowerCase())}`
            : userTime
              ? ''
              : ` ${time}`;
        return `I will ${clause.core}${when}, ${measure}.`;
      }
      case 'quote':
        // The user's words stay as written (we cannot translate them), after what they are about.
        return `I will work towards ${RESTATED[topic ?? 'general']}${clause.phrase ? ` ("${clause.phrase}")` : ''} ${time}, ${measure}.`;
      default:
        return `I will work towards my goal "${clause.phrase}" ${time}, ${measure}.`;
    }
  },
};
