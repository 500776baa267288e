/**
 * Issue 33 (blind reading 109, #8): a man who quit smoking six months ago stressed that what worries him
 * most is "replonger dans la cigarette", and got a walking goal and a weight goal; an English or Italian
 * quitter got a cutting-down plan for cigarettes he no longer smokes. A relapse feared after quitting is
 * its own situation (relapse: stay smoke-free, the moments of craving written down with something to do
 * instead, the doctor or pharmacist asked, smoke-free days counted); a smoker still smoking keeps the quit plan.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a smoking relapse feared is staying smoke-free', () => {
  it.each([
    [
      "I'm 63 and I quit smoking in June after my heart attack. My wife is very supportive. What scares me most is starting smoking again, especially when I'm at the pub with my mates on Fridays.",
      /I will stay smoke-free .*counting my smoke-free days every Sunday/u,
      /cutting down by two cigarettes/u,
    ],
    [
      "J'ai 60 ans, j'ai fumé pendant quarante ans et on m'a diagnostiqué une BPCO l'an dernier. J'ai arrêté la cigarette il y a six mois, tout seul, avec des patchs. Mais ce qui m'inquiète le plus, franchement, c'est de replonger dans la cigarette : au boulot tout le monde fume à la pause et certains soirs j'ai vraiment envie.",
      /Je vais rester sans cigarette/u,
      /Je vais arrêter de fumer/u,
    ],
    [
      'Ich bin 61 und habe vor vier Monaten mit dem Rauchen aufgehört, wegen meiner COPD. Am meisten Angst habe ich, wieder mit dem Rauchen anzufangen, wenn der Stress im Betrieb wieder losgeht.',
      /werde ich rauchfrei bleiben; dafür/u,
      /Arbeitslast/u,
    ],
    [
      'Tengo 57 años, dejé de fumar hace tres meses por la EPOC. Lo que más miedo me da es volver a fumar cuando salgo con los amigos.',
      /Voy a seguir sin fumar/u,
      /fumando dos cigarrillos menos/u,
    ],
    [
      'Mam 59 lat, w marcu rzuciłem palenie po zawale. Najbardziej boję się, że znowu zacznę palić, bo w pracy wszyscy palą na przerwie.',
      /Pozostanę bez papierosów/u,
      /trzy rzeczy, które mogę zmienić/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });

  it('a smoker still smoking keeps the quit plan', () => {
    const out = draftGoals('Quiero dejar de fumar antes de junio y no volver a fumar nunca.', NOW);
    expect(out).toMatch(/fumando dos cigarrillos menos al día/u);
    expect(out).not.toMatch(/seguir sin fumar/u);
  });
});
