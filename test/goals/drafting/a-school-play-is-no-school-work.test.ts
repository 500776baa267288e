/**
 * Issue 33 (cover25's fresh f1, f5, f8): words of a neighbouring concern read the story wrong — a
 * school play missed is no child's school work to help with; a co-owner who wants to close ('veut qu'on
 * ferme', 'chce zamknąć') makes the business a decision; money put aside ('відкладаю 100 на місяць')
 * is no putting things off (situations.json childschool unless, bizdecision, procrastination unless).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { situationsIn } from '../../../src/goals/drafting/situations.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a school play missed is no school work', () => {
  it.each([
    "My GP says my blood pressure is 150/95. I also missed my daughter's school play last week because of a late delivery.",
    'Mein Blutdruck ist 160 zu 100. Letzte Woche habe ich die Schulaufführung meines Sohnes verpasst, weil ich länger arbeiten musste.',
    'Mam ciśnienie 150 na 95. W zeszłym tygodniu nie zdążyłam na jasełka córki, bo siedziałam w pracy.',
  ])('%s', (input) => {
    expect(situationsIn(input)).not.toContain('childschool');
    expect(draftGoals(input, NOV_26)).toMatch(/140\/90/u);
  });

  it('grades that dropped stay school work', () => {
    expect(situationsIn("My son is 9 and his grades have dropped since September, his teacher says he doesn't finish homework.")).toContain(
      'childschool',
    );
  });
});

describe('a co-owner who wants to close makes the business a decision', () => {
  it.each([
    [
      "Je tiens une petite librairie à Nantes. Le chiffre d'affaires a baissé de 20 %. Mon associée veut qu'on ferme en juin.",
      /l'avenir de mon commerce/u,
    ],
    [
      'Mam mały sklep z ceramiką w Gdańsku. Obroty spadły o jedną trzecią, a mój wspólnik chce zamknąć sklep w marcu.',
      /przyszłości mojej firmy/u,
    ],
    ['Tengo una librería en Valencia con mi socio. Las ventas han bajado y él quiere cerrar en verano.', /futuro de mi negocio/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });
});

describe('money put aside is no putting off', () => {
  it.each([
    'Я медсестра з Києва, два роки живу в Відні. Курс коштує 900 євро, а я відкладаю лише 100 на місяць.',
    'Курс стоит 900 евро, а я откладываю только 100 в месяц.',
  ])('%s', (input) => {
    expect(situationsIn(input)).not.toContain('procrastination');
  });

  it('putting off the thesis stays procrastination', () => {
    expect(situationsIn('Я постоянно откладываю работу над дипломом, сдавать в мае.')).toContain('procrastination');
  });
});
