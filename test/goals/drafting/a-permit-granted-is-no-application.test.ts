/**
 * Issue 33 (blind reading 113's 04, round 70): "Meine Duldung wurde jetzt in eine Aufenthaltserlaubnis
 * umgewandelt, das ist gut" was answered with "Ich werde das Visum und die Genehmigungen beantragen" — an
 * application for a permit the man already holds. A permit told granted, renewed or already held
 * (situations.json permit "after", read in the whole story, each cue with "already", "finally" or a
 * passive of granting so that "haven't got my permit yet" stays a permit to apply for) is no goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a permit granted is no application', () => {
  it.each([
    [
      'I came to Bristol from Eritrea in 2022. My refugee status and residence permit was finally granted in September. I work in a warehouse and I want to become a bus driver by next summer.',
      /I will become a bus driver by next summer/u,
    ],
    [
      'Ich bin seit 2019 in Leipzig und arbeite als Küchenhelfer. Meine Duldung wurde jetzt in eine Aufenthaltserlaubnis umgewandelt, das ist gut. Ich möchte bis März den B2-Test bestehen und eine Ausbildung als Elektroniker anfangen.',
      /Bis März werde ich eine Ausbildung als Elektroniker anfangen/u,
    ],
    [
      'Vivo en Bilbao desde 2021. Ya me concedieron el permiso de residencia y trabajo. Quiero sacar el carnet de conducir antes de junio.',
      /^Voy a sacar el carnet de conducir antes de junio/u,
    ],
    [
      "Vivo a Torino da tre anni. Il permesso di soggiorno me l'hanno già rinnovato a ottobre. Voglio trovare un lavoro come cuoco entro l'estate.",
      /^Troverò un lavoro come cuoco entro l'estate/u,
    ],
    [
      'Moro no Porto desde 2022. Já tenho a autorização de residência desde março. Quero tirar a carta de condução até ao verão.',
      /^Vou tirar a carta de condução até ao verão/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/visa|Visum|offiziellen Website|visado|visto e as|permesso di soggiorno prima/u);
  });

  it('a permit not yet granted is still applied for', () => {
    const out = draftGoals("I'm from Ghana and I still haven't got my work permit. I want to work as a nurse in Leeds.", NOW);
    expect(out).toMatch(/get the visa and permits I need/u);
  });
});
