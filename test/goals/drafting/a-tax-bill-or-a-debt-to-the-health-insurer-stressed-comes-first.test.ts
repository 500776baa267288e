/**
 * Issue 33 (blind reading 107's 3, 12 and 13: a tax back-payment due 15 March, council tax passed to enforcement agents, a
 * VZP debt with penalties, each "what keeps me up at night"): the stressed bill got no goal, or a reserve in twelve months,
 * or a pasted clause ("Získám a teď po mně VZP chce …"). A tax bill, council tax or a debt to the health insurer is now its
 * own situation (`taxbill`): paid in full, by the date its sentence tells, with the office asked for instalments; the health
 * insurer by its name. It comes first, beside the story's other concerns (beside a stated aim only when stressed or named).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a tax bill or a debt to the health insurer stressed comes first', () => {
  it.each([
    [
      "I work part time in a care home in Derby and my hours got cut in the autumn, so I'm on about £1,100 a month now. I've fallen behind on council tax, it's about £640, and they sent a final reminder saying it has to be paid by 31 January or it goes to court. I also want to get fitter, I've put on a stone since summer. What worries me most is the council tax, I can't stop thinking about it.",
      /^My SMART goals:\n1\. I will pay my tax bill in full by 31 January/u,
      /^I will get fitter by 31 January/u,
    ],
    [
      'Ich bin seit drei Jahren selbstständige Fotografin in Leipzig. Im Januar kam der Steuerbescheid, ich muss bis zum 30. April 1.950 € Einkommensteuer nachzahlen. Ich habe vielleicht 400 € auf dem Konto. Außerdem will ich endlich mehr Sport machen, ich sitze nur noch am Rechner. Am meisten Sorgen macht mir die Nachzahlung ans Finanzamt.',
      /^Meine SMART-Ziele:\n1\. Ich werde bis zum 30\. April 1\.950 € Einkommensteuer nachzahlen/u,
      /Finanzen in den Griff/u,
    ],
    [
      'Ich bin 44 und seit letztem Jahr selbstständig als Übersetzer. Ich habe monatelang die Beiträge nicht gezahlt und jetzt will die Krankenkasse 2.300 € Rückstand mit Säumniszuschlägen von mir. Meine Freundin weiß davon nichts. Was mich am meisten belastet, sind die Schulden bei der Krankenkasse.',
      /^Meine SMART-Ziele:\n1\. In den nächsten zwölf Monaten werde ich meine Schulden bei der Krankenkasse vollständig begleichen; dafür rufe ich noch diese Woche bei der Krankenkasse an/u,
      /^Meine SMART-Ziele:\n1\. In den nächsten zwölf Monaten werde ich meine Schulden abbauen/u,
    ],
    [
      'Jsem OSVČ, dělám kadeřnici. Půl roku jsem neplatila zálohy na zdravotní pojištění a teď mi přišel dopis, že dlužím pojišťovně 12 000 Kč i s penále. K tomu potřebuju nové auto, to staré už nejede. Nejvíc mě trápí ten dluh u zdravotní pojišťovny.',
      /^Moje SMART cíle:\n1\. Doplatím celý dluh u zdravotní pojišťovny/u,
      /^Moje SMART cíle:\n1\. Splatím své dluhy/u,
    ],
    [
      'Soy autónomo, tengo un pequeño taller de reparación de móviles en Sevilla. Hacienda me ha mandado una carta: debo 2.100 euros del IVA del año pasado y tengo que pagarlo antes del 20 de marzo. Además el local sube el alquiler en verano. Lo que más me preocupa es la deuda con Hacienda, no duermo pensando en eso.',
      /^Mis objetivos SMART:\n1\. Antes del 20 de marzo voy a pagar íntegramente los impuestos que debo/u,
      /apartar para impuestos/u,
    ],
    [
      'Som živnostník, robím inštalatéra v Košiciach. Daňový úrad mi poslal výzvu, mám doplatiť 1 600 eur dane do 31. marca. Manželka je na materskej. Najviac ma trápi ten doplatok dane, neviem, kde to vezmem.',
      /^Doplatím celú dlžnú daň do 31\. marca/u,
      /financie pod kontrolu/u,
    ],
    [
      'Sou trabalhadora independente, faço limpezas em Lisboa. As Finanças mandaram-me uma carta: devo 1.400 euros de IRS e tenho de pagar até ao fim de março. Também quero voltar a caminhar, estou muito parada. O que mais me preocupa é a dívida às Finanças.',
      /^Os meus objetivos SMART:\n1\. Até ao fim de março vou pagar na totalidade os impostos que devo/u,
      /pôr de lado para impostos/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
