/**
 * Issue 33 (round 38): "No response." is for input with no content at all, yet a line a person wrote about their life
 * got it when it was a question ("Co mám dělat?", "Was soll ich nur tun?") or had fewer than four words ("Jestem
 * przytłoczona.", "Мне всё надоело."). Each class now has a first step with a figure and a deadline: being swamped is
 * not knowing where to start (family "overwhelm"), being fed up with everything is feeling stuck (family "stuck"),
 * "what should I do?" alone is a vague wish (vague.json), what to do with my life is the calling, and never finishing
 * anything is putting things off.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a short cry for help is answered', () => {
  it.each([
    ['Jestem przytłoczona.', 'wybiorę trzy najważniejsze sprawy'],
    ['Je suis débordé.', 'choisir les trois choses les plus importantes'],
    ['Estoy agobiado.', 'elegir las tres cosas más importantes'],
    ['Estou sobrecarregado.', 'escolher as três coisas mais importantes'],
    ['Jsem zahlcená.', 'vyberu tři nejdůležitější věci'],
    ['Я не справляюсь.', 'выберу три самых важных дела'],
    ['Мне всё надоело.', 'выпишу три области жизни, в которых больше всего топчусь на месте'],
    ['Мені все набридло.', 'випишу три сфери життя, у яких найбільше тупцюю на місці'],
    ['Mam dość wszystkiego.', 'spiszę trzy obszary życia'],
    ['Nic mě nebaví.', 'sepíšu tři oblasti života'],
    ['No puedo más.', 'las tres áreas de mi vida'],
    ['Não aguento mais.', 'as três áreas da minha vida'],
    ['Was soll ich nur tun?', 'drei Bereiche meiner Arbeit oder meines Lebens aufschreiben'],
    ["Qu'est-ce que je dois faire ?", 'trois domaines de mon travail ou de ma vie'],
    ['Cosa devo fare?', 'tre aree del mio lavoro o della mia vita'],
    ['O que eu faço?', 'três áreas do meu trabalho ou da minha vida'],
    ['Co mam robić?', 'trzy obszary pracy lub życia'],
    ['Co mám dělat?', 'tři oblasti práce nebo života'],
    ['Čo mám robiť?', 'tri oblasti práce alebo života'],
    ['Що мені робити?', 'три сфери роботи чи життя'],
    ['Что мне делать?', 'три области работы или жизни'],
    ['What should I do with my life?', 'ten things I am good at or enjoy doing'],
    ['¿Qué hago con mi vida?', 'diez cosas que hago bien'],
    ["Why can't I ever finish anything?", 'stop putting things off'],
  ])('%s', (input, step) => {
    const out = draftGoals(input, NOV_25);
    expect(out).not.toBe('No response.');
    expect(out).toContain(step);
  });
});
