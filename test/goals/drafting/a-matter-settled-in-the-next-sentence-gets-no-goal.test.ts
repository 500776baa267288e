/**
 * Issue 33 (round 50's probes): people tell a matter and, in the very next sentence, that it is over — "My son
 * had bad marks in maths. It's sorted now.", "Fumaba un paquete al día. Lo dejé hace dos años.", "… 40 customers a
 * day. Sales are steady." — and the answer still set a goal for it (the school, quitting smoking, more customers).
 * A situation's `unless` is read in the cue's sentence and the one before, never after, because most of its words
 * say who the story is about and the next sentence often names someone else ("My boyfriend complains …" would have
 * cancelled a phone habit told before it). So the words that say a matter is done, settled or going well have a
 * list of their own, `after` (situations.json), read in the sentence that follows the cue too; only situations that
 * can be over carry one (smoking, a licence, debts all paid, an inheritance, a child's school or teen trouble, a
 * shop's sales). And a French "je vais bien au travail" is how one is, no "je vais" of an aim (gate.json
 * notAnAimStarts): it had become "Je vais obtenir bien au travail" with a job search.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a matter told as settled in the sentence after it gets no goal', () => {
  it.each([
    [
      'I run a small bakery with 40 regular customers a day. Sales are steady. My problem is that I never see my kids, I work 6 days a week from 4 am.',
      /I will make regular time for my family[^]*I will bring my hours in the business down to a limit I set/u,
      /more customers/u,
    ],
    [
      "Ma fille avait des problèmes à l'école l'an dernier. C'est réglé maintenant. Je veux perdre 5 kilos avant l'été.",
      /^Je vais perdre 5 kilos avant l'été, en me pesant une fois par semaine/u,
      /ma fille|l'école/u,
    ],
    [
      'Můj syn měl špatné známky z matematiky. Teď už je to vyřešené a jde to lépe. Chci si do června našetřit 30 000 Kč.',
      /^Našetřím si 30 000 Kč do června – každý měsíc odložím 5 000 Kč/u,
      /synovi|ve škole/u,
    ],
    [
      'Моя интернет-магазин приносит 50 заказов в месяц. Продажи стабильные. Хочу научиться отдыхать: работаю по 12 часов.',
      /Я восстановлю силы и снижу рабочую нагрузку/u,
      /онлайн-продажи/u,
    ],
    [
      "Mon frère a perdu son travail et il est très déprimé. Moi, je vais bien au travail, mais je voudrais économiser 3 000 euros d'ici l'été.",
      /^Je vais économiser 3 000 euros d'ici l'été, en mettant de côté/u,
      /obtenir bien|candidatures/u,
    ],
    [
      "Je vais mieux depuis l'été. Je veux trouver un nouveau travail avant mars.",
      /^Je vais trouver un nouveau travail avant mars, en envoyant au moins cinq candidatures/u,
      /obtenir mieux/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('the next sentence naming someone else still leaves the matter told before it', () => {
    const out = draftGoals(
      "I'm 31 and on my phone every evening until midnight, about 5 hours a day of Instagram. My boyfriend complains that I never listen to him.",
      NOV_25,
    );
    expect(out).toMatch(/I will cut down my screen time over the next two months/u);
  });
});
