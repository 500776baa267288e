/**
 * Issue 33 (round 26): a person weighing one option ("I don't know if I should quit my job", "Nie wiem, czy odejść z
 * pracy") got a stock plan for "my next step" that lost the option, or the option chosen for them ("Je vais quitter
 * mon travail"). It is one decision naming the option and its natural alternative (staying, after an option of
 * leaving; else "or not"), dated six weeks ahead, with steps that fit any choice (options.json `alone`). A doubt about
 * oneself ("if I can do this") is no option, and a move keeps its own decision steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('one option weighed is a decision naming it and its alternative', () => {
  it.each([
    ["I don't know if I should quit my job.", 'I will decide within six weeks whether I should quit my job or stay,', /next step/u],
    ['Ich weiß nicht, ob ich kündigen soll.', 'entscheiden, ob ich kündigen soll oder nicht;', /nächsten Schritt/u],
    [
      'Je ne sais pas si je dois quitter mon travail.',
      "Je vais décider d'ici six semaines si je dois quitter mon travail ou rester,",
      /Je vais quitter/u,
    ],
    ['No sé si dejar mi trabajo.', 'Voy a decidir en las próximas seis semanas si dejar mi trabajo o quedarme,', /próximo paso/u],
    ['Non so se lasciare il lavoro.', 'Deciderò entro sei settimane se lasciare il lavoro o restare,', /prossimo passo/u],
    ['Não sei se devo sair do emprego.', 'Vou decidir nas próximas seis semanas se devo sair do emprego ou ficar,', /Vou sair do emprego/u],
    [
      'Nie wiem, czy powinnam wrócić do Polski.',
      'Zdecyduję w ciągu sześciu tygodni, czy powinnam wrócić do Polski, czy nie –',
      /Wrócę do Polski/u,
    ],
    ['Nevím, jestli mám dát výpověď.', 'Rozhodnu se během šesti týdnů, jestli mám dát výpověď, nebo zůstat –', /dalšího kroku/u],
    ['Neviem, či mám odísť z práce.', 'Rozhodnem sa do šiestich týždňov, či mám odísť z práce, alebo zostať –', /ďalšieho kroku/u],
    [
      'Я не знаю, чи варто мені йти з роботи.',
      'вирішу протягом шести тижнів, чи варто мені йти з роботи, чи залишитися —',
      /наступного кроку/u,
    ],
    [
      'Не знаю, стоит ли мне уходить с работы.',
      'решу в течение шести недель, стоит ли мне уходить с работы или остаться —',
      /следующего шага/u,
    ],
  ])('%s', (input, decision, broken) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toContain(decision);
    expect(out).not.toMatch(broken);
  });

  it('leaves a doubt about oneself, a move and studies to drop to their own answers', () => {
    expect(draftGoals("I don't know if I can do this.", NOV_26)).not.toMatch(/decide within six weeks/u);
    expect(draftGoals('Nie wiem, czy dam radę.', NOV_26)).not.toMatch(/Zdecyduję w ciągu sześciu tygodni/u);
    expect(draftGoals('Nevím, jestli se mám přestěhovat do Brna.', NOV_26)).toContain('ohledně stěhování');
    expect(draftGoals('Nie wiem, czy rzucić studia.', NOV_26)).toContain('dlaczego studia mi nie idą');
  });
});
