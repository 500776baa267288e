/**
 * Issue 33 (blind reading 109's 16; round 67's probes): "Mon mari est en invalidité. Ce qui m'angoisse le plus, c'est de ne
 * pas savoir utiliser un ordinateur": a relative named in the sentence before rules a situation out for that sentence
 * ("Mein Mann ist auf Montage. Den Haushalt mache ich allein."), so the stressed computer skills were the husband's and the
 * job search came first. The main concern reads the stressed sentence's own cues too (mainConcernIn), so the computer
 * course, kept from the sentence that first told it, comes first. The worry's words "más me agobia", "mais me aflige" and a computer not known how to use ("não saber usar") are read too.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe("a stressed sentence tells the writer's own concern", () => {
  it.each([
    [
      "J'ai 57 ans, j'ai été caissière pendant trente ans et le magasin a fermé en octobre. À Pôle emploi on me dit que tout se fait en ligne maintenant, mais je ne sais pas me servir d'un ordinateur. Mon mari est en invalidité. Ce qui m'angoisse le plus, c'est de ne pas savoir utiliser un ordinateur, personne ne m'embauchera.",
      /^Mes objectifs SMART :\n1\. Je vais apprendre les bases de l'informatique/u,
    ],
    [
      'Tenho 56 anos, trabalhei 30 anos numa fábrica de calçado que fechou em setembro. Agora no centro de emprego tudo é pelo computador e eu nunca usei um. O meu marido diz que já não vale a pena. O que mais me aflige é não saber usar o computador, sem isso ninguém me contrata.',
      /^Os meus objetivos SMART:\n1\. Vou aprender a usar o computador a nível básico/u,
    ],
    [
      'Tengo 58 años, he sido camarero toda la vida y ahora con la espalda ya no puedo. En la oficina de empleo me dicen que haga un curso, pero todo es por internet y yo no sé usar el ordenador. Mi mujer trabaja limpiando. Lo que más me agobia es no saber nada de ordenadores a mi edad.',
      /^Mis objetivos SMART:\n1\. Voy a aprender a usar el ordenador a nivel básico/u,
    ],
    [
      'Je mi 56, celý život jsem dělal zedníka a teď kvůli kolenům už nemůžu. Na úřadu práce chtějí, abych si hledal práci přes internet, ale s počítačem vůbec neumím. Žena pracuje v obchodě. Nejvíc mě trápí, že bez počítače mě nikdo nevezme.',
      /^Moje SMART cíle:\n1\. Naučím se pracovat s počítačem na základní úrovni/u,
    ],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });
});
