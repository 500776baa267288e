/**
 * Issue 33: every verb of a goal is conjugated. An infinitive joined by "and" to the conjugated first
 * verb takes the future too ("Dokončím práci a odevzdám ji", never "… a odevzdat ji"), and a duty
 * told after its infinitive ("Odevzdat mám do konce dubna") is said by the future, not kept beside it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const firstLine = (input: string): string => draftGoals(input, NOW).split('\n')[0]!;

describe('a joined infinitive is conjugated', () => {
  it.each([
    ['Chci do konce roku dokončit bakalářskou práci a odevzdat ji.', /^Dokončím bakalářskou práci a odevzdám ji /u],
    ['Do konce března chci napsat diplomku a obhájit ji.', /^Napíšu diplomku a obhájím ji /u],
    ['Chcem do konca marca dokončiť diplomovku a odovzdať ju.', /^Dokončím diplomovku a odovzdám ju /u],
    ['Chcę do czerwca skończyć pracę magisterską i oddać ją promotorowi.', /^Skończę pracę magisterską i oddam ją promotorowi /u],
    ['Хочу до кінця квітня закінчити курсову і здати її.', /^Я закінчу курсову і здам її /u],
    ['Хочу до весны закончить диплом и сдать его.', /^Я закончу диплом и сдам его /u],
  ])('%s', (input, start) => {
    const line = firstLine(input);
    expect(line).toMatch(start);
    expect(line).not.toMatch(/ (?:a|i|и|і) (?:odevzdat|obhájit|odovzdať|oddać|здати|сдать) /u);
  });
});

describe('a duty after its infinitive is said by the future', () => {
  it.each([
    ['Odevzdat mám do konce dubna.', /^Odevzdám do konce dubna /u],
    ['Oddać muszę do końca kwietnia.', /^Oddam do końca kwietnia /u],
    ['Сдать мне нужно до конца мая.', /^Я сдам до конца мая /u],
    ['Dokončit kurz angličtiny mám do června, ale nestíhám.', /^Dokončím kurz angličtiny do června /u],
    ['Zdać egzamin muszę do końca lutego.', /^Zdam egzamin do końca lutego /u],
  ])('%s', (input, start) => {
    expect(firstLine(input)).toMatch(start);
  });
});

describe('an aim told by what it is not', () => {
  it.each([
    ['Mein Ziel ist nicht, reich zu werden, sondern weniger zu arbeiten.', /werde ich weniger arbeiten/u, /reich zu/u],
    ['Mi objetivo es no trabajar más los sábados.', /^Voy a dejar de trabajar los sábados/u, /no trabajar/u],
    ['Meu objetivo é não depender mais dos meus pais até o fim do ano.', /^Vou deixar de depender dos meus pais/u, /não depender/u],
    ['Il mio obiettivo è non lavorare più nei fine settimana.', /^Smetterò di lavorare nei fine settimana/u, /non lavorare/u],
  ])('%s', (input, aim, not) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(aim);
    expect(out).not.toMatch(not);
  });
});

describe('holidays keep their capitals', () => {
  it.each([
    ['Хочу к новому году сбросить 4 кг.', 'к Новому году'],
    ['Chcę do wielkanocy zdać egzamin na prawo jazdy.', 'do Wielkanocy'],
    ["J'aimerais finir de repeindre la cuisine avant noël.", 'avant Noël'],
    ['Ich möchte bis weihnachten 500 € sparen.', 'Weihnachten'],
    ['Chci do vánoc zhubnout 3 kila.', 'do Vánoc'],
  ])('%s', (input, day) => {
    expect(draftGoals(input, NOW)).toContain(day);
  });
});

describe('a negated habit is one to stop, not "my goal is not …"', () => {
  it.each([
    ['Моя цель — не срываться на детей по вечерам.', /^Я перестану срываться на детей по вечерам /u],
    ['Моя мета — не сидіти весь вечір у телефоні.', /^Я перестану сидіти весь вечір у телефоні /u],
    ['Moim celem jest nie denerwować się w pracy.', /^Nie będę się denerwować w pracy /u],
  ])('%s', (input, start) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(start);
    expect(out).not.toMatch(/Моя цель — не|Моя мета — не|Moim celem jest nie/u);
  });
});
