/**
 * Slovak: "Naučím sa po anglicky do šiestich mesiacov – budem mať aspoň dve lekcie
 * týždenne a na konci si urobím test úrovne." No gendered forms in the measures, unless the writer's
 * words mark their gender ("chcela by som"): then four of them say "pôjdem pripravená/pripravený",
 * "prídem naň pripravená", "čo som zvládla/zvládol".
 */
import { slavicSentence } from './slavic.js';
import { templateOf } from './measures.js';

export const sk = templateOf('sk', 'Moje SMART ciele:', (parts) =>
  slavicSentence({ language: 'sk', goalIs: 'Mojím cieľom je', obtain: 'Získam', dash: ' – ' }, parts),
);
