/**
 * Czech: "Naučím se španělsky během šesti měsíců – budu mít alespoň dvě lekce týdně a na
 * konci si udělám test úrovně." Measures are first-person clauses without gendered forms, so they fit
 * every mentee; where the writer's words mark their gender ("chtěla bych"), four of them say it the
 * way a person would: "na každý pohovor půjdu připravená", "přijdu na ni připravený", "co jsem
 * zvládla".
 */
import { slavicSentence } from './slavic.js';
import { templateOf } from './measures.js';

export const cs = templateOf('cs', 'Moje SMART cíle:', (parts) =>
  slavicSentence({ language: 'cs', goalIs: 'Mým cílem je', obtain: 'Získám', dash: ' – ' }, parts),
);
