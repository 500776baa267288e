/**
 * Issue 33 (blind readings 36's 23 and 37's 19): the mentee's method told as an adverbial participle
 * after a comma or "and" ('chodząc na siłownię … i przestając jeść słodycze', 'бігаючи чотири рази на
 * тиждень', 'en arrêtant les sodas', 'smettendo di bere') says how the aim before it is reached: it
 * stays in that goal, after a comma, never a goal of its own ('Będę przestając jeść słodycze') nor an
 * "and" a future is built after ('i przestając będę jeść').
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a method told as a participle stays in its goal', () => {
  it.each([
    [
      'Chcę schudnąć 10 kg do końca maja, chodząc na siłownię 3 razy w tygodniu i przestając jeść słodycze. Chcę też przeczytać 20 książek w przyszłym roku.',
      'Schudnę 10 kg do końca maja, chodząc na siłownię 3 razy w tygodniu, przestając jeść słodycze',
      2,
    ],
    [
      'Хочу до кінця травня пробігти свій перший марафон, бігаючи чотири рази на тиждень, і кинути палити до Нового року.',
      'Я пробіжу свій перший марафон до кінця травня, бігаючи чотири рази на тиждень',
      2,
    ],
    [
      "Je veux perdre 6 kilos d'ici le 1er mai en allant à la salle trois fois par semaine et en arrêtant les sodas.",
      'en allant à la salle trois fois par semaine, en arrêtant les sodas et en me pesant',
      1,
    ],
    [
      'Voglio perdere 8 kg entro giugno, andando in palestra tre volte a settimana e smettendo di bere bibite gassate.',
      'Perderò 8 kg entro giugno, andando in palestra tre volte a settimana, smettendo di bere bibite gassate',
      1,
    ],
    [
      'Quiero ahorrar 3.000 euros antes de agosto, cocinando en casa y dejando de pedir comida a domicilio.',
      'Voy a ahorrar 3.000 euros antes de agosto, cocinando en casa, dejando de pedir comida a domicilio',
      1,
    ],
  ])('%s', async (input, goal, goals) => {
    const out = await draft(input);
    expect(out).toContain(goal);
    expect(out.split('\n').filter((l) => /^\d\. /u.test(l))).toHaveLength(goals === 1 ? 0 : goals);
    expect(out).not.toMatch(/Będę przestając|przestając będę|Моя мета — бігаючи|\bet en arrêtant les sodas et\b/u);
  });
});
