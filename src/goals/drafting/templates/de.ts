/**
 * German: "In den nächsten sechs Monaten werde ich mein Englisch verbessern; dafür nehme ich
 * mindestens zwei Unterrichtsstunden pro Woche und mache am Ende einen Einstufungstest."
 *
 * The time frame opens the sentence: German infinitive phrases end with the verb, so a time frame
 * after them ("… verbessern in den nächsten sechs Monaten") would read clumsily, while "In den
 * nächsten … werde ich …" is the natural order. Each measure continues "dafür" (only one a sentence), a step's next step "außerdem", but a decision's steps ("… entscheiden", or a measure that ends in one: "… und entscheide mich dann") are its "dafür".
 */
import { readData, upperFirst } from '../text.js';
import { templateOf } from './measures.js';

/** Lower-case words ending like an infinitive that are none ("gern", "morgen", "gestern"; de-words.json noVerb). */
const NO_VERB = new Set((readData('./templates/de-words.json') as { noVerb?: string[] }).noVerb);
if (!NO_VERB.size) throw new Error('de-words.json: noVerb, the words ending like an infinitive that are none');

/**
 * A noun phrase the mentee gave that is a verb phrase after all ("bis Juni 8 Kilo abnehmen", "bis Ostern
 * entscheiden, ob …"): its last word before any comma is a lower-case infinitive (nouns are capitalised),
 * not one with "zu". "werde ich" carries it; after "erreiche ich mein Ziel:" it read as pasted.
 */
function endsInInfinitive(phrase: string): boolean {
  const words = phrase.split(',', 1)[0].trim().split(' ');
  const last = words.at(-1) ?? '';
  const lower = last.length > 3 && last === last.toLowerCase() && last !== last.toUpperCase();
  return words.length > 1 && lower && /(?:en|ern|eln)$/u.test(last) && !NO_VERB.has(last) && words.at(-2) !== 'zu';
}

/** "aus der Wohnung raus", "die Schulden los": a particle without its verb, a state to reach ("… raus sein"). */
const PARTICLE_END = /^[^,]*? (?:raus|heraus|hinaus|weg|los)(?=,|$)/u;
/** "in Rente", "ins Ausland", "nach Berlin", "in den Master in Köln": a place or state to go to, told without its verb after "will ich" (… gehen). */
const GONE_TO = /^(?:in|ins|nach|zurück nach) (?:den |die |das )?\p{Lu}[\p{L}-]*(?: (?:in|an|bei|nach) \p{Lu}[\p{L}-]*)?$/u;
export const de = templateOf('de', 'Meine SMART-Ziele:', ({ clause, time, userTime, timeBefore, measure, topic }) => {
  // The fronted time frame: the user's own (written before the intention), ours, or none.
  // "Ende März" fronted is the point the goal is reached by: "Bis Ende März werde ich meinen Blutdruck senken" (blind reading 38's 2).
  const told = timeBefore ?? (userTime ? undefined : time);
  const front = told && /^(?:ende|anfang|mitte) /iu.test(told) ? `bis ${told}` : told;
  const willDo = (phrase: string): string => (front ? `${upperFirst(front)} werde ich ${phrase}` : `Ich werde ${phrase}`);
  let goal: string;
  switch (clause.form) {
    case 'infinitive':
      goal = willDo(clause.phrase);
      break;
    case 'object':
    case 'subject':
      if (endsInInfinitive(clause.phrase) || PARTICLE_END.test(clause.phrase) || GONE_TO.test(clause.phrase)) {
        goal = willDo(clause.phrase.replace(PARTICLE_END, '$& sein').replace(GONE_TO, '$& gehen'));
        break;
      }
      // "Ich möchte einen neuen Job" / "Besseres Englisch": the noun phrase follows a colon, so its
      // case (accusative after "möchte", nominative in a list) never clashes with our frame — a
      // commitment ("erreiche ich mein Ziel"), not "arbeite ich auf dieses Ziel hin", which promises nothing.
      goal = front ? `${upperFirst(front)} erreiche ich mein Ziel: ${clause.phrase}` : `Ich erreiche mein Ziel: ${clause.phrase}`;
      break;
    case 'english':
      goal = `Ich werde ${clause.core}`;
      break;
    default:
      goal = front ? `${upperFirst(front)}: ${clause.phrase}` : upperFirst(clause.phrase);
  }
  return `${goal.replace(/(werde(?: ich)?) dafür /u, '$1 ')}; ${topic === 'direction' && !`${goal} ${measure}`.includes(' entscheide') ? 'außerdem' : 'dafür'} ${measure}.`;
});
