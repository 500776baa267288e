/**
 * Polish: "Nauczę się hiszpańskiego w ciągu sześciu miesięcy – będę mieć co najmniej
 * dwie lekcje w tygodniu, a na koniec zrobię test poziomujący." The measures use "będę" with the
 * infinitive ("będę pisać"), which has no gender; where the writer's words mark it ("chciałabym"),
 * "będę" takes the l-participle instead, as Poles mostly say it: "będę pisała / pisał".
 */
import { gendered } from '../gender.js';
import { polishPast } from '../verbs.js';
import { slavicSentence } from './slavic.js';
import type { MonthPhrases, Template } from './types.js';
import { TOPIC_MONTHS } from '../topics.js';

/** An imperfective infinitive after "będę": "{pisała|pisał|pisać}". */
function v(infinitive: string): string {
  return gendered(polishPast(infinitive, 'feminine')!, polishPast(infinitive, 'masculine')!, infinitive);
}

const MONTHS: MonthPhrases = {
  2: 'w ciągu dwóch miesięcy',
  3: 'w ciągu trzech miesięcy',
  4: 'w ciągu czterech miesięcy',
  6: 'w ciągu sześciu miesięcy',
  12: 'w ciągu dwunastu miesięcy',
};

export const pl: Template = {
  language: 'pl',
  heading: 'Moje cele SMART:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: {
    career: {
      measure:
        'w pierwszym miesiącu porozmawiam z trzema osobami, które pracują w nowej branży, do szóstego miesiąca ukończę jeden kurs i jeden projekt do portfolio, a potem co miesiąc wyślę co najmniej pięć aplikacji',
    },
    sleep: { measure: `co najmniej pięć nocy w tygodniu pójdę spać najpóźniej o 23:00 i będę ${v('zapisywać')} liczbę godzin snu` },
    procrastination: {
      measure: 'każdego wieczoru zaplanuję trzy zadania na następny dzień, a najtrudniejsze zacznę rano od 25-minutowego bloku skupienia',
    },
    hobby: {
      measure: `będę ${v('ćwiczyć')} co najmniej trzy razy w tygodniu po 30 minut i co miesiąc opanuję jeden nowy utwór lub technikę`,
    },
    exam: {
      measure: `będę się ${v('uczyć')} co najmniej pięć godzin tygodniowo, co dwa tygodnie zrobię pełny egzamin próbny i z wyprzedzeniem zarezerwuję termin egzaminu`,
    },
    writing: {
      measure: `będę ${v('pisać')} trzy razy w tygodniu i na każdą sesję wyznaczę liczbę słów`,
      measured: `będę ${v('pisać')} trzy razy w tygodniu i co miesiąc omówię postępy z mentorem`,
    },
    reading: {
      measure: 'co miesiąc przeczytam co najmniej jedną książkę i z każdej zanotuję trzy najważniejsze wnioski',
      measured: `będę ${v('czytać')} co najmniej 20 stron dziennie i ${v('zapisywać')} każdą przeczytaną książkę`,
    },
    running: {
      measure: `będę ${v('biegać')} co najmniej trzy razy w tygodniu i ${v('zapisywać')} dystans każdego biegu`,
      measured: `będę ${v('trenować')} według planu z trzema biegami w tygodniu i ${v('zapisywać')} każdy bieg`,
    },
    language: {
      measure: `będę ${v('mieć')} co najmniej dwie lekcje w tygodniu, a na koniec zrobię test poziomujący`,
      measured: `będę ${v('mieć')} co najmniej dwie lekcje w tygodniu i codziennie ${v('ćwiczyć')} przez 20 minut`,
    },
    salary: { measure: 'przygotuję dane rynkowe i trzy konkretne wyniki i umówię się na rozmowę z przełożonym' },
    promotion: { measure: 'ustalę z przełożonym trzy jasne kryteria i co miesiąc wspólnie omówimy moje postępy' },
    job: {
      measure: `co miesiąc wyślę co najmniej pięć dopasowanych aplikacji, będę ${v('dążyć')} do dwóch rozmów kwalifikacyjnych miesięcznie i przygotuję się do każdej próbną rozmową`,
    },
    speaking: { measure: 'co najmniej raz w tygodniu zabiorę głos lub wystąpię z prezentacją i poproszę o opinię' },
    delegation: { measure: 'przekażę zespołowi dwa powtarzalne zadania i w każdy piątek omówię z nim wyniki' },
    feedback: {
      measure: 'na każdym spotkaniu 1:1 przekażę konkretną informację zwrotną i raz w miesiącu zapytam, czy pomogła',
    },
    networking: {
      measure: 'co miesiąc pójdę na dwa wydarzenia networkingowe i po każdym odezwę się do trzech nowych osób',
    },
    skills: { measure: `będę się ${v('uczyć')} cztery godziny tygodniowo i co dwa tygodnie ukończę jeden moduł lub projekt` },
    fitness: { measure: `będę ${v('ćwiczyć')} co najmniej trzy razy w tygodniu po 30 minut i ${v('zapisywać')} każdy trening` },
    time: { measure: 'w każdy poniedziałek wyznaczę trzy priorytety tygodnia, a w piątek sprawdzę ich realizację' },
    money: {
      measure: 'co miesiąc odłożę stałą kwotę, co najmniej 10% dochodu, i zawsze 1. dnia miesiąca przejrzę swój budżet',
      measured: 'co miesiąc odłożę stałą kwotę i zawsze 1. dnia miesiąca przejrzę swój budżet',
    },
    leadership: { measure: 'co miesiąc podejmę się jednego nowego zadania przywódczego i omówię wyniki z mentorem' },
    confidence: {
      measure:
        'co tydzień zrobię jedną rzecz, która wymaga odwagi, na przykład zabiorę głos na początku spotkania, i za każdym razem zapiszę, co się udało',
    },
    building: { measure: `będę nad tym ${v('pracować')} pięć godzin tygodniowo i co dwa tygodnie wyznaczę kamień milowy` },
    wellbeing: {
      measure:
        'co najmniej cztery dni w tygodniu skończę pracę do 18:00, jeden dzień w tygodniu zostawię całkiem wolny od pracy i w każdy piątek ocenię swoją energię w skali od 1 do 10',
    },
    social: {
      measure:
        'jeszcze w tym miesiącu dołączę do jednego klubu, kursu lub grupy wolontariuszy i co najmniej raz w tygodniu spotkam się z kimś poza pracą',
    },
    smoking: {
      measure:
        'co tydzień zmniejszę liczbę papierosów o dwa dziennie, w ciągu czterech tygodni wyznaczę dzień rzucenia palenia i będę liczyć dni bez papierosa',
    },
    internship: {
      measure:
        'w ciągu najbliższych czterech tygodni wyślę co najmniej 10 zgłoszeń do firm z mojej branży, po tygodniu przypomnę się w każdej z nich i ustalę datę rozpoczęcia',
    },
    direction: { measure: 'potem poświęcę mu co najmniej 30 minut tygodniowo i zapiszę każdy krok' },
    driving: {
      measure:
        'co tydzień odbędę co najmniej dwie jazdy z instruktorem, codziennie będę rozwiązywać 20 pytań testowych, a egzamin teoretyczny zarezerwuję na drugi miesiąc',
    },
    sidejob: {
      measure:
        'co tydzień wyślę co najmniej trzy zgłoszenia do pracy wieczorami lub w weekendy i zaraz po pierwszej ofercie ustalę datę rozpoczęcia',
    },
    relocation: {
      measure:
        'w pierwszym miesiącu sprawdzę warunki pobytu, pracy i mieszkania w kraju docelowym, co miesiąc wyślę tam co najmniej pięć aplikacji i odłożę zapas na trzy miesiące życia',
    },
    thesis: {
      measure: 'co tydzień napiszę co najmniej pięć stron, co cztery tygodnie skończę jeden rozdział i wyślę go promotorowi do uwag',
    },
    conflict: {
      measure:
        'w ciągu dwóch tygodni umówię się na rozmowę w cztery oczy, uzgodnimy dwie konkretne zmiany i co miesiąc sprawdzę, czy są przestrzegane',
    },
    clients: {
      measure:
        'co tydzień skontaktuję się z co najmniej 5 potencjalnymi klientami, każdego zadowolonego klienta poproszę o polecenie i co miesiąc porównam przychody z ustalonym celem',
      measured:
        'co tydzień skontaktuję się z co najmniej 5 potencjalnymi klientami i na koniec każdego miesiąca porównam przychody z tym celem',
    },
    gapyear: {
      measure:
        'przygotuję plan z trzema rzeczami, które chcę zrobić, z miesięcznym budżetem i datą powrotu do nauki lub pracy, a do jego rozpoczęcia co miesiąc będę odkładać stałą kwotę',
    },
    general: {
      measure:
        'podzielę drogę do celu na tygodniowe kroki, co tydzień ukończę co najmniej jeden, a w ostatni piątek miesiąca ocenię, co mi się udało',
    },
  },
  sentence: (parts) => slavicSentence({ goalIs: 'Moim celem jest', obtain: 'Zdobędę', dash: ' – ' }, parts),
};
