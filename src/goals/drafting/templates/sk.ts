/**
 * Slovak: "Naučím sa po anglicky do šiestich mesiacov – budem mať aspoň dve lekcie
 * týždenne a na konci si urobím test úrovne." No gendered forms in the measures, unless the writer's
 * words mark their gender ("chcela by som"): then four of them say "pôjdem pripravená/pripravený",
 * "prídem naň pripravená", "čo som zvládla/zvládol".
 */
import { slavicSentence } from './slavic.js';
import type { MonthPhrases, Template } from './types.js';
import { TOPIC_MONTHS } from '../topics.js';
import { measuresOf } from './measures.js';

const MONTHS: MonthPhrases = {
  2: 'do dvoch mesiacov',
  3: 'do troch mesiacov',
  4: 'do štyroch mesiacov',
  6: 'do šiestich mesiacov',
  12: 'do dvanástich mesiacov',
};

export const sk: Template = {
  language: 'sk',
  heading: 'Moje SMART ciele:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: measuresOf('sk'),
  sentence: (parts) => slavicSentence({ language: 'sk', goalIs: 'Mojím cieľom je', obtain: 'Získam', dash: ' – ' }, parts),
};
