/**
 * Issue 33 (blind reading 25's 01): "sharing the night wake-ups with my partner" and then "keep my
 * temper with my husband" in one answer. Where the story names the writer's husband, wife, boyfriend
 * or girlfriend, our neutral "partner" takes that name, in its case (gender.json partner); a story
 * naming none, or two, keeps "partner".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { named, partnerIn } from '../../../src/goals/drafting/gender.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const PARTNER = /(?<!\p{L})(?:partner\p{L}*|pareja|conjoint\p{L}*|companheir\p{L}*|партн\p{L}*)(?!\p{L})/iu;

describe('one person, one name', () => {
  it.each([
    [
      "Since my daughter was born in August I sleep maybe five hours a night. My husband does the night feed on weekends but during the week it's all me. I snap at him over nothing and then feel guilty.",
      /with my husband/u,
    ],
    [
      'Since our son was born in June I sleep about five hours a night and I do all the night feeds; my wife starts work at 7.',
      /with my wife/u,
    ],
    [
      'Mi hija nació en julio y duermo unas cinco horas por noche. Mi marido se levanta a las seis para trabajar y las tomas nocturnas son todas mías.',
      /con mi marido/u,
    ],
    [
      'Seit der Geburt unserer Tochter im August schlafe ich kaum fünf Stunden, die Nachtmahlzeiten mache ich allein, mein Mann steht um 5 Uhr auf.',
      /mit meinem Mann/u,
    ],
    ['С рождения дочки в августе я сплю часов пять, ночные кормления все мои, муж уходит на работу в шесть.', /с мужем/u],
    ['Od narození syna v září spím sotva pět hodin, v noci kojím a manžel odchází v šest do práce.', /s manželem/u],
    [
      'Depuis la naissance de notre fils en septembre je dors cinq heures par nuit, je fais tous les réveils de nuit, mon mari part à 6 h.',
      /avec mon mari/u,
    ],
  ])('%s', (input, name) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(name);
    expect(out).not.toMatch(PARTNER);
  });

  it('keeps "partner" where the story names nobody, or two', () => {
    expect(partnerIn('My husband left last year and my girlfriend moved in.')).toBeUndefined();
    expect(partnerIn('I sleep five hours since the baby came.')).toBeUndefined();
    expect(draftGoals('Since my daughter was born in August I sleep maybe five hours a night, I do every night feed.', NOV_26)).not.toMatch(
      /husband|wife/u,
    );
    expect(named('z partnerem i partnerowi', 'pl', 'wife')).toBe('z żoną i żonie');
  });
});
