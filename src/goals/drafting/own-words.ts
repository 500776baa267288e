/**
 * The last resort for a text about the writer's life that names no goal, no situation the drafter
 * knows and no topic ("Sono sempre in ritardo con le consegne al lavoro", "Můj syn se se mnou od
 * rozvodu nebaví"). The generic first step a vague wish gets ("three areas of my work or life")
 * ignores what the person wrote; read by hand it scored 3 of 10 every time (issue 33). This step is
 * about their situation, named in their own words: by the end of next week three changes written
 * down and one chosen, then tried for four weeks with a note every week. The quote is the mentee's
 * sentence as written, so it is grammatical in any language; the frame around it is ours.
 *
 * Linear: one pass over the text's first 5,000 characters to find its sentences.
 */
import type { Candidate } from './candidate.js';
import { stepCandidate } from './vague.js';
import type { Language } from './language.js';
import { NOISE_WORDS } from './statements.js';
import { list, lowerWords, stripTrailing } from './text.js';

/** The longest quote, in characters: a sentence, not a story. */
const QUOTE_CHARS = 100;
/** The fewest words, greetings and thanks not counted, of a sentence worth quoting on its own. */
const SENTENCE_WORDS = 4;

/** The step around the quote `q` in each language: a phrase of ours (phraseClause gives its clause form). */
const STEP: Record<Language, (q: string) => string> = {
  en: (q) =>
    `take 30 minutes by the end of next week to write down three things I could change in my situation (“${q}”), and choose one to try first`,
  cs: (q) => `do konce příštího týdne si sepíšu tři věci, které můžu změnit na své situaci („${q}“), a jednu z nich si vyberu`,
  sk: (q) => `do konca budúceho týždňa si spíšem tri veci, ktoré môžem zmeniť na svojej situácii („${q}“), a jednu z nich si vyberiem`,
  pl: (q) => `do końca przyszłego tygodnia spiszę trzy rzeczy, które mogę zmienić w swojej sytuacji („${q}”), i wybiorę jedną z nich`,
  uk: (q) => `до кінця наступного тижня випишу три речі, які можу змінити у своїй ситуації («${q}»), і виберу одну з них`,
  ru: (q) => `до конца следующей недели выпишу три вещи, которые могу изменить в своей ситуации («${q}»), и выберу одну из них`,
  de: (q) => `bis Ende nächster Woche drei Dinge aufschreiben, die ich an meiner Lage („${q}“) ändern kann, und eines davon auswählen`,
  es: (q) => `anotar antes del final de la próxima semana tres cosas que puedo cambiar en mi situación («${q}») y elegir una para empezar`,
  fr: (q) =>
    `noter d'ici la fin de la semaine prochaine trois choses que je peux changer dans ma situation (« ${q} ») et en choisir une pour commencer`,
  it: (q) =>
    `entro la fine della prossima settimana annoterò tre cose che posso cambiare nella mia situazione («${q}») e ne sceglierò una da cui partire`,
  pt: (q) => `anotar até ao fim da próxima semana três coisas que posso mudar na minha situação («${q}») e escolher uma para começar`,
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

const contentWords = (text: string): number => lowerWords(text).filter((w) => !NOISE_WORDS.has(w)).length;

/**
 * Words that tell what is wrong — negation, fear, lateness — in the eleven languages: a story that
 * starts with who the writer is ("I'm a nurse in Leeds. My manager shouts at me and I can't sleep")
 * is quoted where it says what troubles them. Czech and Slovak negate with a prefix ("nebaví",
 * "nezvládnem"), taken on words of five letters or more.
 */
const TROUBLE = new Set(
  list(`not no never nobody nothing without afraid scared worried hate stuck late lost alone tired
  nicht kein keine keinen keiner nie niemand nichts ohne angst sorge spät allein müde
  ne pas jamais personne rien sans peur retard seule seul fatigué fatiguée
  nunca nadie nada sin miedo tarde sola solo cansado cansada
  non mai nessuno niente senza paura ritardo stanco stanca
  não ninguém sem medo atraso sozinho sozinha cansado cansada
  nigdy nikt nic bez boję strach spóźniam sama sam zmęczona zmęczony
  nikdy nikdo nic bez bojím strach sama sám unavená unavený nikto bojím
  не ні ніколи ніхто нічого без боюся страх сама сам втомлена втомлений
  нет никогда никто ничего боюсь одна один устала устал`),
);

const troubled = (text: string): boolean =>
  lowerWords(text.slice(0, 1000)).some(
    (w) =>
      TROUBLE.has(w) || w.includes("n't") || w.startsWith("n'") || (w.startsWith('ne') && w.length >= 5 && /^ne[^aeiouyáéíóúýěj]/u.test(w)),
  );

/** A sentence and what ends it: disjoint classes, so the match is linear. */
const SENTENCE_RE = /[^.!?…\n]+[.!?…\n]*/gu;

/**
 * The mentee's own words worth quoting, from their sentences as written (not the clauses the goal
 * reader splits at "and"): the first of SENTENCE_WORDS words or more that says what is wrong, else
 * the first of that length, else the first sentences together ("Pracuji jako účetní. Mám dvě děti."),
 * cut to QUOTE_CHARS at a word's end, without the closing full stop. Questions are not quoted.
 */
export function quotableWords(text: string): string {
  const sentences = (text.slice(0, 5000).match(SENTENCE_RE) ?? [])
    .filter((s) => !s.includes('?'))
    .map((s) => s.replace(/\s+/gu, ' ').trim())
    .filter((s) => contentWords(s) > 0);
  const long = sentences.filter((s) => contentWords(s) >= SENTENCE_WORDS);
  let quote = long.find(troubled) ?? long[0] ?? '';
  for (const s of quote === '' ? sentences : []) {
    if (quote.length > QUOTE_CHARS) break;
    quote = quote === '' ? s : `${stripTrailing(quote)}. ${s}`;
  }
  // Trailing punctuation off by an index (stripTrailing), not a `[…]+$` pattern, which is quadratic on
  // a long run of commas.
  quote = stripTrailing(quote);
  if (quote.length > QUOTE_CHARS) {
    const cut = quote.slice(0, QUOTE_CHARS);
    const end = cut.lastIndexOf(' ');
    quote = `${stripTrailing(end > QUOTE_CHARS / 2 ? cut.slice(0, end) : cut)} …`;
  }
  // Quotation marks of the mentee's own would nest in ours.
  return quote.replace(/["“”„«»]/gu, '');
}

/** The step about the situation told in `text`, in `language`; null when no words are worth quoting. */
export function ownWordsCandidate(text: string, language: Language): Candidate | null {
  const quote = quotableWords(text);
  return contentWords(quote) < 2 ? null : stepCandidate(language, STEP[language](quote), 'own-words', TRIAL[language]);
}
