/**
 * Issue 33 (blind reading 110 #13, round 69): a farmer's story ("mein Mann und ich", a farm shop with
 * "Marmelade von meiner Schwiegermutter", 2.500 Euro Umsatz; "dass wir nie wissen …" two sentences
 * before) got "meine Beziehung zu meinem Mann … Beratungsstelle". A relative named in a sentence about
 * the business (revenue, the shop, the farm) is a partner in it, not a relationship to mend
 * (relationship's `unless`); French "fâch…" no longer reads German "Fach…" as a quarrel. A shared goal
 * in German keeps its reflexive pronoun after the verb ("werde ich mir gemeinsam mit meinem Mann …").
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a husband in the business is no relationship to mend', () => {
  it.each([
    'Wir haben einen Milchviehbetrieb im Allgäu mit 55 Kühen. Der Milchpreis schwankt so stark, dass wir nie wissen, was am Monatsende übrig bleibt. Vor einem Jahr habe ich einen kleinen Hofladen aufgemacht, mit Käse und Marmelade von meiner Schwiegermutter, ungefähr 2.500 Euro Umsatz im Monat.',
    'Nunca sabemos si llegaremos a fin de mes. Con mi marido llevamos una tienda de ropa en Vigo, la facturación ha bajado un 20 % este año.',
    'Non sappiamo mai come pagare il fornitore. Con mio marito gestiamo la trattoria da dieci anni, il fatturato d’inverno crolla.',
    'Meine Tochter ist Zahnmedizinische Fachangestellte.',
  ])('%s', (input) => {
    expect(situationsIn(input)).not.toContain('relationship');
    expect(draftGoals(input, NOW)).not.toMatch(/Beziehung|relación|rapporto|Beratungsstelle/u);
  });

  it('a quarrel with the husband is still his', () => {
    expect(situationsIn('Mein Mann und ich streiten ständig, er hilft nie im Haushalt.').length).toBeGreaterThan(0);
  });

  it('a German shared goal keeps its reflexive pronoun after the verb', () => {
    const out = draftGoals('Mein Mann und ich sind selbstständig und wir brauchen neue Kunden, weil das Einkommen schwankt.', NOW);
    expect(out).toMatch(/werde ich mir gemeinsam mit meinem Mann einen festen Kundenstamm aufbauen/u);
    expect(out).not.toMatch(/gemeinsam mit meinem Mann (?:mir|mich) /u);
  });
});
