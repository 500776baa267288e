/**
 * Issue 33 (narr32; blind readings 32–34, pattern "invented facts" and "a stock plan that does not fit
 * the person"): the steps follow what the story tells of the writer.
 * - A parent alone with the children after a divorce ("jestem sama z dwójką dzieci po rozwodzie")
 *   has them at home: no weekly call and "each of our weekends", which are a weekend parent's plan.
 *   A father or mother told as separated ("un papà separato") whose children live with the other
 *   parent gets that plan.
 * - A count of months told with a sum ("entre 800 et 3 000 € par mois") is no baby: "je dors mal"
 *   beside it is the writer's own sleep, not a baby's nights.
 * - An owner who has not paid themself for months ("I haven't paid myself properly in six months",
 *   "je ne me suis pas versé de salaire") is told the business's profit, the concern they name.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

const WEEKEND_PARENT =
  /each of our weekends|each shared weekend|każdy wspólny weekend|nos week-ends|nuestros fines de semana|nostri fine settimana|jeden gemeinsamen|společný víkend|спільні вихідні|совместные выходные/u;

describe('the story says who the writer is', () => {
  it.each([
    'Mam 37 lat i od roku jestem sama z dwójką dzieci po rozwodzie. Ciągle jestem zmęczona i brakuje mi czasu dla siebie.',
    "Since the divorce I've been alone with the kids and I'm exhausted, I have no time for myself.",
    'Seit der Scheidung bin ich allein mit den Kindern und völlig erschöpft, ich habe keine Zeit für mich.',
    "Depuis le divorce je suis seule avec mes deux enfants et je suis épuisée, je n'ai plus de temps pour moi.",
    'Od rozvodu jsem sama s dětmi a jsem úplně vyčerpaná, nemám čas na sebe.',
    'После развода я одна с детьми и очень устаю, на себя времени нет.',
  ])('a parent alone with the children gets no weekend parent’s plan: %s', async (input) => {
    expect(await draft(input)).not.toMatch(WEEKEND_PARENT);
  });

  it.each([
    ['Sono un papà separato, i miei figli vivono con la madre e li vedo un weekend sì e uno no.', /con i miei figli dopo la separazione/u],
    ['Soy un padre separado, mis hijos viven con su madre y los veo un fin de semana sí y otro no.', /con mis hijos tras la separación/u],
    ['Je suis un père séparé, mes enfants vivent chez leur mère et je les vois peu.', /avec mes enfants après la séparation/u],
    ["I'm separated and my kids live with their mum, I only see them on Sundays.", /stay close to my children after the separation/u],
  ])('a separated parent keeps close to the children: %s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });

  it.each([
    'Je suis freelance, je gagne entre 800 et 3 000 € par mois. Je dors mal, je me couche vers 2 h du matin.',
    'Soy autónoma y gano unos 1.500 euros al mes, a veces 900 meses malos. Duermo fatal, me acuesto a las 2.',
    'Faccio la freelance e guadagno tra 800 e 2.000 euro, dipende dai mesi. Dormo male, vado a letto alle 2.',
  ])('months of income are no baby: %s', async (input) => {
    const out = await draft(input);
    expect(out).not.toMatch(/bébé|bebé|bambino|baby/iu);
    expect(out).toMatch(/dormir|dormirò/iu);
  });

  it.each([
    ["I run a small bakery with two staff. Sales are fine but I haven't paid myself properly in six months.", /profitable/u],
    ["J'ai une petite boutique avec deux salariés. Depuis six mois, je ne me suis pas versé de salaire.", /rentable/u],
    ['Mám malou kavárnu se dvěma zaměstnanci. Už půl roku jsem si nevyplatila skoro nic.', /do zisku/u],
    ['Tengo una pequeña tienda con dos empleados. Desde hace seis meses no me he pagado un sueldo.', /rentable/u],
    ['У меня маленькая пекарня, двое сотрудников. Полгода я почти не платила себе зарплату.', /прибыльным/u],
  ])('an owner not paid is told the profit: %s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});
