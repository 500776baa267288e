/**
 * Issue 33 (blind readings 59's 3, 61's 2 and 12): a leave the story only mentions ("surtout pendant mon congé parental",
 * "Letzten Monat war ich zwei Wochen krankgeschrieben", "я в декрете" beside a husband's gambling) got a stock goal of
 * getting back up to speed after a return the person never spoke of. The return-to-work goal now needs a return told
 * (going back, the leave ending) beside the leave, and a leave told as the time something happened ("during my leave")
 * is none; a form teacher ("wychowawczyni") is no parental leave ("wychowawczy") either.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const RETURN =
  /after my leave|remettre à niveau au travail après mon retour|nach meiner Rückkehr wieder in die Arbeit|после возвращения на работу|Po powrocie do pracy/u;

describe('a leave told without a return is no return to work', () => {
  it.each([
    "J'ai accumulé 7 400 € de dettes sur deux cartes de crédit et un crédit renouvelable, surtout pendant mon congé parental. Je gagne 1 850 € net par mois et après le loyer il ne me reste presque rien.",
    "I ran up about £4,000 on credit cards during my parental leave last year. I'm back at work full time since March and I earn £2,100 a month, but I can't seem to get the balance down.",
    'Ich arbeite seit drei Jahren als Pflegekraft im Schichtdienst und bin total ausgebrannt. Letzten Monat war ich zwei Wochen krankgeschrieben. Ich schlafe schlecht und habe abends keine Energie mehr für meine Kinder.',
    'Мой муж проиграл в онлайн-казино около 300 тысяч рублей, часть взял в микрозаймах. У нас двое детей, я в декрете. Он обещает бросить, но я ему уже не верю.',
    'Я в декрете с сыном, ему год. Муж много работает, и я почти ни с кем не общаюсь, целыми днями одна дома. Мне очень одиноко.',
    'Moje dzieci mają coraz gorsze oceny w szkole, wychowawczyni dzwoni co tydzień.',
  ])('%s', (text) => {
    expect(draftGoals(text, NOV_25)).not.toMatch(RETURN);
  });

  it('a return told keeps its goal, in the next sentence too', () => {
    const out = draftGoals(
      "I'm 31 and I've been on maternity leave since June with my second baby. I go back to my job in April. I'm exhausted and I have no time for myself.",
      NOV_25,
    );
    expect(out).toContain('I will get back up to speed at work after my leave in April');
  });
});
