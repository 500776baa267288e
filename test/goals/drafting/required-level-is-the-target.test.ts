/**
 * Issue 33 (blind reading 20's 08): a mentee who tells the level the recognition of her profession needs
 * ("потрібна ще мова на рівні B2, а в мене зараз B1") got "наступного рівня" and a step to find out
 * "якого рівня вимагає визнання (часто B1 або B2)" — a figure she gave, left out and asked for again.
 * The level told beside a need is the goal's level and its exam's, and no step asks for it
 * (gate.json ownFigures).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('the level a need names is the target', () => {
  it.each([
    [
      'Ich bin Krankenpfleger aus Syrien und lebe seit zwei Jahren in Köln. Für die Anerkennung brauche ich B2 in Deutsch, ich habe jetzt B1. Ich arbeite als Helfer im Lager.',
      /auf das Niveau B2 bringen; dafür besuche ich/u,
    ],
    [
      "Je suis infirmière, arrivée du Brésil il y a un an à Lyon. Pour faire reconnaître mon diplôme, il me faut le niveau B2 en français, j'ai le B1. Je fais du ménage le soir.",
      /atteindre le niveau B2 en français/u,
    ],
    [
      'Soy enfermera ucraniana y vivo en Valencia desde hace un año. Para homologar mi título necesito un B2 de español y ahora tengo un B1. Trabajo limpiando casas.',
      /alcanzar el nivel B2 de español/u,
    ],
    [
      'Sono un infermiere albanese, vivo a Bologna da un anno. Per il riconoscimento del titolo mi serve il B2 di italiano, adesso ho il B1. Lavoro in un magazzino.',
      /raggiungerò il livello B2 di italiano/u,
    ],
    [
      'Я медсестра из Украины, уже год живу в Праге. Для признания диплома нужен чешский на уровне B2, а у меня сейчас B1. Работаю уборщицей в отеле.',
      /достигну уровня B2/u,
    ],
    [
      'Я медсестра з Харкова, два роки живу в Лейпцигу. Документи на визнання я подала, але потрібна ще мова на рівні B2, а в мене зараз B1. Прибираю в готелі.',
      /досягну рівня B2/u,
    ],
  ])('%s', (input, level) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(level);
    expect(out).not.toMatch(/B1 (?:oder|ou|o|или|або) B2/u);
  });

  it('keeps the step and the next level where no level is told', () => {
    expect(
      draftGoals('Я медсестра з Харкова, два роки живу в Лейпцигу. Мій диплом тут ще не визнали, тому прибираю в готелі.', NOV_26),
    ).not.toMatch(/рівня B2/u);
  });
});
