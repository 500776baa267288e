/**
 * Issue 33 (round 61's probes): a single parent the child lives with was given the goal of a parent who
 * sees the child at weekends ("stay close to my daughter after the separation …, keeping a fixed time for a
 * call every week"), told only "since the divorce I'm on my own with my daughter"; "sozinha com a minha filha"
 * and "seule avec mes deux enfants" were loneliness to cure with a club; a school trip to pay ("£65 for a trip to
 * the museum by Friday") was schoolwork to help with, dated by the trip. The co-parent's and the loneliness's
 * 'unless' now hold the words of living alone with one's child in eleven languages ("on my own with my",
 * "wohne ich mit … allein", "wychowuję … sama", "живу с дочкой"); maintenance the other parent does not pay says
 * the same (situations.json 'maintenance' beats 'coparent'); a school trip or outing in the sentence is no school
 * slump ('childschool' unless); "il me doit" is a sum owed to the writer, no debt of theirs. Where the story gives
 * no such sign (a separated father's "every other weekend"), the co-parent's goal stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a parent the child lives with gets no weekend parent's call, loneliness or schoolwork for a trip", () => {
  it.each([
    [
      "Since the divorce I'm on my own with my daughter. Nursery costs £780 a month and eats almost half my wage. I'm behind on council tax by £320. My daughter's school wants £65 for a trip to the museum by Friday and I don't have it. I'd like to find cheaper childcare by March.",
      /I will find cheaper childcare by March/u,
      /stay close to my daughter|do better at school/u,
    ],
    [
      'Seit der Trennung wohne ich mit meiner Tochter allein. Ich bekomme Kindergeld und Wohngeld, aber das reicht kaum. Ich möchte bis Juni einen Minijob am Wochenende finden, wenn meine Tochter beim Vater ist.',
      /Ich werde bis Juni einen Minijob am Wochenende finden/u,
      /enge Bindung zu meiner Tochter/u,
    ],
    [
      'Estou sozinha com a minha filha desde o divórcio. Recebo o abono de família, mas a renda subiu para 650 € e já não chega. A escola pediu 80 € para a visita de estudo. Quero arranjar um segundo emprego ao fim de semana até fevereiro.',
      /Vou arranjar um segundo emprego ao fim de semana até fevereiro/u,
      /relação próxima com a minha filha|conhecer pessoas novas|ir melhor na escola/u,
    ],
    [
      'Jsem sama se dvěma dětmi. Bývalý manžel neplatí výživné od léta a dluží mi 24 000 Kč. Pobírám přídavky na děti, ale na nájem 12 000 Kč to nestačí. Pracuji na směny v továrně a na odpolední nemám hlídání pro mladší dceru.',
      /Vymůžu dlužné výživné/u,
      /blízký vztah s dětmi/u,
    ],
    [
      "Depuis le divorce je suis seule avec mes deux enfants et je suis épuisée, je n'ai plus de temps pour moi.",
      /au moins trois heures par semaine rien que pour moi/u,
      /cercle d'amis/u,
    ],
  ])('%s', (text, goal, gone) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });

  it('a father who has the children every other weekend keeps the co-parent goal', () => {
    expect(
      draftGoals(
        'Da quando mi sono separato ho i bambini un weekend su due. Pago 400 € di mantenimento e 550 € di affitto, mi restano poche centinaia di euro.',
        NOV_25,
      ),
    ).toMatch(/legame stretto con/u);
  });
});
