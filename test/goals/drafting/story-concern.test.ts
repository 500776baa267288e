/**
 * Issue 33, blind reading 9: a story is answered by the concern it spends its words on, not by a
 * neighbouring template (a renovation before a birth is no relationship talk, a long week under a boss
 * one cannot refuse is no burnout rating); a step it tells done is not asked again (the job signed: the
 * flat and papers; the practical test failed: lessons and the retake); a second concern it names
 * keeps its goal, and a loan named only as a reason adds none.
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';

describe("a story's own main concern leads", () => {
  it.each([
    ['Делаем ремонт в квартире своими руками, ребёнок родится в апреле, ссоримся из-за усталости.', 'renovation'],
    ['Wir sanieren gerade unser Haus selbst, im Juni wollen wir einziehen, und wir streiten nur noch.', 'renovation'],
    ['Stiamo ristrutturando la casa e litighiamo ogni weekend, il bambino nasce a maggio.', 'renovation'],
    ['Pracuję 60 godzin w tygodniu, nie umiem odmówić szefowi, a dziewczyna ma pretensje.', 'overwork'],
    ["I work 60 hours a week because I can't say no to my boss, and I'm exhausted.", 'overwork'],
    ['Trabajo 55 horas a la semana y no sé decirle que no a mi jefe.', 'overwork'],
  ])('%s → %s', (text, id) => {
    expect(situationsIn(text)[0]).toBe(id);
  });

  it('keeps the burnout of a long day with no boss to refuse', () => {
    expect(situationsIn('lavoro 12 ore al giorno e non vedo mai la mia famiglia')).not.toContain('overwork');
  });

  it('leaves a renovation over budget to the money it costs', () => {
    expect(situationsIn('Remont łazienki przekroczył budżet o 12 000 zł i muszę to spłacić.')).not.toContain('renovation');
  });
});

describe('a step the story tells done is not asked again', () => {
  it.each([
    ['Ya tengo el trabajo en Berlín desde enero. Me falta encontrar piso allí.', 'settle', 'relocation'],
    ["J'ai signé mon contrat à Montréal. Je dois encore trouver un logement.", 'settle', 'relocation'],
    ['Už mám práci v Brně. Potřebuju si tam najít byt.', 'settle', 'relocation'],
    ['I failed my practical driving test on the roundabouts, the theory I passed in May.', 'practical', 'examprep'],
    ['Oblałam egzamin praktyczny na prawo jazdy, teorię mam zdaną.', 'practical', 'exam'],
    ['Я провалив практичний іспит з водіння, теорію склав.', 'practical', 'driving'],
  ])('%s → %s, not %s', (text, id, not) => {
    const found = situationsIn(text);
    expect(found[0]).toBe(id);
    expect(found).not.toContain(not);
  });
});

describe('a habit the story says was dropped months ago is not asked to be dropped again', () => {
  it.each([
    ['I stopped smoking four months ago and put on 6 kg since.', 'weight'],
    ['Rzuciłem palenie rok temu, ale przytyłem 8 kg.', 'weight'],
    ['Бросила курить два месяца назад и набрала 5 кг.', 'weight'],
  ])('%s → %s only', (text, id) => {
    expect(situationsIn(text)).toEqual([id]);
  });

  it('keeps the smoking of one who quit and started again', () => {
    expect(situationsIn('Ho smesso di fumare tre volte ma ricomincio sempre.')).toContain('smoking');
  });
});

describe('a second concern keeps its goal, a reason adds none', () => {
  it.each([
    ['Po rodičovské se v lednu vracím do práce a nemám místo ve školce, babička může jen dva dny.', ['comeback', 'childcare']],
    ['Wracam do pracy w styczniu po urlopie macierzyńskim, a nie ma miejsc w żłobku.', ['comeback', 'childcare']],
    ["Je reprends le travail en janvier après mon congé maternité et je n'ai pas de place en crèche.", ['comeback', 'childcare']],
  ])('%s → %j', (text, ids) => {
    expect(situationsIn(text)).toEqual(ids);
  });

  it.each([
    'Mam kredyt, więc nie mogę rzucić pracy.',
    'Tengo una hipoteca y deudas, así que no puedo dejar el trabajo.',
    'У мене кредит, тому я не можу звільнитися.',
  ])('no debt goal from a loan named as a reason: %s', (text) => {
    expect(situationsIn(text)).not.toContain('debts');
  });

  it.each([
    ['Estou de volta ao trabalho em março e não temos vaga no berçário.', ['comeback', 'childcare']],
    ['Dcéra prepadá z matematiky a celé večery hrá hry na mobile.', ['childschool', 'childscreens']],
    ['My son is failing two subjects and plays video games six hours a day.', ['childschool', 'childscreens']],
  ])('both concerns: %s → %j', (text, ids) => {
    expect(situationsIn(text)).toEqual(ids);
  });

  it.each([
    ['My manager keeps adding projects and I never say no, 60 hours a week. It is my first job.', 'unemployment'],
    ["We're moving to Lisbon for my wife's job and I can't hold a conversation in Portuguese yet.", 'relocation'],
    ['Ziehen im Herbst wegen der Stelle meines Mannes nach Madrid, und ich kann kein Gespräch führen.', 'relocation'],
  ])('no job search the story does not ask for: %s', (text, not) => {
    expect(situationsIn(text)).not.toContain(not);
    expect(situationsIn(text)).toHaveLength(1);
  });

  it('a move with one concern gets one situation', () => {
    expect(situationsIn('Ho firmato il contratto a Torino, inizio a febbraio, e devo trovare casa.')).toEqual(['settle']);
  });
});
