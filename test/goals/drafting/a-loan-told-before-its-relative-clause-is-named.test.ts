/**
 * Issue 33 (round 59's probes): "Mam też kredyt na 12 000 zł, który chcę spłacić do 2028 roku" was "Spłacę do 2028 roku":
 * the aim read after the cue is a verb and a date, its object the relative pronoun's ("który", "kterou", "que", "che",
 * "который", "який"), told before the cue. A money verb (or one of no topic) left alone beside a relative pronoun is the
 * debt its own sentence tells, said by that debt's own name ("swój kredyt") and measure, by the mentee's date; its sum
 * still paces it. No relative, no change: "Ich möchte abnehmen" keeps its own words, and a debt told beside it is not
 * lent to it. A German car loan ("Autokredit") is a loan too.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a loan told before its relative clause is named in the goal', () => {
  it.each([
    [
      'Pracuję w sklepie od 6 lat. Chcę do końca roku skończyć kurs księgowości. Mam też kredyt na 12 000 zł, który chcę spłacić do 2028 roku.',
      'Spłacę swój kredyt do 2028 roku – co miesiąc będę spłacać 480 zł',
      'Spłacę do 2028',
    ],
    [
      'Mám půjčku 80 000 Kč, kterou chci splatit do konce příštího roku. Taky bych chtěla zhubnout 5 kilo.',
      'Splatím svůj úvěr do konce příštího roku – každý měsíc splatím 6 200 Kč',
      'Splatím do konce',
    ],
    [
      'Mám pôžičku 4 000 eur, ktorú chcem splatiť do konca roka 2027. Okrem toho chcem chodiť plávať dvakrát týždenne.',
      'Splatím svoj úver do konca roka 2027 – každý mesiac splatím 310 eur',
      'Splatím do konca',
    ],
    [
      "J'ai un prêt étudiant de 9 000 euros que je veux rembourser d'ici 2029, et en plus je veux passer le TOEIC avant juin.",
      "D'ici 2029, je vais rembourser mon crédit",
      "Je vais rembourser d'ici",
    ],
    [
      'Ho un prestito di 10.000 euro che voglio estinguere entro il 2028. Inoltre vorrei trovare un lavoro part-time il sabato.',
      'Entro il 2028 ripagherò il mio prestito',
      'Estinguerò entro',
    ],
    [
      'Tenho um empréstimo de 5 mil euros que quero pagar até ao fim de 2027. Também quero tirar a carta de condução.',
      'Até ao fim de 2027 vou pagar o meu empréstimo, pagando 390 euros todos os meses',
      'Vou pagar até',
    ],
    [
      'У мене кредит на 60 000 гривень, який я хочу закрити до кінця 2027 року. Ще хочу вивчити польську до рівня B1.',
      'Я виплачу свій кредит до кінця 2027 року — щомісяця виплачуватиму 4 650 гривень',
      'Я закрию до кінця',
    ],
    [
      'У меня кредит на 300 тысяч рублей, который я хочу закрыть за два года. И ещё хочу выучить английский до B1.',
      'Я выплачу свой кредит за два года — каждый месяц буду выплачивать 12 500 рублей',
      'Я закрою за два года',
    ],
    [
      'Ich bin Elektriker. Ich habe noch einen Autokredit über 8.000 Euro, den ich bis Ende 2027 abzahlen will. Außerdem möchte ich meinem Sohn bei Mathe helfen.',
      'Bis Ende 2027 werde ich meinen Kredit abbezahlen; dafür zahle ich jeden Monat 620 Euro zurück',
      'Autokredit über',
    ],
  ])('%s', (text, said, gone) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(said);
    expect(out).not.toContain(gone);
  });

  it('keeps a lone verb of its own where no relative pronoun stands', () => {
    const out = draftGoals('Wir haben einen Kredit für das Haus. Ich möchte abnehmen, ich wiege 95 Kilo.', NOV_25);
    expect(out).toContain('mein Gewicht von 95 kg auf 89 kg senken');
    expect(out).not.toContain('Kredit');
  });
});
