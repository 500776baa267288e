/**
 * Issue 33 (round 38): "Skończę w ciągu trzech miesięcy" says when, not what. Echoed back it became a goal with no
 * object ("Skończę w ciągu trzech miesięcy – … wszystkie potrzebne kroki do tego celu"). Like a vague wish, it gets a
 * first step instead (wishes.json family "finish-what"): write down what exactly is to be finished by that deadline and
 * the steps left. Only where the verb of finishing stands right before its time ("finish within", "закончу за"): a
 * named object ("skończę pracę magisterską") keeps its goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a finish with no object names what to finish', () => {
  it.each([
    ['Skończę w ciągu trzech miesięcy.', 'spiszę, co dokładnie chcę skończyć w swoim terminie', /^Skończę w ciągu/u],
    ["I'll finish within three months.", 'exactly what I want to finish by my deadline', /^I will finish within/u],
    [
      'Ich werde in drei Monaten fertig sein.',
      'genau aufschreiben, was ich bis zu meinem Termin fertig haben will',
      /^Ich werde in drei Monaten fertig sein/u,
    ],
    ['Terminaré en tres meses.', 'qué quiero terminar exactamente antes de mi plazo', /en mi situación/u],
    ['Je finirai dans trois mois.', 'ce que je veux terminer exactement', /dans ma situation/u],
    ['Finirò entro tre mesi.', 'che cosa voglio finire esattamente', /^Finirò entro/u],
    ['Dokončím to do tří měsíců.', 'co přesně chci do svého termínu dokončit', /na své situaci/u],
    ['Dokončím to do troch mesiacov.', 'čo presne chcem do svojho termínu dokončiť', /^Dokončím to/u],
    ['Закончу за три месяца.', 'что именно хочу закончить к своему сроку', /^Закончу за/u],
    ['Закінчу за три місяці.', 'що саме хочу завершити до свого терміну', /^Закінчу за/u],
  ])('%s', (input, step, broken) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(step);
    expect(out).not.toMatch(broken);
  });

  it('a named object keeps its goal', () => {
    expect(draftGoals('Skończę pracę magisterską w ciągu trzech miesięcy.', NOV_25)).toMatch(
      /^Skończę pracę magisterską w ciągu trzech miesięcy/u,
    );
  });
});
