/**
 * Issue 33 (blind reading 48's 7): "Divorciei-me em julho … A minha filha foi estudar para Coimbra" got the separated
 * parent's goal, with its custody step ("pondo por escrito … os acordos com o outro progenitor, com um mediador
 * familiar") for a daughter who is an adult at university. A child told at university, grown up or of age rules the
 * co-parenting situation out (coparent's unless): the loneliness the story tells is answered instead.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an adult child needs no custody agreement', () => {
  it.each([
    [
      "Divorziata da due anni, mia figlia è andata a studiare all'università di Bologna. Mi sento sola e la sera non esco mai.",
      'Conoscerò persone nuove e mi costruirò una cerchia di amici',
      /altro genitore/u,
    ],
    [
      'Po rozwodzie zostałem sam, syn studiuje na uniwersytecie w Krakowie. W weekendy z nikim nie rozmawiam.',
      'Poznam nowych ludzi i zbuduję w okolicy krąg przyjaciół',
      /drugim rodzicem/u,
    ],
    [
      'Nach der Scheidung ist meine Tochter zum Studium nach Leipzig gezogen. Abends rede ich mit niemandem.',
      'werde ich neue Leute kennenlernen',
      /nach der Trennung eine enge Bindung/u,
    ],
    [
      'Me divorcié hace un año y mi hija se fue a estudiar a Barcelona en septiembre. La casa está vacía y los fines de semana no hablo con nadie.',
      'Voy a volver a dar a mis días una forma estable',
      /otro progenitor/u,
    ],
  ])('%s', (text, goal, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(broken);
  });

  it('keeps the co-parenting goal for a child at school', () => {
    expect(draftGoals('Since the divorce I only see my daughter every other weekend and she is only 8.', NOV_25)).toMatch(/daughter/u);
  });
});
