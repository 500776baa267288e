/**
 * Issue 33 (round 26): "Hablar en público me bloquea y en mi trabajo tengo que presentar cada mes" came back as "Voy a
 * hablar en público me bloquea y en mi trabajo tengo que presentar cada mes …": the infinitive that opens the sentence was
 * read as the aim and the whole clause pasted after the future. A doing followed by a verb of blocking, fear or stress
 * ("me bloquea", "mi blocca", "me paralyse", "меня пугает", "assusta-me") tells a concern about that doing: the goal is the
 * situation's (speaking with confidence, driving again), and a fear of a doing no situation names is faced step by step,
 * named where the text names it (flying, swimming). After an "and" such a feeling ends the aim before it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a doing that blocks or scares me is a concern about it, never an aim pasted whole', () => {
  it.each([
    [
      'Hablar en público me bloquea y en mi trabajo tengo que presentar cada mes.',
      'Voy a aprender a hablar en público con seguridad',
      /me bloquea/u,
    ],
    ['Parlare in pubblico mi blocca e al lavoro devo presentare ogni mese.', 'Imparerò a parlare in pubblico con sicurezza', /mi blocca/u],
    [
      'Parler en public me paralyse et je dois présenter chaque mois au travail.',
      'Je vais apprendre à parler en public avec assurance',
      /me paralyse/u,
    ],
    ['Falar em público assusta-me.', 'Vou aprender a falar em público com segurança', /assusta-me nos/u],
    ['Выступать на публике меня пугает, а на работе нужно презентовать каждый месяц.', 'Я научусь уверенно выступать', /меня пугает в/u],
    ['Виступати перед людьми мене лякає.', 'Я навчуся впевнено виступати перед людьми', /мене лякає/u],
    ['Öffentlich reden blockiert mich.', 'werde ich sicher vor anderen sprechen lernen', /meine Angst überwinden/u],
    ['Mówienie przed ludźmi mnie paraliżuje.', 'Nauczę się pewnie przemawiać publicznie', /spiszę trzy rzeczy/u],
    ['Conducir por la autopista me da miedo.', 'Voy a volver a conducir con seguridad', /autoestima/u],
    ['Telefonieren stresst mich.', 'die Angst vor dem Telefonieren abbauen', /^No response/u],
    ['Volare mi terrorizza.', 'Supererò un passo alla volta la paura di volare', /Volerò|Voy a/u],
    ['Flying terrifies me.', 'I will overcome my fear of flying one small step at a time', /terrifies me over/u],
    ['Летать на самолёте меня пугает.', 'Я шаг за шагом избавлюсь от страха перед полётами', /выпишу три вещи/u],
    ['I have to present every month at work and public speaking scares me.', 'I will present every month at work over', /scares me over/u],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });

  it('a fear pointed back at a worry told before it is no fear of a doing', () => {
    const goals = draftGoals('Никогда не знаю, сколько буду зарабатывать в следующем месяце, и это меня пугает.', NOV_25);
    expect(goals).not.toContain('страхом');
  });
});
