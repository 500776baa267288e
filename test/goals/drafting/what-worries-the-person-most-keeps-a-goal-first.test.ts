/**
 * Issue 33 (blind readings 47, 48 and 49: "the central concern is dropped"): what the person says worries them most
 * ("the real problem is", "was mir am meisten Sorgen macht") came after their stated wishes, was merged into one of
 * them (the language a move needs said as the move's steps) or fell past the three goals. It keeps a goal of its own,
 * first; and the flag names a concern of its own sentence, not one told in the next ("Mein Freund beschwert sich").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('what worries the person most keeps a goal of its own, first', () => {
  it.each([
    ['I want to learn Spanish. What worries me most is my credit card debt.', '1. I will pay off my credit card'],
    [
      'I want to get fit, learn Spanish and read more books. But the real problem is my credit card debt.',
      '1. I will pay off my credit card',
    ],
    [
      'Ich schiebe alles auf und schlafe schlecht. Was mir am meisten Sorgen macht, sind meine Schulden, fast 5.000 Euro.',
      '1. In den nächsten zwölf Monaten werde ich meine Schulden abbauen;',
    ],
    [
      "My doctor told me to lose weight, stop smoking and sleep more. I can't do it all at once. The biggest problem is the smoking, I smoke a pack a day.",
      '1. I will quit smoking',
    ],
    ['Je procrastine et je dors mal, mais mon plus gros problème ce sont mes dettes.', '1. Je vais rembourser mes dettes'],
    [
      'Quero mudar para Portugal no próximo ano. O meu maior problema é que o meu inglês é fraco.',
      '1. Vou subir um nível em inglês nos próximos seis meses, tendo duas aulas por semana',
    ],
  ])('%s', (text, first) => {
    const goals = draftGoals(text, NOV_26);
    expect(goals).toContain(first);
    // Not merged away: the move keeps its own steps, not the lessons of the language it needs.
    expect(goals).not.toMatch(/Portugal no próximo ano, tendo duas aulas/u);
  });

  it('drops a stated wish past the three goals rather than the concern flagged as the main one', () => {
    const goals = draftGoals('I want to get fit, learn Spanish and read more books. But the real problem is my credit card debt.', NOV_26);
    expect(goals).toContain('pay off my credit card');
    expect(goals).not.toContain('3. I will read more books');
  });

  it('reads the flag in its own sentence, not the concern told in the next one', () => {
    const goals = draftGoals(
      'Ich habe im Februar meine Abschlussprüfung. Ich schiebe das Lernen ständig auf. Das eigentliche Problem ist, dass ich neben der Arbeit kaum Zeit zum Lernen habe. Mein Freund beschwert sich, dass wir uns kaum sehen.',
      NOV_26,
    );
    expect(goals).toContain('1. Im Februar werde ich die Prüfung bestehen;');
    expect(goals).not.toMatch(/^1\. .*Beziehung/mu);
  });
});
