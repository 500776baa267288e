import { describe, expect, it } from 'vitest';
import { detectLanguage, languageScores, outputLanguage, statementLanguage } from '../../src/goals/drafting/language.js';

describe('detectLanguage: sentences', () => {
  it.each([
    ['en', 'I want to improve my English and find a new job this year.'],
    ['cs', 'Chci se naučit anglicky, protože bych ráda cestovala.'],
    ['sk', 'Chcem sa naučiť po anglicky, pretože by som rada cestovala.'],
    ['de', 'Ich möchte mein Englisch verbessern, weil ich oft mit Kunden spreche.'],
    ['es', 'Quiero mejorar mi inglés porque trabajo con clientes extranjeros.'],
    ['fr', "J'aimerais améliorer mon anglais parce que je travaille avec des clients."],
    ['pl', 'Chciałabym poprawić swój angielski, bo pracuję z klientami z zagranicy.'],
    ['uk', 'Я хочу покращити свою англійську, бо працюю з іноземними клієнтами.'],
  ])('%s: %s', (expected, text) => {
    expect(detectLanguage(text)).toBe(expected);
  });
});

describe('detectLanguage: short inputs', () => {
  it.each([
    ['en', 'Learn Spanish'],
    ['en', 'Get a promotion'],
    ['en', 'Running a 10k by June'],
    ['en', 'Promotion'],
    ['en', 'Python'],
    ['cs', 'Zlepšit angličtinu'],
    ['cs', 'Chci běhat'],
    ['cs', 'Naučit se řídit'],
    ['cs', 'Chci se naucit anglicky'], // typed without diacritics
    ['sk', 'Zlepšiť angličtinu'],
    ['sk', 'Chcem behať'],
    ['sk', 'Viac čítať'],
    ['de', 'Englisch lernen'],
    ['de', 'Mehr Sport'],
    ['de', 'Weniger Stress'],
    ['es', 'Aprender inglés'],
    ['es', '¿Cómo?'],
    ['fr', "Apprendre l'anglais"],
    ['fr', 'Être plus efficace'],
    ['pl', 'Nauczyć się angielskiego'],
    ['pl', 'Więcej czytać'],
    ['uk', 'Хочу бігати'],
    ['uk', 'Вивчити англійську'],
  ])('%s: %j', (expected, text) => {
    expect(detectLanguage(text)).toBe(expected);
  });
});

describe('detectLanguage: the hard pairs', () => {
  it.each([
    ['cs', 'Chci si najít novou práci a mít víc času pro rodinu.'],
    ['sk', 'Chcem si nájsť novú prácu a mať viac času pre rodinu.'],
    ['cs', 'Mým cílem je být lepší manažer.'],
    ['sk', 'Mojím cieľom je byť lepší manažér.'],
    // "ma" is Slovak ("mě" in Czech).
    ['sk', 'Vedúci ma stále kritizuje.'],
  ])('Czech or Slovak → %s: %j', (expected, text) => {
    expect(detectLanguage(text)).toBe(expected);
  });

  it.each([
    ['uk', 'Хочу знайти нову роботу і більше читати.'],
    ['ru', 'Хочу найти новую работу и больше читать.'],
    ['uk', 'Моя мета — отримати підвищення.'],
    ['ru', 'Моя цель — получить повышение.'],
    // Five Cyrillic words with no "і", "ї", "є" or "ґ" are Russian.
    ['ru', 'Пишу курсовую работу, сдавать надо в апреле, а готово мало.'],
    ['uk', 'Пишу курсову роботу, здавати треба у квітні, а готово мало.'],
  ])('Ukrainian or Russian → %s: %j', (expected, text) => {
    expect(detectLanguage(text)).toBe(expected);
  });

  it.each([
    ['es', 'Quiero aprender a programar.'],
    ['pt', 'Quero aprender a programar.'],
    ['it', 'Voglio imparare a programmare.'],
    ['fr', 'Je veux apprendre à programmer.'],
    ['it', 'Vorrei trovare un nuovo lavoro e migliorare il mio inglese.'],
    ['pt', 'Gostaria de encontrar um novo emprego e melhorar o meu inglês.'],
    ['es', 'aprender a nadar'],
  ])('Romance languages → %s: %j', (expected, text) => {
    expect(detectLanguage(text)).toBe(expected);
  });
});

describe('detectLanguage: anything else', () => {
  it.each([
    ['Chinese', '学习中文。找到新工作。'],
    ['Arabic', 'أريد أن أتعلم الإسبانية'],
    ['Japanese', '英語を勉強したいです'],
    ['Greek', 'Θέλω να μάθω ισπανικά'],
    ['Hungarian', 'Szeretnék vezetői pozícióba kerülni.'],
  ])('%s is "other", answered in English', (_name, text) => {
    expect(detectLanguage(text)).toBe('other');
    expect(outputLanguage(detectLanguage(text))).toBe('en');
  });

  it.each(['', '123', '🙂🙂', '- \n 1. \n...'])('%j without letters is English', (text) => {
    expect(detectLanguage(text)).toBe('en');
  });

  it.each(['\ud800 lone', 'a\u0000b', '𝒜𝒷𝒸', 'é'.repeat(100_000)])('never throws on %j', (text) => {
    expect(() => detectLanguage(text)).not.toThrow();
  });
});

describe('detectLanguage: mixed lists', () => {
  it.each([
    ['cs', 'Moje cíle:\n- Zlepšit angličtinu na úroveň C1\n- Learn Python\n- Naučit se lépe delegovat'],
    ['en', 'My goals:\n- Learn Python\n- Get a promotion\n- Zlepšit angličtinu'],
    ['de', 'Meine Ziele:\n1. Englisch verbessern\n2. Python lernen\n3. Mehr Sport machen\n4. Networking'],
    ['uk', 'Мої цілі:\n- Вивчити Python\n- Знайти роботу в IT\n- English B2'],
    ['pl', 'Cele:\n- Nauczyć się SQL i Power BI\n- Znaleźć pracę w IT'],
  ])('the input as a whole is %s', (expected, text) => {
    expect(detectLanguage(text)).toBe(expected);
  });

  it('lets a statement keep its own language only when it clearly speaks another', () => {
    expect(statementLanguage('Learn Python', 'cs')).toBe('en');
    expect(statementLanguage('Python a SQL', 'cs')).toBe('cs'); // nothing says otherwise
    expect(statementLanguage('Zlepšit angličtinu', 'en')).toBe('cs');
    expect(statementLanguage('Networking', 'de')).toBe('de');
    expect(statementLanguage('学习中文', 'cs')).toBe('cs');
    expect(statementLanguage('Learn Python', 'other')).toBe('en');
  });

  it('scores characteristic letters and frequent words', () => {
    const s = languageScores('Chci zlepšit svou angličtinu');
    expect(s.cs).toBeGreaterThan(s.sk);
    expect(s.cs).toBeGreaterThan(s.pl);
    expect(languageScores('łódź').pl).toBeGreaterThan(0);
    expect(languageScores('ľahko').sk).toBeGreaterThan(languageScores('ľahko').cs);
    expect(languageScores('¿Qué?').es).toBeGreaterThan(0);
    expect(languageScores('їжа').uk).toBeGreaterThan(languageScores('їжа').ru);
    expect(languageScores('Straße').de).toBeGreaterThan(0);
  });
});
