/**
 * Hungarian: answered in Hungarian by an honest fallback, not the full reader the eleven languages
 * have. Hungarian is agglutinative ("munkát", "munkám", "munkanélküli"), so the drafter does not
 * rewrite the mentee's words into a clause; it recognises what the text is about by word stems and
 * answers each topic with a fixed, grammatical first-person sentence that carries a time bound and a
 * measure with a figure; a relationship names the person ("a lányommal való kapcsolatomon"), a
 * weight goal the mentee's kilos. A text with no recognised topic gets the first step in its own
 * words (the sentence that says what is wrong, quoted); a vague wish ("jobb akarok lenni") gets a first step.
 *
 * Stems are matched at a word's start, one alternation per topic: linear in the input.
 */
import { MAX_SITUATIONS } from './situations.js';

type HungarianTopic =
  | 'promotion'
  | 'career'
  | 'job'
  | 'language'
  | 'smoking'
  | 'alcohol'
  | 'sugar'
  | 'debts'
  | 'money'
  | 'sleep'
  | 'running'
  | 'fitness'
  | 'confidence'
  | 'procrastination'
  | 'wellbeing'
  | 'social'
  | 'exam'
  | 'reading'
  | 'speaking'
  | 'hobby'
  | 'weight'
  | 'stress'
  | 'relationship'
  | 'family'
  | 'thesis'
  | 'study'
  | 'driving';

