/**
 * Issue 33 (round 38): a person with too much to fix at once ("I can't do it all at once, where do I start?",
 * "Nevím, kde začít") got "No response." — a question and a three-word line were not counted as a text about
 * their life — or the generic "three things I could change in my situation". Not knowing where to start is a
 * wish of its own (wishes.json family "overwhelm"): write everything down, pick the three that matter most and
 * start with the first, a fixed time a day for two weeks, in the person's language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('not knowing where to start gets a first step', () => {
  it.each([
    [
      "I have so many things to fix, I can't do it all at once, where do I start?",
      'I will write down by the end of next week everything I want to fix, pick the three things that matter most',
      '30 minutes a day for the next two weeks',
    ],
    [
      'Ich weiß nicht, wo ich anfangen soll.',
      'Ich werde bis Ende nächster Woche alles aufschreiben',
      'zwei Wochen lang jeden Tag 30 Minuten',
    ],
    ['Je ne sais pas par où commencer.', 'choisir les trois choses les plus importantes', '30 minutes par jour pendant deux semaines'],
    ['No sé por dónde empezar.', 'elegir las tres cosas más importantes', '30 minutos al día durante dos semanas'],
    ['Non so da dove cominciare.', 'sceglierò le tre cose più importanti', '30 minuti al giorno per due settimane'],
    ['Não sei por onde começar.', 'escolher as três coisas mais importantes', '30 minutos por dia durante duas semanas'],
    ['Nie wiem, od czego zacząć.', 'wybiorę trzy najważniejsze sprawy', '30 minut dziennie'],
    ['Nevím, kde začít.', 'vyberu tři nejdůležitější věci', '30 minut denně'],
    ['Neviem, kde začať.', 'vyberiem tri najdôležitejšie veci', '30 minút denne'],
    ['Не знаю, з чого почати.', 'виберу три найважливіші справи', '30 хвилин щодня'],
    ['Не знаю, с чего начать.', 'выберу три самых важных дела', '30 минут в день'],
  ])('%s', (input, step, figure) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(step);
    expect(out).toContain(figure);
    expect(out).not.toBe('No response.');
    expect(out).not.toMatch(
      /in my situation|meiner Lage|ma situation|mi situación|nella mia situazione|na minha situação|w swojej sytuacji|na své situaci|na svojej situácii|у своїй ситуації|в своей ситуации/u,
    );
  });
});
