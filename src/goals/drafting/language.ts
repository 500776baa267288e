/**
 * Which language is a text written in? A small, fast, deterministic scorer — no model, no
 * dictionary — for the eleven languages the drafter writes (English, Czech, Slovak, German, Spanish,
 * French, Polish, Ukrainian, Italian, Portuguese, Russian) plus one it must tell apart from them and
 * does not write (Hungarian, whose "é", "ó", "í" would otherwise pass for Spanish or Czech).
 *
 * Two kinds of evidence, both counted per word:
 * - letters: for a word with letters outside ASCII, every language whose alphabet holds all of them
 *   gets a point, two when it is the only one ("ř" is Czech, "ľ" Slovak, "ł" Polish, "і" Ukrainian,
 *   "ы" Russian, "ñ" Spanish; "č" is Czech or Slovak, "é" half of Europe);
 * - frequent words: function words and the words people use to state a goal ("chci", "chcem",
 *   "möchte", "quiero", "veux", "chcę", "хочу" …), a point per language listing the word, two when
 *   only one language does.
 * Czech and Slovak share most letters and many words; their infinitives differ ("zlepšit" /
 * "zlepšiť") and so do their most frequent words ("jsem/som", "se/sa", "chci/chcem", "pro/pre").
 * Ukrainian and Russian share the Cyrillic core; "і ї є ґ" against "ы э ъ ё" decide nearly always.
 *
 * Ties go to the earlier language in LANGUAGES (English first). A text with no evidence at all is
 * English when its letters are plain ASCII ("Python", "Promotion") and "other" otherwise (Chinese,
 * Arabic …); Hungarian is "other" too: the drafter answers it by its own fallback (hungarian.ts),
 * the rest in English.
 */
import { list } from './text.js';

