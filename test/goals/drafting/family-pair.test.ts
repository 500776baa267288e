/**
 * Issue 33, blind reading 10: a goal shared with a mother, daughter, sister or brother names them as
 * a couple's goal names the partner, and the mentee's own "together" leaves the aim once it does (no
 * "I will walk 5 km together" with nobody named). An aim told in another sentence stays the mentee's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a goal shared with family names them once', () => {
  it.each([
    [
      'My mom and I want to walk 5 km together every weekend until summer.',
      /^Together with my mom, I will walk 5 km every weekend until summer/u,
      /km together/u,
    ],
    [
      'Ma sœur et moi voulons économiser ensemble 1 500 euros d’ici août pour un voyage.',
      /^Avec ma sœur, (?:d'ici août, )?je vais .*\d+ euros/u,
      /ensemble 1 500/u,
    ],
    [
      'Мы с мамой хотим вместе накопить 50 тысяч рублей к лету на поездку.',
      /^Я вместе с мамой .* к лету.* — .*\d+ рублей/u,
      /вместе накоп/u,
    ],
    ['Ми з донькою хочемо разом відкласти 10 тисяч гривень до літа.', /^Я разом з донькою .* до літа — .*\d+ гривень/u, /разом відкл/u],
  ])('%s', (input, named, doubled) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(named);
    expect(out).not.toMatch(doubled);
  });

  it.each([
    [
      'Eu e a minha filha queremos poupar 3000 euros até ao verão. Também quero perder 5 kg até junho.',
      /^(?:\d\. )?Vou perder 5 kg até junho/mu,
    ],
    ['I owe my brother 3,000 dollars and I keep avoiding him. I want to pay him back by June.', /^I will (?!.*with my brother).*by June/mu],
    ['Dlužím bratrovi 50 000 Kč a vyhýbám se mu. Chci mu to vrátit do června.', /^(?!.*s bratrem)/u],
    [
      'My sister and I want to save 2,000 dollars by August. I also want to quit smoking by March.',
      /^(?:\d\. )?I will (?:quit|stop) smoking by March/mu,
    ],
    [
      'Meine Mutter und ich wollen bis Mai 500 Euro sparen. Ich will auch bis Juni 5 kg abnehmen.',
      /^(?:\d\. )?(?:Ich werde|Bis Juni werde ich) (?!gemeinsam)/mu,
    ],
  ])('keeps an aim the mentee’s own when not told as a pair: %s', (input, own) => {
    expect(draftGoals(input, NOW)).toMatch(own);
  });
});
