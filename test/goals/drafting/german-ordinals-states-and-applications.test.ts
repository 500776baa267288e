/**
 * Issue 33 (the lead's probe after blind reading 22): German "bis zu meinem 50. Geburtstag" was split
 * into two sentences at "50." ("erreiche ich mein Ziel: bis zu meinem 50"); "werde ich rot" (I go red)
 * was read as a future aim; the Austrian "in Pension gehen" was no retirement; and applications or
 * cover letters to write took the writing measure ("schreibe ich mindestens dreimal pro Woche").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an ordinal after a German article ends no sentence, and a birthday is the frame', () => {
  it.each([
    [
      'Ich möchte bis zu meinem 50. Geburtstag einen Marathon laufen und 8 Kilo abnehmen.',
      /Ich werde bis zu meinem 50\. Geburtstag einen Marathon laufen;/u,
      /mein Ziel: bis zu meinem 50(?!\.)|In den nächsten \S+ Monaten werde ich bis zu meinem/u,
    ],
    ['Zum 3. Mal will ich die Führerscheinprüfung machen und sie diesmal bestehen.', /Führerschein/u, /Zum 3(?!\.)|Ziel: Zum/u],
  ])('%s', (input, kept, broken) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(broken);
  });
});

describe('"werde ich rot" is a state, no aim', () => {
  it.each([
    'Wenn ich präsentieren muss, werde ich rot und meine Stimme zittert. Im März habe ich eine große Präsentation.',
    'In Meetings werde ich nervös und sage dann gar nichts mehr.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(/Ziel: (?:rot|nervös)|werde ich (?:rot|nervös)/u);
  });
});

describe('"in Pension gehen" is retirement ahead', () => {
  it('Ich gehe in zwei Jahren in Pension und habe Angst vor der Leere.', () => {
    expect(draftGoals('Ich gehe in zwei Jahren in Pension und habe Angst vor der Leere. Meine Frau arbeitet noch.', NOV_26)).toMatch(
      /Leben mit Freunden und Hobbys/u,
    );
  });
});

describe('applications and cover letters to write are a job search, not writing', () => {
  it.each([
    [
      'Ich will bis zum 15. März 20 Bewerbungen schreiben.',
      /jeden Monat mindestens 6 Bewerbungen/u,
      /schreibe ich mindestens dreimal pro Woche/u,
    ],
    ['I want to write better cover letters.', /tailored applications/u, /500 words a session/u],
    ['Chci napsat lepší motivační dopis.', /přihlášek na míru/u, /500 slov/u],
    ['Quiero escribir una buena carta de presentación.', /candidaturas adaptadas/u, /500 palabras/u],
    ['Je veux écrire cinq lettres de motivation par semaine.', /candidatures ciblées/u, /plages d'écriture/u],
  ])('%s', (input, job, writing) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(job);
    expect(out).not.toMatch(writing);
  });
});
