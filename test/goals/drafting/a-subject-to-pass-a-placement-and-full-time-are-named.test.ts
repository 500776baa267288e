/**
 * Issue 33 (round 57's probes): a school or university subject to pass was no exam unless the word "exam" was said
 * ("I need to pass maths and biology in June" got the energy steps, "aprobar matemáticas y física" a module every two
 * weeks, "Mathe und Physik bestehen" an exam date booked): a pass verb within three words of a subject (topics.json
 * "after", either order for German verb-last) is an exam, and a subject's exam is studied from what is hardest, past
 * papers and its date checked, never booked (the school sets it; aims.json). Languages are no subject here ("réussir à
 * parler anglais" is the language). A course's placement ("praktyki", "odborná praxe", "производственная практика", an
 * English "placement") was the weekly-steps filler or, by the bare Slovak cue "plačem" (read without its marks inside
 * "placement"), a GP booked about crying: it is an internship, applications and a start date. A return to full time
 * told "full time" or with an Italian future ("Tornerò a tempo pieno") was the time topic's planning, now the date
 * asked of the manager. A placement told by its hours ("przez 160 godzin") is those hours agreed with its supervisor and
 * signed off (round 67, filler67), not applications to firms.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a subject to pass, a placement and a return to full time are named', () => {
  it.each([
    [
      "I'm in my last year of sixth form and I need to pass maths and biology in June to get into nursing. I work Saturdays at Tesco and I'm always tired.",
      'I will pass maths and biology in June to get into nursing, studying at least five hours a week, starting with what I find hardest',
      'booking the exam date',
    ],
    [
      'Хочу сдать экзамены по химии и биологии в июне и поступить в медицинский.',
      'Я сдам экзамены по химии и биологии в июне — буду заниматься не меньше пяти часов в неделю, начиная с того, что даётся труднее всего',
      'забронирую',
    ],
    [
      'Quiero aprobar matemáticas y física en junio para no repetir curso.',
      'Voy a aprobar matemáticas y física en junio para no repetir curso, estudiando al menos cinco horas por semana, empezando por lo que más me cuesta',
      'módulo',
    ],
    [
      'Ich will bis Juli meine Prüfungen in Mathe und Physik bestehen, ich bin zweimal durchgefallen.',
      'zuerst das, was mir am schwersten fällt, schreibe alle zwei Wochen eine komplette Prüfung aus den Vorjahren',
      'buche den Prüfungstermin',
    ],
    [
      'Muszę odbyć praktyki w szpitalu przez 160 godzin do końca semestru.',
      'w ciągu dwóch tygodni ustalę z opiekunem praktyk stałe dni i datę, do której zrobię wszystkie godziny',
      'spiszę wszystkie potrzebne kroki',
    ],
    [
      'Мне нужно пройти производственную практику 2 месяца летом, но я не знаю, куда податься.',
      'Я пройду производственную практику 2 месяца летом — в течение четырёх недель отправлю не меньше 10 заявок',
      'выпишу все нужные шаги',
    ],
    [
      'Potřebuju si najít odbornou praxi na 4 týdny, ale nikdo mi neodpovídá.',
      'pošlu alespoň 10 přihlášek firmám ze svého oboru, po týdnu se u každé připomenu a domluvím si datum nástupu',
      'sepíšu všechny potřebné kroky',
    ],
    ['I need to find a placement by April.', 'I will find a placement by April, sending at least ten applications', 'crying'],
    [
      'I want to go back to full time by March.',
      'I will go back to full time by March, telling my manager within two weeks from when I want to go back',
      'three priorities',
    ],
    [
      'Vorrei tornare a tempo pieno da gennaio, adesso faccio part-time.',
      'Tornerò a tempo pieno da gennaio, dicendo entro due settimane al mio responsabile da quando voglio rientrare',
      'tre priorità',
    ],
    ['Stále plačem a neviem, čo so sebou.', 'poviem mu o tom plači', 'Do konca budúceho týždňa'],
    [
      "Je veux réussir à parler anglais couramment d'ici l'été.",
      "Je vais réussir à parler anglais couramment d'ici l'été",
      'sujet complet',
    ],
  ])('%s', (text, wanted, gone) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(wanted);
    expect(draft).not.toContain(gone);
  });
});
