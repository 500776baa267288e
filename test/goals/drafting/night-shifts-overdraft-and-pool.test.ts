/**
 * Issue 33 (cover22), found by this branch's fresh round after its figures were taken: night shifts
 * told a sentence before the poor sleep ('Ich arbeite im Nachtdienst. Ich schlafe tagsüber schlecht.')
 * are the night-shift sleep goal, not a bedtime at 23:00 nor no goal; a French overdraft ('3 500 euros
 * de découvert') is a debt; a pool given up ('andavo in piscina … ma ho smesso') is an activity to get
 * back to; a partner hardly seen ('we only see each other on Sundays', 'keine gemeinsamen Abende') is time
 * for the two of them.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('night shifts told before the sleep', () => {
  it.each([
    ['Ich arbeite seit drei Jahren im Nachtdienst. Ich schlafe tagsüber schlecht, höchstens fünf Stunden.', /Nachtschicht/u],
    ['Я медсестра, працюю в нічні зміни вже три роки. Сплю вдень погано, по чотири-п’ять годин.', /нічн/u],
    ['Sou enfermeira e faço turnos da noite há dois anos. Durmo mal durante o dia, umas cinco horas.', /turno da noite|turnos da noite/u],
    ['I work night shifts at a warehouse. I sleep badly during the day, five hours at most.', /night shift/u],
  ])('%s', async (input, night) => {
    const out = await draft(input);
    expect(out).toMatch(night);
    expect(out).not.toMatch(/23:00|23 Uhr/u);
  });
});

describe('a French overdraft is a debt, a pool given up an activity to get back to', () => {
  it("J'ai 3 500 euros de découvert et je rembourse 150 euros par mois. J'ai arrêté la chorale il y a un an.", async () => {
    const out = await draft("J'ai 3 500 euros de découvert et je rembourse 150 euros par mois. J'ai arrêté la chorale il y a un an.");
    expect(out).toMatch(/rembourser mes dettes/u);
    expect(out).toMatch(/chorale/u);
  });
  it.each([
    'Prima andavo in piscina due volte a settimana, ma ho smesso. Ho 5.000 euro di debiti e pago 250 euro al mese.',
    'Antes iba a la piscina dos veces por semana, pero lo dejé. Tengo 5.000 euros de deudas y pago 250 al mes.',
  ])('%s', async (input) => {
    expect(await draft(input)).toMatch(/Riprenderò|volver a/u);
  });
});

describe('a partner hardly seen is time for the two of them', () => {
  it.each([
    ['My wife works nine to five and I work shifts, so we only see each other on Sundays.', /time for just the two of us/u],
    ['Meine Freundin beschwert sich, dass wir keine gemeinsamen Abende mehr haben.', /Zeit nur für uns zwei/u],
    ['Чоловік ображається, що ми не маємо вечорів разом.', /лише для нас двох/u],
    ['Девушка обижается, что мы почти не видимся.', /только для нас двоих/u],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});

describe('months of poor sleep are no baby', () => {
  it.each([
    "Je suis infirmière en réanimation. Je dors très mal depuis des mois et mon copain dit qu'on ne se voit presque plus.",
    'Soy enfermera. Duermo fatal desde hace meses y mi novio dice que casi no nos vemos.',
    'Sono infermiera. Dormo malissimo da mesi e il mio ragazzo dice che quasi non ci vediamo.',
  ])('%s', async (input) => {
    expect(await draft(input)).not.toMatch(/bébé|bebé|bebè|neonat/u);
  });
});
