/**
 * Issue 33: a piece of the story is never pasted into a goal. After a comma, a second subject (the
 * grandchildren, the neighbours: "научиться пользоваться компьютером, внуки смеются", blind reading
 * 29's 12) starts the story, as the family already did; after an "and", a want of its own ("y también
 * no quiero endeudarme", "und finde nix unter 900 Euro", blind reading 28's 14) is a new sentence, no
 * part of the aim before it.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a second subject or a want of its own ends the aim', () => {
  it.each([
    [
      'Мне 58 лет, работаю инженером. Ещё хочу наконец научиться нормально пользоваться компьютером, внуки смеются. Не знаю с чего начать.',
      'пользоваться компьютером в течение',
      'внуки смеются',
    ],
    ['Chcem sa naučiť pracovať s počítačom, vnúčatá sa mi smejú.', 'počítačom do', 'vnúčatá'],
    [
      'Quiero dejar de fumar antes del verano y también no quiero endeudarme más con la tarjeta, ya debo 3.000 euros.',
      'dejar de fumar antes del verano,',
      'también no quiero',
    ],
    [
      'Jetzt muss ich bis Ende Januar aus der gemeinsamen Wohnung raus und finde nix unter 900 Euro. Ich schlaf kaum.',
      'gemeinsamen Wohnung raus',
      'finde nix',
    ],
  ])('%s', async (input, kept, gone) => {
    const output = await draft(input);
    expect(output).toContain(kept);
    expect(output).not.toContain(gone);
  });
});
