/**
 * Issue 33, item 3: Hungarian is answered in Hungarian by a fallback of fixed sentences per topic
 * (hungarian.ts), never in English: every line has a time bound and a figure, and the topic's own measure.
 */
import { describe, expect, it } from 'vitest';
import { hungarianTopics } from '../../../src/goals/drafting/hungarian.js';
import { draftGoals } from '../../../src/goals/offline.js';

const ENGLISH = /\bI will\b|My SMART goals|within the next|over the next/;
const TIME = /A következő \p{L}+ hónapban|A jövő hét végéig/u;
const FIGURE = /\d|\b(?:két|három|négy|öt|hat|tizenkét|egy|kétszer|háromszor|egyszer)\b/u;

function lines(output: string): string[] {
  const all = output.split('\n');
  return all.length > 1 ? all.slice(1).map((l) => l.replace(/^\d+\. /, '')) : all;
}

describe('Hungarian', () => {
  it.each([
    ['Nyolc hónapja nincs munkám, és kezdem elveszíteni a reményt.', ['pályázatot']],
    ['Szeretnék új munkát találni és jobban beszélni angolul.', ['pályázatot', 'nyelvórát']],
    ['Naponta egy doboz cigarettát szívok, és le szeretnék szokni.', ['füstmentes napjaimat']],
    ['Sok adósságom van, és a hónap végére mindig elfogy a pénzem.', ['tartozásomat']],
    ['Mindent az utolsó pillanatra halogatok, és lekésem a határidőket.', ['25 perces']],
    ['Egy éve költöztem Budapestre, és egyedül érzem magam, nincsenek barátaim.', ['klubhoz']],
    ['Kiégtem, rosszul alszom, és nincs energiám semmire.', ['18:00', '23:00']],
    ['Megbuktam a vizsgán, és félek a következőtől.', ['próbavizsgát']],
    ['Szeretnék megtanulni gitározni.', ['havonta megtanulok']],
    ['Szeretnék vezetői pozícióba kerülni.', ['felettesemmel']],
    ['Jobb akarok lenni.', ['30 percet']],
    ['Szeretnék többet foglalkozni a családommal.', ['heti lépésekre']],
  ])('%s', (input, measures) => {
    const output = draftGoals(input);
    expect(output).not.toMatch(ENGLISH);
    const goals = lines(output);
    expect(goals).toHaveLength(measures.length);
    goals.forEach((goal, i) => {
      expect(goal).toMatch(TIME);
      expect(goal).toMatch(FIGURE);
      expect(goal).toContain(measures[i]);
      expect(goal).toMatch(/\.$/u);
    });
    if (goals.length > 1) expect(output.split('\n')[0]).toBe('SMART céljaim:');
  });

  it('quotes the mentee’s words when no topic is recognised', () => {
    expect(draftGoals('Szeretnék többet foglalkozni a családommal.')).toContain('(„Szeretnék többet foglalkozni a családommal”)');
  });

  it('answers at most three topics, in the order the text names them', () => {
    const text = 'Nincs munkám, sok a tartozásom, rosszul alszom, és egyedül érzem magam.';
    expect(hungarianTopics(text)).toEqual(['job', 'debts', 'sleep']);
  });

  it('keeps "No response." for input with no content', () => {
    expect(draftGoals('...')).toBe('No response.');
  });
});
