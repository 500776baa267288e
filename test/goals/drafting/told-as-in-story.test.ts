/**
 * Issue 33, blind reading 9: a goal tells what the story told. Our wording points back at nothing
 * ("как это на меня влияет", "z tą osobą"), names "my siblings" for one sister, answers a Brazilian
 * writer in European forms, and echoes a wish about being a better person or starting to live
 * ("почну нарешті жити протягом трьох місяців") instead of a first step that fits its kind.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a word that points back has something to point at', () => {
  it.each([
    ['ru', 'Мы с мужем постоянно ругаемся из-за его мамы, она приходит без звонка. Я устала.', /как это на меня/],
    ['uk', 'Ми з чоловіком постійно сваримося через гроші. Я вже не можу.', /як це на мене/],
    ['pt', 'Eu e meu marido brigamos toda semana por causa de dinheiro e eu não aguento mais.', /como isso me afeta/],
    ['pl', 'Mój szef ciągle dokłada mi projektów i nie umiem odmówić, pracuję 60 godzin tygodniowo.', /z tą osobą/],
  ])('%s: %s', (_lang, input, pointer) => {
    expect(draftGoals(input, NOW)).not.toMatch(pointer);
  });
});

describe('one sister or brother is not "my siblings"', () => {
  it.each([
    [
      'Ma mère a Alzheimer et je m’en occupe presque seule. Mon frère habite à côté mais ne vient jamais. Je suis épuisée.',
      'avec mon frère',
      'frères et sœurs',
    ],
    [
      'Cuido sola a mi padre enfermo desde hace un año, mi hermana vive cerca pero casi nunca ayuda. Estoy agotada.',
      'con mi hermana',
      'mis hermanos',
    ],
    ['Я доглядаю за мамою сама вже два роки, моя сестра живе поруч, але не допомагає. Я виснажена.', 'із сестрою', 'братами'],
  ])('%s', (input, one, all) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(one);
    expect(out).not.toContain(all);
  });

  it('two brothers stay siblings', () => {
    expect(
      draftGoals('Ich pflege meine Mutter seit drei Jahren fast allein, meine beiden Brüder wohnen weit weg. Ich kann nicht mehr.', NOW),
    ).toContain('mit meinen Geschwistern');
  });
});

describe('a Brazilian writer is answered in Brazilian forms', () => {
  it.each([
    'Eu e meu marido brigamos toda semana por causa de dinheiro e a gente não consegue conversar.',
    'Meu namorado e eu brigamos por causa de dinheiro, ele gasta R$ 2.000 por mês em besteira.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(/ponto da situação|a nossa relação|contactando/);
  });

  it('a European writer keeps European forms', () => {
    expect(draftGoals('Sinto-me cansada, quero dormir mais.', NOW)).toContain('até às 23h');
  });
});

describe('a vague wish gets a first step of its kind, not itself with a deadline', () => {
  it.each([
    ['Quiero ser mejor persona.', /dos personas cercanas/],
    ['Хочу стать лучше как человек.', /двух близких людей/],
    ['Chtěla bych být lepším člověkem.', /dvou blízkých lidí/],
    ['I want to be a kinder person.', /two people close to me/],
    ['Хочу нарешті почати жити, а не існувати.', /п’ять речей/],
    ['Ich will endlich anfangen, richtig zu leben.', /fünf Dinge/],
    ['Chcę w końcu zacząć żyć naprawdę.', /pięć rzeczy/],
    ['Je voudrais vraiment commencer à vivre.', /cinq choses/],
  ])('%s', (input, step) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(step);
    expect(out).not.toMatch(/потрібні кроки|нужные шаги|pasos necesarios|passi necessari|every step it takes/);
  });
});

describe('a French sentence keeps at most two gerund clauses', () => {
  it.each([
    // A resit told for the end of June is not booked again (gate.json ownFigures): one with no date keeps the third step.
    "J'ai eu 7/20 à l'examen de droit civil et je dois repasser l'examen.",
    'Ma mère a Alzheimer et je ne sais pas si je dois la placer en maison de retraite ou prendre une aide à domicile.',
    'Mon copain et moi on se dispute tout le temps pour le ménage, je fais tout et il ne voit rien.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain('Je vais aussi ');
    for (const sentence of out.split(/(?<=\.) /u))
      expect(sentence.match(/(?:^|,| et) en (?:me |m'|se |s')?\p{L}+ant(?!\p{L})/gu)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(out).not.toMatch(/Je vais aussi .*\ben \p{L}+ant\b/u);
  });

  // "en réalisant une première vente test" had become "Je vais aussi réalire …": "-lisant" is not always "lire".
  it.each([
    ["Je veux lancer ma boutique en ligne de bijoux avant l'été.", /Je vais aussi réaliser une première vente test/u],
    ['Je veux ouvrir mon propre salon de coiffure à Lyon en septembre.', /Je vais aussi réaliser une première vente test/u],
  ])('a third gerund of a -liser verb becomes its infinitive: %s', (input, says) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(says);
    expect(out).not.toMatch(/réalire|utilire/u);
  });
});

describe('a French clause after a comma with an elided subject is the story, not the aim', () => {
  it.each([
    ["Je veux trouver un CDI de comptable d'ici septembre, j'envoie des candidatures depuis trois mois sans réponse.", "j'envoie"],
    ["Je veux perdre 6 kilos avant l'été, j'essaie depuis janvier sans résultat.", "j'essaie"],
    ['Je voudrais apprendre l’allemand d’ici juin, j’habite à Munich depuis un an.', 'j’habite'],
  ])('%s', (input, pasted) => {
    expect(draftGoals(input, NOW)).not.toContain(pasted);
  });
});

it('one sister shares the rota as "each of us"', () => {
  const out = draftGoals("My sister and I look after our dad who has Parkinson's, but I do nearly everything and I'm exhausted.", NOW);
  expect(out).toContain('with my sister');
  expect(out).not.toContain('each of them');
});