/** Word beginnings per topic, lower case; earlier topics win a stem both would match. */
const STEMS: [HungarianTopic, string[]][] = [
  ['promotion', ['előléptet', 'vezetői pozíció', 'vezető pozíció', 'vezetővé', 'csoportvezető']],
  [
    'career',
    [
      'pályát vált',
      'pályaváltás',
      'karrierváltás',
      'utálom a munkám',
      'nem szeretem a munkám',
      'új szakma',
      'másik szakma',
      'más területre',
      'más területen',
    ],
  ],
  [
    'job',
    [
      // "munkámhoz szükséges" (needed for my work) is no job search: a job goal needs a search, a loss or a new place.
      'munkanélküli',
      'új munkahely',
      'munkahelyet',
      'munkát keres',
      // "keresek munkát": the verb before its object.
      'keresek munkát',
      'keresek állást',
      'nem hív vissza',
      'munkát talál',
      'új munkát',
      'állást',
      'állás után',
      'állásker',
      'elbocsát',
      'kirúgtak',
      'pályáz',
      'állásinterjú',
      'nincs munk',
      'elvesztettem a munkám',
      'állásom',
    ],
  ],
  ['language', ['angol', 'német', 'spanyol', 'francia', 'olasz', 'nyelv']],
  // A thesis before studying in general, a driving licence before "vezetői" could be read as leadership.
  ['thesis', ['szakdolgozat', 'diplomamunk', 'disszertáció', 'doktori']],
  ['driving', ['jogosítvány', 'jogsi', 'autót vezetni', 'vezetni tanul', 'kresz']],
  ['smoking', ['dohányz', 'cigarett', 'leszokni a doh', 'rágyújt']],
  // Health habits with measures of their own: drinks and alcohol-free days, sugar-free days.
  ['alcohol', ['alkohol', 'iszom', 'inni', 'sörö', 'sört', 'bort ', 'borozá', 'italoz']],
  ['sugar', ['cukor', 'cukrot', 'cukros', 'édesség', 'nassol', 'csokolád']],
  ['debts', ['adósság', 'tartozás', 'hitel', 'törleszt', 'eladósod']],
  ['money', ['pénz', 'spórol', 'megtakarít', 'félretesz', 'félretenni', 'költségvetés']],
  ['sleep', ['alvás', 'aludni', 'alszom', 'álmatlan', 'elalszom', 'kialvatlan']],
  ['running', ['futni', 'futok', 'futás', 'maraton', 'félmaraton']],
  ['weight', ['fogy', 'kilót', 'kiló', 'túlsúly', 'hízt', 'elhízt', 'testsúly']],
  ['fitness', ['edzeni', 'edzés', 'sportol', 'mozogni', 'mozgás', 'egészségesebb', 'kondíció', 'erőnlét']],
  ['confidence', ['önbizalm', 'önbizalom', 'magabiztos', 'bizonytalan', 'kételkedem']],
  ['procrastination', ['halogat', 'határidő', 'utolsó pillanat', 'elodáz', 'időbeoszt', 'elkések', 'késésben']],
  ['stress', ['stressz', 'szorong', 'idegesked', 'feszült', 'pánik']],
  // Someone to get along with: a quarrel, a tension, "kijönni" (to get along) — answered by a talk.
  [
    'relationship',
    [
      'veszeked',
      'veszeksz',
      'vitatkoz',
      'vitáz',
      'vitáink',
      'összeveszt',
      'konfliktus',
      'kijönni',
      'kijövök',
      'nem beszél',
      'nem értjük meg',
      'kiabál',
      'kritizál',
      'megaláz',
    ],
  ],
  ['family', ['családom', 'családdal', 'családra', 'gyerekeimre', 'gyerekeimmel']],
  ['wellbeing', ['kiég', 'kimerült', 'fáradt', 'túlhajszolt', 'túlterhelt', 'nincs energiám']],
  ['social', ['magány', 'egyedül érzem', 'nincsenek barát', 'nincs barát', 'senkit sem ismerek', 'senkit nem ismerek']],
  ['exam', ['vizsg', 'érettségi']],
  ['study', ['tanulás', 'tanulni', 'tanulok', 'egyetem', 'jegyeim', 'órákra', 'beadandó']],
  ['reading', ['olvas', 'könyvet', 'könyveket', 'könyvek', 'könyvből']],
  ['hobby', ['gitár', 'zongor', 'hegedű', 'festeni', 'rajzolni', 'főzni', 'táncol', 'énekel']],
  ['speaking', ['nyilvános beszéd', 'előad', 'prezentá', 'nyilvánosan beszél', 'közönség előtt']],
];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const COMPILED = STEMS.map(([topic, stems]) => ({
  topic,
  re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems.map(escape).join('|')})`, 'iu'),
}));

/** The goal per topic: the time frame first, then the goal, then its measure, all with figures. */
const GOALS: Record<HungarianTopic, string> = {
  promotion:
    'A következő tizenkét hónapban elérem az előléptetést: a felettesemmel megállapodom három világos feltételben, és havonta együtt áttekintjük, hogyan haladok.',
  career:
    'A következő tizenkét hónapban hozzám jobban illő szakterületre váltok: havonta elvégzek egy kurzust vagy projektet az új területen, és legalább két emberrel beszélek, akik már ott dolgoznak.',
  job: 'A következő hat hónapban új munkahelyet találok: havonta legalább öt, az adott állásra szabott pályázatot küldök el, havi két állásinterjúra törekszem, és mindegyikre próbainterjúval készülök fel.',
  language:
    'A következő hat hónapban fejlesztem a nyelvtudásomat: hetente legalább két nyelvórát veszek, naponta 20 percet gyakorolok, és a végén szintfelmérő tesztet írok.',
  smoking:
    'A következő három hónapban leszokom a dohányzásról: minden héten napi két szállal kevesebbet szívok, négy héten belül kijelölöm a leszokás napját, és számolom a füstmentes napjaimat.',
  alcohol:
    'A következő három hónapban kevesebb alkoholt iszom: hetente legalább négy alkoholmentes napot tartok, egy héten legfeljebb öt italt iszom, és minden italt feljegyzek.',
  sugar:
    'A következő három hónapban csökkentem a cukorfogyasztásomat: hetente legalább öt cukormentes napot tartok, nem tartok otthon édességet, és minden cukormentes napot feljegyzek.',
  debts:
    'A következő tizenkét hónapban rendezem az adósságaimat: két héten belül felírom az összes tartozásomat az összeggel és a határidővel együtt, és minden hónapban fix összeget törlesztek, először a legdrágább hitelből.',
  money:
    'A következő tizenkét hónapban rendbe teszem a pénzügyeimet: minden hónapban félreteszek egy fix összeget, a jövedelmem legalább 10%-át, és minden hónap 1-jén átnézem a költségvetésemet.',
  sleep:
    'A következő két hónapban jobban és rendszeresebben alszom: a hét legalább öt napján legkésőbb 23:00-kor lefekszem, és feljegyzem, hány órát aludtam.',
  running:
    'A következő hat hónapban edzésterv szerint készülök a futásra: hetente legalább háromszor futok, és minden futás távját feljegyzem.',
  fitness:
    'A következő három hónapban egészségesebb szokásokat alakítok ki: hetente legalább háromszor 30 percet sportolok, és minden edzést feljegyzek.',
  confidence:
    'A következő három hónapban megerősítem az önbizalmamat: minden héten megteszek egy dolgot, amihez bátorság kell, például elsőként szólalok meg egy megbeszélésen, és minden alkalommal leírom, mi sikerült.',
  procrastination:
    'A következő két hónapban leszokom a halogatásról, és tartom a határidőimet: minden este legfeljebb három feladatot tervezek a következő napra, és reggelente a legnehezebbel kezdek egy 25 perces, összpontosított munkablokkban.',
  wellbeing:
    'A következő két hónapban visszanyerem az energiámat, és fenntartható szintre csökkentem a munkaterhelésemet: a hét legalább négy napján 18:00-ig befejezem a munkát, hetente egy napot teljesen munka nélkül töltök, és minden pénteken 1-től 10-ig értékelem az energiámat.',
  social:
    'A következő három hónapban új embereket ismerek meg, és baráti kört építek magam körül: még ebben a hónapban csatlakozom egy klubhoz, tanfolyamhoz vagy önkéntes csoporthoz, és hetente legalább egyszer találkozom valakivel munkán kívül.',
  exam: 'A következő négy hónapban leteszem a vizsgát: hetente legalább öt órát tanulok, kéthetente megírok egy teljes próbavizsgát, és előre bejelentkezem a vizsgaidőpontra.',
  reading:
    'A következő tizenkét hónapban rendszeresen olvasok: havonta legalább egy könyvet elolvasok, és mindegyikből három gondolatot feljegyzek.',
  hobby:
    'A következő három hónapban elsajátítom az új hobbimat: hetente legalább háromszor 30 percet gyakorlok, és havonta megtanulok egy új darabot vagy technikát.',
  weight:
    'A következő három hónapban egészséges tempóban fogyok: hetente egyszer, mindig ugyanazon a reggelen megmérem magam, minden vasárnap megtervezem a heti étkezéseimet, hetente legalább háromszor 30 percet mozgok, és heti fél kiló fogyást tűzök ki.',
  stress:
    'A következő két hónapban csökkentem a stresszt: naponta 10 percet sétálok vagy légzőgyakorlatot végzek, hetente háromszor 30 percet mozgok, és minden este 1-től 10-ig feljegyzem, mennyire voltam feszült.',
  relationship:
    'A következő három hónapban javítok a kapcsolatunkon: két héten belül egy nyugodt pillanatban négyszemközt elmondom, mi bánt, megállapodunk két konkrét változásban, és havonta egyszer közösen megnézzük, működnek-e.',
  family:
    'A következő két hónapban több időt töltök a családommal: hetente legalább két estét és egy hétvégi napot munka és telefon nélkül velük töltök, és minden vasárnap közösen megtervezzük a következő hét programját.',
  thesis:
    'A következő négy hónapban befejezem a szakdolgozatomat: hetente legalább öt oldalt írok, négyhetente lezárok egy fejezetet, és mindegyiket elküldöm a témavezetőmnek véleményezésre.',
  study:
    'A következő három hónapban rendszeresen tanulok: hetente legalább öt előre beosztott órát tanulok, minden alkalom végén leírok három dolgot, amit megértettem, és kéthetente egy gyakorló feladatsorral ellenőrzöm a tudásomat.',
  driving:
    'A következő három hónapban megszerzem a jogosítványomat: hetente legalább két órát vezetek oktatóval, naponta 20 tesztkérdést oldok meg, és a második hónapra bejelentkezem az elméleti vizsgára.',
  speaking:
    'A következő három hónapban magabiztosabban beszélek mások előtt: hetente legalább egyszer felszólalok vagy előadást tartok, és minden alkalommal visszajelzést kérek.',
};

export const HUNGARIAN_HEADING = 'SMART céljaim:';

/** "Jobb akarok lenni", "fejlődni szeretnék": a wish with nothing to measure yet. */
const VAGUE_RE =
  /^(?:(?:szeretnék|akarok) (?:jobb|jobb ember) lenni|jobb (?:ember )?(?:szeretnék|akarok) lenni|(?:szeretnék|akarok) fejlődni|fejlődni (?:szeretnék|akarok))[\s.!]*$/iu;

const FIRST_STEP =
  'A jövő hét végéig leírok három területet, amelyen fejlődni szeretnék, kiválasztom közülük az elsőt, és utána hetente legalább 30 percet fordítok rá.';

/** The longest quote of the mentee's words, in characters: a sentence, not a story. */
const MAX_QUOTE = 100;

/** Words that say what is wrong ("nem", "nincs", "félek"): the sentence quoted is the one that has one. */
const TROUBLE_RE =
  /(?<![\p{L}])(?:nem|nincs|nincsen|soha|senki|semmi|félek|egyedül|rossz|rosszul|nehéz|nehezen|probléma|gond|bánt|zavar|utálom|csak|mindig|érzem)(?![\p{L}])/iu;
/** A sentence and what ends it: disjoint classes, so the match is linear. */
const SENTENCE_RE = /[^.!?…\n]+[.!?…\n]*/gu;

/**
 * The mentee's sentence worth quoting: the first of four words or more that says what is wrong, else
 * the first sentence; cut at a word's end, without its closing punctuation.
 */
function hungarianQuote(text: string): string {
  const sentences = (text.slice(0, 5000).match(SENTENCE_RE) ?? []).map((x) => x.replace(/\s+/gu, ' ').trim()).filter((x) => x !== '');
  const long = sentences.filter((x) => x.split(' ').length >= 4);
  let quote = long.find((x) => TROUBLE_RE.test(x)) ?? long[0] ?? sentences[0] ?? '';
  let end = quote.length;
  while (end > 0 && '.!?…;:, '.includes(quote[end - 1]!)) end--;
  quote = quote.slice(0, end);
  if (quote.length > MAX_QUOTE) {
    const cut = quote.lastIndexOf(' ', MAX_QUOTE);
    quote = `${quote.slice(0, cut > 0 ? cut : MAX_QUOTE)} …`;
  }
  return quote;
}

/**
 * No topic recognised: the first step in the mentee's own words, as the other languages have it
 * (own-words.ts): three changes written down by the end of next week, one chosen and tried for four weeks.
 */
function ownWordsGoal(text: string): string {
  return `A jövő hét végéig leírok három dolgot, amin változtathatok a helyzetemben („${hungarianQuote(text)}”), kiválasztok közülük egyet, aztán négy hétig kipróbálom, és hetente feljegyzem, segít-e.`;
}

/** The person a relationship goal is about, by word start, and how "with them" reads ("a lányommal"). */
const PERSONS: [string, string][] = [
  ['lányom', 'a lányommal'],
  ['fiam', 'a fiammal'],
  ['gyerekeim', 'a gyerekeimmel'],
  ['gyerekem', 'a gyerekemmel'],
  ['férjem', 'a férjemmel'],
  ['feleségem', 'a feleségemmel'],
  ['párom', 'a párommal'],
  ['barátnőm', 'a barátnőmmel'],
  ['barátom', 'a barátommal'],
  ['édesanyám', 'az édesanyámmal'],
  ['anyukám', 'az anyukámmal'],
  ['anyám', 'az anyámmal'],
  ['édesapám', 'az édesapámmal'],
  ['apukám', 'az apukámmal'],
  ['apám', 'az apámmal'],
  ['szüleim', 'a szüleimmel'],
  ['testvérem', 'a testvéremmel'],
  ['nővérem', 'a nővéremmel'],
  ['bátyám', 'a bátyámmal'],
  ['húgom', 'a húgommal'],
  ['öcsém', 'az öcsémmel'],
  ['főnököm', 'a főnökömmel'],
  ['kollégáim', 'a kollégáimmal'],
  ['kollégám', 'a kollégámmal'],
];
const PERSON_RE = new RegExp(`(?<![\\p{L}])(?:${PERSONS.map(([stem]) => stem).join('|')})`, 'iu');
const PLURAL_PERSONS = new Set(['szüleim', 'gyerekeim', 'kollégáim']);

function relationshipGoal(text: string): string {
  const m = PERSON_RE.exec(text);
  const found = m ? PERSONS.find(([stem]) => m[0].toLowerCase() === stem) : undefined;
  if (!found) return GOALS.relationship;
  const them = PLURAL_PERSONS.has(found[0]) ? 'velük' : 'vele';
  return `A következő három hónapban javítok ${found[1]} való kapcsolatomon: két héten belül egy nyugodt pillanatban négyszemközt beszélek ${them} arról, mi bánt, megállapodunk két konkrét változásban, és havonta egyszer közösen megnézzük, működnek-e.`;
}

/** "5 kilót", "10 kg": the mentee's own figure, the months it takes at about half a kilo a week. */
const KILOS_RE = /(?<![\p{N}])(\d{1,2})\s?(?:kg|kiló)/iu;

function weightGoal(text: string): string {
  const m = KILOS_RE.exec(text);
  if (!m) return GOALS.weight;
  const kilos = Number(m[1]);
  const months = kilos <= 6 ? 'három' : kilos <= 12 ? 'hat' : 'tizenkét';
  return `A következő ${months} hónapban egészséges tempóban leadok ${kilos} kilót: hetente egyszer, mindig ugyanazon a reggelen megmérem magam, minden vasárnap megtervezem a heti étkezéseimet, hetente legalább háromszor 30 percet mozgok, és heti fél kiló fogyást tűzök ki.`;
}

function topicGoal(topic: HungarianTopic, text: string): string {
  if (topic === 'relationship') return relationshipGoal(text);
  if (topic === 'weight') return weightGoal(text);
  return GOALS[topic];
}

/** The topics `text` is about, in the order it mentions them (at most MAX_SITUATIONS). */
export function hungarianTopics(text: string): HungarianTopic[] {
  const head = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const found: { topic: HungarianTopic; at: number; stem: string }[] = [];
  for (const { topic, re } of COMPILED) {
    const m = re.exec(head);
    if (m) found.push({ topic, at: m.index, stem: m[0].toLowerCase() });
  }
  // A promotion or a career change is also about work, paying off debts about money: the broader
  // goal would repeat the narrower one.
  const topics = new Set(found.map((f) => f.topic));
  // Studying for an exam or a thesis, or a language, is the narrower goal too.
  const kept = found.filter(
    (f) =>
      !(f.topic === 'job' && (topics.has('promotion') || topics.has('career'))) &&
      !(f.topic === 'money' && topics.has('debts')) &&
      !(f.topic === 'study' && (topics.has('exam') || topics.has('thesis') || topics.has('language') || topics.has('driving'))) &&
      // The weight goal has its exercise; "money" in a quarrel ("vitatkozunk a pénzen") is what it is about, not a goal.
      !(f.topic === 'fitness' && topics.has('weight')) &&
      !(f.topic === 'money' && f.stem === 'pénz' && topics.has('relationship')),
  );
  return kept
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_SITUATIONS)
    .map((f) => f.topic);
}

/** The goals for a Hungarian text: one sentence, or several numbered under the heading. */
export function hungarianGoals(text: string): string {
  const trimmed = text.trim();
  let goals: string[];
  if (VAGUE_RE.test(trimmed)) goals = [FIRST_STEP];
  else {
    const topics = hungarianTopics(trimmed);
    goals = topics.length > 0 ? topics.map((t) => topicGoal(t, trimmed)) : [ownWordsGoal(trimmed)];
  }
  if (goals.length === 1) return goals[0]!;
  return [HUNGARIAN_HEADING, ...goals.map((g, i) => `${i + 1}. ${g}`)].join('\n');
}
