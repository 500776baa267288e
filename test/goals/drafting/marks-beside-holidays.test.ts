/**
 * School holidays alone are no child failing at school, but marks that fell told in the same sentence
 * as the holidays are: the school goal is kept, with the child the story names.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('marks that fell beside the school holidays', () => {
  it.each([
    [
      'en',
      'During the school holidays my son did nothing, and now his grades have dropped to Ds in maths and science.',
      /help my son do better at school/u,
    ],
    [
      'pt',
      'Durante as férias escolares o meu filho não pegou num livro e agora tem notas baixas a matemática.',
      /ajudar o meu filho a ir melhor na escola/u,
    ],
    ['cs', 'Po školních prázdninách se dceři zhoršily známky, z matiky má dvě pětky.', /Pomůžu své dceři zlepšit se ve škole/u],
    ['uk', 'Після шкільних канікул у сина погані оцінки з математики і він не хоче вчитися.', /допоможу синові краще вчитися/u],
    ['pl', 'Podczas ferii szkolnych syn nic nie robił, a teraz ma złe oceny z matematyki.', /Pomogę synowi poprawić wyniki w szkole/u],
  ])('%s: the school goal is kept', (_lang, story, kept) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(kept);
    expect(goals).not.toMatch(/relationship|relação|vztah|стосун|relacj/u);
  });

  it.each([
    ['en', "I'd like to spend more of the school holidays with our kids, but I work six days a week in my shop."],
    ['pt', 'Quero passar as férias escolares com os meus filhos, mas trabalho por turnos.'],
    ['cs', 'O školních prázdninách bych chtěla být víc s dětmi, ale pracuji na směny.'],
  ])('%s: holidays alone bring no school goal', (_lang, story) => {
    expect(draftGoals(story, NOV_26)).not.toMatch(/class teacher|professor|třídní/u);
  });
});
