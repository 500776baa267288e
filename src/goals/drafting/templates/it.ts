/**
 * Italian: "Imparerò lo spagnolo entro i prossimi sei mesi, seguendo almeno due lezioni a settimana
 * e facendo un test di livello alla fine." The simple future is built for any verb (verbs.ts); a
 * phrase whose verb is not first follows "Il mio obiettivo è" as an infinitive. Each measure is a
 * gerund clause, which has no gender.
 */
import { TOPIC_MONTHS } from '../topics.js';
import { romanceSentence, type RomanceFrames } from './romance.js';
import type { MonthPhrases, Template } from './types.js';

const MONTHS: MonthPhrases = {
  2: 'entro i prossimi due mesi',
  3: 'entro i prossimi tre mesi',
  4: 'entro i prossimi quattro mesi',
  6: 'entro i prossimi sei mesi',
  12: 'entro i prossimi dodici mesi',
};

const FRAMES: RomanceFrames = {
  intend: 'il mio obiettivo è',
  obtain: 'otterrò',
  reach: 'raggiungerò questo obiettivo',
  listColon: ': ',
  afterTimeBefore: ' ',
  pointInTime: [/^ad? /iu, 'entro '],
};

export const it: Template = {
  language: 'it',
  heading: 'I miei obiettivi SMART:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: {
    exam: {
      measure:
        "studiando almeno cinque ore a settimana, facendo una simulazione d'esame completa ogni due settimane e prenotando la data dell'esame in anticipo",
    },
    career: {
      measure:
        'parlando nel primo mese con tre persone che lavorano già nel nuovo settore, passando una giornata di prova accanto a una di loro entro il secondo mese, iscrivendomi entro il terzo mese al corso o alla qualifica che il settore richiede e inviando la mia prima candidatura entro il sesto mese',
    },
    writing: {
      measure: 'dedicandoci almeno tre sessioni a settimana e fissando un numero di parole per ogni sessione',
      measured: 'dedicandoci almeno tre sessioni a settimana e facendo il punto ogni mese con il mio mentore',
    },
    reading: {
      measure: 'finendo almeno un libro al mese e annotando tre idee chiave da ciascuno',
      measured: 'avanzando di almeno 20 pagine al giorno e annotando ogni libro che finisco',
    },
    running: {
      measure: 'correndo almeno tre volte a settimana e annotando la distanza di ogni uscita',
      measured: "seguendo un piano d'allenamento verso quella distanza con tre uscite a settimana e annotando ciascuna",
    },
    language: {
      measure: 'seguendo almeno due lezioni a settimana e facendo un test di livello alla fine',
      measured: 'seguendo almeno due lezioni a settimana ed esercitandomi 20 minuti ogni giorno',
    },
    salary: {
      measure: 'preparando le mie argomentazioni con dati di mercato e tre risultati concreti e chiedendo un colloquio al mio responsabile',
    },
    promotion: { measure: 'concordando tre criteri chiari con il mio responsabile e facendo il punto insieme ogni mese' },
    job: {
      measure:
        'inviando almeno cinque candidature mirate al mese, puntando a due colloqui al mese e facendo una simulazione prima di ciascuno',
    },
    speaking: { measure: 'prendendo la parola o presentando almeno una volta a settimana e chiedendo un riscontro ogni volta' },
    delegation: { measure: 'affidando almeno due attività ricorrenti al mio team e verificando i risultati insieme ogni venerdì' },
    feedback: { measure: 'dando un riscontro concreto in ogni incontro individuale e chiedendo una volta al mese se è stato utile' },
    networking: { measure: 'partecipando ad almeno due eventi di networking al mese e ricontattando tre nuove persone dopo ciascuno' },
    skills: { measure: 'studiando almeno quattro ore a settimana e completando un modulo o un progetto pratico ogni due settimane' },
    hobby: {
      measure: 'esercitandomi almeno tre volte a settimana per 30 minuti e affrontando un nuovo brano o una nuova tecnica ogni mese',
    },
    sleep: { measure: 'andando a letto entro le 23:00 almeno cinque sere a settimana e annotando le mie ore di sonno' },
    fitness: { measure: 'allenandomi almeno tre volte a settimana per 30 minuti e annotando ogni sessione' },
    procrastination: {
      measure:
        'pianificando ogni sera tre attività per il giorno dopo e iniziando ogni mattina dalla più difficile con un blocco di concentrazione di 25 minuti',
    },
    time: {
      measure: 'pianificando ogni lunedì la settimana con al massimo tre priorità e verificando ogni venerdì se ho rispettato il piano',
    },
    money: {
      measure:
        'versando ogni mese su un conto di risparmio una somma fissa di almeno il 10% delle mie entrate e controllando il mio budget il primo giorno di ogni mese',
      measured: 'versando una somma fissa ogni mese su un conto di risparmio e controllando il mio budget il primo giorno di ogni mese',
    },
    leadership: { measure: 'assumendo almeno due nuovi compiti di guida a trimestre e discutendo i risultati con il mio mentore' },
    confidence: {
      measure:
        "facendo ogni settimana una cosa che richiede coraggio, come prendere la parola all'inizio di una discussione di gruppo o chiedere qualcosa di cui ho bisogno, e annotando ogni volta cosa è andato bene",
    },
    building: { measure: 'dedicandoci almeno cinque ore a settimana e fissando una tappa ogni due settimane' },
    wellbeing: {
      measure:
        'finendo di lavorare entro le 18:00 almeno quattro giorni a settimana, tenendo un giorno a settimana libero dal lavoro e valutando la mia energia da 1 a 10 ogni venerdì',
    },
    social: {
      measure:
        'iscrivendomi questo mese a un club, a un corso o a un gruppo di volontariato e vedendo qualcuno fuori dal lavoro almeno una volta a settimana',
    },
    smoking: {
      measure:
        'fumando due sigarette in meno al giorno ogni settimana, fissando una data per smettere entro le prossime quattro settimane e contando i miei giorni senza fumo',
    },
    internship: {
      measure:
        'inviando almeno dieci candidature ad aziende del mio settore nelle prossime quattro settimane, sollecitando ognuna dopo una settimana e concordando una data di inizio',
    },
    direction: { measure: 'dedicandole poi almeno 30 minuti a settimana per quattro settimane e tenendo traccia di ogni passo' },
    driving: {
      measure:
        "facendo almeno due guide con l'istruttore a settimana, rispondendo ogni giorno a 20 quiz di teoria e prenotando l'esame di teoria per il secondo mese",
    },
    sidejob: {
      measure:
        'inviando almeno tre candidature a settimana per lavori serali o nel fine settimana e concordando una data di inizio dopo la prima offerta',
    },
    relocation: {
      measure:
        'informandomi il primo mese su lavoro, alloggio e documenti necessari nel nuovo posto, inviando almeno cinque candidature al mese ad aziende del nuovo posto e mettendo da parte tre mesi di spese',
    },
    thesis: {
      measure:
        'scrivendo almeno cinque pagine a settimana, finendo un capitolo ogni quattro settimane e inviando ogni capitolo al mio relatore per un riscontro',
    },
    conflict: {
      measure:
        "scegliendo entro due settimane un attrito che si ripete, parlandone a quattr'occhi con la persona coinvolta, concordando due cambiamenti concreti e verificando ogni mese che vengano rispettati",
    },
    clients: {
      measure:
        'contattando almeno cinque potenziali clienti a settimana, chiedendo una referenza a ogni cliente soddisfatto e confrontando ogni mese il fatturato con un obiettivo fissato',
      measured: "contattando almeno cinque potenziali clienti a settimana e verificando alla fine di ogni mese quanto manca all'obiettivo",
    },
    gapyear: {
      measure:
        'preparando un piano con tre cose che voglio fare, un budget mensile e la data del ritorno allo studio o al lavoro, e mettendo da parte una somma fissa ogni mese fino alla partenza',
    },
    general: {
      measure:
        "annotando nella prima settimana tutti i passi necessari per questo obiettivo, completandone almeno uno ogni settimana e verificando l'ultimo venerdì del mese cosa ho raggiunto",
    },
  },
  sentence: (parts) => romanceSentence(FRAMES, parts),
};
