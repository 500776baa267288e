/**
 * Issue 33 (blind reading 38's 2): "Ende März werde ich meinen Blutdruck … senken" reads as a thing done at
 * the end of March; a goal is reached by it: "Bis Ende März werde ich …". So for "Anfang" and "Mitte".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a German point in time fronted is the date a goal is reached by', () => {
  it('the closure date of a story', async () => {
    const output = await draft(
      'Ich bin 52 und arbeite seit 20 Jahren als Schlosser in einem Betrieb bei Chemnitz, jetzt wird unsere Abteilung Ende März geschlossen. Ich weiß nicht, ob ich umschulen soll oder mich gleich woanders bewerbe. Dazu kommt, dass mein Arzt meint, mein Blutdruck ist zu hoch (155/95) und ich soll 10 Kilo abnehmen.',
    );
    // The goal it dates is the weight's once the undecided choice is a decision of its own (options.ts).
    expect(output).toMatch(/Bis Ende März werde ich/u);
    expect(output).not.toMatch(/(?:^|\d\. )Ende März/mu);
  });

  it("the mentee's own", async () => {
    expect(await draft('Ende Januar will ich meine Finanzen in den Griff bekommen.')).toMatch(/^Bis Ende Januar werde ich/u);
  });
});
