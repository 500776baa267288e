/**
 * Issue 33, narratives: a common word is no situation by itself. A situation with `needs` in
 * situations.json stands only where the sentence of its cue, or the one before it, names what makes
 * it the trouble (a phone beside "my son", "can't afford" beside an employee); one with `unless` not
 * where its sentence names someone else (my husband's phone is not my screen time). A goal about a
 * named relative names them. The inputs were written for these tests.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { situationsFrom, situationsIn } from '../../../src/goals/drafting/situations.js';
import { draftGoals } from '../../../src/goals/offline.js';
import { expectLinear, fill, TIMEOUT_MS } from '../../support/linear-time.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a cue fires where its sentence says it is the trouble', () => {
  it.each([
    ['en', 'My daughter is 12 and spends every evening on TikTok until midnight.', 'childscreens'],
    ['it', 'Mio figlio passa sei ore al giorno ai videogiochi.', 'childscreens'],
    ['uk', 'Син цілий день сидить у телефоні, навіть за обідом.', 'childscreens'],
    ['pl', 'Prowadzę kwiaciarnię i nie stać mnie na pracownika, więc stoję w sklepie sama.', 'overload'],
    ['fr', "Je tiens un petit garage et je n'ai pas les moyens d'embaucher un mécanicien.", 'overload'],
  ])('%s: %s', (_lang, input, id) => {
    expect(situationsIn(input)).toContain(id);
  });

  it.each([
    ['en', 'I spend too much time on my phone before bed.'],
    ['es', 'Paso demasiado tiempo con el móvil por la noche.'],
    ['ru', 'Я слишком много сижу в телефоне перед сном.'],
  ])('%s: the mentee’s own phone is their own screen time (%s)', (_lang, input) => {
    const ids = situationsIn(input);
    expect(ids).toContain('screens');
    expect(ids).not.toContain('childscreens');
  });

  it.each([
    ['en', 'I cannot afford a new laptop this year.'],
    ['de', 'Ich kann mir keinen Urlaub leisten.'],
    ['cs', 'Nemůžu si dovolit dovolenou.'],
  ])('%s: "can’t afford" without an employee is no overload (%s)', (_lang, input) => {
    expect(situationsIn(input)).not.toContain('overload');
  });

  it.each([
    ['en', 'My husband is on his phone all evening and we barely talk.'],
    ['de', 'Mein Mann hängt abends nur am Handy, wir reden kaum noch.'],
    ['pt', 'O meu marido passa a noite no telemóvel e quase não falamos.'],
  ])('%s: someone else’s phone is not the mentee’s screen time (%s)', (_lang, input) => {
    expect(situationsIn(input)).not.toContain('screens');
  });

  it.each([
    ['pt', 'Vendo brincos artesanais numa loja no Instagram e quase não ganho nada.'],
    ['en', 'I sell my prints in an Etsy shop and promote them on TikTok.'],
  ])('%s: a platform the mentee sells on is no screen time (%s)', (_lang, input) => {
    expect(situationsIn(input)).not.toContain('screens');
  });

  it('reads the need in the two sentences before the cue ("Mein Sohn ist 14. Er hängt am Handy"), not further back', () => {
    expect(situationsIn('Mein Sohn ist 14. Er hängt jeden Abend am Handy.')).toContain('childscreens');
    expect(situationsIn('Po pracy szyję torby dla syna. Sprzedaję je na Allegro, ok. 400 zł. Nie wiem, czy to się opłaca.')).toContain(
      'sidebiz',
    );
    expect(situationsIn('Mein Sohn ist 14. Ich arbeite viel. Ich koche gern. Ich hänge jeden Abend am Handy.')).not.toContain(
      'childscreens',
    );
  });

  it(
    'stays linear on a long text of cues without their needs',
    async () => {
      await expectLinear((n) => situationsIn(fill('I scroll on my phone at night and play video games. ', n)));
    },
    TIMEOUT_MS,
  );
});

describe('the person the goal is about is named', () => {
  it.each([
    ['de', 'Meine Mutter hat Demenz und ich pflege sie seit einem Jahr allein.', 'meiner Mutter'],
    ['uk', 'Мама після інсульту, я доглядаю її щовечора.', 'за мамою'],
    ['es', 'Cuido de mi padre desde su ictus y no tengo tiempo para nada.', 'mi padre'],
    ['cs', 'Moje dcera propadá z matematiky a nedělá úkoly.', 'své dceři'],
    ['ru', 'Сын в седьмом классе, в школе одни двойки.', 'сыну'],
  ])('%s: %s', (_lang, input, name) => {
    expect(draftGoals(input, NOW)).toContain(name);
  });
});

describe('needs and unless in situations.json', () => {
  const data = JSON.parse(readFileSync(new URL('../../../src/goals/drafting/situations.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >[];

  it('refuses needs or unless that are not a list of texts, naming the situation', () => {
    const first = data[0]!;
    expect(() => situationsFrom([{ ...first, needs: 'my son' }])).toThrow(/situation 1 \(unemployment\), needs: not a list of texts/);
    expect(() => situationsFrom([{ ...first, unless: [] }])).toThrow(/unless: not a list of texts/);
  });
});
