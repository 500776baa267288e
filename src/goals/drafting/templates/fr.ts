/**
 * French: "Je vais améliorer mon anglais au cours des six prochains mois, en suivant au moins deux
 * cours par semaine et en passant un test de niveau à la fin." The near future ("je vais" +
 * infinitive) fits any verb; each measure is a gerund ("en suivant …") describing how.
 */
import { framesOf, romanceSentence } from './romance.js';
import { templateOf } from './measures.js';
import { pairsIn, readData } from '../text.js';

const FRAMES = framesOf('fr');

// "arrêter de être", "que il": French elides before a vowel wherever a frame of ours meets the mentee's words.
export const fr = templateOf('fr', FRAMES.heading, (parts) =>
  romanceSentence(FRAMES, parts).replace(/(?<!\p{L})(d|qu|j|n)e (?=[aeiouyéèêâîôû])/giu, "$1'"),
);

const GERUNDS = readData('./gerunds.json') as { endings?: unknown; not?: unknown };
const ENDINGS = pairsIn('gerunds.json', GERUNDS.endings, 'endings, pairs of a gerund ending and its infinitive ending');
if (!Array.isArray(GERUNDS.not)) throw new Error('gerunds.json: a list of words that are no gerund is needed');
const NOT_GERUNDS = new Set(GERUNDS.not as string[]);
/** ", en me couchant", " et en faisant": a gerund clause's start (the gerund ends in "-ant"). */
const GERUND_RE = /(,| et) en ((?:me |m'|se |s')?)(\p{L}+ant)(?!\p{L})/gu;
/** Past the second clause every gerund is an infinitive, "puis en déposant" too ("puis déposer"), with its pronoun ("et en le revoyant": "et le revoir"). */
const REST_GERUND_RE = /(,| et| puis) en ((?:me |m'|se |s'|le |la |les |l'|lui |leur )?)(\p{L}+ant)(?!\p{L})/gu;
/** "faisant" → "faire": the file's first ending the gerund has, else "-ant" → "-er". */
const infinitive = (g: string): string => {
  const ending = ENDINGS.find(([ant]) => g.endsWith(ant));
  return ending ? g.slice(0, -ending[0].length) + ending[1] : `${g.slice(0, -3)}er`;
};

/** At most two gerund clauses a French sentence: the second joined by "et", the rest a sentence "Je vais aussi …" of infinitives. */
export function twoGerunds(goal: string): string {
  // Each sentence counts its own: "Par ailleurs, je vais perdre …, en me pesant" told after a goal's third gerund keeps its gerund.
  const sentences = goal.split(/(?<=\.) (?=\p{Lu})/u);
  return sentences.map(twoInSentence).join(' ');
}
function twoInSentence(goal: string): string {
  const at = [...goal.matchAll(GERUND_RE)].filter((m) => !NOT_GERUNDS.has(m[3]!));
  if (at.length <= 2) return goal;
  const [second, third] = [at[1]!, at[2]!];
  const head = `${goal.slice(0, second.index)} et${goal.slice(second.index + second[1]!.length, third.index).replace(/,\s*$/u, '')}.`;
  const rest = goal
    .slice(third.index)
    .replace(REST_GERUND_RE, (m, sep: string, me: string, g: string) => (NOT_GERUNDS.has(g) ? m : `${sep} ${me}${infinitive(g)}`))
    .replace(/^(?:,| et) /u, '');
  return `${head} Je vais aussi ${rest}`;
}
