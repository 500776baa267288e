/**
 * Issue 33 (lang12): two grammar breaks of a pasted fragment.
 * - A fact told after "and" with its own "we have" ("et nous avons 15 000 euros", "a máme našetřeno")
 *   was pasted into the goal: "Je vais acheter un appartement … et nous avons 15 000 euros d'économies, en …".
 * - A pointer at a date ("before then", "antes de eso", "prima di allora") stayed in a goal that names
 *   its own date: "I will lose 6 kg before then in April", "Correrò … e prima di perdere 6 chili".
 * And a Portuguese answer keeps the mentee's norm in the words of driving and lodging.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { inNorm } from '../../../src/goals/drafting/templates/pt-norm.js';

const lines = (output: string): string[] => output.split('\n').filter((l) => !/:\s*$/u.test(l));

describe('a fact after "and" is no part of the aim', () => {
  it.each([
    [
      "Nous voulons acheter un appartement à Lyon dans deux ans et nous avons 15 000 euros d'économies.",
      /nous avons/u,
      /appartement à Lyon/u,
    ],
    ['Chceme si do dvou let koupit byt v Plzni a máme našetřeno 300 000 Kč.', /máme/u, /byt v Plzni/u],
    ['Chcemy kupić mieszkanie w Poznaniu w ciągu dwóch lat i mamy odłożone 50 tysięcy złotych.', /mamy/u, /mieszkanie w Poznaniu/u],
    ['Nous voulons ouvrir un café à Nantes en 2028 et nous avons déjà trouvé un local.', /nous avons/u, /café à Nantes/u],
    ["We want to buy a house in Leeds within three years and we've already saved £20,000.", /we've|saved £20/iu, /three years/u],
  ])('%s', (input, pasted, aim) => {
    const output = draftGoals(input);
    expect(output).not.toMatch(pasted);
    expect(output).toMatch(aim);
    for (const line of lines(output)) expect(line).toMatch(/\d/u);
  });
});

describe('what they already did, told after a comma, is no part of the aim', () => {
  it.each([
    ['Quiero encontrar trabajo de enfermera en Madrid antes de abril, he mandado 15 currículums.', /he mandado/u, /antes de abril/u],
    ['Chci si do dubna najít práci zdravotní sestry v Brně, už jsem poslala 15 životopisů.', /poslala/u, /do dubna/u],
    ['Chcę do kwietnia znaleźć pracę jako pielęgniarka w Łodzi, już wysłałam 15 CV.', /wysłałam/u, /do kwietnia/u],
    ['Хочу до квітня знайти роботу медсестри у Львові, вже надіслала 15 резюме.', /надіслала/u, /до квітня/u],
    ['Хочу до апреля найти работу медсестры в Казани, уже отправила 15 резюме.', /отправила/u, /до апреля/u],
  ])('%s', (input, pasted, deadline) => {
    const output = draftGoals(input);
    expect(output).not.toMatch(pasted);
    // The deadline follows the aim, not the pasted story ("…, už jsem poslala 15 životopisů do dubna").
    expect(output).toMatch(deadline);
    expect(output).not.toMatch(/15/u);
  });
});

describe('a pointer at a date is dropped, the goal kept', () => {
  it.each([
    ['I want to run a half marathon in April and lose 6 kg before then.', /before then/u, /lose 6 kg/u],
    ['Quiero correr una media maratón en abril y antes de eso perder 6 kilos.', /antes de eso/u, /perder 6 kilos/u],
    ['Voglio correre una mezza maratona ad aprile e prima di allora perdere 6 chili.', /prima di/u, /6 chili/u],
    ['Je veux courir un semi-marathon en avril et avant cela perdre 6 kilos.', /avant cela/u, /perdre 6 kilos/u],
    ['Ich will im Mai einen Halbmarathon laufen und bis zu diesem Zeitpunkt 6 Kilo abnehmen.', /diesem Zeitpunkt/u, /6 Kilo abnehmen/u],
  ])('%s', (input, pointer, loss) => {
    const output = draftGoals(input);
    expect(output).not.toMatch(pointer);
    const goals = lines(output);
    expect(goals).toHaveLength(2);
    expect(goals[1]).toMatch(loss);
  });
});

describe('Portuguese driving and lodging in the mentee’s norm', () => {
  it.each([
    ['Quero tirar a carta de condução até março e arranjar um part-time.', /aulas de condução/u, /direção|dirigi/u],
    ['Eu quero tirar minha carteira de motorista até março, estou juntando grana pra isso.', /aulas de direção/u, /condução|conduzi/u],
    ['Sou enfermeiro em Lisboa e quero emigrar para a Suíça nos próximos dois anos.', /alojamento/u, /moradia/u],
    ['Estou sem tempo para a família, quero passar mais tempo com meus filhos todo fim de semana.', /planejando/u, /planea/u],
  ])('%s', (input, own, other) => {
    const output = draftGoals(input);
    expect(output).toMatch(own);
    expect(output).not.toMatch(other);
  });

  it('turns the European words into Brazilian ones', () => {
    expect(inNorm('sobre trabalho, alojamento e documentos, planeando duas aulas de condução', 'pt-BR')).toBe(
      'sobre trabalho, moradia e documentos, planejando duas aulas de direção',
    );
  });
});

describe('a deadline fronted after "and" keeps its aim a goal of its own (English reader)', () => {
  it.each([
    ['I want to run 21 km in 3 months and by April find a new job in IT.', /find a new job in IT by April/u],
    ['I want to lose 5 kg and before my wedding learn to dance.', /learn to dance before my wedding/u],
    ['My plan is to save £2,000 and by summer travel to Japan.', /travel to Japan by summer/u],
  ])('%s', (input, second) => {
    const goals = lines(draftGoals(input));
    expect(goals).toHaveLength(2);
    expect(goals[1]).toMatch(second);
    expect(goals[0]).not.toMatch(/ and (?:by|before) /u);
  });
});

describe('"with her" names the child the story names', () => {
  it.each([
    ['Moja córka Zosia ma 4 lata i chcę spędzać z nią więcej czasu, ale pracuję na dwa etaty.', /z nią/u, /z córką/u],
    ['Моя донька Софія має 4 роки, і я хочу проводити з нею більше часу.', /з нею/u, /з донькою/u],
    ['Моей дочери Соне 4 года, и я хочу проводить с ней больше времени.', /с ней/u, /с дочерью/u],
    ['Meine Tochter Lena ist 4 und ich möchte mehr Zeit mit ihr verbringen.', /mit ihr /u, /mit meiner Tochter/u],
    ['Mi hija Lucía tiene 4 años y quiero pasar más tiempo con ella.', /con ella/u, /con mi hija/u],
  ])('%s', (input, pointer, named) => {
    const output = draftGoals(input);
    expect(output).not.toMatch(pointer);
    expect(output).toMatch(named);
  });

  it('leaves our own "with him" of a measure alone', () => {
    const output = draftGoals('Ich will besser delegieren lernen, mein Sohn sagt, ich rede nie mit ihm.');
    expect(output).toMatch(/Ergebnisse jeden Freitag mit ihm/u);
    expect(output).not.toMatch(/mit meinem Sohn/u);
  });
});
