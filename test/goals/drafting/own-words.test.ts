/**
 * Issue 33: a text about the writer's life that names no goal, no known situation and no topic gets a
 * step about that situation, not the generic "three areas of my
 * work or life" a vague wish gets: three changes written down by the end of next week, one chosen and
 * tried for four weeks with a weekly note — in the text's language, with one deadline.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { detectLanguage } from '../../../src/goals/drafting/language.js';

describe('a situation no cue names is answered in its own words', () => {
  it.each([
    [
      'en',
      'The neighbours upstairs stomp every night and in the morning I am useless.',
      /^I will take 30 minutes by the end of next week to write down three things I could change in my situation, and choose one to try first, then try it for four weeks and note every week whether it helps\.$/,
    ],
    [
      'cs',
      'Sousedi nad námi každou noc dupou a ráno jsem k ničemu.',
      /^Do konce příštího týdne si sepíšu tři věci, které můžu změnit na své situaci, a jednu z nich si vyberu – potom ji budu čtyři týdny zkoušet/,
    ],
    [
      'sk',
      'Susedia nad nami každú noc dupú a ráno som na nič.',
      /^Do konca budúceho týždňa si spíšem tri veci, ktoré môžem zmeniť na svojej situácii, a jednu z nich si vyberiem – potom ju budem štyri týždne skúšať/,
    ],
    [
      'pl',
      'Sąsiedzi nad nami co noc tupią i rano jestem do niczego.',
      /^Do końca przyszłego tygodnia spiszę trzy rzeczy, które mogę zmienić w swojej sytuacji, i wybiorę jedną z nich – potem przez cztery tygodnie/,
    ],
    [
      'uk',
      'Сусіди над нами щоночі тупотять, і зранку я ні на що не здатна.',
      /до кінця наступного тижня випишу три речі, які можу змінити у своїй ситуації, і виберу одну з них — потім чотири тижні/,
    ],
    [
      'ru',
      'Соседи сверху каждую ночь топают, и утром я ни на что не способна.',
      /до конца следующей недели выпишу три вещи, которые могу изменить в своей ситуации, и выберу одну из них — потом четыре недели/,
    ],
    [
      'de',
      'Die Nachbarn über uns trampeln jede Nacht und morgens bin ich zu nichts zu gebrauchen.',
      /^Ich werde bis Ende nächster Woche drei Dinge aufschreiben, die ich an meiner Lage ändern kann, und eines davon auswählen; außerdem probiere ich es danach vier Wochen lang aus/,
    ],
    [
      'es',
      'Los vecinos de arriba hacen ruido cada noche y por la mañana no sirvo para nada.',
      /^Voy a anotar antes del final de la próxima semana tres cosas que puedo cambiar en mi situación y elegir una para empezar, probándola después durante cuatro semanas/,
    ],
    [
      'fr',
      'Les voisins du dessus font du bruit toutes les nuits et le matin je ne suis bonne à rien.',
      /^Je vais noter d'ici la fin de la semaine prochaine trois choses que je peux changer dans ma situation et en choisir une pour commencer, en l'essayant ensuite pendant quatre semaines/,
    ],
    [
      'it',
      'I vicini del piano di sopra fanno rumore ogni notte e la mattina non combino niente.',
      /^Entro la fine della prossima settimana annoterò tre cose che posso cambiare nella mia situazione e ne sceglierò una da cui partire, provandola poi per quattro settimane/,
    ],
    [
      'pt',
      'Os vizinhos de cima fazem barulho todas as noites e de manhã não sirvo para nada.',
      /^Vou anotar até o fim da próxima semana três coisas que posso mudar na minha situação e escolher uma para começar, experimentando-a depois durante quatro semanas/,
    ],
  ])('%s: %s', (language, input, expected) => {
    const output = draftGoals(input);
    expect(output).toMatch(expected);
    expect(detectLanguage(output)).toBe(language);
    // One deadline: the step's own, no second time frame added.
    expect(output).not.toMatch(
      /within the next|během|w ciągu|протягом|в течение|in den nächsten|en los próximos|au cours des|entro i prossimi|nos próximos/,
    );
  });

  it('pastes no sentence of the story into the goal, in any language (issue 33)', () => {
    for (const story of [
      'I have worked as an accountant for six years and every Monday I feel sick.',
      'Pracuji šest let jako účetní a každé pondělí je mi zle.',
      'Я працюю бухгалтеркою вже шість років, і кожного понеділка мені погано.',
    ]) {
      const output = draftGoals(story);
      expect(output).not.toMatch(/[“„«]/u);
      expect(output).not.toContain(story.slice(0, 25));
    }
  });
});
