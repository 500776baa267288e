/**
 * Issue 33 (cover32, blind readings 28–29's 14–16): a story that weighs a decision gets a goal that
 * says what is decided — the move, the offer, taking over the business, selling the house or flat
 * (situations.json's `named` of the doubt situations) — and a measure that says what moving and what
 * staying, accepting and declining, selling and keeping would each mean, not a nameless "clear plan
 * for my next step" with three options the story never gave. Such a doubt is a concern of its own: it
 * stands beside loneliness and beside a goal the mentee stated. A matter told far from the doubt
 * (more than 25 words) names nothing; with no matter named, the plan stays nameless.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a decision names its matter', () => {
  it.each([
    [
      'Servus, ich bin 61 und hab letztes Jahr meinen Mann verloren. Die Kinder wohnen in Graz und Wien, ich allein in einem Haus am Land, das mir viel zu groß ist. Ich überlege umzuziehen, weiß aber nicht wohin.',
      /werde ich entscheiden, ob ich umziehe oder bleibe; dafür schreibe ich [^.]*was ein Umzug und was das Bleiben/u,
    ],
    [
      "My kids live in Bristol and I'm alone in a big house in Cornwall. I'm not sure whether to move closer to them.",
      /I will decide on the move [^.]*what moving and what staying would each mean/u,
    ],
    [
      'Deti bývajú v Bratislave a ja sama vo veľkom dome na dedine. Neviem, či sa presťahovať bližšie k nim.',
      /Rozhodnem sa ohľadom sťahovania/u,
    ],
    [
      'Ich bin 45 und arbeite seit 20 Jahren als Schreiner. Mein Chef will mir die Werkstatt übergeben, wenn er in Rente geht, aber ich weiß nicht, ob ich mir das zutraue. Meine Frau meint, wir sollten lieber das Haus abbezahlen. Bis Ende März muss ich ihm Bescheid geben.',
      /^Bis Ende März werde ich entscheiden, ob ich den Betrieb übernehme; dafür lasse ich mir [^.]*Zahlen der letzten drei Jahre/u,
    ],
    [
      'Mam 38 lat, pracuję w banku w Gdańsku. Od roku myślę o tym, żeby sprzedać mieszkanie i kupić dom pod miastem. Mąż się boi kredytu. Nie wiem, czy to dobry moment.',
      /Podejmę decyzję w sprawie sprzedaży mieszkania [^.]*zlecę wycenę/u,
    ],
    [
      'Ho 41 anni, sono infermiera a Bologna. Mi hanno offerto di coordinare il reparto, ma vorrebbe dire turni più lunghi e ho due figli piccoli. Non so se accettare o restare dove sono.',
      // The person's own options name the decision (options.ts); the offer's steps stay.
      /Deciderò entro sei settimane se accettare o restare dove sono, [^.]*accettare e rifiutare/u,
    ],
  ])('%s', async (input, decided) => {
    const out = await draft(input);
    expect(out).toMatch(decided);
    expect(out).not.toMatch(/next step|nächsten Schritt|ďalšieho kroku|kolejnego kroku|prossimo passo/u);
  });

  it.each([
    [
      'Děti bydlí v Praze a já sama ve velkém domě na vesnici. Nevím, jestli se přestěhovat blíž k nim. Skoro nevycházím a nemám tu přátele.',
      /Rozhodnu se ohledně stěhování/u,
    ],
    [
      'Mis hijos viven en Madrid y yo sola en una casa grande en el pueblo. No sé si mudarme más cerca de ellos. Casi no salgo y me siento muy sola.',
      /tomar una decisión sobre la mudanza/u,
    ],
    [
      'Мені 29, я програміст у Львові. Думаю, чи переїжджати до Варшави, де мені пропонують роботу з вищою зарплатою. Ще хочу нарешті скласти іспит з англійської на C1 цієї весни.',
      /ухвалю рішення щодо переїзду/u,
    ],
  ])('a named doubt stands beside loneliness or a stated goal: %s', async (input, decided) => {
    const out = await draft(input);
    expect(out).toMatch(/^\S.*:\n1\. /u);
    expect(out).toMatch(decided);
  });

  it.each([
    [
      "I'm 40 and I feel stuck at work, I don't know what to do. My manager ignores my ideas and I've stopped caring. Years ago, before the kids, we used to talk about whether to move to Spain one day, but that's long gone.",
      /make a clear plan for my next step/u,
    ],
    ['Nevím, co dělat dál se svým životem. Práce mě nebaví a nic mě netěší.', /jasný plán dalšího kroku/u],
  ])('no matter told beside the doubt: the plan stays nameless: %s', async (input, plan) => {
    const out = await draft(input);
    expect(out).toMatch(plan);
    expect(out).not.toMatch(/the move|stěhování/u);
  });
});
