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
        'w pierwszym miesiącu porozmawiam z trzema osobami z nowej branży, do drugiego miesiąca spędzę dzień próbny u jednej z nich, do trzeciego zapiszę się na kurs, którego wymaga branża, a do szóstego wyślę pierwszą aplikację',
    },
    sleep: { measure: `co najmniej pięć nocy w tygodniu pójdę spać najpóźniej o 23:00 i będę ${v('zapisywać')} liczbę godzin snu` },
    procrastination: {
      measure:
        'każdego wieczoru będę planować trzy zadania na następny dzień, a najtrudniejsze zaczynać rano od 25-minutowego bloku skupienia',
    },
    hobby: {
      measure: `będę ${v('ćwiczyć')} co najmniej trzy razy w tygodniu po 30 minut i co miesiąc ${v('opanowywać')} jeden nowy utwór lub technikę`,
    },
    exam: {
      measure: `będę się ${v('uczyć')} co najmniej pięć godzin tygodniowo, co dwa tygodnie ${v('robić')} pełny egzamin próbny, a z wyprzedzeniem zarezerwuję termin egzaminu`,
    },
    writing: {
      measure: `będę ${v('pisać')} trzy razy w tygodniu i na każdą sesję ${v('wyznaczać')} liczbę słów`,
      measured: `będę ${v('pisać')} trzy razy w tygodniu i co miesiąc ${v('omawiać')} postępy z mentorem`,
    },
    reading: {
      measure: 'co miesiąc będę czytać co najmniej jedną książkę i z każdej notować trzy najważniejsze wnioski',
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
    promotion: { measure: 'ustalę z przełożonym trzy jasne kryteria i co miesiąc będziemy wspólnie omawiać moje postępy' },
    job: {
      measure: `co miesiąc będę ${v('wysyłać')} co najmniej pięć dopasowanych aplikacji, ${v('dążyć')} do dwóch rozmów kwalifikacyjnych miesięcznie i ${v('przygotowywać')} się do każdej próbną rozmową`,
    },
    speaking: { measure: 'co najmniej raz w tygodniu będę zabierać głos lub występować z prezentacją i za każdym razem prosić o opinię' },
    delegation: { measure: 'przekażę zespołowi dwa powtarzalne zadania i w każdy piątek będę omawiać z nim wyniki' },
    feedback: {
      measure: 'na każdym spotkaniu 1:1 przekażę konkretną informację zwrotną i raz w miesiącu zapytam, czy pomogła',
    },
    networking: {
      measure: 'co miesiąc będę chodzić na dwa wydarzenia networkingowe i po każdym odzywać się do trzech nowych osób',
    },
    skills: { measure: `będę się ${v('uczyć')} cztery godziny tygodniowo i co dwa tygodnie ${v('kończyć')} jeden moduł lub projekt` },
    fitness: { measure: `będę ${v('ćwiczyć')} co najmniej trzy razy w tygodniu po 30 minut i ${v('zapisywać')} każdy trening` },
    time: { measure: 'w każdy poniedziałek będę wyznaczać trzy priorytety tygodnia, a w piątek sprawdzać ich realizację' },
    money: {
      measure: 'co miesiąc będę odkładać stałą kwotę, co najmniej 10% dochodu, i zawsze 1. dnia miesiąca przeglądać swój budżet',
      measured: 'co miesiąc będę odkładać stałą kwotę i zawsze 1. dnia miesiąca przeglądać swój budżet',
    },
    leadership: { measure: 'co miesiąc będę podejmować się jednego nowego zadania przywódczego i omawiać wyniki z mentorem' },
    confidence: {
      measure:
        'co tydzień będę robić jedną rzecz, która wymaga odwagi, na przykład zabierać głos na początku rozmowy w grupie albo prosić o to, czego potrzebuję, i za każdym razem zapisywać, co się udało',
    },
    building: { measure: `będę nad tym ${v('pracować')} pięć godzin tygodniowo i co dwa tygodnie ${v('wyznaczać')} kamień milowy` },
    wellbeing: {
      measure:
        'co najmniej cztery dni w tygodniu będę kończyć pracę do 18:00, jeden dzień w tygodniu zostawiać całkiem wolny od pracy i w każdy piątek oceniać swoją energię w skali od 1 do 10',
    },
    social: {
      measure:
        'jeszcze w tym miesiącu dołączę do jednego klubu, kursu lub grupy wolontariuszy i co najmniej raz w tygodniu będę się spotykać z kimś poza pracą',
    },
    smoking: {
      measure:
        'co tydzień będę zmniejszać liczbę papierosów o dwa dziennie, w ciągu czterech tygodni wyznaczę dzień rzucenia palenia i będę liczyć dni bez papierosa',
    },
    internship: {
      measure:
        'w ciągu najbliższych czterech tygodni wyślę co najmniej 10 zgłoszeń do firm z mojej branży, po tygodniu przypomnę się w każdej z nich i ustalę datę rozpoczęcia',
    },
    direction: { measure: 'potem przez cztery tygodnie poświęcę mu co najmniej 30 minut tygodniowo i zapiszę każdy krok' },
    driving: {
      measure:
        'co tydzień będę odbywać co najmniej dwie jazdy z instruktorem, codziennie rozwiązywać 20 pytań testowych, a egzamin teoretyczny zarezerwuję na drugi miesiąc',
    },
    sidejob: {
      measure:
        'co tydzień będę wysyłać co najmniej trzy zgłoszenia do pracy wieczorami lub w weekendy, a zaraz po pierwszej ofercie ustalę datę rozpoczęcia',
    },
    relocation: {
      measure:
        'w pierwszym miesiącu sprawdzę warunki pracy i mieszkania oraz potrzebne dokumenty w nowym miejscu, co miesiąc będę wysyłać co najmniej pięć aplikacji do pracodawców w nowym miejscu i odłożę zapas na trzy miesiące życia',
    },
    thesis: {
      measure: 'co tydzień będę pisać co najmniej pięć stron, co cztery tygodnie kończyć jeden rozdział i wysyłać go promotorowi do uwag',
    },
    conflict: {
      measure:
        'w ciągu dwóch tygodni wybiorę jeden powracający punkt sporny, porozmawiam o nim w cztery oczy z osobą, której dotyczy, uzgodnimy dwie konkretne zmiany, a co miesiąc będę sprawdzać, czy są przestrzegane',
    },
    clients: {
      measure:
        'co tydzień będę się kontaktować z co najmniej 5 potencjalnymi klientami, prosić każdego zadowolonego klienta o polecenie i co miesiąc porównywać przychody z ustalonym celem',
      measured:
        'co tydzień będę się kontaktować z co najmniej 5 potencjalnymi klientami i na koniec każdego miesiąca sprawdzać, ile brakuje mi do celu',
    },
    gapyear: {
      measure:
        'przygotuję plan z trzema rzeczami, które chcę zrobić, z miesięcznym budżetem i datą powrotu do nauki lub pracy, a do jego rozpoczęcia co miesiąc będę odkładać stałą kwotę',
    },
    general: {
      measure:
        'w pierwszym tygodniu spiszę wszystkie potrzebne kroki do tego celu, co tydzień będę kończyć co najmniej jeden, a w ostatni piątek miesiąca oceniać, co mi się udało',
    },
  },
  sentence: (parts) => slavicSentence({ language: 'pl', goalIs: 'Moim celem jest', obtain: 'Zdobędę', dash: ' – ' }, parts),
};
