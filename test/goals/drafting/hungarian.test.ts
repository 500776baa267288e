/**
 * Issue 33, item 3: Hungarian is answered in Hungarian by a fallback of fixed sentences per topic
 * (hungarian.ts), never in English: every line has a time bound and a figure, and the topic's own measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hungarianFrom, hungarianTopics } from '../../../src/goals/drafting/hungarian.js';
import { draftGoals } from '../../../src/goals/offline.js';

const ENGLISH = /\bI will\b|My SMART goals|within the next|over the next/;
// Or the season the mentee told, as the goal's "by" ("Jövő tavaszig").
const TIME = /A következő \p{L}+ (?:hónapban|hétben)|A jövő hét végéig|^Jövő \p{L}+ig /u;
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
    ['Szeretnék többet foglalkozni a családommal.', ['munka és telefon nélkül']],
    // Issue 33: the topics a mentee names most, each with its own measure.
    ['Szeretnék jobban kijönni a tinédzser lányommal, mert mostanában szinte csak veszekszünk.', ['a lányommal való kapcsolatomon']],
    ['A férjemmel folyton vitatkozunk a pénzen.', ['a férjemmel való kapcsolatomon']],
    ['A szüleimmel nem értjük meg egymást.', ['beszélek velük']],
    ['Nagyon stresszes vagyok a munkában és rosszul alszom.', ['feszült', '23:00']],
    ['Szeretnék leadni 8 kilót.', ['leadok 8 kilót']],
    ['Túlsúlyos vagyok, le kellene fogynom.', ['megmérem magam']],
    ['Jövő tavasszal kell leadnom a szakdolgozatomat, és még el sem kezdtem.', ['témavezetőmnek']],
    ['Szeretném megszerezni a jogosítványt.', ['oktatóval']],
    ['Nem tudok rendesen tanulni, mindig elkalandozom.', ['gyakorló feladatsorral']],
    ['Szeretnék más területen dolgozni, mert unom a könyvelést.', ['kurzust']],
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

  it('answers a text with no recognised topic by a first step about the situation, with no sentence of it pasted', () => {
    for (const story of [
      'Hat éve dolgozom ugyanott. Úgy érzem, senki nem figyel rám otthon.',
      'Két éve könyvelőként dolgozom egy multinál, de nagyon unom.',
    ]) {
      const output = draftGoals(story);
      expect(output).toMatch(/^A jövő hét végéig leírok három dolgot, amin változtathatok a helyzetemben, kiválasztok/u);
      expect(output).toContain('négy hétig kipróbálom');
      expect(output).not.toMatch(/[„”]|Hat éve|könyvelőként/u);
    }
  });

  it('reads money in "pénzem", "több pénzt", not in a cashier ("pénztárosként"); tiredness in "elfáradtam"', () => {
    expect(hungarianTopics('Öt éve dolgozom egy bankban pénztárosként, és minden reggel gyomorgörccsel megyek be.')).toEqual([]);
    expect(hungarianTopics('Nincs pénzem a lakbérre.')).toEqual(['money']);
    expect(hungarianTopics('Szeretnék több pénzt félretenni nyárig.')).toEqual(['money']);
    expect(hungarianTopics('Ápolóként dolgozom, de nagyon elfáradtam.')).toEqual(['wellbeing']);
  });

  it('answers at most three topics, in the order the text names them', () => {
    const text = 'Nincs munkám, sok a tartozásom, rosszul alszom, és egyedül érzem magam.';
    expect(hungarianTopics(text)).toEqual(['job', 'debts', 'sleep']);
  });

  it('keeps "No response." for input with no content', () => {
    expect(draftGoals('...')).toBe('No response.');
  });
});

describe('hungarian.json is checked when it is read', () => {
  const data = JSON.parse(readFileSync(new URL('../../../src/goals/drafting/hungarian.json', import.meta.url), 'utf8')) as {
    topics: { topic: string; stems: string[]; goal: string }[];
    persons: Record<string, string>;
  };

  it('reads the file as it is', () => {
    expect(hungarianFrom(data).stems.length).toBe(data.topics.length);
  });

  it('names a topic without a goal, a topic the code needs that is missing, and a person without a form', () => {
    const noGoal = { ...data, topics: data.topics.map((t, i) => (i === 2 ? { ...t, goal: '' } : t)) };
    expect(() => hungarianFrom(noGoal)).toThrow(/topic 3 \(job\): a topic, stems and a goal are needed/);
    const noWeight = { ...data, topics: data.topics.filter((t) => t.topic !== 'weight') };
    expect(() => hungarianFrom(noWeight)).toThrow(/no goal for weight/);
    expect(() => hungarianFrom({ ...data, persons: { ...data.persons, fiam: 1 } })).toThrow(/the person fiam has no "with" form/);
  });
});

// Blind reading 11: "20 könyvet" became "havonta legalább egy könyvet" (12 a year), "idén" was no
// deadline, and the Facebook evenings had no goal.
describe('Hungarian: the mentee’s count of books, "idén", and screen time', () => {
  it('paces the count of books and keeps "idén" as the deadline', () => {
    const out = draftGoals('Idén szeretnék elolvasni 20 könyvet.');
    expect(out).toMatch(/^Idén elolvasok 20 könyvet: havonta legalább 2 könyvet/u);
  });

  it('gives social media scrolling its own goal beside the reading one', () => {
    const out = draftGoals('Idén szeretnék elolvasni 20 könyvet, és kevesebb időt tölteni a Facebookon, mert esténként órákig görgetek.');
    expect(out).toMatch(/20 könyvet/u);
    expect(out).toMatch(/közösségi médián .*naponta legfeljebb 30 percet/u);
    expect(out).not.toMatch(/havonta legalább egy könyvet/u);
  });

  it('answers scrolling alone with the screen goal', () => {
    expect(draftGoals('Túl sokat vagyok a telefonomon, esténként órákig görgetek az Instagramon.')).toMatch(
      /^A következő két hónapban kevesebb időt töltök/u,
    );
  });
});
