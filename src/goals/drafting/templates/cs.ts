/**
 * Czech: "Naučím se španělsky během šesti měsíců – budu mít alespoň dvě lekce týdně a na
 * konci si udělám test úrovně." Measures are first-person clauses without gendered forms, so they fit
 * every mentee; where the writer's words mark their gender ("chtěla bych"), four of them say it the
 * way a person would: "na každý pohovor půjdu připravená", "přijdu na ni připravený", "co jsem
 * zvládla".
 */
import { gendered } from '../gender.js';
import { slavicSentence } from './slavic.js';
import type { MonthPhrases, Template } from './types.js';
import { TOPIC_MONTHS } from '../topics.js';

const MONTHS: MonthPhrases = {
  2: 'během dvou měsíců',
  3: 'během tří měsíců',
  4: 'během čtyř měsíců',
  6: 'během šesti měsíců',
  12: 'během dvanácti měsíců',
};

export const cs: Template = {
  language: 'cs',
  heading: 'Moje SMART cíle:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: {
    career: {
      measure:
        'první měsíc si promluvím se třemi lidmi z nového oboru, do druhého měsíce strávím zkušební den u jednoho z nich, do třetího se přihlásím na kurz, který obor vyžaduje, a do šestého pošlu první žádost o místo',
    },
    sleep: { measure: 'alespoň pět nocí v týdnu půjdu spát nejpozději ve 23:00 a budu si zapisovat počet hodin spánku' },
    procrastination: {
      measure: 'každý večer si naplánuji tři úkoly na další den a ten nejtěžší začnu ráno 25minutovým blokem soustředění',
    },
    hobby: { measure: 'budu se tomu věnovat alespoň třikrát týdně 30 minut a každý měsíc zvládnu jednu novou skladbu nebo techniku' },
    exam: {
      measure: `budu se učit alespoň pět hodin týdně, každé dva týdny si udělám celý cvičný test${gendered(
        ', termín zkoušky si zarezervuji předem a půjdu na ni připravená',
        ', termín zkoušky si zarezervuji předem a půjdu na ni připravený',
        ' a termín zkoušky si zarezervuji předem',
      )}`,
    },
    writing: {
      measure: 'budu psát alespoň třikrát týdně a pro každé psaní si stanovím počet slov',
      measured: 'budu psát alespoň třikrát týdně a každý měsíc proberu pokrok s mentorem',
    },
    reading: {
      measure: 'každý měsíc přečtu alespoň jednu knihu a zapíšu si z ní tři myšlenky',
      measured: 'budu číst alespoň 20 stran denně a zapisovat si každou dočtenou knihu',
    },
    running: {
      measure: 'budu běhat alespoň třikrát týdně a zapisovat si vzdálenost každého běhu',
      measured: 'budu trénovat podle plánu se třemi běhy týdně a zapisovat si každý běh',
    },
    language: {
      measure: 'budu mít alespoň dvě lekce týdně a na konci si udělám test úrovně',
      measured: 'budu mít alespoň dvě lekce týdně a každý den 20 minut procvičovat',
    },
    salary: {
      measure: gendered(
        'domluvím si schůzku s nadřízeným a přijdu na ni připravená s tržními daty a třemi konkrétními výsledky',
        'domluvím si schůzku s nadřízeným a přijdu na ni připravený s tržními daty a třemi konkrétními výsledky',
        'připravím tržní data a tři konkrétní výsledky a domluvím si schůzku s nadřízeným',
      ),
    },
    promotion: { measure: 'dohodnu s nadřízeným tři jasná kritéria a každý měsíc spolu probereme můj pokrok' },
    job: {
      measure:
        'každý měsíc pošlu alespoň pět přihlášek na míru, budu usilovat o dva pohovory měsíčně a na každý ' +
        gendered('půjdu připravená po cvičném pohovoru', 'půjdu připravený po cvičném pohovoru', 'se připravím cvičným pohovorem'),
    },
    speaking: { measure: 'budu alespoň jednou týdně vystupovat nebo prezentovat a pokaždé si řeknu o zpětnou vazbu' },
    delegation: { measure: 'předám týmu alespoň dva opakující se úkoly a každý pátek s ním proberu výsledky' },
    feedback: { measure: 'na každé schůzce 1:1 dám konkrétní zpětnou vazbu a jednou měsíčně se zeptám, zda pomohla' },
    networking: {
      measure: 'budu chodit alespoň na dvě networkingové akce měsíčně a po každé se ozvu třem novým kontaktům',
    },
    skills: {
      measure: 'budu studovat alespoň čtyři hodiny týdně a každé dva týdny dokončím jeden modul nebo cvičný projekt',
    },
    fitness: { measure: 'budu cvičit alespoň třikrát týdně 30 minut a zapisovat si každý trénink' },
    time: { measure: 'každé pondělí si stanovím tři priority týdne a každý pátek vyhodnotím jejich plnění' },
    money: {
      measure: 'každý měsíc odložím pevnou částku, alespoň 10 % příjmu, a 1. den v měsíci zkontroluji rozpočet',
      measured: 'každý měsíc odložím pevnou částku a 1. den v měsíci zkontroluji rozpočet',
    },
    leadership: { measure: 'každý měsíc převezmu alespoň jeden nový vedoucí úkol a výsledky proberu s mentorem' },
    confidence: {
      measure:
        'každý týden udělám jednu věc, která vyžaduje odvahu, třeba se v rozhovoru ve skupině ozvu hned na začátku nebo si řeknu o něco, co potřebuji, a pokaždé si zapíšu, co ' +
        gendered('jsem zvládla', 'jsem zvládl', 'se povedlo'),
    },
    building: { measure: 'budu na tom pracovat alespoň pět hodin týdně a každé dva týdny si stanovím milník' },
    wellbeing: {
      measure:
        'alespoň čtyři dny v týdnu skončím s prací do 18:00, jeden den v týdnu nebudu pracovat vůbec a každý pátek si ohodnotím svou energii od 1 do 10',
    },
    social: {
      measure:
        'ještě tento měsíc se přidám k jednomu klubu, kurzu nebo dobrovolnické skupině a alespoň jednou týdně se s někým setkám mimo práci',
    },
    smoking: {
      measure:
        'každý týden vykouřím o dvě cigarety denně méně, do čtyř týdnů si stanovím den, kdy přestanu úplně, a budu si počítat dny bez cigarety',
    },
    internship: {
      measure:
        'v příštích čtyřech týdnech pošlu alespoň 10 přihlášek firmám ze svého oboru, po týdnu se u každé připomenu a domluvím si datum nástupu',
    },
    direction: { measure: 'potom jí budu čtyři týdny věnovat alespoň 30 minut týdně a zapisovat si každý krok' },
    driving: {
      measure:
        'budu mít alespoň dvě jízdy s instruktorem týdně, každý den si projdu 20 testových otázek a teoretickou zkoušku si zarezervuji na druhý měsíc',
    },
    sidejob: {
      measure: 'každý týden pošlu alespoň tři přihlášky na večerní nebo víkendovou práci a hned po první nabídce si domluvím datum nástupu',
    },
    relocation: {
      measure:
        'první měsíc si zjistím podmínky práce a bydlení a potřebné doklady na novém místě, každý měsíc pošlu alespoň pět přihlášek zaměstnavatelům na novém místě a našetřím si rezervu na tři měsíce života',
    },
    thesis: {
      measure: 'každý týden napíšu alespoň pět stran, každé čtyři týdny dokončím jednu kapitolu a pošlu ji vedoucímu práce k připomínkám',
    },
    conflict: {
      measure:
        'do dvou týdnů si vyberu jeden opakující se třecí bod, promluvím si o něm mezi čtyřma očima s tím, koho se týká, dohodneme se na dvou konkrétních změnách a každý měsíc ověřím, jestli platí',
    },
    clients: {
      measure:
        'každý týden oslovím alespoň pět potenciálních klientů, každého spokojeného klienta požádám o doporučení a každý měsíc porovnám tržby se stanoveným cílem',
      measured: 'každý týden oslovím alespoň pět potenciálních klientů a na konci každého měsíce zkontroluji, kolik mi ještě chybí do cíle',
    },
    gapyear: {
      measure:
        'sestavím plán se třemi věcmi, které chci udělat, s měsíčním rozpočtem a datem návratu ke studiu nebo do práce a až do jeho začátku budu každý měsíc odkládat pevnou částku',
    },
    general: {
      measure:
        'v prvním týdnu si sepíšu všechny potřebné kroky k tomuto cíli, každý týden dokončím alespoň jeden a poslední pátek v měsíci zhodnotím, co se mi podařilo',
    },
  },
  sentence: (parts) => slavicSentence({ language: 'cs', goalIs: 'Mým cílem je', obtain: 'Získám', dash: ' – ' }, parts),
};
