/**
 * Issue 33 (blind reading 109 #2, #11, #17, #20, #22, #25; health67's probes): people living with heart
 * failure, a heart attack or stroke behind them, arthritis, diabetes, high blood pressure or a herniated
 * disc got the stock weight and exercise routine as if they were healthy: 30 minutes three times a week
 * from the first day, no word with the doctor. A condition of one's own (life.json, its fact) starts the
 * routine with a safe plan agreed with the doctor or physiotherapist within two weeks, and the exercise
 * goal builds up to its 30 minutes as agreed; a relative's condition named among the eight words before it
 * ("Mein Vater in Polen leidet seit Jahren an Diabetes") is theirs.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('exercise with a condition starts with the doctor', () => {
  it.each([
    [
      "I want to lose 10 kg. I'm 62 and I have heart failure, so I get breathless quickly.",
      /agreeing a safe plan with my doctor or physiotherapist within the next two weeks, weighing myself/u,
    ],
    [
      'Je mi 63, mám srdeční selhání a chtěl bych začít chodit na procházky aspoň 30 minut denně a zhubnout 7 kilo.',
      /– do dvou týdnů si s lékařem nebo fyzioterapeutem domluvím bezpečný plán, jednou týdně se/u,
    ],
    [
      'Mám 58 rokov, cukrovku druhého typu a chcem schudnúť 12 kíl a začať behať.',
      /– do dvoch týždňov si s lekárom alebo fyzioterapeutom dohodnem bezpečný plán, raz týždenne/u,
    ],
    [
      'Ich möchte bis Ostern 8 Kilo abnehmen, trotz meines Bandscheibenvorfalls, und wieder regelmäßig schwimmen.',
      /dafür spreche ich innerhalb von zwei Wochen einen sicheren Plan mit meinem Arzt oder meiner Physiotherapeutin ab, wiege mich/u,
    ],
    [
      'Tengo 61 años e hipertensión. Quiero bajar la tensión a 130/80 en tres meses y perder 8 kilos.',
      /acordando un plan seguro con mi médico o fisioterapeuta en las próximas dos semanas, pesándome/u,
    ],
    [
      "J'ai 64 ans et une insuffisance cardiaque. Je voudrais marcher 45 minutes par jour d'ici le printemps et perdre 5 kilos.",
      /en convenant d'un plan sûr avec mon médecin ou mon kiné dans les deux semaines et en me pesant/u,
    ],
    [
      'Rok temu miałem zawał, mam 57 lat. Kardiolog kazał mi się ruszać i schudnąć, ważę 98 kg. Chciałbym zacząć jeździć na rowerze i zejść do 90 kg do lata.',
      /– w ciągu dwóch tygodni uzgodnię z lekarzem lub fizjoterapeutą bezpieczny plan, a potem będę ćwiczył co najmniej trzy razy w tygodniu, stopniowo do 30 minut według planu/u,
    ],
    [
      'Мені 61, у мене серцева недостатність. Хочу до травня схуднути на 8 кг і щодня гуляти по 40 хвилин.',
      /— протягом двох тижнів узгоджу з лікарем або фізіотерапевтом безпечний план, раз на тиждень/u,
    ],
    [
      'Vorrei perdere 12 chili, ho il diabete di tipo 2 e 58 anni.',
      /concordando un piano sicuro con il medico o il fisioterapista entro due settimane, pesandomi/u,
    ],
    [
      'Tenho 59 anos e insuficiência cardíaca. Quero voltar a nadar duas vezes por semana e perder 6 quilos até ao verão.',
      /combinando um plano seguro com o meu médico ou fisioterapeuta nas próximas duas semanas, pesando-me/u,
    ],
    [
      'Мне 62 года, после инсульта прошло полгода. Хочу к лету снова ходить по 5 км и сбросить 7 кг.',
      /— в течение двух недель согласую с врачом или физиотерапевтом безопасный план, потом буду тренироваться три раза в неделю/u,
    ],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });

  it.each([
    'I want to lose 10 kg before summer. My dad has diabetes and I want to stay healthy.',
    'Ich möchte bis Ostern 8 Kilo abnehmen. Mein Vater hat Diabetes.',
    'Mein Vater in Polen leidet seit Jahren an Diabetes. Ich will 10 Kilo abnehmen.',
    'I want to lose 8 kg by June.',
  ])("no condition of the writer's own keeps the routine: %s", (input) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(/doctor or physiotherapist|Physiotherapeutin/u);
    expect(out).toMatch(/weighing myself once a week|wiege ich mich einmal pro Woche/u);
  });
});
