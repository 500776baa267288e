/**
 * Issue 33 (round 26): an option that says its noun only by an adjective or pronoun ("czy zostać, czy szukać nowej",
 * "whether to stay or look for a new one") was quoted as written, so the decision ended on a dangling "nowej". When
 * the text names the work it stands for ("Pracuję w korporacji"), the noun is restored ("nowej pracy"); the French
 * and Italian pronoun ("en chercher une autre", "cercarne un altro") goes with it (options.json `elided`).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an option said by its adjective names the work the text tells', () => {
  it.each([
    ['Pracuję w korporacji od 10 lat i nie wiem, czy zostać, czy szukać nowej.', 'czy zostać, czy szukać nowej pracy –', /nowej –/u],
    ["I work at a bank and I don't know whether to stay or look for a new one.", 'whether to stay or look for a new job,', /a new one/u],
    [
      'Ich arbeite seit 6 Jahren in der Firma und weiß nicht, ob ich bleiben oder eine neue suchen soll.',
      'ob ich bleiben oder eine neue Stelle suchen soll;',
      /eine neue suchen/u,
    ],
    [
      'Je travaille dans cette entreprise depuis 5 ans et je ne sais pas si je dois rester ou en chercher une autre.',
      'si je dois rester ou chercher un autre emploi,',
      /en chercher une autre/u,
    ],
    [
      'Trabajo en la misma empresa desde hace 7 años y no sé si quedarme o buscar otra.',
      'si quedarme o buscar otro trabajo,',
      /buscar otra,/u,
    ],
    ['Lavoro in banca da 9 anni e non so se restare o cercarne un altro.', 'se restare o cercare un altro lavoro,', /cercarne/u],
    ['Trabalho na mesma empresa há 6 anos e não sei se fico ou procuro outra.', 'se fico ou procuro outro emprego,', /procuro outra,/u],
    ['Pracuji ve firmě 8 let a nevím, jestli zůstat, nebo hledat novou.', 'jestli zůstat, nebo hledat novou práci –', /novou –/u],
    ['Pracujem vo firme 8 rokov a neviem, či zostať, alebo hľadať novú.', 'či zostať, alebo hľadať novú prácu –', /novú –/u],
    ['Працюю в компанії 7 років і не знаю, чи залишитися, чи шукати нову.', 'чи залишитися, чи шукати нову роботу —', /нову —/u],
    ['Работаю в компании 7 лет и не знаю, остаться или искать новую.', 'остаться или искать новую работу —', /новую —/u],
  ])('%s', (input, restored, dangling) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toContain(restored);
    expect(out).not.toMatch(dangling);
  });
});
