/**
 * Issue 33 (cover24): a person with dementia left alone while the mentee works, or a stove left on
 * ('left the gas on the stove', 'den Herd angelassen', 'zostawił włączony gaz w kuchence', 'dejó la
 * estufa encendida'), is a safety concern of its own beside sharing the care (blind reading 23's 03),
 * and 'allein zu Hause' told of her is no loneliness of the mentee's.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a person with dementia left alone is a safety goal beside the care', () => {
  it.each([
    [
      "My dad has Alzheimer's and lives with us since March. I work full time and he is left alone until 3 pm. Last week he left the gas on the stove.",
      /safe at home.*stove.*midday/u,
      /share the care/u,
    ],
    [
      'Meine Mutter hat seit einem Jahr Demenz und wohnt bei uns. Ich arbeite Vollzeit, sie ist bis 14 Uhr allein zu Hause. Letzte Woche hat sie den Herd angelassen.',
      /Sicherheit meines Angehörigen.*Herdabschaltung.*mittags/u,
      /Pflege meiner Mutter/u,
    ],
    [
      'Tata ma demencję od dwóch lat. Pracuję na pełen etat i zostaje sam w domu do 15:00. W zeszłym tygodniu zostawił włączony gaz w kuchence.',
      /bezpieczeństwo w domu.*kuchenkę.*w południe/u,
      /opieką nad tatą/u,
    ],
    [
      'Mi madre tiene demencia desde el año pasado y vive con nosotros. Trabajo a jornada completa y se queda sola en casa hasta las dos. La semana pasada dejó la estufa encendida.',
      /seguro en casa.*apagado automático.*mediodía/u,
      /cuidado de mi madre/u,
    ],
  ])('%s', async (input, safety, care) => {
    const out = await draft(input);
    expect(out).toMatch(safety);
    expect(out).toMatch(care);
    expect(out).not.toMatch(/Freundeskreis|new people|amigos|znajomych/u);
  });
});
