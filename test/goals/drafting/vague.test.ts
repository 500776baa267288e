/**
 * Issue 33, item 4: a wish without content ("I want to be better") is answered with a concrete first
 * step — a figure and a deadline — in the input's language, not echoed back.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

describe('a vague wish becomes a concrete first step', () => {
  it.each([
    // "to write down … and choose …, then spend … and note …": one infinitive frame, no dangling gerund.
    [
      'I want to be better',
      /^I will take 30 minutes by the end of next week to write down three areas .*, then spend at least 30 minutes a week on it for the next four weeks and note every step I take\.$/,
    ],
    ["I'd like to become a better person.", /by the end of next week .*three areas/],
    ['Chci být lepší.', /^Do konce příštího týdne si sepíšu tři oblasti .*30 minut týdně/],
    ['Chcem byť lepší.', /^Do konca budúceho týždňa si spíšem tri oblasti .*30 minút/],
    ['Chcę być lepsza.', /^Do końca przyszłego tygodnia spiszę trzy obszary .*30 minut/],
    ['Я хочу стати кращим.', /до кінця наступного тижня випишу три сфери .*30 хвилин/],
    ['Я хочу стать лучше.', /до конца следующей недели выпишу три области .*30 минут/],
    ['Ich möchte besser werden.', /bis Ende nächster Woche drei Bereiche .*30 Minuten/],
    ['Quiero mejorar.', /antes del final de la próxima semana tres áreas .*30 minutos/],
    ["Je veux m'améliorer.", /d'ici la fin de la semaine prochaine trois domaines .*30 minutes/],
    ['Voglio migliorare.', /entro la fine della prossima settimana annoterò tre aree .*30 minuti/i],
    ['Quero ser melhor.', /até o fim da próxima semana três áreas .*30 minutos/],
  ])('%s', (input, expected) => {
    const output = draftGoals(input);
    expect(output).toMatch(expected);
    // The weekly half hour after the first step has an end too (blind reading 11: "30 minutes a week" with no end).
    expect(output).toMatch(
      /four weeks|vier Wochen|čtyři týdny|štyri týždne|cztery tygodnie|чотири тижні|четыре недели|cuatro semanas|quatre semaines|quattro settimane|quatro semanas/u,
    );
    // German "dafür … daran" pointed twice at one thing (blind reading 11).
    expect(output).not.toMatch(/dafür [^.;]*daran/u);
    // One deadline: the step's own, no second time frame added.
    expect(output).not.toMatch(
      /within the next|během|do (?:dvoch|troch|štyroch|šiestich|dvanástich) mesiacov|w ciągu|протягом|в течение|in den nächsten|en los próximos|au cours des|entro i prossimi|nos próximos/,
    );
  });

  // A wish to change one's life or "something", to find oneself, to make more of life: no content to
  // echo ("Cambierò vita entro i prossimi tre mesi, suddividendo …" scored 4/10), so the first step.
  it.each([
    ['I just want to change something in my life, I guess.', /^I will take 30 minutes by the end of next week/],
    ['Eigentlich möchte ich mehr aus meinem Leben machen.', /^Ich werde bis Ende nächster Woche drei Bereiche/],
    ['Ich will einfach mehr aus mir machen.', /^Ich werde bis Ende nächster Woche drei Bereiche/],
    ['Je voudrais changer des choses dans ma vie.', /d'ici la fin de la semaine prochaine trois domaines/],
    ['Me gustaría cambiar algo en mi vida.', /antes del final de la próxima semana tres áreas/],
    ['Vorrei cambiare qualcosa nella mia vita.', /^Entro la fine della prossima settimana annoterò tre aree/],
    ['Gostaria de mudar alguma coisa.', /até o fim da próxima semana três áreas/],
    ['Chciałabym zmienić coś w moim życiu.', /^Do końca przyszłego tygodnia spiszę trzy obszary/],
    ['Chtěla bych najít sama sebe.', /^Do konce příštího týdne si sepíšu, jak chci, aby vypadal můj život ve třech oblastech/],
    ['Chcem zmeniť niečo v živote.', /^Do konca budúceho týždňa si spíšem tri oblasti/],
    ['Хочу змінити щось у своєму житті.', /до кінця наступного тижня випишу три сфери/],
    ['Хочу изменить жизнь.', /до конца следующей недели выпишу три области/],
    // A filler word after the modal ("einfach", "просто", "solo") changes nothing.
    ['Ich möchte einfach glücklicher sein.', /^Ich werde in den nächsten vier Wochen jeden Abend drei Dinge/],
    ['Хочу просто стать лучше.', /до конца следующей недели выпишу три области/],
    ['Vorrei solo essere più felice.', /^Per le prossime quattro settimane annoterò ogni sera tre cose/],
  ])('a wish to change without content: %s', (input, expected) => {
    const output = draftGoals(input);
    expect(output).toMatch(expected);
    expect(output).not.toMatch(
      /weekly steps|Wochenschritte|étapes hebdomadaires|pasos semanales|passi settimanali|passos semanais|tygodniowe kroki|týdenní kroky|týždenné kroky/,
    );
  });

  it('leaves a wish with a topic to the usual reading', () => {
    expect(draftGoals('I want to be better at Python.')).toMatch(/^I will be better at Python within the next three months/);
  });
});

describe("a short wish about one's life that names no topic is a vague wish too", () => {
  it.each([
    ['Ich wünsche mir mehr Ordnung in meinem Leben.', /^Ich werde in den nächsten sechs Wochen jeden Sonntagabend/],
    ['Chtěla bych mít ve svém životě víc klidu.', /^Do konce příštího týdne si sepíšu tři oblasti/],
    ['Хочу нарешті жити для себе, а не для інших в своєму житті.', /до кінця наступного тижня випишу п’ять речей/],
    ["Vorrei un po' di ordine nella mia vita.", /^Per le prossime sei settimane pianificherò ogni domenica sera/],
  ])('%s', (input, expected) => {
    expect(draftGoals(input)).toMatch(expected);
  });

  it.each([
    // A topic of its own keeps its goal: the marathon, the job.
    ['I want to change my life by running a marathon next year.', /three times a week/],
    ['Chci si v životě konečně najít novou práci.', /přihlášek/],
  ])('not when the wish has a topic: %s', (input, expected) => {
    expect(draftGoals(input)).toMatch(expected);
  });
});
