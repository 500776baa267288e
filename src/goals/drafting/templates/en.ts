/**
 * English: "I will <the user's verb phrase> <time frame>, <measure as a gerund clause>." The
 * English reader has already rewritten the statement into a verb phrase; languages the drafter does
 * not write are quoted inside the same frame.
 */
import { TOPIC_IDS, type TopicId } from '../topics.js';
import { templateOf } from './measures.js';
import { timedBeforeWay } from './way-after-time.js';
import { need, readData } from '../text.js';

/**
 * Words of a language the drafter does not write are not translated; the goal restates what they are
 * about (their topic) and quotes them, so that the sentence says something in English on its own.
 */
const RESTATED = readData('./templates/en-restated.json') as Record<TopicId, string>;
need('en-restated.json', RESTATED, TOPIC_IDS.join(' '));

export const en = templateOf('en', 'My SMART goals:', ({ clause, time, userTime, timeBefore, measure, topic }) => {
  switch (clause.form) {
    case 'english': {
      const when =
        timeBefore !== undefined
          ? ` ${timeBefore.replace(/^(?:In|By|Within|Over|Until|Before|During|For) /u, (w) => w.toLowerCase())}`
          : userTime
            ? ''
            : ` ${time}`;
      return `${when ? timedBeforeWay(`I will ${clause.core}`, when.trimStart(), 'en') : `I will ${clause.core}`}, ${measure}.`;
    }
    case 'quote':
      // The user's words stay as written (we cannot translate them), after what they are about.
      return `I will work towards ${RESTATED[topic ?? 'general']}${clause.phrase ? ` ("${clause.phrase}")` : ''} ${time}, ${measure}.`;
    default:
      return `I will work towards my goal "${clause.phrase}" ${time}, ${measure}.`;
  }
});
