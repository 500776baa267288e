/**
 * Issue 33 (blind reading 113's 05, round 70): "La homologación del título la tengo en trámite desde hace
 * 14 meses" was told to find out which office handles homologation and to file the application. An
 * application told as under way — "en trámite", "en cours", "in corso", "em análise", "probíhá", "триває",
 * or filed with words between ("Wniosek o uznanie dyplomu pielęgniarki złożyłam już w maju") — is followed
 * up each month instead (gate.json ownFigures: the same replacement the filed applications already had).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a recognition under way is followed up', () => {
  it.each([
    [
      'Soy enfermera cubana y vivo en Sevilla. La homologación de mi título está en trámite desde enero. Quiero volver a trabajar de enfermera el año que viene.',
      /preguntando cada mes al organismo cómo va mi solicitud/u,
      /qué organismo tramita/u,
    ],
    [
      "Je suis pharmacienne tunisienne. La reconnaissance de mon diplôme est en cours depuis juin. Je veux exercer mon métier l'an prochain.",
      /en demandant chaque mois à l'organisme où en est mon dossier et en envoyant sous une semaine ce qu'il me demande\. Je vais aussi rappeler l'organisme s'il ne répond pas et, en attendant, postuler/u,
      /quel organisme traite/u,
    ],
    [
      'Sono infermiera peruviana. Il mio titolo non è riconosciuto in Italia e la pratica di riconoscimento è in corso da maggio. Voglio lavorare in ospedale entro un anno.',
      /chiedendo ogni mese all'ente a che punto è la mia domanda/u,
      /quale ente si occupa/u,
    ],
    [
      'Sou enfermeira brasileira em Lisboa. O reconhecimento do meu diploma está em análise desde abril. Quero trabalhar num hospital até ao fim do próximo ano.',
      /perguntando todos os meses à entidade em que ponto está o meu pedido/u,
      /que entidade trata/u,
    ],
    [
      'Wniosek o uznanie dyplomu pielęgniarki złożyłam już w maju, czekam na decyzję. Pracuję w domu opieki. Martwię się, że to potrwa jeszcze rok. Chcę też poprawić polski do poziomu B2.',
      /co miesiąc zapytam w urzędzie, na jakim etapie jest mój wniosek/u,
      /który urząd zajmuje się/u,
    ],
    [
      'Jsem zubařka z Ukrajiny. Nostrifikace mého diplomu probíhá od léta. Chci se vrátit k profesi do konce příštího roku.',
      /každý měsíc se na úřadě zeptám, jak je na tom moje žádost/u,
      /který úřad vyřizuje/u,
    ],
    [
      'Мій диплом лікаря в Польщі не визнаний, нострифікація триває з весни. Хочу працювати лікарем до кінця наступного року.',
      /щомісяця питатиму в установі, на якому етапі моя заява/u,
      /яка установа визнає/u,
    ],
  ])('%s', (input, followed, lookedUp) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(followed);
    expect(out).not.toMatch(lookedUp);
  });
});
