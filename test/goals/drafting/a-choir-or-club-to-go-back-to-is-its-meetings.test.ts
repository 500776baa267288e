/**
 * Issue 33 (round 59's probes, blind reading 92's 2): a choir or a club to go (back) to — "wieder in den Verein gehen",
 * "retourner au club de bridge", "get back to my darts club", "wrócić do klubu", "снова ходить в хор" — had the
 * weekly-steps filler ("alle nötigen Schritte zu diesem Ziel"), or, with "cantar en el coro", a speaker's practice
 * ("tomando la palabra o presentando"). A retiree or a widower who names the group wants to be there among people: when
 * it meets found out, gone to every week and a word with someone there each time (aims.json). The aim needs a going,
 * joining or returning verb, so a club's ranking ("600 punti nella classifica del mio club") keeps what it had. Going
 * self-employed in Polish ("przejść na swoje") is the registration, as "założyć działalność" is; a diploma confirmed
 * in Polish ("potwierdzić swój dyplom") is recognition.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a choir or a club to go back to is its meetings attended', () => {
  it.each([
    [
      'Ich bin 68 und seit zwei Jahren in Rente. Seit meine Frau gestorben ist, gehe ich kaum noch raus. Früher war ich im Schützenverein, ich möchte wieder in den Verein gehen.',
      'werde ich wieder in den Verein gehen; dafür kläre ich innerhalb einer Woche, wann geprobt oder sich getroffen wird',
      /alle nötigen Schritte/u,
    ],
    [
      "J'ai 70 ans, je vis seule à Tours. J'aimerais retourner au club de bridge que j'ai quitté il y a deux ans.",
      "en me renseignant d'ici une semaine sur les jours de rencontre",
      /toutes les étapes nécessaires/u,
    ],
    [
      "I'm a plasterer, 41, with two teenagers. I'd also like to get back to my darts club on Friday nights.",
      'I will get back to my darts club on Friday nights within the next three months, finding out within a week when it meets',
      /every step it takes/u,
    ],
    [
      'Voy a volver a cantar en el coro',
      'averiguando en una semana cuándo se reúnen y cómo apuntarme, yendo al menos una vez por semana',
      /tomando la palabra/u,
    ],
    [
      'Мне 70 лет, я на пенсии, живу одна в Самаре. Хочу снова ходить в хор при доме культуры.',
      'в течение недели узнаю, когда собираются и как записаться',
      /все нужные шаги/u,
    ],
    [
      'Mam 65 lat i od roku jestem na emeryturze. Chciałabym wrócić do chóru parafialnego.',
      'w ciągu tygodnia sprawdzę, kiedy są spotkania i jak się zapisać',
      /wszystkie potrzebne kroki/u,
    ],
    ['Chcę przejść na swoje do wiosny.', 'w ciągu dwóch tygodni porównam z księgowym formy opodatkowania', /pięć godzin tygodniowo/u],
    [
      'Jestem z Ukrainy, mieszkam w Polsce od 2022 roku. Chcę do końca 2027 roku potwierdzić swój dyplom pielęgniarki.',
      'Potwierdzę swój dyplom pielęgniarki do końca 2027 roku',
      /wszystkie potrzebne kroki/u,
    ],
  ])('%s', (text, phrase, filler) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(phrase);
    expect(draft).not.toMatch(filler);
  });

  it('a club named for its ranking keeps what it had', () => {
    const draft = draftGoals('Voglio arrivare a 600 punti nella classifica del mio club entro marzo.', NOV_25);
    expect(draft).toContain('Arriverò a 600 punti nella classifica del mio club entro marzo');
    expect(draft).not.toMatch(/come iscrivermi/u);
  });
});
