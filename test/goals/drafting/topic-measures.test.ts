/**
 * Issue 33, item 2: each topic has a measure of its own — quitting smoking is counted in cigarettes
 * and smoke-free days, an internship in applications and a start date, savings in an amount a month —
 * and never gets another topic's measure. French "stage" next to "entreprise" or "candidature" is an
 * internship, not a stage to speak on.
 */
import { describe, expect, it } from 'vitest';
import { topicOf } from '../../../src/goals/drafting/topics.js';
import { draftGoals } from '../../../src/goals/offline.js';

describe('topics that look alike are told apart by the words around them', () => {
  it.each([
    ['I want to quit smoking', 'smoking'],
    ['Chci přestat kouřit', 'smoking'],
    ['Rzucić palenie papierosów', 'smoking'],
    ['Mit dem Rauchen aufhören', 'smoking'],
    ['Je veux trouver un stage en entreprise', 'internship'],
    ["Décrocher un stage d'été grâce à mes candidatures", 'internship'],
    ['Je cherche une alternance', 'internship'],
    ['Find an internship in marketing', 'internship'],
    ['Ich möchte ein Praktikum finden', 'internship'],
    ['Get more comfortable on stage', 'speaking'],
    ['Get fit and eat healthier', 'fitness'],
    // One's own finances put in order are money; finance as a field of study or work is not.
    ['Chci dát do pořádku svoje finance', 'money'],
    ['Chcę uporządkować swoje finanse', 'money'],
    ["Je veux mettre de l'ordre dans mes finances", 'money'],
    ['Навести лад у своїх фінансах', 'money'],
    ['I want to study finance at university', 'skills'],
    ['Quiero un trabajo en finanzas', 'job'],
    // A bedtime is sleep; a distance in a time is running; a declined "Python" is a skill.
    ['Je voudrais me coucher avant minuit', 'sleep'],
    ['Ich will vor 23 Uhr ins Bett gehen', 'sleep'],
    ['Chci chodit spát před půlnocí', 'sleep'],
    ['Chcem prebehnúť 10 km pod hodinu', 'running'],
    ['Quiero correr 10 km en menos de una hora', 'running'],
    ['Хочу пробігти 10 км за годину', 'running'],
    ['Naučit se základy Pythonu', 'skills'],
  ] as const)('%s → %s', (text, topic) => {
    expect(topicOf(text)).toBe(topic);
  });
});

describe('a goal is measured by its own topic', () => {
  it.each([
    ['I want to quit smoking.', /cigarettes a day/, /exercis|workout/],
    ['Chci přestat kouřit.', /cigarety denně/, /cvičit/],
    ['Quiero dejar de fumar.', /cigarrillos/, /ejercicio/],
    ['Je veux trouver un stage en entreprise.', /candidatures.*date de début/, /présent|parler/],
    ['I want to find an internship in marketing.', /applications.*start date/, /interviews a month/],
    ['Chci si najít stáž v IT firmě.', /přihlášek.*datum nástupu/, /pohovor/],
    ['Save money for a flat', /10% of my income/, /hours a week/],
    ['Chci ušetřit peníze na byt.', /10 % příjmu/, /hodin/],
    ['I want to improve my sleep.', /23:00.*hours of sleep/, /exercis/],
    ['I want to learn Spanish.', /two lessons a week/, /applications/],
    ['I want to find a new job.', /applications.*interviews/, /lessons/],
  ] as const)('%s', (input, own, other) => {
    const output = draftGoals(input);
    expect(output).toMatch(own);
    expect(output).not.toMatch(other);
  });

  it('turns the amount and deadline the user gave into the amount a month', () => {
    // On 15 January, 1 December is ten and a half months away: 3000 / 11, rounded up (issue 33).
    expect(draftGoals('My goal is to save 3000 euros for a flat by December.', new Date(Date.UTC(2026, 0, 15)))).toMatch(
      /setting aside 280 euros every month and checking/,
    );
  });
});

describe('a change of career and the field it leads to are one goal', () => {
  it.each([
    [
      'I want to change careers and work in data analysis.',
      /^I will work in data analysis over the next twelve months, talking to three people/,
    ],
    ['Chtěl bych změnit obor a pracovat jako programátor.', /^Budu pracovat jako programátor během dvanácti měsíců – první měsíc/],
    ['Хочу змінити професію і стати дизайнером.', /^Я стану дизайнером протягом дванадцяти місяців — за перший місяць/],
    [
      'Quiero cambiar de profesión y trabajar en ciberseguridad.',
      /^Voy a trabajar en ciberseguridad en los próximos doce meses, hablando el primer mes/,
    ],
  ] as const)('%s', (input, goal) => {
    expect(draftGoals(input)).toMatch(goal);
  });

  it('keeps a second goal of another topic', () => {
    expect(draftGoals('I want to change careers and learn Spanish.').split('\n')).toHaveLength(3);
  });
});
