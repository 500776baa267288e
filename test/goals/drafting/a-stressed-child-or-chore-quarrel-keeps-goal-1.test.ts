/**
 * Issue 33 (round 55's probes): a concern the person stresses ("what worries me most is my son, he reads poorly",
 * "Больше всего меня беспокоит сын … плохо читает", "Najbardziej martwi mnie … słabo czyta", "донька … сумує за
 * друзями", "Le pire, c'est que je me dispute avec mon mari sur le partage des tâches", "nachts nicht schlafen kann")
 * was left out beside two or three stated aims: the situations knew a child's schoolwork by its nouns ("reading",
 * "чтение"), not by the verb a parent uses ("lee muy mal", "špatně čte"), a friend missed ("сумує за друзями", "ses
 * amis lui manquent") was no friend lacking, a quarrel about who does what at home no housework, and a German "dass
 * ich nachts nicht schlafen kann" (the verb last) no sleep. A quarrel with a partner stressed in words stands beside a
 * stated aim too, though it stands alone otherwise: the stressed concern is never dropped for being told through a person.
 * A parent's own phone scrolled at midnight ("scrolling my phone", "je scrolle", "скролю") is no child's screen time.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a stressed child, chore quarrel or sleepless night is goal 1 beside stated aims', () => {
  it.each([
    [
      'Работаю менеджером в банке. Хочу до лета сдать на права и выучить английский до B1. Ещё хочу копить 10 тысяч в месяц. Больше всего меня беспокоит сын, ему 10, он плохо читает и учительница постоянно жалуется.',
      '1. Я помогу сыну лучше учиться',
      /поговорю с классной руководительницей/u,
      /^1\. Я сдам на права/mu,
    ],
    [
      'Soy profesora de primaria. Quiero sacarme el carné de conducir antes de septiembre, ahorrar 150 euros al mes y volver a correr. Lo que más me preocupa es mi hijo de 7 años, que lee muy mal y la profesora dice que va retrasado.',
      '1. Voy a ayudar a mi hijo a ir mejor en el colegio',
      /horario fijo para los deberes/u,
      /volver a correr/u,
    ],
    [
      'Mam 40 lat, pracuję w magazynie. Chcę do wiosny zdać prawo jazdy kat. C i odkładać 300 zł miesięcznie. Najbardziej martwi mnie mój syn, ma 9 lat i słabo czyta, nauczycielka mówi, że jest rok do tyłu.',
      '1. Pomogę synowi poprawić wyniki w szkole',
      /porozmawiam z wychowawczynią/u,
      /^1\. Zdam prawo jazdy/mu,
    ],
    [
      'Pracuji jako účetní a mám syna (10). Chci si do léta udělat řidičák a naučit se lépe anglicky. Nejvíc mě trápí, že syn špatně čte a paní učitelka si stěžuje.',
      '1. Pomůžu svému synovi zlepšit se ve škole',
      /s třídní učitelkou/u,
      /^1\. Udělám si řidičák/mu,
    ],
    [
      'Я бухгалтер, працюю з дому. Хочу схуднути на 5 кг до літа і вивчити польську. Найбільше мене турбує донька-підліток: вона дуже сумує за друзями після переїзду і ми мало спілкуємося.',
      '1. Я допоможу доньці знайти друзів',
      /гурток з однолітками/u,
      /^1\. Я схудну/mu,
    ],
    [
      "Je suis infirmière de nuit. Je veux perdre 5 kilos et apprendre l'anglais. Le pire, c'est que je me dispute sans arrêt avec mon mari sur le partage des tâches à la maison.",
      "1. Je vais convenir d'un partage équitable des tâches ménagères",
      /qui fait quoi/u,
      /^1\. Je vais perdre 5 kilos/mu,
    ],
    [
      'Я медсестра, работаю посменно. Хочу сбросить 7 кг к лету и накопить 50 тысяч на отпуск. Хуже всего то, что мы с мужем постоянно ссоримся из-за того, кто что делает по дому.',
      '1. Я вместе с мужем договорюсь о справедливом распределении домашних дел',
      /кто что делает/u,
      /^1\. Я сброшу 7 кг/mu,
    ],
    [
      'Seit einem Jahr bin ich selbstständig als Grafikerin. Ich möchte bis Ende des Jahres 5 Kilo abnehmen und Italienisch lernen. Das Schlimmste ist, dass ich nachts nicht schlafen kann, weil ich ständig an die Aufträge denke.',
      '1. In den nächsten zwei Monaten werde ich besser und regelmäßiger schlafen',
      /notiere meine Schlafstunden/u,
      /^1\. Ich werde bis Ende des Jahres 5 Kilo/mu,
    ],
  ])('%s', async (input, first, measure, gone) => {
    const out = await draft(input);
    expect(out).toContain(first);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(gone);
  });

  it('a quarrel with a partner stressed in words stands beside two stated aims', async () => {
    const out = await draft(
      "Je suis infirmière de nuit. Je veux perdre 5 kilos et apprendre l'anglais. Le pire, c'est que je me dispute sans arrêt avec mon mari.",
    );
    expect(out).toContain('1. Je vais améliorer ma relation avec mon mari par une discussion franche');
    expect(out).toContain('2. Je vais perdre 5 kilos');
    expect(out).toContain("3. Je vais apprendre l'anglais");
  });

  it("one's own phone scrolled at midnight is no children's screen time", async () => {
    const out = await draft("I have two kids. I'm exhausted most evenings, I go to bed at midnight scrolling my phone.");
    expect(out).toContain('2. I will cut down my screen time over the next two months');
    expect(out).toContain('keeping my phone out of the bedroom after 10 pm');
    expect(out).not.toMatch(/screen-time rules with my children/u);
  });

  it('a stated aim told with "el carné" alone keeps its own goal and date beside the stressed child', async () => {
    const out = await draft(
      'Quiero aprobar el carné antes de junio. Duermo mal y fumo mucho. Lo que más me preocupa es mi hijo, que lee muy mal.',
    );
    expect(out).toContain('1. Voy a ayudar a mi hijo a ir mejor en el colegio en los próximos tres meses');
    expect(out).toContain('Voy a aprobar el carné antes de junio, tomando al menos dos clases prácticas por semana');
    expect(out).not.toMatch(/Antes de junio voy a ayudar/u);
  });
});
