/**
 * Issue 33 (blind reading 109's 16: "Leginkább az aggaszt, hogy ennyi idősen, számítógépes tudás nélkül senki nem fog
 * felvenni"): Hungarian goals follow the order topics are first told, and a computer had no topic, so the stressed worry got
 * a job search and a sport goal. The computer's basics are a topic of hungarian.json, and the topics of the sentence that
 * stresses a worry (hungarian.json `stressed`: "leginkább az aggaszt", "legjobban tartok" …) come first.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a Hungarian stressed topic comes first', () => {
  it.each([
    [
      '58 éves vagyok, harminc évig dolgoztam egy cipőgyárban, ami bezárt. A munkaügyi központban azt mondják, mindent interneten kell intézni, de én számítógépet alig használtam. A férjem nyugdíjas. Leginkább az aggaszt, hogy számítógépes tudás nélkül nem fognak felvenni.',
      /^A következő három hónapban megtanulom a számítógép alapjait/u,
    ],
    [
      '64 éves vagyok, tavaly csípőprotézist kaptam. A munkanélküli-ellátás decemberben lejár, új munkát kellene keresnem, portást vagy recepcióst. Számítógépet alig használtam, e-mailt sem tudok írni. Naponta gyalogolok a piacra. Leginkább az aggaszt, hogy számítógépes tudás nélkül senki nem fog felvenni.',
      /^SMART céljaim:\n1\. A következő három hónapban megtanulom a számítógép alapjait/u,
    ],
    [
      'Győrben dolgozom gépkezelőként, és szeretnék többet sportolni. Sokat veszekszem a férjemmel. Amitől a legjobban tartok, az az, hogy nem tudok leszokni a dohányzásról.',
      /^SMART céljaim:\n1\. A következő három hónapban leszokom a dohányzásról/u,
    ],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });
});
