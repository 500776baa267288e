/**
 * Issue 33 (blind reading 117 #12): "what worries me most is that I've started vaping again" got sleep and
 * food goals and none on vaping: no situation knew the word. Vaping (situations.json's `vaping`) is a matter of
 * its own, quit with a quit date, the moments the vape is reached for and vape-free days counted, not the
 * smoker's "two cigarettes a day fewer"; it goes first when stressed, and is neither a child's vaping nor one
 * quit years ago.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('vaping is a matter of its own', () => {
  it.each([
    [
      "I'm 26, working in a warehouse, night shifts. I eat badly and I'm always tired. What bothers me most is the vaping, I go through a pod a day.",
      /^My SMART goals:\n1\. I will quit vaping over the next three months, setting a quit date within two weeks/u,
    ],
    [
      'Mám 29 let, pracuju jako účetní. Chtěla bych víc cvičit. Nejvíc mě trápí, že jsem začala vejpovat, teď už skoro každý den.',
      /^Moje SMART cíle:\n1\. Přestanu vejpovat během tří měsíců – do dvou týdnů si stanovím den/u,
    ],
    [
      'Tengo 22 años y estudio enfermería. Duermo poco. Lo que más me preocupa es que no puedo dejar de vapear.',
      /^Mis objetivos SMART:\n1\. Voy a dejar de vapear en los próximos tres meses/u,
    ],
    [
      'Ho 30 anni, faccio il barista. Vorrei perdere 6 kg entro l’estate. Ma la cosa che mi preoccupa di più è che svapo tutto il giorno.',
      /^I miei obiettivi SMART:\n1\. Smetterò di svapare entro i prossimi tre mesi/u,
    ],
    [
      'Mam 24 lata, studiuję informatykę. Najbardziej martwi mnie to, że ciągle palę e-papierosa. Chciałbym też więcej się ruszać.',
      /^Moje cele SMART:\n1\. Rzucę e-papierosa w ciągu trzech miesięcy/u,
    ],
    [
      'Мені 33, працюю в IT. Погано сплю. Найбільше мене турбує, що я постійно вейплю.',
      /^Мої SMART-цілі:\n1\. Я кину вейпити протягом трьох місяців/u,
    ],
    [
      'Ich bin 41 und arbeite im Schichtdienst. Ich dampfe E-Zigarette, eigentlich den ganzen Tag. Das stört mich am meisten.',
      /werde ich mit dem Dampfen aufhören/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/cigarettes a day|cigarety denně|Zigaretten pro Tag/u);
  });

  it.each([
    "My teenage son has started vaping and I don't know how to talk to him about it. I'm a single mum and I'm exhausted.",
    "I'm 45 and I quit vaping two years ago. Now I want to lose 10 kg by September.",
    'Mon fils de 15 ans vapote en cachette. Je suis épuisée par mon travail.',
  ])('no vaping goal: %s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/vaping|vapoter/u);
  });
});
