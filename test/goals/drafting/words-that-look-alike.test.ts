/**
 * Issue 33: cues are matched on the words of any language, so a cue that is a common word of another
 * language misreads the story. French "son" (his, her) named the child "mon fils" in a story about a
 * daughter ("sur son téléphone"); French "refuse" (refuses) read as the job search's "refus"
 * (rejections) and gave a goal to find a new job to a parent whose son refuses his homework.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('"son" names a son only as one', () => {
  it('a French daughter on "son téléphone" stays the daughter', () => {
    const out = draftGoals(
      'Ma fille de 14 ans ne me parle plus. Elle passe la soirée sur son téléphone et ses notes ont chuté. Je voudrais retrouver le lien avec elle.',
      NOW,
    );
    expect(out).toMatch(/ma fille/u);
    expect(out).not.toMatch(/mon fils/u);
  });

  it.each([
    ['My 15-year-old son barely talks to me since the divorce and spends every evening gaming.', /my son/u],
    ['Our son barely talks to us since the divorce and spends every evening gaming.', /my son/u],
    ['Mon fils de 15 ans ne me parle presque plus depuis le divorce.', /mon fils/u],
  ])('an English or French son is still named: %s', (input, named) => {
    expect(draftGoals(input, NOW)).toMatch(named);
  });
});

describe('a child who refuses is no job refused', () => {
  it.each([
    'Notre fils de 12 ans refuse de faire ses devoirs et nous nous disputons chaque soir.',
    'Ma fille refuse d’aller à l’école depuis deux semaines et je ne sais plus quoi faire.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/emploi|candidatures/u);
  });

  it.each([
    ["Je cherche un emploi depuis six mois et je n'ai reçu que des refus.", /emploi/u],
    ['Ho mandato 40 candidature e ho ricevuto solo rifiuti.', /lavoro/u],
  ])('rejections of applications are still a job search: %s', (input, job) => {
    expect(draftGoals(input, NOW)).toMatch(job);
  });
});

// Polish "opiekunka" is a childminder and a carer of the old: alone it is no nursery place to find.
describe('a carer for an old parent is no childminder', () => {
  it('an old mother who needs "opiekunki" gets no nursery plan', () => {
    const out = draftGoals(
      'Moja mama ma 82 lata i mieszka sama na wsi. Od zawału potrzebuje pomocy, a ja pracuję na pełen etat w Krakowie. Szukam opiekunki na kilka godzin dziennie, ale to drogie.',
      NOW,
    );
    expect(out).not.toMatch(/żłob|dziecko/u);
  });

  it.each([
    'Wracam do pracy w lutym, a córka nie dostała miejsca w żłobku. Szukam opiekunki dla dziecka, ale to drogie.',
    'Od marca wracam do pracy. Szukam opiekunki dla synka na trzy dni w tygodniu.',
  ])('a childminder for a child still is: %s', (input) => {
    expect(draftGoals(input, NOW)).toMatch(/opiekę nad dzieckiem/u);
  });
});

// Blind reading 16: "teď mi tři firmy dluží dohromady 84 000 Kč" (three firms owe me) got "Splatím své dluhy".
describe('money owed to the mentee is no debt of theirs', () => {
  it.each([
    'Jsem na volné noze jako grafička. Klienti platí pozdě – teď mi tři firmy dluží dohromady 84 000 Kč.',
    'Som na voľnej nohe. Klienti platia neskoro, tri firmy mi dlžia spolu 3 000 eur.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/[Ss]platím své dluhy|[Ss]platím svoje dlhy/u);
  });

  it.each([
    ['Dlužím na kreditce 40 000 Kč a každý měsíc mi nic nezbyde.', /[Ss]platím/u],
    ['Jsme zadlužení a dlužíme bance 300 000 Kč.', /[Ss]platím/u],
  ])('the mentee’s own debt still is: %s', (input, repay) => {
    expect(draftGoals(input, NOW)).toMatch(repay);
  });
});
