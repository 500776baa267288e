/**
 * Issue 33: the situation a story names is the one answered. Money put aside is saving, not putting
 * things off; a partner away (the cue's sentence or the one before) is no housework to split and no
 * relationship to talk through; a resit session answers a failed exam once, not twice.
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';
import { topicOf } from '../../../src/goals/drafting/topics.js';

describe('money put aside is not putting things off', () => {
  it.each([
    'Od pół roku odkładam po 500 zł miesięcznie na wkład własny.',
    'Každý měsíc si odkládám 3 000 Kč stranou na auto.',
    'Я откладываю по 10 тысяч рублей в месяц на квартиру.',
    'Відкладаю 2000 гривень щомісяця, але грошей все одно не вистачає.',
  ])('%s', (text) => expect(situationsIn(text)).not.toContain('procrastination'));

  it.each(['Ciągle odkładam naukę na później.', 'Pořád odkládám psaní práce.', 'Я постоянно откладываю работу на потом.'])(
    'putting work off still is: %s',
    (text) => expect(situationsIn(text)).toContain('procrastination'),
  );
});

describe('a partner away is no housework split and no relationship talk', () => {
  it.each([
    'Mein Mann ist seit Oktober auf Montage. Den Haushalt und die Kinder mache ich jetzt komplett allein.',
    'Mąż pracuje w Norwegii od marca. Wszystko w domu jest na mojej głowie i nie daję rady.',
    'My husband is away on a rotation for six weeks. I do all the housework and look after the kids.',
    'Mi marido está de viaje todo el mes y las tareas domésticas son todas mías.',
  ])('%s', (text) => {
    expect(situationsIn(text)).not.toContain('relationship');
    expect(situationsIn(text)).not.toContain('housework');
  });

  it('a partner at home who never helps still is', () => {
    expect(situationsIn('Mein Mann hilft nie im Haushalt und wir streiten ständig darüber.')).toContain('housework');
  });
});

describe('a failed exam with a resit session ahead is answered once', () => {
  it.each([
    "J'ai raté deux partiels en janvier et les rattrapages sont en juin.",
    'Ich bin durch zwei Klausuren gefallen und muss sie im März wiederholen.',
    'I failed two of my exams this term and the resits are in April.',
  ])('%s', (text) => {
    const found = situationsIn(text);
    expect(found.filter((id) => id === 'exam' || id === 'session')).toHaveLength(1);
  });
});

describe('pounds are money unless the body is weighed', () => {
  it.each([
    'I earn 3,000 pounds a month and want to save 6,000 for a car.',
    'I take home 1,900 pounds and want to put 200 pounds a month into savings.',
  ])('%s', (text) => expect(topicOf(text)).not.toBe('fitness'));
  it.each(["I'm about 30 pounds overweight.", 'I want to lose a few pounds before summer.', 'I put on pounds over the winter.'])(
    '%s',
    (text) => expect(topicOf(text)).toBe('fitness'),
  );
});
