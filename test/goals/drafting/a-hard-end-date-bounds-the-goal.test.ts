/**
 * Issue 33 (blind reading 48's 1): "My severance pay runs out at the end of February" got "I will find a new job within
 * the next six months": the hard date told never bounded the goal, as the past "in September after 19 years" before it
 * hid it, and a contract or benefit that ends ("Mon contrat se termine fin février", "La NASpI finisce a marzo") was no job
 * search at all. A contract, benefit, visa or funding that ends is a job search (situations.json), and its date is the
 * goal's "by" (calendar.json ends); a leave that ends is a return that starts then, so its date stays as told.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a hard end date bounds the goal', () => {
  it.each([
    [
      "I'm 52 and was let go from my logistics manager job in September after 19 years with the same company. My severance pay runs out at the end of February and I've sent about 40 applications since then, only 2 interviews, both went nowhere.",
      'I will find a new job by the end of February,',
      /six months/u,
    ],
    [
      'My unemployment benefit runs out at the end of April. I worked in retail for 20 years.',
      'I will find a new job by the end of April,',
      /three things/u,
    ],
    [
      "Mon contrat se termine fin février et je n'ai rien trouvé. Je suis graphiste.",
      "D'ici fin février, je vais trouver un nouvel emploi",
      /trois choses/u,
    ],
    [
      'Mi contrato termina en marzo y todavía no tengo nada. Soy administrativa.',
      'Para marzo voy a encontrar un nuevo trabajo',
      /tres cosas/u,
    ],
    ['La NASpI finisce a marzo e non ho ancora trovato lavoro.', 'Entro marzo troverò un nuovo lavoro', /tre cose/u],
    ['Мой контракт заканчивается в марте, а новой работы пока нет.', 'Я найду новую работу к марту', /три вещи/u],
    [
      'Mein Visum läuft im Juni ab und ich muss bis dahin einen Job finden, sonst muss ich zurück nach Indien.',
      'Bis Juni werde ich einen Job finden',
      /Im Juni werde/u,
    ],
    [
      'Ich schreibe an meiner Doktorarbeit, meine Finanzierung läuft im Mai aus.',
      'Bis Mai werde ich meine Doktorarbeit fertig schreiben',
      /Im Mai/u,
    ],
  ])('%s', (text, bounded, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(bounded);
    expect(goals).not.toMatch(broken);
  });

  it('a leave that ends is a return that starts then', () => {
    const goals = draftGoals('My maternity leave ends in February and I am expected back in the office three days a week.', NOV_25);
    expect(goals).toContain('after my leave in February');
    expect(goals).not.toContain('by February');
  });
});
