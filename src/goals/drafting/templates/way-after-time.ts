/**
 * Where our time frame goes in a goal that ends with the mentee's way or purpose (way-after-time.json): with the aim,
 * before the way told after the last comma, in English and the Slavic templates.
 */
import type { Language } from '../language.js';
import { DEGREE_END, need, readData } from '../text.js';

const WAYS = readData('./templates/way-after-time.json') as Partial<Record<Language, string>>;
need('way-after-time.json', WAYS, 'en cs sk pl uk ru');
const WAY_RE = new Map(Object.entries(WAYS).map(([l, w]) => [l, new RegExp(`^(?:${w})(?!\\p{L})`, 'iu')]));
/** "накоплю …, откладывая по 60 тысяч в месяц": the time goes with the aim, before a way or a purpose told after the last comma (way-after-time.json). */
export function timedBeforeWay(goal: string, time: string, lang: Language): string {
  const at = goal.lastIndexOf(', ');
  // Not after a degree the purpose completes ("tak, aby som zvládol pohovor").
  const way = at > 0 && WAY_RE.get(lang)?.test(goal.slice(at + 2, at + 40)) && !DEGREE_END.test(goal.slice(Math.max(0, at - 30), at));
  return way ? `${goal.slice(0, at)} ${time}${goal.slice(at)}` : `${goal} ${time}`;
}
