/**
 * Slovak: "Naučím sa po anglicky do šiestich mesiacov – budem mať aspoň dve lekcie
 * týždenne a na konci si urobím test úrovne." No gendered forms in the measures, unless the writer's
 * words mark their gender ("chcela by som"): then four of them say "pôjdem pripravená/pripravený",
 * "prídem naň pripravená", "čo som zvládla/zvládol".
 */
import { gendered } from '../gender.js';
import { slavicSentence } from './slavic.js';
import type { MonthPhrases, Template } from './types.js';
import { TOPIC_MONTHS } from '../topics.js';

const MONTHS: MonthPhrases = {
  2: 'do dvoch mesiacov',
  3: 'do troch mesiacov',
  4: 'do štyroch mesiacov',
  6: 'do šiestich mesiacov',
  12: 'do dvanástich mesiacov',
};

export const sk: Template = {
  language: 'sk',
  heading: 'Moje SMART ciele:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: {
    career: {
      measure:
        'prvý mesiac sa porozprávam s tromi ľuďmi z nového odboru, do druhého mesiaca strávim skúšobný deň u jedného z nich, do tretieho sa prihlásim na kurz, ktorý odbor vyžaduje, a do šiesteho pošlem prvú žiadosť o miesto',
    },
    sleep: { measure: 'aspoň päť nocí v týždni pôjdem spať najneskôr o 23:00 a budem si zapisovať počet hodín spánku' },
    procrastination: {
      measure: 'každý večer si naplánujem tri úlohy na ďalší deň a tú najťažšiu začnem ráno 25-minútovým blokom sústredenia',
    },
    hobby: { measure: 'budem sa tomu venovať aspoň trikrát týždenne 30 minút a každý mesiac zvládnem jednu novú skladbu alebo techniku' },
    exam: {
      measure: `budem sa učiť aspoň päť hodín týždenne, každé dva týždne si urobím celý cvičný test${gendered(
        ', termín skúšky si zarezervujem vopred a pôjdem na ňu pripravená',
        ', termín skúšky si zarezervujem vopred a pôjdem na ňu pripravený',
        ' a termín skúšky si zarezervujem vopred',
      )}`,
    },
    writing: {
      measure: 'budem písať aspoň trikrát týždenne a pre každé písanie si stanovím počet slov',
      measured: 'budem písať aspoň trikrát týždenne a každý mesiac preberiem pokrok s mentorom',
    },
    reading: {
      measure: 'každý mesiac prečítam aspoň jednu knihu a zapíšem si z nej tri myšlienky',
      measured: 'budem čítať aspoň 20 strán denne a zapisovať si každú dočítanú knihu',
    },
    running: {
      measure: 'budem behať aspoň trikrát týždenne a zapisovať si vzdialenosť každého behu',
      measured: 'budem trénovať podľa plánu s tromi behmi týždenne a zapisovať si každý beh',
    },
    language: {
      measure: 'budem mať aspoň dve lekcie týždenne a na konci si urobím test úrovne',
      measured: 'budem mať aspoň dve lekcie týždenne a každý deň 20 minút precvičovať',
    },
    salary: {
      measure: gendered(
        'dohodnem si stretnutie s nadriadeným a prídem naň pripravená s trhovými údajmi a tromi konkrétnymi výsledkami',
        'dohodnem si stretnutie s nadriadeným a prídem naň pripravený s trhovými údajmi a tromi konkrétnymi výsledkami',
        'pripravím trhové údaje a tri konkrétne výsledky a dohodnem si stretnutie s nadriadeným',
      ),
    },
    promotion: { measure: 'dohodnem s nadriadeným tri jasné kritériá a každý mesiac spolu preberieme môj pokrok' },
    job: {
      measure:
        'každý mesiac pošlem aspoň päť žiadostí prispôsobených konkrétnej pozícii, budem sa usilovať o dva pohovory mesačne a na každý ' +
        gendered('pôjdem pripravená po cvičnom pohovore', 'pôjdem pripravený po cvičnom pohovore', 'sa pripravím cvičným pohovorom'),
    },
    speaking: { measure: 'budem aspoň raz týždenne vystupovať alebo prezentovať a zakaždým si vypýtam spätnú väzbu' },
    delegation: { measure: 'odovzdám tímu aspoň dve opakujúce sa úlohy a každý piatok s ním preberiem výsledky' },
    feedback: { measure: 'na každom stretnutí 1:1 dám konkrétnu spätnú väzbu a raz mesačne sa opýtam, či pomohla' },
    networking: {
      measure: 'budem chodiť aspoň na dve networkingové podujatia mesačne a po každom sa ozvem trom novým kontaktom',
    },
    skills: { measure: 'budem študovať štyri hodiny týždenne a každé dva týždne dokončím jeden modul alebo projekt' },
    fitness: { measure: 'budem cvičiť aspoň trikrát týždenne 30 minút a zapisovať si každý tréning' },
    time: { measure: 'každý pondelok si určím tri priority týždňa a každý piatok vyhodnotím ich plnenie' },
    money: {
      measure: 'každý mesiac odložím pevnú sumu, aspoň 10 % príjmu, a 1. deň v mesiaci skontrolujem rozpočet',
      measured: 'každý mesiac odložím pevnú sumu a 1. deň v mesiaci skontrolujem rozpočet',
    },
    leadership: { measure: 'každý mesiac prevezmem aspoň jednu novú vedúcu úlohu a výsledky preberiem s mentorom' },
    confidence: {
      measure:
        'každý týždeň urobím jednu vec, ktorá si vyžaduje odvahu, napríklad sa v rozhovore v skupine ozvem hneď na začiatku alebo si poviem o niečo, čo potrebujem, a zakaždým si zapíšem, čo ' +
        gendered('som zvládla', 'som zvládol', 'sa podarilo'),
    },
    building: { measure: 'budem na tom pracovať päť hodín týždenne a každé dva týždne si stanovím míľnik' },
    wellbeing: {
      measure:
        'aspoň štyri dni v týždni skončím s prácou do 18:00, jeden deň v týždni nebudem pracovať vôbec a každý piatok si ohodnotím svoju energiu od 1 do 10',
    },
    social: {
      measure:
        'ešte tento mesiac sa pridám k jednému klubu, kurzu alebo dobrovoľníckej skupine a aspoň raz týždenne sa s niekým stretnem mimo práce',
    },
    smoking: {
      measure:
        'každý týždeň vyfajčím o dve cigarety denne menej, do štyroch týždňov si určím deň, keď prestanem úplne, a budem si počítať dni bez cigarety',
    },
    internship: {
      measure:
        'v najbližších štyroch týždňoch pošlem aspoň 10 prihlášok firmám zo svojho odboru, po týždni sa pri každej pripomeniem a dohodnem si dátum nástupu',
    },
    direction: { measure: 'potom jej budem štyri týždne venovať aspoň 30 minút týždenne a zapisovať si každý krok' },
    driving: {
      measure:
        'budem mať aspoň dve jazdy s inštruktorom týždenne, každý deň si prejdem 20 testových otázok a teoretickú skúšku si zarezervujem na druhý mesiac',
    },
    sidejob: {
      measure: 'každý týždeň pošlem aspoň tri prihlášky na večernú alebo víkendovú prácu a hneď po prvej ponuke si dohodnem dátum nástupu',
    },
    relocation: {
      measure:
        'prvý mesiac si zistím podmienky práce a bývania a potrebné doklady na novom mieste, každý mesiac pošlem aspoň päť žiadostí zamestnávateľom na novom mieste a našetrím si rezervu na tri mesiace života',
    },
    thesis: {
      measure: 'každý týždeň napíšem aspoň päť strán, každé štyri týždne dokončím jednu kapitolu a pošlem ju vedúcemu práce na pripomienky',
    },
    conflict: {
      measure:
        'do dvoch týždňov si vyberiem jeden opakujúci sa sporný bod, porozprávam sa o ňom medzi štyrmi očami s tým, koho sa týka, dohodneme sa na dvoch konkrétnych zmenách a každý mesiac overím, či platia',
    },
    clients: {
      measure:
        'každý týždeň oslovím aspoň 5 potenciálnych klientov, každého spokojného klienta požiadam o odporúčanie a každý mesiac porovnám tržby so stanoveným cieľom',
      measured: 'každý týždeň oslovím aspoň 5 potenciálnych klientov a na konci každého mesiaca skontrolujem, koľko mi ešte chýba do cieľa',
    },
    gapyear: {
      measure:
        'zostavím plán s tromi vecami, ktoré chcem urobiť, s mesačným rozpočtom a dátumom návratu k štúdiu alebo do práce a až do jeho začiatku budem každý mesiac odkladať pevnú sumu',
    },
    general: {
      measure:
        'v prvom týždni si spíšem všetky potrebné kroky k tomuto cieľu, každý týždeň dokončím aspoň jeden a posledný piatok v mesiaci zhodnotím, čo sa mi podarilo',
    },
  },
  sentence: (parts) => slavicSentence({ language: 'sk', goalIs: 'Mojím cieľom je', obtain: 'Získam', dash: ' – ' }, parts),
};
