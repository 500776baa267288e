/**
 * Issue 33, blind reading 18's 13: a Hungarian salesman passed over for team lead got the new lead's
 * goal ("beletanulok a vezetői szerepembe … minden csapattagommal"); blind readings 17 and 18's 25 lost
 * the deadline of one of two stated goals ("jövő év végéig") and studied "three months" for an MBA with
 * three semesters left. Passed over, the mentee asks for concrete feedback and decides whether to stay
 * (hungarian.json passedOver); a raise is asked for; the mentee's deadline dates the goal of its own
 * clause; semesters left are the study goal's own time; a move with no friend is loneliness.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const lines = (out: string): string[] => out.split('\n').filter((l) => !l.startsWith('SMART'));

describe('Hungarian: passed over for a post', () => {
  it.each([
    'Hat éve dolgozom a cégnél értékesítőként. Most mégis egy kollégát neveztek ki csoportvezetőnek, aki csak két éve van itt. A főnököm azt mondta, fejlődnöm kell, de konkrétumot nem mondott. Azon gondolkodom, hogy elmegyek.',
    'Öt éve vagyok a csapatban, de a múlt hónapban mást neveztek ki osztályvezetőnek. Nem mondták meg, miért. Most nem tudom, maradjak-e.',
    'Kétszer is pályáztam a műszakvezetői helyre, de mindkétszer egy kollégámat léptették elő. Azon gondolkodom, hogy felmondok.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/visszajelzést kérek a felettesemtől/u);
    expect(out).toMatch(/maradok-e/u);
    expect(out).not.toMatch(/beletanulok a vezetői szerepembe|elérem az előléptetést|új munkahelyet találok/u);
    expect(out).toMatch(/két héten belül/u);
  });
});

describe('Hungarian: a raise asked for is not a saving of the salary told', () => {
  it.each([
    'Könyvelőként dolgozom, nyolc éve ugyanazon a fizetésen vagyok, nettó 420 ezer forint. Szeretnék jövő márciusig béremelést kérni.',
    'Három éve nem emelték a fizetésem, pedig kétszer annyi ügyfelem van. Szeretnék béremelést kérni.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/béremelést kérek/u);
    expect(out).not.toMatch(/félreteszek|420 ezer/u);
  });
});

describe('Hungarian: the deadline dates the goal of its own clause', () => {
  it.each([
    ['Csapatvezető szeretnék lenni a cégnél jövő év végéig, és közben be akarom fejezni az MBA-t is.', 0, 'Jövő év végéig'],
    ['Szeretnék minden hónapban 30 ezer forintot félretenni, és jövő év végéig lefutni egy félmaratont.', 1, 'Jövő év végéig'],
    ['Jövő nyárig szeretnék lefogyni 8 kilót, és közben minden hónapban 20 ezer forintot félretenni.', 0, 'Jövő nyárig'],
    ['Szeretnék megtanulni gitározni, és 2027 végéig leteszem a német nyelvvizsgát.', 1, '2027 végéig'],
  ] as const)('%s', (input, dated, deadline) => {
    const goals = lines(draftGoals(input, NOW));
    expect(goals).toHaveLength(2);
    expect(goals[dated]).toMatch(new RegExp(`^\\d\\. ${deadline} `, 'u'));
    expect(goals[1 - dated]).toMatch(/^\d\. A következő \p{L}+ hónapban /u);
  });

  it('a year summer is a deadline too ("2027 nyaráig")', () => {
    expect(draftGoals('Szeretnék 2027 nyaráig B2-es angol nyelvvizsgát tenni, mert enélkül nem kapom meg a diplomámat.', NOW)).toMatch(
      /^2027 nyaráig leteszem a B2-es angol nyelvvizsgát/u,
    );
  });
});

describe('Hungarian: semesters left and a town with no friend', () => {
  it.each([
    ['Csapatvezető szeretnék lenni, és közben be akarom fejezni az MBA-t is, amiből még három félév van hátra.', 'három'],
    ['Levelezőn tanulok, még két félévem van hátra, és közben dolgozom.', 'két'],
  ])('%s', (input, count) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(`A hátralévő ${count} félévben befejezem a tanulmányaimat`);
    expect(out).not.toMatch(/A következő három hónapban rendszeresen tanulok/u);
  });

  it.each([
    'Tavaly költöztem Pécsre, és nincs egy barátom sem a városban.',
    'Két éve költöztünk Budapestre. Itt nincs egy barátom sem, és szeretnék tavaszig pár embert megismerni.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).toMatch(/új embereket ismerek meg.*hetente legalább egyszer/u);
  });
});

describe('Hungarian: a walk told keeps its own figure', () => {
  it.each([
    ['Szeretnék jövő nyárig leszokni a dohányzásról, és közben naponta legalább 30 percet sétálni.', 'naponta legalább 30 percet sétálok'],
    ['Az orvosom azt mondta, hogy minden nap 40 percet sétáljak, de csak hétvégén jutok el.', 'minden nap 40 percet sétálok'],
  ])('%s', (input, walk) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(walk);
    expect(out).not.toMatch(/hetente legalább háromszor 30 percet sportolok/u);
  });
});

describe('Hungarian: a parent looked after, in a short story', () => {
  it.each([
    'Apukám tavaly agyvérzést kapott, azóta én viszem orvoshoz és én intézem a bevásárlást. A húgom Bécsben él. Teljesen kimerültem.',
    'Anyám demens, hetente háromszor bevásárolok neki és én viszem orvoshoz. Fáradt vagyok.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/^A következő két hónapban megosztom a gondoskodás terhét/u);
    expect(out).not.toMatch(/18:00|Voy a|objetivo/u);
  });
});
