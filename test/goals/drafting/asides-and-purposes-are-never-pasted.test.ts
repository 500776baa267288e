/**
 * Issue 33 (round 53's probes): the person's words were pasted into a goal where they break it. A sum still
 * to go told beside the aim ("закрыть кредит, осталось 85 тысяч рублей, и …") read "Я закрою кредит, осталось
 * 85 тысяч рублей до конца 2026 года"; a purpose pointing back at the aim ("…, для цього пройти курс і …")
 * read "Я перейду …, для цього пройти курс"; a hedge before a bare noun or verb ("a day role, maybe clinical
 * educator", "slow down, maybe go to 4 days", "quizás cuatro días a la semana") lost its comma and fused
 * ("I will move into a day role clinical educator"); a range of years ("через год-два") was read as "через
 * год" and left "Я получу -два снова работать"; a skill told ("Cocinar sé, eso sí") became "Voy a cocinar sé".
 * Such a sum or hedge, up to its next comma, is left out and the aims on either side stay (intents.json
 * asides, hedges); what follows a purpose pointing back is the next aim of a list (aimBack); a hedge after a
 * comma is dropped alone only before a time or a preposition (gate.json timeAnaphors), else it ends the aim;
 * "год-два" is one time frame (specifics.json); a doing one says one can do is no aim (judgedAfterVerb); a threat
 * after a comma ("…, sonst kann ich es nicht einbringen") ends the aim, and "mindestens 5" alone names nothing
 * ("Nächsten Mai erreiche ich mein Ziel: mindestens 5" was written); the year of a goal's own date ("до 2030
 * года") is no bare sum, once the sum told beside it is left out.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-25T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('asides and purposes are never pasted', () => {
  it.each([
    [
      'Хочу до конца 2026 года закрыть кредит, осталось 85 тысяч рублей, и начать откладывать на подушку безопасности.',
      /1\. Я закрою кредит до конца 2026 года — каждую неделю буду выплачивать 17 000 рублей/u,
      /2\. Я начну откладывать на подушку безопасности/u,
      /кредит, осталось/u,
    ],
    [
      'Chcę do końca 2027 roku spłacić kredyt, zostało mi 40 tysięcy złotych, i zacząć odkładać na wkład własny.',
      /1\. Spłacę kredyt do końca 2027 roku – co miesiąc będę spłacać 3 100 złotych/u,
      /2\. Zacznę odkładać na wkład własny/u,
      /kredyt, zostało/u,
    ],
    [
      'Quiero terminar de pagar el préstamo del coche antes de septiembre, me quedan 3.200 euros, y luego ahorrar para la entrada de un piso.',
      /1\. Voy a terminar de pagar el préstamo del coche antes de septiembre, pagando 360 euros cada mes/u,
      /2\. .*voy a ahorrar para la entrada de un piso/u,
      /coche, me quedan/u,
    ],
    [
      'Хочу до кінця 2027 року перейти з підтримки користувачів у тестування (QA), для цього пройти курс і знайти першу роботу тестувальником.',
      /1\. Я перейду з підтримки користувачів у тестування \(QA\) до кінця 2027 року — /u,
      /3\. Я знайду першу роботу тестувальником/u,
      /для цього/u,
    ],
    [
      'Mon objectif est de trouver un CDI avant l\u2019été, pour cela envoyer cinq candidatures par semaine et refaire mon CV.',
      /1\. Je vais trouver un CDI avant l.été, en envoyant au moins cinq candidatures/u,
      /3\. Avant l.été, je vais refaire mon CV/u,
      /été envoyer/u,
    ],
    [
      "I'd really like to move into a day role, maybe clinical educator, but I don't have the postgrad cert they ask for.",
      /^I will move into a day role over the next twelve months, /u,
      /talking to three people/u,
      /role clinical educator/u,
    ],
    [
      'I want to cut down my hours, maybe three days a week, and spend more time with my dad who is ill.',
      /1\. I will cut down my hours over the next two months, /u,
      /2\. I will spend more time with my dad/u,
      /hours three days/u,
    ],
    [
      'Trabajo de camarera y me gustaría pasar a la cocina, quizás ayudante de cocina, pero no tengo el curso de manipulador.',
      /^Voy a pasar a la cocina en los próximos/u,
      /anotando/u,
      /cocina ayudante/u,
    ],
    [
      "I'm back at work full time but I want to slow down, maybe go to 4 days, and I want to actually be around for my kids, they're 15 and 17.",
      /1\. I will slow down within the next three months, /u,
      /2\. I will actually be around for my kids within the next three months, /u,
      /slow down go|they're 15/u,
    ],
    [
      'My goal is to clear my overdraft by June, about £1,400 left, and then start saving £100 a month.',
      /1\. I will clear my overdraft by June, repaying £240 every month/u,
      /2\. I will start saving £100 a month from June/u,
      /June, about £1,400 left/u,
    ],
    [
      'Хочу через год-два снова работать, может быть в международной компании.',
      /^Я буду снова работать через год-два — /u,
      /каждую неделю/u,
      /-два снова|получу/u,
    ],
    [
      'Quiero volver a correr, cocinar más en casa también, eso sí, sin gastar mucho. Correr sé, lo que me falta es constancia.',
      /1\. Voy a volver a correr en los próximos seis meses, corriendo al menos tres veces por semana/u,
      /2\. Voy a cocinar más en casa también, sin gastar mucho/u,
      /correr sé|eso sí|3\./u,
    ],
  ])('%s', async (input, first, measure, gone) => {
    const output = await draft(input);
    expect(output).toMatch(first);
    expect(output).toMatch(measure);
    expect(output).not.toMatch(gone);
  });

  it('a dated doubt keeps its date, a figure after a hedge stays the sum', async () => {
    expect(await draft('I want to finish the novel I started in 2022, maybe by next summer.')).toMatch(
      /^I will finish the novel I started in 2022 by next summer, /u,
    );
    expect(await draft('I want to save some money, maybe £2,000, by June.')).toMatch(/^I will save £2,000 by June, /u);
    expect(await draft('Ich will meinen Meister machen und dafür bis Juni 6.000 Euro sparen.')).toMatch(
      /1\. Bis Juni werde ich meinen Meister machen; /u,
    );
  });

  it('a threat after a comma ends the aim, and "at least" with a figure names nothing', async () => {
    const output = await draft(
      'Ich bin 17 und mache nächsten Mai mein Abitur in Bayern. Mathe ist mein Problem, im letzten Halbjahr hatte ich nur 4 Punkte und ich brauche mindestens 5, sonst kann ich es nicht einbringen.',
    );
    expect(output).toMatch(/^Nächsten Mai werde ich das Abitur bestehen; dafür lerne ich mindestens fünf Stunden pro Woche/u);
    expect(output).not.toMatch(/mein Ziel: mindestens 5/u);
  });

  it('the year of its own date is no sum of the debt', async () => {
    const output = await draft('Chcę spłacić kredyt do 2030 roku, zostało 200 tysięcy złotych.');
    expect(output).toMatch(/^Spłacę kredyt do 2030 roku – co miesiąc będę spłacać 4 100 złotych/u);
    expect(output).not.toMatch(/45 złotych|kredyt do 2030 roku, zostało/u);
  });
});
