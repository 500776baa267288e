/**
 * Issue 33, blind reading 21's narratives: a stock situation fired by a word about someone else, and
 * the concern the story is about dropped. A blood pressure tablet nearly given to a customer is no
 * blood pressure of the mentee's; nights on a rota are shifts, not a relative's nights; a business's
 * Instagram page is customers to bring in, not screen time; a degree fallen behind beside a job, a tax debt, a child's falling
 * grades and loneliness after a separation beside the children each get their goal.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("a blood pressure told of a customer or a patient is no goal of the mentee's", () => {
  it.each([
    [
      'I work in a care home. Yesterday I almost gave a patient the wrong dose of his blood pressure medication and my manager saw it. I am also smoking again, about ten a day.',
      /blood pressure/u,
    ],
    [
      'Ich bin Apothekerin und habe letzte Woche einem Kunden fast das falsche Blutdruckmittel gegeben. Seitdem schlafe ich schlecht und rauche wieder.',
      /Blutdruck/u,
    ],
    [
      "Je suis infirmière et j'ai failli donner à un patient le mauvais médicament pour la tension artérielle. Depuis, je dors mal et je grignote toute la journée.",
      /tension/u,
    ],
    [
      'Pracuji v lékárně a minulý týden jsem málem dala zákazníkovi špatný lék na vysoký krevní tlak. Od té doby špatně spím a přibrala jsem pět kilo.',
      /tlak/u,
    ],
  ])('%s', async (input, pressure) => {
    const out = await draft(input);
    expect(out).not.toMatch(pressure);
    expect(out.split('\n').filter((l) => /\d/u.test(l)).length).toBeGreaterThan(0);
  });

  it("keeps the mentee's own blood pressure", async () => {
    expect(await draft('Mein Blutdruck ist zu hoch, 150 zu 95, und ich rauche seit zwanzig Jahren.')).toMatch(/Blutdruck von 150\/95/u);
  });
});

describe("nights of a shift worker are no relative's nights to get help with", () => {
  it.each([
    [
      "I'm on a rota, four nights a week, at a warehouse, and my mum has dementia. On my days off I just catch up on sleep and then drive to her. My brother never helps with her care.",
      /help with the nights/u,
      /my brother/u,
    ],
    [
      'Pracuję w szpitalu na nocne zmiany i mało śpię w nocy. Tata po udarze mieszka sam, a brat w ogóle nie pomaga w opiece.',
      /pomoc na noce/u,
      /z bratem/u,
    ],
    [
      'Trabajo en turnos de noche y mi madre tiene alzhéimer. Los días libres intento recuperar sueño y luego voy a verla. Mi hermano no ayuda nada con su cuidado.',
      /ayuda para las noches/u,
      /con mi hermano/u,
    ],
  ])('%s', async (input, nights, care) => {
    const out = await draft(input);
    expect(out).not.toMatch(nights);
    expect(out).toMatch(care);
  });

  it("keeps the help for a relative's nights", async () => {
    expect(
      await draft(
        "My dad has dementia and lives with us. He wanders at night and I haven't slept a full night in weeks. My sister lives abroad.",
      ),
    ).toMatch(/help with the nights/u);
  });
});

describe('a degree fallen behind beside a job is study fitted around the work', () => {
  it.each([
    [
      'I work full time in IT and started a part-time degree in accounting in September. I am already three assignments behind.',
      /fit my job around my studies/u,
    ],
    [
      'Ich arbeite Vollzeit als Erzieherin und mache ein Fernstudium. Mit zwei Hausarbeiten bin ich schon im Rückstand.',
      /Job und mein Studium unter einen Hut/u,
    ],
    [
      'Trabajo a jornada completa y estudio Derecho en la universidad a distancia. Voy atrasada con dos trabajos.',
      /compaginar mi trabajo con mis estudios/u,
    ],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});

// Round 67: a tax debt is the tax bill's (`taxbill`): paid in full with the office asked for instalments, no longer only put aside for.
describe('a tax debt is paid in full', () => {
  it.each([
    [
      'Sou enfermeira e faço uns trabalhos de fotografia. Ainda não paguei o IRS do ano passado, devo cerca de 2.000 euros.',
      /pagar na totalidade os impostos que devo/u,
    ],
    [
      'Soy autónoma y tengo una deuda con Hacienda de 3.000 euros del año pasado. Además casi no duermo.',
      /pagar íntegramente los impuestos que debo/u,
    ],
    [
      'Ich bin selbstständig und habe Steuerschulden von 4.000 Euro beim Finanzamt. Außerdem rauche ich wieder.',
      /meine Steuernachzahlung vollständig bezahlen/u,
    ],
  ])('%s', async (input, tax) => {
    expect(await draft(input)).toMatch(tax);
  });
});

describe("a shop's Instagram page is no screen time; a bakery's falling takings are its business", () => {
  it.each([
    [
      "Ho un piccolo forno con mio marito. Gli incassi sono calati del 20% quest'anno. Abbiamo una pagina Instagram ma non la curiamo.",
      /schermo/u,
      /mia attività/u,
    ],
    [
      'We run a small bakery. We have an Instagram page but we only update it when we get round to it.',
      /screen/u,
      /more customers to my existing business/u,
    ],
    [
      'Nous avons une petite boulangerie. Nous avons une page Instagram mais nous la mettons à jour quand on a le temps.',
      /écran/u,
      /plus de clients/u,
    ],
  ])('%s', async (input, screens, business) => {
    const out = await draft(input);
    expect(out).not.toMatch(screens);
    expect(out).toMatch(business);
  });

  it('keeps the screen time of a mentee scrolling', async () => {
    expect(await draft("I'm on my phone until 2 a.m. scrolling Instagram and I'm exhausted at work.")).toMatch(/screen time/u);
  });
});

describe('loneliness after a separation stands beside the children', () => {
  it.each([
    [
      'Since my divorce I live alone. The kids are with me every other week. In the empty weeks I sit in front of the TV and my old friends have drifted apart from me.',
      /my children/u,
      /circle of friends/u,
    ],
    [
      'Seit der Trennung wohne ich allein, die Kinder sind jedes zweite Wochenende bei mir. Meine alten Freunde haben den Kontakt zu mir verloren und ich sitze abends nur vor dem Fernseher.',
      /meinen Kindern/u,
      /Freundeskreis/u,
    ],
    [
      'Depuis la séparation, je vis seul. Les enfants sont chez moi une semaine sur deux. Mes vieux amis étaient nos amis communs et je voudrais reprendre contact avec eux.',
      /mes enfants/u,
      /cercle d'amis/u,
    ],
  ])('%s', async (input, children, friends) => {
    const out = await draft(input);
    expect(out).toMatch(children);
    expect(out).toMatch(friends);
  });
});
