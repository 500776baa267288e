/**
 * Hungarian: answered in Hungarian by an honest fallback, not the full reader the eleven languages
 * have. Hungarian is agglutinative ("munkát", "munkám", "munkanélküli"), so the drafter does not
 * rewrite the mentee's words into a clause; it recognises what the text is about by word stems and
 * answers each topic with a fixed, grammatical first-person sentence that carries a time bound and a
 * measure with a figure. A text with no recognised topic gets one goal that quotes the mentee's
 * words; a vague wish ("jobb akarok lenni") gets a first step.
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
  | 'hobby';

/** Word beginnings per topic, lower case; earlier topics win a stem both would match. */
const STEMS: [HungarianTopic, string[]][] = [
  ['promotion', ['előléptet', 'vezetői pozíció', 'vezető pozíció', 'vezetővé', 'csoportvezető']],
  ['career', ['pályát vált', 'pályaváltás', 'utálom a munkám', 'nem szeretem a munkám', 'új szakma', 'másik szakma']],
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
  ['smoking', ['dohányz', 'cigarett', 'leszokni a doh', 'rágyújt']],
  // Health habits with measures of their own: drinks and alcohol-free days, sugar-free days.
  ['alcohol', ['alkohol', 'iszom', 'inni', 'sörö', 'sört', 'bort ', 'borozá', 'italoz']],
  ['sugar', ['cukor', 'cukrot', 'cukros', 'édesség', 'nassol', 'csokolád']],
  ['debts', ['adósság', 'tartozás', 'hitel', 'törleszt', 'eladósod']],
  ['money', ['pénz', 'spórol', 'megtakarít', 'félretesz', 'félretenni', 'költségvetés']],
  ['sleep', ['alvás', 'aludni', 'alszom', 'álmatlan', 'elalszom', 'kialvatlan']],
  ['running', ['futni', 'futok', 'futás', 'maraton', 'félmaraton']],
  ['fitness', ['fogy', 'kilót', 'kiló', 'túlsúly', 'edzeni', 'edzés', 'sportol', 'mozogni', 'mozgás', 'egészségesebb']],
  ['confidence', ['önbizalm', 'önbizalom', 'magabiztos', 'bizonytalan', 'kételkedem']],
  ['procrastination', ['halogat', 'határidő', 'utolsó pillanat', 'elodáz']],
  ['wellbeing', ['kiég', 'kimerült', 'fáradt', 'túlhajszolt', 'túlterhelt', 'nincs energiám']],
  ['social', ['magány', 'egyedül érzem', 'nincsenek barát', 'nincs barát', 'senkit sem ismerek', 'senkit nem ismerek']],
  ['exam', ['vizsg']],
  ['reading', ['olvas', 'könyv']],
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
  speaking:
    'A következő három hónapban magabiztosabban beszélek mások előtt: hetente legalább egyszer felszólalok vagy előadást tartok, és minden alkalommal visszajelzést kérek.',
};

export const HUNGARIAN_HEADING = 'SMART céljaim:';

/** "Jobb akarok lenni", "fejlődni szeretnék": a wish with nothing to measure yet. */
const VAGUE_RE =
  /^(?:(?:szeretnék|akarok) (?:jobb|jobb ember) lenni|jobb (?:ember )?(?:szeretnék|akarok) lenni|(?:szeretnék|akarok) fejlődni|fejlődni (?:szeretnék|akarok))[\s.!]*$/iu;

const FIRST_STEP =
  'A jövő hét végéig leírok három területet, amelyen fejlődni szeretnék, kiválasztom közülük az elsőt, és utána hetente legalább 30 percet fordítok rá.';

/** Longest quote of the mentee's words in the general goal. */
const MAX_QUOTE = 120;

function generalGoal(text: string): string {
  const first = text.trim().split(/(?<=[.!?])\s+|\n+/u)[0] ?? '';
  let quote = first.replace(/[.!?;:,\s]+$/u, '');
  if (quote.length > MAX_QUOTE) quote = `${quote.slice(0, MAX_QUOTE).replace(/\s+\S*$/u, '')} …`;
  return `A következő három hónapban megvalósítom a célomat („${quote}”): heti lépésekre bontom, minden héten legalább egy lépést teljesítek, és minden hónap utolsó péntekén áttekintem, mennyit haladtam.`;
}

/** The topics `text` is about, in the order it mentions them (at most MAX_SITUATIONS). */
export function hungarianTopics(text: string): HungarianTopic[] {
  const head = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const found: { topic: HungarianTopic; at: number }[] = [];
  for (const { topic, re } of COMPILED) {
    const m = re.exec(head);
    if (m) found.push({ topic, at: m.index });
  }
  // A promotion or a career change is also about work, paying off debts about money: the broader
  // goal would repeat the narrower one.
  const topics = new Set(found.map((f) => f.topic));
  const kept = found.filter(
    (f) => !(f.topic === 'job' && (topics.has('promotion') || topics.has('career'))) && !(f.topic === 'money' && topics.has('debts')),
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
    goals = topics.length > 0 ? topics.map((t) => GOALS[t]) : [generalGoal(trimmed)];
  }
  if (goals.length === 1) return goals[0]!;
  return [HUNGARIAN_HEADING, ...goals.map((g, i) => `${i + 1}. ${g}`)].join('\n');
}
