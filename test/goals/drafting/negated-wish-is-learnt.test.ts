/**
 * Issue 33, blind reading 13: "Mým cílem je nebýt pořád ve stresu během dvou měsíců" read as a pasted
 * wish with a time phrase, and "Моя мета — не більше сваритися" broke the word order. A wish told in
 * the negative becomes "I will learn not to …" with our time frame first (templates/negated.json); the
 * negation and the cases it governs stay, "anymore" stands before it, and the verb follows it at once.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T10:00:00Z'));

describe('a negated wish is a first-person aim, not a pasted wish', () => {
  it.each([
    ['cs', 'Nechci být pořád podrážděná na děti.', /^Během \p{L}+ měsíců se naučím nebýt pořád podrážděná na děti – /u],
    ['sk', 'Nechcem byť stále unavený po práci.', /^Do \p{L}+ mesiacov sa naučím nebyť stále unavený po práci – /u],
    ['pl', 'Nie chcę już ciągle martwić się o pieniądze.', /^W ciągu \p{L}+ miesięcy nauczę się nie martwić się ciągle o pieniądze – /u],
    ['uk', 'Не хочу більше весь час думати про роботу.', /^Протягом \p{L}+ місяців я навчуся більше не думати весь час про роботу — /u],
    [
      'ru',
      'Не хочу больше постоянно опаздывать на работу.',
      /^В течение \p{L}+ месяцев я научусь больше не опаздывать постоянно на работу — /u,
    ],
  ])('%s: %s', async (_lang, input, start) => {
    const { output } = await generator.generate(input);
    expect(output).toMatch(start);
    expect(output).not.toMatch(/Mým cílem je|Mojím cieľom je|Moim celem jest|Моя мета|Моя цель/u);
    expect(output).not.toMatch(/(?:^|\s)(?:не|nie) (?:більше|больше|już|ciągle|постоянно|весь|всё)(?=\s)/u);
  });

  it('keeps the frame when the mentee named the time themselves (a whole year is no time to learn in)', async () => {
    const { output } = await generator.generate('Chcem celý rok 2027 nepiť alkohol. Teraz pijem skoro každý večer pivo.');
    expect(output).toMatch(/^Mojím cieľom je nepiť alkohol celý rok 2027 – /u);
  });

  it('leaves a verb that only starts like a negation alone ("nechat")', async () => {
    const { output } = await generator.generate('Chci nechat kouření do konce roku.');
    expect(output).not.toMatch(/naučím se nechat/u);
  });
});
