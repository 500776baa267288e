/**
 * Issue 33 (round 52's probes): a narrative's told concern had no goal. A foreign nurse's stalled
 * "equivalência da Ordem" (blind reading 82's 15) had no goal: the recognition cues knew "équivalence"
 * and "equivalência do meu" but not the word itself, and the profession that gates them knew the
 * Spanish "enfermera" but not the Portuguese "enfermeira", so the interview goal took its place. A
 * lawyer's Polish "на уровне «дзень добры»" (blind reading 80's 10) named her obstacle by a level with
 * no CEFR letter, which no language cue read. The word for an equivalence (es, pt, it) and the
 * professions a diploma is recognised for (doctor, engineer, lawyer, teacher, in each language) now
 * cue recognition, and a language said to be "at the level of …" or at a basic level cues the
 * language goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a stalled equivalence of a diploma is the recognition goal', () => {
  it.each([
    [
      'Moro em Lisboa há dois anos, vim do Brasil. Sou enfermeira mas aqui ainda não consegui a equivalência da Ordem, então trabalho como auxiliar num lar de idosos. O processo está parado porque me falta um documento da faculdade em São Paulo. Também estou a tentar perder o sotaque nas entrevistas, sinto que me tratam diferente. E estou sozinha aqui, a minha família ficou toda no Brasil e sinto muita falta.',
      /Vou conseguir o reconhecimento do meu diploma estrangeiro/u,
      /reunindo em dois meses os documentos/u,
    ],
    [
      'Soy médico cubano y vivo en Madrid desde marzo. La equivalencia de mi título lleva ocho meses parada. Mientras tanto trabajo de repartidor por las noches y casi no duermo. Mi mujer y yo discutimos mucho por dinero.',
      /Voy a conseguir que reconozcan mi título extranjero/u,
      /presentando la solicitud/u,
    ],
    [
      "Sono un'infermiera albanese, vivo a Bologna. Sto aspettando l'equipollenza del titolo da un anno. Intanto faccio la badante, ma mi pagano poco. Vorrei anche migliorare il mio italiano, che è ancora a livello base, e perdere 10 chili.",
      /Otterrò il riconoscimento del mio titolo estero/u,
      /presentando la domanda/u,
    ],
  ])('%s', (input, goal, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).toMatch(measure);
  });
});

describe('a language told at a low level is a goal of its own', () => {
  it.each([
    [
      'Мы переехали в Варшаву в мае, когда дочке было 2 месяца. Муж работает в польской IT-компании, а я сижу с ребёнком. В Москве я была юристом, но здесь мой диплом ничего не значит, а польский у меня на уровне «дзень добры». Денег в целом хватает, но я чувствую себя полностью зависимой. Хочу через год-два снова работать, может быть в международной компании, но не понимаю, с чего начать — язык, подтверждение диплома или переквалификация.',
      /Я повышу знание польского языка на один уровень/u,
    ],
    [
      'Переехала в Прагу два года назад. Дома я была бухгалтером, а здесь работаю в отеле на ресепшене. Чешский у меня на уровне «добрый день», и из-за этого меня никуда не берут. Ещё я плохо сплю, потому что думаю о маме, которая осталась одна. Хочу через год работать по специальности.',
      /Я повышу знание чешского языка на один уровень/u,
    ],
    [
      'Живу у Варшаві пів року. Польська в мене на рівні «дзєнь добри», тому працюю на складі, хоча я вчителька. Син у 9 класі погано вчиться в новій школі. Я постійно втомлена і не маю часу на себе.',
      /Я підвищу знання польської мови на один рівень/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).toMatch(/тест на (уровень|рівень)/u);
  });
});
