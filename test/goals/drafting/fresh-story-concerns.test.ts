/**
 * Issue 33, cover19's fresh round of narratives: concerns a story tells that got no goal or a wrong one.
 * Feeling alone since a child left for university ('cítim sa veľmi sama', 'czuję się bardzo sama') is
 * loneliness; a child who is friends with no one ('ні з ким не дружить', 'ни с кем не дружит', 'z nikim
 * się nie przyjaźni') is helped to make friends; prices not raised for years are rates to raise, not a
 * raise to ask a boss for; a parent cared for 'every evening' is care to share, and its goal takes no
 * past date of the story ('un ictus a settembre') as its deadline; a tax bill not yet paid is tax put aside.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('concerns of fresh stories', () => {
  it.each([
    [
      'Mám 52 rokov. Dcéra odišla študovať do Brna a odvtedy sa doma cítim veľmi sama. Lekár mi povedal, že mám vysoký cholesterol.',
      /okruh priateľov/u,
    ],
    ['Syn wyjechał na studia do Krakowa i od tego czasu czuję się bardzo sama. Mąż ciągle pracuje.', /krąg przyjaciół/u],
    ['Мій син у новій школі ні з ким не дружить, сидить сам на перервах. Я працюю до вечора.', /допоможу синові знайти друзів/u],
    ['Мой сын во втором классе ни с кем не дружит. Учительница говорит, что он всегда один.', /помогу сыну найти друзей/u],
    ['Moja córka w nowej szkole z nikim się nie przyjaźni i nie chce tam chodzić.', /Pomogę córce znaleźć przyjaciół/u],
    [
      "Je suis coiffeuse à mon compte et je n'ai pas augmenté mes prix depuis 2021, alors que tout a augmenté. Je travaille six jours sur sept.",
      /augmenter mes prix/u,
    ],
    ['Tengo una peluquería y no he subido mis precios desde 2020, pero gano poco y trabajo seis días.', /subir mis precios/u],
    [
      'My mum had a fall in March and now I care for her every evening after work. My brother helps on Sundays only.',
      /share the care for my mother/u,
    ],
    ["I still haven't paid last year's tax bill of £3,200 and I'm freelancing as a photographer.", /^I will pay my tax bill in full/u],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });

  it.each([
    [
      "Je suis coiffeuse à mon compte et je n'ai pas augmenté mes prix depuis 2021, alors que tout a augmenté.",
      /demander une augmentation/u,
    ],
    ['Tengo una peluquería y no he subido mis precios desde 2020, pero gano poco y trabajo seis días.', /aumento de sueldo/u],
    [
      'Mio padre ha avuto un ictus a settembre e ora vive con noi; mia moglie se ne occupa di giorno ma è esausta. Lavoro 50 ore a settimana.',
      /Entro settembre/u,
    ],
    [
      'My mum had a fall in March and now I care for her every evening after work. My brother helps on Sundays only.',
      /relationship with my mother|by March|in March/u,
    ],
  ])('%s has no %s', async (input, wrong) => {
    expect(await draft(input)).not.toMatch(wrong);
  });

  it.each([
    ['Ich arbeite als Pflegekraft und mache ein Fernstudium. Mit drei Einsendeaufgaben bin ich im Rückstand.', /Finanzen/u, /Studium/u],
    [
      'Trabalho a tempo inteiro numa loja e estudo à noite na faculdade. Tenho três trabalhos da faculdade em atraso.',
      /finanças|dívidas/u,
      /estudos/u,
    ],
  ])('assignments behind are no money arrears: %s', async (input, money, study) => {
    const out = await draft(input);
    expect(out).not.toMatch(money);
    expect(out).toMatch(study);
  });

  it.each([
    [
      'Me acaban de ascender a jefa de un equipo de 7 personas. Uno de ellos también quería el puesto y se nota.',
      /nuevo papel de responsable/u,
    ],
    [
      'Ich wurde im Sommer zur Teamleiterin befördert und habe jetzt acht Leute. Ich will nicht kündigen, aber so halte ich das nicht durch.',
      /neue Rolle als Führungskraft/u,
    ],
    [
      "J'ai été promue cheffe d'équipe en septembre. Je ne veux pas démissionner, mais je rentre tous les soirs à 20 h.",
      /nouveau rôle de manager/u,
    ],
  ])('a new lead who will not quit is a new lead, not a job to find: %s', async (input, lead) => {
    const out = await draft(input);
    expect(out).toMatch(lead);
    expect(out).not.toMatch(/trabajo nuevo|neue Stelle|nouvel emploi|encontrar trabajo|trouver un emploi/u);
  });

  it.each([
    [
      "I've been self-employed as a plumber for five years. Work is steady but I'm doing everything myself, including the invoices, which I do on Sunday nights.",
    ],
    ['Ich bin selbstständig als Grafikerin und mache alles selbst, auch die Buchhaltung am Wochenende.'],
    ['Soy autónoma, tengo una tienda online y lo hago todo yo sola, hasta la contabilidad.'],
  ])('a self-employed mentee doing everything alone has no team to delegate to: %s', async (input) => {
    expect(await draft(input)).not.toMatch(/to my team|an mein Team|en mi equipo/u);
  });

  it('keeps delegation for a lead doing everything', async () => {
    expect(await draft('I manage a team of six and I end up doing everything myself.')).toMatch(/hand work over to my team/u);
  });
});
