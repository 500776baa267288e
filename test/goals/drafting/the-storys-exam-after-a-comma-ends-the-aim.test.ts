/**
 * Issue 33 (blind reading 106's 11): "хочу поступить в магистратуру в другом городе, вступительный экзамен где-то в июле, плюс
 * нужен английский на уровне B2" became one goal with the whole story pasted before its dash. The exam, entrance exam or
 * defence the story names after a comma, and a need told with "plus", start the story (gate.json tailStarts): the aim ends
 * before them, and a date told with them is read from the sentence, never pasted.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("the story's exam after a comma ends the aim", () => {
  it.each([
    [
      'Параллельно хочу поступить в магистратуру в другом городе, вступительный экзамен где-то в июле, плюс нужен английский на уровне B2.',
      /Я поступлю в магистратуру в другом городе (?:в течение|к|до) /u,
      /экзамен где-то|плюс нужен/u,
    ],
    ['Chci se dostat na magistra v Brně, přijímačky jsou v červnu.', /^Dostanu se na magistra v Brně do června – /u, /přijímačky jsou/u],
    [
      'Chcę dostać się na magisterkę w Krakowie, egzamin jest w lipcu.',
      /^Dostanę się na magisterkę w Krakowie do lipca – /u,
      /egzamin jest/u,
    ],
    ['Хочу вступити на магістратуру у Львові, іспит у липні.', /^Я вступлю на магістратуру у Львові до липня — /u, /іспит у липні/u],
  ])('%s', (input, goal, pasted) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(pasted);
  });
});
