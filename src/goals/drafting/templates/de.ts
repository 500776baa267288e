/**
 * German: "In den nächsten sechs Monaten werde ich mein Englisch verbessern; dafür nehme ich
 * mindestens zwei Unterrichtsstunden pro Woche und mache am Ende einen Einstufungstest."
 *
 * The time frame opens the sentence: German infinitive phrases end with the verb, so a time frame
 * after them ("… verbessern in den nächsten sechs Monaten") would read clumsily, while "In den
 * nächsten … werde ich …" is the natural order. Each measure continues "dafür" (only one a sentence), a step's next step "außerdem", but a decision's steps ("… entscheiden") are its "dafür".
 */
import { upperFirst } from '../text.js';
import { TOPIC_MONTHS } from '../topics.js';
import type { MonthPhrases, Template } from './types.js';

const MONTHS: MonthPhrases = {
  2: 'in den nächsten zwei Monaten',
  3: 'in den nächsten drei Monaten',
  4: 'in den nächsten vier Monaten',
  6: 'in den nächsten sechs Monaten',
  12: 'in den nächsten zwölf Monaten',
};

export const de: Template = {
  language: 'de',
  heading: 'Meine SMART-Ziele:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: {
    career: {
      measure:
        'spreche ich im ersten Monat mit drei Menschen, die schon im neuen Bereich arbeiten, verbringe bis zum zweiten Monat einen Probetag bei einem von ihnen, melde mich bis zum dritten Monat für den Kurs oder die Qualifikation an, die der Bereich verlangt, und schicke bis zum sechsten Monat meine erste Bewerbung ab',
    },
    sleep: { measure: 'gehe ich an mindestens fünf Abenden pro Woche spätestens um 23 Uhr ins Bett und notiere meine Schlafstunden' },
    procrastination: {
      measure:
        'plane ich jeden Abend drei Aufgaben für den nächsten Tag und beginne die schwierigste morgens mit einem 25-minütigen Fokusblock',
    },
    hobby: { measure: 'übe ich mindestens dreimal pro Woche 30 Minuten und lerne jeden Monat ein neues Stück oder eine neue Technik' },
    exam: {
      measure:
        'lerne ich mindestens fünf Stunden pro Woche, mache alle zwei Wochen eine vollständige Probeprüfung und buche den Prüfungstermin rechtzeitig',
    },
    writing: {
      measure: 'schreibe ich mindestens dreimal pro Woche und setze mir für jede Sitzung eine Wortzahl',
      measured: 'schreibe ich mindestens dreimal pro Woche und bespreche jeden Monat meine Fortschritte im Mentoring',
    },
    reading: {
      measure: 'lese ich mindestens ein Buch pro Monat und notiere aus jedem drei Erkenntnisse',
      measured: 'lese ich mindestens 20 Seiten am Tag und halte jedes beendete Buch fest',
    },
    running: {
      measure: 'laufe ich mindestens dreimal pro Woche und notiere die Strecke jedes Laufs',
      measured: 'trainiere ich nach Plan mit drei Läufen pro Woche und notiere jeden Lauf',
    },
    language: {
      measure: 'nehme ich mindestens zwei Unterrichtsstunden pro Woche und mache am Ende einen Einstufungstest',
      measured: 'nehme ich mindestens zwei Unterrichtsstunden pro Woche und übe jeden Tag 20 Minuten',
    },
    salary: {
      measure:
        'bereite ich meine Argumente mit Marktdaten und drei konkreten Ergebnissen vor und vereinbare ein Gespräch mit meiner Führungskraft',
    },
    promotion: {
      measure: 'vereinbare ich mit meiner Führungskraft drei klare Kriterien und bespreche jeden Monat meine Fortschritte mit ihr',
    },
    job: {
      measure:
        'schicke ich jeden Monat mindestens fünf passgenaue Bewerbungen ab, strebe zwei Vorstellungsgespräche pro Monat an und bereite mich auf jedes mit einem Probegespräch vor',
    },
    speaking: { measure: 'melde ich mich mindestens einmal pro Woche zu Wort oder präsentiere und bitte jedes Mal um Feedback' },
    delegation: {
      measure: 'gebe ich mindestens zwei wiederkehrende Aufgaben an mein Team ab und bespreche die Ergebnisse jeden Freitag mit ihm',
    },
    feedback: {
      measure: 'gebe ich in jedem Einzelgespräch konkretes Feedback und frage einmal im Monat nach, wie hilfreich es war',
    },
    networking: {
      measure: 'besuche ich mindestens zwei Networking-Veranstaltungen pro Monat und melde mich danach bei drei neuen Kontakten',
    },
    skills: {
      measure: 'lerne ich mindestens vier Stunden pro Woche und schließe alle zwei Wochen ein Modul oder ein Übungsprojekt ab',
    },
    fitness: { measure: 'trainiere ich mindestens dreimal pro Woche 30 Minuten und halte jede Einheit fest' },
    time: {
      measure:
        'plane ich jeden Montag meine Woche mit höchstens drei Prioritäten und prüfe jeden Freitag, wie gut ich mich an den Plan gehalten habe',
    },
    money: {
      measure:
        'lege ich jeden Monat einen festen Betrag von mindestens 10 % meines Einkommens zurück und prüfe am 1. jedes Monats mein Budget',
      measured: 'lege ich jeden Monat einen festen Betrag zurück und prüfe am 1. jedes Monats mein Budget',
    },
    leadership: {
      measure: 'übernehme ich mindestens zwei neue Führungsaufgaben pro Quartal und bespreche die Ergebnisse im Mentoring',
    },
    confidence: {
      measure:
        'mache ich einmal pro Woche etwas, das Mut braucht, etwa in einer Runde gleich zu Beginn etwas zu sagen oder um etwas zu bitten, das ich brauche, und notiere jedes Mal, was gut gelaufen ist',
    },
    building: { measure: 'arbeite ich mindestens fünf Stunden pro Woche daran und setze mir alle zwei Wochen einen Meilenstein' },
    wellbeing: {
      measure:
        'beende ich an mindestens vier Tagen pro Woche meine Arbeit bis 18:00 Uhr, halte mir einen Tag pro Woche ganz frei und bewerte jeden Freitag meine Energie auf einer Skala von 1 bis 10',
    },
    social: {
      measure:
        'schließe ich mich in diesem Monat einem Verein, Kurs oder Ehrenamt an und treffe mich mindestens einmal pro Woche mit jemandem außerhalb der Arbeit',
    },
    smoking: {
      measure:
        'rauche ich jede Woche zwei Zigaretten pro Tag weniger, lege in den nächsten vier Wochen einen Tag für den Rauchstopp fest und zähle meine rauchfreien Tage',
    },
    internship: {
      measure:
        'schicke ich in den nächsten vier Wochen mindestens zehn Bewerbungen an Unternehmen meines Fachs, frage nach einer Woche bei jedem nach und vereinbare einen Starttermin',
    },
    direction: { measure: 'nehme ich mir danach vier Wochen lang mindestens 30 Minuten pro Woche Zeit und notiere jeden Schritt' },
    driving: {
      measure:
        'nehme ich mindestens zwei Fahrstunden pro Woche, beantworte jeden Tag 20 Theoriefragen und melde mich für den zweiten Monat zur Theorieprüfung an',
    },
    sidejob: {
      measure:
        'schicke ich jede Woche mindestens drei Bewerbungen für Abend- oder Wochenendjobs ab und vereinbare nach dem ersten Angebot einen Starttermin',
    },
    relocation: {
      measure:
        'kläre ich im ersten Monat Arbeit, Wohnen und nötige Papiere am neuen Ort, schicke jeden Monat mindestens fünf Bewerbungen an Arbeitgeber am neuen Ort und spare eine Reserve für drei Monate Lebenskosten an',
    },
    thesis: {
      measure:
        'schreibe ich jede Woche mindestens fünf Seiten, schließe alle vier Wochen ein Kapitel ab und schicke es meiner Betreuungsperson zur Rückmeldung',
    },
    conflict: {
      measure:
        'wähle ich innerhalb von zwei Wochen einen wiederkehrenden Reibungspunkt, spreche ihn unter vier Augen mit der beteiligten Person an, vereinbare zwei konkrete Änderungen und prüfe jeden Monat, ob sie eingehalten werden',
    },
    clients: {
      measure:
        'spreche ich jede Woche mindestens fünf mögliche Kunden an, bitte jeden zufriedenen Kunden um eine Empfehlung und vergleiche jeden Monat meinen Umsatz mit einem festen Ziel',
      measured: 'spreche ich jede Woche mindestens fünf mögliche Kunden an und prüfe am Ende jedes Monats, wie nah ich dem Ziel bin',
    },
    gapyear: {
      measure:
        'erstelle ich einen Plan mit drei Vorhaben, einem Monatsbudget und dem Datum, an dem ich wieder studiere oder arbeite, und lege bis zum Beginn jeden Monat einen festen Betrag zurück',
    },
    general: {
      measure:
        'schreibe ich in der ersten Woche alle nötigen Schritte zu diesem Ziel auf, erledige jede Woche mindestens einen davon und ziehe alle vier Wochen Bilanz, was ich erreicht habe',
    },
  },
  sentence({ clause, time, userTime, timeBefore, measure, topic }) {
    // The fronted time frame: the user's own (written before the intention), ours, or none.
    const front = timeBefore ?? (userTime ? undefined : time);
    let goal: string;
    switch (clause.form) {
      case 'infinitive':
        goal = front ? `${upperFirst(front)} werde ich ${clause.phrase}` : `Ich werde ${clause.phrase}`;
        break;
      case 'object':
      case 'subject':
        // "Ich möchte einen neuen Job" / "Besseres Englisch": the noun phrase follows a colon, so its
        // case (accusative after "möchte", nominative in a list) never clashes with our frame — a
        // commitment ("erreiche ich mein Ziel"), not "arbeite ich auf dieses Ziel hin", which promises nothing.
        goal = front ? `${upperFirst(front)} erreiche ich mein Ziel: ${clause.phrase}` : `Ich erreiche mein Ziel: ${clause.phrase}`;
        break;
      case 'english':
        goal = `Ich werde ${clause.core}`;
        break;
      default:
        goal = front ? `${upperFirst(front)}: ${clause.phrase}` : upperFirst(clause.phrase);
    }
    return `${goal.replace(/(werde(?: ich)?) dafür /u, '$1 ')}; ${topic === 'direction' && !goal.includes(' entscheiden') ? 'außerdem' : 'dafür'} ${measure}.`;
  },
};
