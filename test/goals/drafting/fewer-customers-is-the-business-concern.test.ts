/**
 * Issue 33 (cover24): a business told with fewer customers than before ('mamy mniej klientów', 'tenemos
 * menos clientes', 'haben wir weniger Kunden', 'máme méně zákazníků') keeps its customers goal; only
 * 'coraz mniej', 'cada vez menos' and 'immer weniger' were read, so the quarrel about the business was
 * answered alone, as a relationship with the children (cover23's fresh f10).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('fewer customers is the business concern', () => {
  it.each([
    [
      'Prowadzę z mężem mały warsztat samochodowy. Od pół roku mamy mniej klientów, bo obok otworzył się serwis sieciowy. Mąż nie chce nic zmieniać. Kłócimy się o to coraz częściej, a dzieci to słyszą.',
      /więcej klientów/u,
      /relację z dziećmi/u,
    ],
    [
      'Con mi hermano llevamos un taller de bicis en Valencia. Desde marzo tenemos menos clientes porque abrió una tienda grande cerca. Él no quiere invertir en la web y discutimos cada semana.',
      /más clientes/u,
      /relación con mi hermano/u,
    ],
    [
      'Ich führe mit meiner Frau eine kleine Bäckerei. Seit dem Sommer haben wir weniger Kunden, weil nebenan ein Discounter aufgemacht hat. Sie will nichts ändern und wir streiten ständig darüber.',
      /mehr Kunden/u,
      /Konflikt in einem offenen Gespräch/u,
    ],
    [
      'Mám s manželkou malé kadeřnictví v Brně. Od léta máme méně zákazníků, protože naproti otevřeli řetězec. Ona nechce nic měnit a já bych chtěl Instagram a online rezervace.',
      /víc zákazníků/u,
      /obrazovk/u,
    ],
  ])('%s', async (input, customers, misread) => {
    const out = await draft(input);
    expect(out).toMatch(customers);
    expect(out).toMatch(/miesięcy|meses|Monate|měsíc/u);
    expect(out).not.toMatch(misread);
  });
});
