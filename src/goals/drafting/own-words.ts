/**
 * The last resort for a text about the writer's life that names no goal, no situation the drafter
 * knows and no topic ("Sono sempre in ritardo con le consegne al lavoro", "Můj syn se se mnou od
 * rozvodu nebaví"). The generic first step a vague wish gets ("three areas of my work or life")
 * ignores that they told a situation: this step is about it — by the end of next week three changes
 * written down and one chosen, then tried for four weeks with a note every week.
 * Their sentence is not quoted (issue 33): a story sentence pasted inside a goal
 * ("… in my situation (“I have worked as an accountant for six years”)") read as a grammar break to
 * every blind reader; only the frame, which is ours, is written.
 */
import type { Candidate } from './candidate.js';
import { stepCandidate } from './vague.js';
import type { Language } from './language.js';
import { NOISE_WORDS } from './statements.js';
import { lowerWords } from './text.js';

/** The step in each language: a phrase of ours (phraseClause gives its clause form). */
const STEP: Record<Language, string> = {
  en: 'take 30 minutes by the end of next week to write down three things I could change in my situation, and choose one to try first',
  cs: 'do konce příštího týdne si sepíšu tři věci, které můžu změnit na své situaci, a jednu z nich si vyberu',
  sk: 'do konca budúceho týždňa si spíšem tri veci, ktoré môžem zmeniť na svojej situácii, a jednu z nich si vyberiem',
  pl: 'do końca przyszłego tygodnia spiszę trzy rzeczy, które mogę zmienić w swojej sytuacji, i wybiorę jedną z nich',
  uk: 'до кінця наступного тижня випишу три речі, які можу змінити у своїй ситуації, і виберу одну з них',
  ru: 'до конца следующей недели выпишу три вещи, которые могу изменить в своей ситуации, и выберу одну из них',
  de: 'bis Ende nächster Woche drei Dinge aufschreiben, die ich an meiner Lage ändern kann, und eines davon auswählen',
  es: 'anotar antes del final de la próxima semana tres cosas que puedo cambiar en mi situación y elegir una para empezar',
  fr: "noter d'ici la fin de la semaine prochaine trois choses que je peux changer dans ma situation et en choisir une pour commencer",
  it: 'entro la fine della prossima settimana annoterò tre cose che posso cambiare nella mia situazione e ne sceglierò una da cui partire',
  pt: 'anotar até ao fim da próxima semana três coisas que posso mudar na minha situação e escolher uma para começar',
};

/** What follows the step: the chosen change tried for four weeks, a note every week (the template's measure). */
const TRIAL: Record<Language, string> = {
  en: 'then try it for four weeks and note every week whether it helps',
  cs: 'potom ji budu čtyři týdny zkoušet a každý týden si zapíšu, jestli pomáhá',
  sk: 'potom ju budem štyri týždne skúšať a každý týždeň si zapíšem, či pomáha',
  pl: 'potem przez cztery tygodnie będę ją wypróbowywać i co tydzień zapiszę, czy pomaga',
  uk: 'потім чотири тижні пробуватиму її і щотижня записуватиму, чи це допомагає',
  ru: 'потом четыре недели буду пробовать её и каждую неделю записывать, помогает ли это',
  de: 'probiere ich es danach vier Wochen lang aus und notiere jede Woche, ob es hilft',
  es: 'probándola después durante cuatro semanas y apuntando cada semana si me ayuda',
  fr: "en l'essayant ensuite pendant quatre semaines et en consignant chaque semaine si elle m'aide",
  it: 'provandola poi per quattro settimane e segnando ogni settimana se mi aiuta',
  pt: 'experimentando-a depois durante quatro semanas e verificando todas as semanas se me ajuda',
};

const contentWords = (text: string): number => lowerWords(text.slice(0, 5000)).filter((w) => !NOISE_WORDS.has(w)).length;

/** The step about the situation told in `text`, in `language`; null when it has fewer than two words of content. */
export function ownWordsCandidate(text: string, language: Language): Candidate | null {
  return contentWords(text) < 2 ? null : stepCandidate(language, STEP[language], 'own-words', TRIAL[language]);
}
