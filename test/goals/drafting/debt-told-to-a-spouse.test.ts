/**
 * Issue 33 (blind reading 17's 02): "bojím se mu to říct. Nevím, jestli …" is a debt kept from a
 * husband, not "can't say no" at work ("říct ne" read across the full stop into "nevím"), so no
 * workload goal; and the talk about it is the debt's own talk with the spouse, not a hard talk "with
 * whoever it concerns".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a debt kept from a spouse: the debts and the talk with the spouse, nothing else', () => {
  it.each([
    [
      'Mám dluhy 85 tisíc. Manžel o kreditce neví a já se bojím mu to říct. Nevím, jestli to mám řešit konsolidací nebo si najít brigádu o víkendech.',
      /manželovi/u,
      /pracovní zátěž|skončím s prací/u,
    ],
    ['Mám dlhy 60 tisíc eur. Manžel o kreditke nevie a bojím sa mu to povedať. Niekedy nespím celú noc.', /manželovi/u, /koho sa to týka/u],
    [
      'Маю борги 90 тисяч гривень. Чоловік не знає про кредитку, і я боюся йому сказати. Ніколи не думала, що так буде.',
      /борги/u,
      /якої це стосується/u,
    ],
  ])('%s', async (input, kept, wrong) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(wrong);
  });
});

describe('a household on one income names the spouse the story names, not "my partner"', () => {
  it.each([
    ['My husband was made redundant in September and we’re living on my salary. The mortgage is 900 a month.', /with my husband/u],
    ['Mi mujer perdió su trabajo en octubre y vivimos solo de mi sueldo. Tenemos una hipoteca de 700 euros.', /junto con mi mujer/u],
    ['Mój mąż stracił pracę w sierpniu i żyjemy z mojej pensji. Rata kredytu to 1500 zł.', /Razem z mężem/u],
  ])('%s', async (input, spouse) => {
    const out = await draft(input);
    expect(out).toMatch(spouse);
    expect(out).not.toMatch(/my partner|mi pareja|z partnerem|mit meinem Partner/u);
  });
});

describe('living on one wage is a household on one income', () => {
  it.each([
    [
      'My husband lost his job in August and we’re living on my wage, the mortgage is £1,100 a month.',
      /run our household with my husband/u,
    ],
    ['Mi marido perdió el trabajo y vivimos de mi salario desde mayo.', /junto con mi marido/u],
    ['Mon mari a perdu son emploi en juin et on vit de mon salaire.', /avec mon mari/u],
  ])('%s', async (input, household) => {
    expect(await draft(input)).toMatch(household);
  });
});
