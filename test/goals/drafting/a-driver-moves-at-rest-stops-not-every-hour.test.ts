/**
 * Issue 33 (blind reading 59's 9): a truck driver with back pain was told to get up for a five-minute break every hour
 * he works. A driver's breaks are set by law and taken at stops, not hourly at the wheel: a driver's movement goal moves
 * at every rest stop instead (life.json), in every language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a driver moves at rest stops, not every hour', () => {
  it.each([
    [
      'Je mi 42 let, vážím 98 kg. Pracuju jako řidič kamionu, takže celý den sedím a jím hlavně na benzínkách. Doktor chce, abych zhubnul aspoň 10 kilo.',
      'při každé přestávce v řízení se deset minut projdu',
      /každou hodinu práce/u,
    ],
    [
      "I'm a long-haul truck driver, I sit all day and my back is killing me. My doctor says I need to move more.",
      'walking for ten minutes at every rest stop on the road',
      /every hour I work/u,
    ],
    [
      'Ich bin LKW-Fahrer im Fernverkehr, sitze den ganzen Tag und habe ständig Rückenschmerzen.',
      'nutze ich jede Fahrpause für zehn Minuten Bewegung',
      /jede Arbeitsstunde/u,
    ],
    [
      'Jestem kierowcą ciężarówki, siedzę cały dzień i bolą mnie plecy.',
      'na każdym postoju będę się ruszać przez dziesięć minut',
      /co godzinę pracy/u,
    ],
    [
      'Olá, tenho 38 anos e sou motorista em Lisboa há 3 anos. Estou com dores nas costas de passar 10 horas por dia sentado ao volante.',
      'mexendo-me durante dez minutos em cada pausa da condução',
      /a cada hora de trabalho/u,
    ],
  ])('%s', (text, fitting, hourly) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(fitting);
    expect(out).not.toMatch(hourly);
  });
});
