/**
 * Issue 33 (blind reading 23's 03): a third concern lost its goal to the reply's 256 tokens when two
 * long Slavic goals came first. The longest goal now gives up its last joined step, whole — at the word
 * joining it, after the goal's head has told its time — before a goal is dropped (steps.ts, steps.json;
 * offline.ts wholeGoals); a step telling a time of its own stays.
 */
import { describe, expect, it } from 'vitest';
import { MAX_OUTPUT_TOKENS } from '../../../src/goals/generator.js';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26, 10)));

describe('a third concern keeps its goal within the reply’s tokens', () => {
  it.each([
    [
      'Mama má od minulého roka diagnostikovanú demenciu a od leta býva u nás. Ja pracujem na plný úväzok v účtovníckej firme, manžel jazdí ako vodič kamiónu a doma je len cez víkendy. Ráno ju musím obliecť, dať jej lieky a nechávam ju samu do dvoch, kým nepríde susedka. Minulý týždeň nechala zapnutý sporák. Brat býva v Bratislave a volá raz za mesiac, že „nemá čas“. Som stále unavená, kričím na deti a mám pocit, že to celé stojí na mne.',
      /\n2\. Zabezpečím blízkemu bezpečie doma do dvoch mesiacov – .*sporák.*pozrieť\.\n3\. Vyriešim konflikt .*\.$/u,
    ],
    [
      'Mam 52 lata, na ostatniej wizycie lekarka powiedziała, że mam ciśnienie 160/100 i stan przedcukrzycowy, cukier na czczo 112. Ważę 96 kg przy wzroście 178. Pracuję jako kierowca w firmie kurierskiej, cały dzień w aucie, jem na stacjach. Próbowałem już raz diety pudełkowej, ale wyszło za drogo i po miesiącu wróciłem do starego. Żona się martwi, a ja szczerze mówiąc nie wiem od czego zacząć.',
      /\n3\. Zmniejszę swoją wagę z 96 kg do 90 kg w ciągu trzech miesięcy – .*\.$/u,
    ],
    [
      'Я з Харкова, вже два роки живу в Лейпцигу з сином. Вдома я працювала медсестрою 14 років, а тут поки що прибираю в готелі, бо мій диплом ще не визнали. Документи на визнання я подала ще в жовтні, але мені сказали, що потрібна ще мова на рівні B2, а в мене зараз B1, і я здавала B2 один раз і не склала. Після зміни в готелі я така втомлена, що ввечері вчити німецьку майже не виходить. Син ходить до школи і вже говорить краще за мене.',
      /\n3\. Я допоможу синові краще вчитися протягом трьох місяців — .*\.$/u,
    ],
    [
      "Je suis en deuxième année de médecine et j'ai raté le concours une fois. Je révise 10 heures par jour mais j'oublie tout. Je fais des crises d'angoisse avant chaque examen blanc. Je ne vois plus personne et je mange n'importe quoi.",
      /\n3\. Je vais prendre des habitudes plus saines .*\.$/u,
    ],
  ])('%s', async (input, third) => {
    const { output, outputTokens } = await generator.generate(input);
    expect(output).toMatch(third);
    expect(outputTokens).toBeLessThanOrEqual(MAX_OUTPUT_TOKENS);
    // Every goal ends its sentence: the cut fell on a whole step, not mid-goal.
    for (const line of output.split('\n').slice(1)) expect(line).toMatch(/^\d\. .*[.!]$/u);
  });
});
