/**
 * Issue 33 (blind reading 109, #4 and #12): a man who had a stroke himself ("pred ôsmimi mesiacmi som
 * dostal mozgovú príhodu") or was diagnosed with Parkinson's ("mi hanno diagnosticato il Parkinson") was
 * told to share the care of his wife, who works and is not ill: the stroke and Parkinson's are cues of
 * the caregiving situation, and the wife named in the story became the person cared for. The writer's
 * own stroke or diagnosis, told in the first person, is in caregiving's `unless` (11 languages).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a stroke of one's own is no care to share", () => {
  it.each([
    [
      'Mám 60 rokov, minulý rok som dostal mozgovú príhodu. Manželka ešte pracuje ako učiteľka. Chcel by som sa vrátiť k záhradke a nebyť celý deň v byte.',
      /starostlivosť o svoju manželku/u,
    ],
    [
      "Ho 70 anni e due anni fa mi hanno diagnosticato il Parkinson. Mia moglie sta bene e mi accompagna a camminare. Vorrei continuare a suonare la fisarmonica e non perdere l'equilibrio.",
      /cura di mia moglie/u,
    ],
    [
      "I'm 67 and I was diagnosed with Parkinson's last spring. My wife is fit and still works part-time. I'd like to keep gardening and not lose my balance on the stairs.",
      /care for my wife/u,
    ],
    [
      'Ich bin 72 und habe letztes Jahr einen Schlaganfall gehabt. Meine Frau ist gesund und arbeitet noch halbtags. Ich möchte wieder allein einkaufen gehen können.',
      /Pflege meiner Frau/u,
    ],
    [
      'Tengo 66 años y me diagnosticaron Parkinson hace un año. Mi mujer está bien y trabaja en una tienda. Quiero seguir caminando todos los días y no caerme.',
      /cuidado de mi mujer/u,
    ],
    [
      'Мне 58, жена работает бухгалтером и здорова. У меня в прошлом году был инсульт. Хочу к лету снова ходить по 3 км в день.',
      /уход за женой/u,
    ],
  ])('%s', (input, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(wrong);
    expect(out.length).toBeGreaterThan(40);
  });

  it('still shares the care of a parent who had the stroke', () => {
    const out = draftGoals(
      'Můj táta dostal loni mozkovou příhodu a starám se o něj sama. Jsem z toho úplně vyčerpaná a nemám čas na sebe.',
      NOW,
    );
    expect(out).toMatch(/péči o/u);
  });
});