/** The languages the drafter writes goals in. */
export const LANGUAGES = ['en', 'cs', 'sk', 'de', 'es', 'fr', 'pl', 'uk', 'it', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A detected language: one of LANGUAGES, or "other" for anything else (answered in English). */
export type DetectedLanguage = Language | 'other';

/** Languages scored only so that they are not mistaken for a supported one. */
const GUARDED = ['hu', 'nl', 'sv'] as const;
type Scored = Language | (typeof GUARDED)[number];
const SCORED: readonly Scored[] = [...LANGUAGES, ...GUARDED];

export type LanguageScores = Record<Scored, number>;

/** Letters outside ASCII that each language's alphabet uses (lower case). */
const ALPHABETS: Record<Scored, string> = {
  en: '',
  cs: 'áčďéěíňóřšťúůýž',
  sk: 'áäčďéíĺľňóôŕšťúýž',
  de: 'äöüß',
  es: 'áéíñóúü',
  fr: 'àâæçéèêëîïôœùûüÿ',
  pl: 'ąćęłńóśźż',
  uk: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя',
  ru: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  it: 'àèéìíîòóù',
  pt: 'áâãàçéêíóôõú',
  hu: 'áéíóöőúüű',
  nl: 'éëïö',
  sv: 'åäö',
};

/**
 * Frequent words per language. A word listed by several languages is weaker evidence for each.
 * Kept to function words and goal vocabulary; content words shared across languages ("team",
 * "python") are left out on purpose.
 */
const FREQUENT: Record<Scored, string> = {
  en: `a to in as i me my mine myself we our you your he she it its they them their the an and or but if so of
    on at by for with from about into over under this that these those is am are was were be been
    have has had does did will would can could should must want wanna like need not very really also
    just how what when where why who which all some any each every other than then there here up out
    within next year years month months week weeks day days time work job skills skill team people
    life level better more most less get learn improve become find start read run write speak
    goal goals plan plans english spanish german french public speaking promotion career`,
  cs: `a i je se si na v ve z ze do od po za pro při k ke s o u jsem jsi jsme být bych bys by chci chceme
    chtěl chtěla chtěla bych rád ráda moje můj mé mého mým mou svou své svůj svého svým také taky
    nebo když který která které kterou jak jako až už že ale aby abych co to tak více víc lépe méně
    hodně rok roku letos příští měsíc měsíce týden týdně cíl cíle cílem plánuji plánuju mám mít
    musím potřebuji potřebuju naučit zlepšit najít získat začít práci práce angličtinu měsíců ještě
    velmi jen nikdo nic něco večer nevím poslední mluvit`,
  sk: `a i je sa si na v vo z zo do od po za pre pri k ku s o u som si sme byť by chcem chceme chcel dvoch troch štyroch večer hrám
    chcela rád rada moje môj moja mojím svoju svoje svoj aj tiež alebo keď ktorý ktorá ktoré ako
    až už že ale aby čo to tak viac lepšie menej veľa rok roku tento budúci mesiac mesiace týždeň
    týždenne cieľ ciele cieľom plánujem mám mať musím potrebujem naučiť zlepšiť nájsť získať
    začať prácu práca angličtinu sebavedomie nízke prokrastináciou mesiacov ešte veľmi len nikto
    nič niečo neviem hovoriť ma môjho mojej mojou tvoj svojej rokov bývam rodičov rodičmi nemôžem môžem`,
  de: `ich du er sie es wir ihr und oder der die das den dem des ein eine einen einem einer mein meine
    meinen meinem meiner nicht mit für zu auf ist bin sind möchte möchten will würde gerne gern mehr
    besser lernen machen werden werde mich mir noch auch im am zum zur bis jahr jahres monat monaten
    woche wochen ziel ziele von als wie dass verbessern finden neuen neue weniger jeden jede`,
  es: `yo quiero me mi mis el la los las un una unos unas y o de del al en con para por que es ser
    estar más mejor mejorar aprender gustaría objetivo meta año mes meses semana cada hasta antes
    también como se lo su sus muy no encontrar nuevo trabajo tiempo a nadar leer ahorrar hablar viajar
    cocinar bajar ganar hacer empezar dejar dormir ponerme tengo sueño años dos tres pero porque cuando
    siempre todavía ya después casa mudarme estudiar llevo`,
  fr: `je j moi mon ma mes le la les un une des du de et ou en avec pour par que qui est être plus
    mieux veux voudrais aimerais souhaite apprendre améliorer objectif an année mois semaine chaque
    d l au aux dans sur ce cette pas ne trouver nouveau travail temps`,
  pl: `i w we z ze do na się nie jest że to jak mój moja moje moim chcę chciałbym chciałabym być mieć
    więcej lepiej aby żeby oraz lub albo dla przez po od ale rok roku miesiąc miesięcy tygodniu
    celem cel planuję zamierzam muszę nauczyć poprawić znaleźć pracę czas szukam pracy nikt jestem
    mnie bardzo tylko teraz ponieważ bo kiedy który która które odpowiada czuję dzień tydzień`,
  uk: `я і й та що як це мені мене мій моя моє мої свою свої хочу планую до на в у з за по від для
    щоб більше краще рік року місяць місяці тиждень мета метою ціль цілі навчитися покращити бути
    не але або також дуже роботу мову хотів хотіла працюю працювати робота роботі вже зараз бо коли треба тому
    щодня щотижня почати почну кожен кожного кожну кожен зовсім багато стати наступного цього після гроші грошей
    дітей дитини тварин притулку притулок себе`,
  ru: `я и что как это мне меня мой моя моё мои свою хочу планирую до на в у с за по от для чтобы
    больше лучше год года месяц неделю цель научиться улучшить быть не но или также очень работу
    язык хотел хотела выучить найти новую английский английскому похудеть бегать читать книги
    начать получить стать уверенность проблема мечтаю хотелось бы ещё еще работаю работать работа работе уже сейчас
    потому когда надо нужно каждый каждую каждого всегда совсем много`,
  it: `a io voglio vorrei il lo gli di che per della del sono imparare migliorare mio mia miei una un e ed
    non anche molto più anno mese obiettivo trovare lavoro nuovo nuova leggere libri correre perdere peso
    diventare ottenere iniziare smettere fare avere essere inglese spagnolo tedesco francese entro questo
    quest'anno settimana mesi vorrei mi piacerebbe desidero spero lingua fiducia sonno dormire ho sono con problema
    sogno tra fra due tre anni ma perché quando nel nella alla dei degli delle sul sulla hai ha sempre ancora già dopo casa
    trasferirmi lavorare lavoro studiare riesco sento andato andata pensione inutile`,
  pt: `a eu quero gostaria o os as um uma de do da em no na para com que mais melhor meu minha aprender
    melhorar ano mês não também objetivo trabalho emprego novo nova encontrar conseguir ler livros correr
    perder peso começar parar fazer ter ser inglês espanhol alemão francês até este semana meses pretendo
    espero gostaria vou tenho estou língua confiança dormir sono sonho anos dois três mas porque quando
    sempre ainda já depois casa mudar estudar consigo ando sem cansado cansada energia e vergonha medo
    aprendi perdi fiquei muito há`,
  hu: `szeretnék szeretném akarok akarom és hogy az egy nem is vagy meg célom célja tanulni évben év
    hónap hét minden jobb új munkát munka angolul angol nyelvet fogok kell lenni szeretnék nincs
    vagyok van volt már még csak mert de ha nagyon mindig soha hónapja éve hete óta munkám
    munkahelyem állást állás pénzem pénzt sok nagy kicsit most aztán után elég tudok tudom érzem
    magam engem nekem velem sem senki semmi amikor ahol ezért mindent következő legalább hetente naponta
    havonta folyton egymást mostanában szinte szeretném ezt azt ezzel azzal vele velük kellene le el ki be`,
  nl: `ik wil een het de van en niet ook mijn nieuwe baan vinden leren graag zou willen beter meer jaar
    wil werk mijn doel is om te`,
  sv: `jag vill en ett och inte också min mitt nytt nya jobb lära mig att hitta bättre mer år mål skulle
    gärna vill`,
};

const FREQUENT_INDEX = new Map<string, Scored[]>();
for (const lang of SCORED) {
  for (const w of list(FREQUENT[lang])) {
    const langs = FREQUENT_INDEX.get(w) ?? [];
    if (!langs.includes(lang)) langs.push(lang);
    FREQUENT_INDEX.set(w, langs);
  }
}

const ALPHABET_SETS = new Map<Scored, Set<string>>(SCORED.map((l) => [l, new Set(ALPHABETS[l])]));

const RUSSIAN_TI = new Set(list('найти идти прийти уйти пойти войти выйти зайти дойти перейти расти вырасти нести вести везти спасти'));

const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
/**
 * Hungarian shapes no language the drafter writes has: "gy" before a vowel ("egy", "nagyon",
 * "vagyok"), infinitives in a consonant and "-ni" ("tanulni", "megszerezni"; Italian writes "-rni",
 * "-gni", "-nni"), and case endings ("vitatkozunk", "munkából", "főnökről", "orvosnál").
 */
const HUNGARIAN_SHAPE_RE = /gy[aeiouáéíóöőúüű]|^.{3,}(?:[lzysdtv]ni|unk|ünk|ból|ből|ról|ről|nál|nél|höz)$/u;
const UKRAINIAN_LETTER_RE = /[іїєґ]/u;
/** Ukrainian reflexive infinitives ("займатися", "навчитися"): Russian writes "-ться" ("заниматься"). */
const UKRAINIAN_REFLEXIVE_RE = /(?:ти|чи)ся$/u;
const CYRILLIC_WORDS_WITHOUT_I = 5;

/** Words for scoring: letters only, so "j'aimerais" gives "j" and "aimerais", "I'm" gives "i" and "m". */
const SCORING_WORD_RE = /[\p{L}\p{M}]+/gu;
const ASCII_WORD_RE = /^[a-z]+$/;
const ENGLISH_SPELLING_RE = /ing$|th|wh|sh/;
const ITALIAN_SPELLING_RE = /zion[ei]$/;
/** Enough words to be sure; the rest of a 100 kB input adds nothing but time. */
const MAX_SCORED_WORDS = 5000;

function add(scores: LanguageScores, langs: readonly Scored[]): void {
  const weight = langs.length === 1 ? 2 : 1;
  for (const l of langs) scores[l] += weight;
}

/** The raw evidence per language (exported for tests and for weighing one statement against the whole). */
export function languageScores(text: string): LanguageScores {
  const scores = Object.fromEntries(SCORED.map((l) => [l, 0])) as LanguageScores;
  let n = 0;
  // Cyrillic words, and whether any has a letter Russian never writes ("і", "ї", "є", "ґ").
  let cyrillic = 0;
  let ukrainianLetter = false;
  for (const m of text.matchAll(SCORING_WORD_RE)) {
    if (++n > MAX_SCORED_WORDS) break;
    const word = m[0].toLowerCase();
    const frequent = FREQUENT_INDEX.get(word);
    if (frequent) add(scores, frequent);
    if (word.length <= 40 && HUNGARIAN_SHAPE_RE.test(word)) scores.hu += 1;
    if (ASCII_WORD_RE.test(word)) {
      // English spelling that the other Latin-script languages here do not use: "-ing", "th", "wh",
      // "sh" (German writes "sch", Polish "sz"). Catches "Running a 10k" or "Negotiate the salary".
      if (word.length >= 3 && ENGLISH_SPELLING_RE.test(word)) scores.en += 1;
      // Italian nouns in "-zione" ("procrastinazione", "promozione"): Spanish writes "-ción".
      if (word.length >= 7 && ITALIAN_SPELLING_RE.test(word)) scores.it += 1;
      continue;
    }
    if (word.length > 40) continue;
    // Slovak plural instrumentals in "-iami" ("vstávaniami", "povinnosťami" aside): Czech writes "-ími"/"-emi".
    if (word.length >= 7 && word.endsWith('iami')) scores.sk += 3;
    if (CYRILLIC_RE.test(word)) {
      cyrillic++;
      if (UKRAINIAN_LETTER_RE.test(word)) ukrainianLetter = true;
    }
    const special = [...new Set([...word].filter((ch) => ch > '\u007f'))];
    if (special.length === 0) continue;
    const covering = SCORED.filter((l) => {
      const alphabet = ALPHABET_SETS.get(l)!;
      return alphabet.size > 0 && special.every((ch) => alphabet.has(ch));
    });
    if (covering.length > 0) add(scores, covering);
    // Russian and Ukrainian infinitives: "пробежать, выучить" against "стати, схуднути" (the few
    // Russian ones in "-ти" are listed), for a short text with no letter of its own.
    if (covering.includes('uk') && covering.includes('ru') && word.length >= 4) {
      if (UKRAINIAN_REFLEXIVE_RE.test(word)) {
        scores.uk += 2;
        ukrainianLetter = true;
      } else if (word.endsWith('ть')) scores.ru += 1;
      else if (word.endsWith('ти') && !RUSSIAN_TI.has(word)) scores.uk += 1;
    }
    // Czech and Slovak infinitives: "zlepšit, naučit, získat" against "zlepšiť, naučiť, získať".
    if (covering.includes('cs') && covering.includes('sk')) {
      if (word.endsWith('ť')) scores.sk += 1;
      else if (/[aeiouyáéíúůýě]t$/u.test(word)) scores.cs += 1;
    }
  }
  // A Ukrainian sentence of any length writes "і" ("і", "мені", "від", "після") or a reflexive
  // infinitive in "-тися": five Cyrillic words with neither are Russian ("Я пишу магистерскую диссертацию, защита в июне …").
  if (cyrillic >= CYRILLIC_WORDS_WITHOUT_I && !ukrainianLetter) scores.ru += 2;
  // "¿" and "¡" open Spanish questions and exclamations and nothing else.
  const head = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const inverted = head.match(/[¿¡]/g);
  if (inverted) scores.es += 2 * Math.min(inverted.length, 5);
  return scores;
}

/** Languages close enough that one input may well score for both. */
const SIBLINGS: readonly (readonly Scored[])[] = [
  ['cs', 'sk', 'pl'],
  ['uk', 'ru'],
  ['es', 'pt', 'it', 'fr'],
  ['de', 'nl', 'sv'],
];

/**
 * Is the text a mix of two unrelated languages ("Ich want to improve mein Englisch")? The best
 * language unrelated to the first must have real evidence (three points or more) and half the first's:
 * Czech next to Slovak is no mix, nor is a French text whose "é" scores a few Czech points.
 */
export function isMixed(scores: LanguageScores): boolean {
  const ranked = [...SCORED].sort((a, b) => scores[b] - scores[a]);
  const first = ranked[0]!;
  const second = ranked.find((l) => l !== first && !SIBLINGS.some((group) => group.includes(first) && group.includes(l)))!;
  return scores[second] >= 3 && 2 * scores[second] >= scores[first];
}

/** The best-scoring language of `scores`; ties go to the earlier one in LANGUAGES. */
export function bestLanguage(scores: LanguageScores): { language: Scored; score: number } {
  let best: Scored = 'en';
  for (const l of SCORED) if (scores[l] > scores[best]) best = l;
  return { language: best, score: scores[best] };
}

const NON_ASCII_LETTER_RE = /[^\u0000-\u007f]/u;
const LETTERS_RE = /\p{L}/gu;

/** The language of `text`, or "other" (answered in English). */
export function detectLanguage(text: string): DetectedLanguage {
  return fromScores(text, languageScores(text));
}

export function fromScores(text: string, scores: LanguageScores): DetectedLanguage {
  const { language, score } = bestLanguage(scores);
  if (score === 0) {
    const letters = text.slice(0, 20_000).match(LETTERS_RE);
    if (!letters) return 'en';
    return letters.some((ch) => NON_ASCII_LETTER_RE.test(ch)) ? 'other' : 'en';
  }
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'other';
}

/**
 * The language one statement is read in, given the language of the whole input: a statement keeps
 * the input's language unless it clearly speaks another supported one (a margin of two points), so
 * a short item like "Python a SQL" inside a Czech list stays Czech while "Learn Python" does not.
 */
export function statementLanguage(text: string, documentLanguage: DetectedLanguage): DetectedLanguage {
  const scores = languageScores(text);
  const own = fromScores(text, scores);
  if (own === documentLanguage || own === 'other') return documentLanguage;
  const base = documentLanguage === 'other' ? 0 : scores[documentLanguage];
  return scores[own] - base >= 2 ? own : documentLanguage;
}

/** The language goals are written in: the detected one, or English for everything else. */
export function outputLanguage(detected: DetectedLanguage): Language {
  return detected === 'other' ? 'en' : detected;
}
