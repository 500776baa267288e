/**
 * Issue 33, blind reading 79: "Vorrei stare meglio con me stesso e ricominciare" was answered with two echoes
 * ("Starò meglio con me stesso …", "Ricomincerò entro i prossimi tre mesi") and the weekly-steps filler, and
 * "Хочу найти себя в новой стране" with "Я найду себя … в течение трёх месяцев" and the same filler. A wish to
 * start over or to find oneself names no topic: it gets the restart family's first step (wishes.json): how the
 * person wants three areas of life to look, a first step for each, one step a week for six weeks. Only the
 * idioms are cues ("start over", "начать с нуля"): "start again" and "začít znovu" take an object ("začít znovu
 * randit"), which keeps its own goal; and a wish beside another topic ("больше энергии и найти себя") keeps both.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

describe('a wish to start over or to find oneself gets a first step, not an echo', () => {
  it.each([
    [
      'it',
      'Vorrei stare meglio con me stesso e ricominciare.',
      /come voglio che sia la mia vita .*ogni domenica/u,
      /Ricomincerò|passi necessari/u,
    ],
    ['ru', 'Хочу найти себя в новой стране.', /какой я хочу видеть свою жизнь .*каждое воскресенье/u, /Я найду себя|нужные шаги/u],
    ['en', 'I want to start over.', /how I want my life to look in three areas.*every Sunday/u, /start over within/u],
    [
      'en',
      'honestly i just want my life to feel normal again after the move',
      /how I want my life to look/u,
      /three areas of my work or life/u,
    ],
    ['de', 'Ich möchte neu anfangen.', /wie mein Leben in drei Bereichen .*jeden Sonntag/u, /fange .*neu an/u],
    ['fr', 'Je voudrais enfin me retrouver.', /à quoi je veux que ma vie ressemble/u, /me retrouverai/u],
    ['es', 'Quiero empezar de cero.', /cómo quiero que sea mi vida/u, /Empezaré/u],
    ['pt', 'Quero recomeçar.', /como quero que seja a minha vida/u, /Vou recomeçar/u],
    ['pl', 'Chcę zacząć od nowa.', /jak chcę, żeby wyglądało moje życie .*niedzielę/u, /Zacznę/u],
    ['cs', 'Chtěla bych najít sama sebe.', /jak chci, aby vypadal můj život/u, /Najdu/u],
    ['sk', 'Chcem začať odznova.', /ako chcem, aby vyzeral môj život/u, /Začnem/u],
    ['uk', 'Хочу нарешті знайти себе.', /яким я хочу бачити своє життя/u, /Я знайду себе/u],
    ['hu', 'Szeretnék újrakezdeni.', /milyennek szeretném látni az életemet/u, /újrakezdeni/u],
  ])('%s: %s', (_lang, input, step, echo) => {
    const out = draftGoals(input);
    expect(out).toMatch(step);
    expect(out).not.toMatch(echo);
  });

  it('keeps an activity started again as its own goal', () => {
    expect(draftGoals('Rozvedla jsem se před třemi lety a teď chci začít znovu randit.')).toMatch(/Začnu znovu randit/u);
  });

  it('keeps a second topic told beside the wish', () => {
    expect(draftGoals('Хочу больше энергии и найти себя.')).toMatch(/больше энергии/u);
  });
});
