/**
 * Issue 33 (blind readings 68's 25, 69's 4 and 16, 70's 24): a cue word found in the text is not always the
 * person's own matter. "I can order food" tells a language level, not a takeaway habit; an only child caring for a
 * parent has no siblings to share a rota with; a designer who moved abroad has no profession to have recognised; a
 * "chef de projet" names a job, not a boss to get on with.
 * Each such situation names the words that say it is not theirs (situations.json "unless"), so its goal and
 * measure are no longer drafted from another person's template.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a cue fires only on the person’s own matter', () => {
  it.each([
    [
      'I moved to Lisbon last year. My Portuguese is A2, I can order food but I freeze on the phone. I want B1 by summer.',
      'I will get B1 by summer',
      /ordering takeaway/u,
    ],
    [
      'Ich lebe seit einem Jahr in Madrid. Mein Spanisch ist A2, ich kann Essen bestellen, aber bei Gesprächen blockiere ich. Ich will B1 erreichen.',
      'B1 erreichen',
      /statt Essen zu bestellen/u,
    ],
    [
      'Mi madre tiene demencia y vivo con ella. Soy hija única, mis hermanos no existen y estoy agotada.',
      'Voy a repartir el cuidado de mi madre',
      /con mis hermanos/u,
    ],
    [
      'Моя мама болеет деменцией, я ухаживаю за ней. Я единственная дочь, сестра моей мамы живёт далеко, я очень устала.',
      'Я разделю уход за мамой',
      /с братьями и сёстрами/u,
    ],
    ['Я веб-дизайнер, переехал в Польшу. Мой польский A2, хочу B1 за полгода.', 'Я получу B1 за полгода', /признание моей профессии/u],
    ['I am a graphic designer and moved to Madrid. My Spanish is B1 and I want B2 within a year.', 'B2', /recognition of my profession/u],
    [
      "Je suis papa de deux enfants et je viens de reprendre un poste de chef de projet avec beaucoup de déplacements. Je rate les soirs de bain et d'histoire.",
      'Je vais',
      /relations au travail/u,
    ],
  ])('%s', (text, kept, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(kept);
    expect(answer).not.toMatch(broken);
  });
});
