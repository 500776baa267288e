/**
 * Issue 33 (round 58's probes): a move told from one city to another ("přestěhovat z Ostravy do Brna", "przeprowadzić
 * się z Lublina do Krakowa", "déménager de Lille à Lyon", "mudarme de Valencia a Barcelona", "mudar-me do Porto para
 * Lisboa", "von Leipzig nach Hamburg umziehen") was no move: the relocation topic knew the verb only before "do", "à",
 * "a", "para" or "nach", so the "from" between was read as the weekly-steps filler, or the reason told after it ("pour me
 * rapprocher de ma copine", "para estar cerca de mi hija") as a talk with a partner. The move's own preparation (work,
 * housing, a reserve) is its measure; a Slavic city keeps the in-country measure, with no papers to find out about.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a move between two cities is prepared as a move', () => {
  it('Czech and Polish moves between cities keep the in-country measure', () => {
    const cs = draftGoals('Chci se do léta přestěhovat z Ostravy do Brna za prací v IT.', NOV_25);
    expect(cs).toContain('Přestěhuji se z Ostravy do Brna');
    expect(cs).toContain('první měsíc si zjistím podmínky práce a bydlení na novém místě');
    expect(cs).not.toContain('sepíšu všechny potřebné kroky');
    const pl = draftGoals('Chcę przeprowadzić się z Lublina do Krakowa do końca roku i znaleźć tam pracę jako księgowa.', NOV_25);
    expect(pl).toContain('Przeprowadzę się z Lublina do Krakowa do końca roku');
    expect(pl).toContain('sprawdzę warunki pracy i mieszkania w nowym miejscu');
    expect(pl).not.toContain('spiszę wszystkie potrzebne kroki');
  });

  it('a French and a Spanish move told with whom it brings near is no talk with a partner', () => {
    const fr = draftGoals(
      "Je veux déménager de Lille à Lyon d'ici l'été pour me rapprocher de ma copine et trouver un travail là-bas.",
      NOV_25,
    );
    expect(fr).toContain('Je vais déménager de Lille à Lyon');
    expect(fr).toContain('en me renseignant le premier mois sur le travail, le logement');
    expect(fr).not.toContain('un moment calme pour dire ce que je ressens');
    const es = draftGoals('Quiero mudarme de Valencia a Barcelona antes de junio para estar cerca de mi hija.', NOV_25);
    expect(es).toContain('Voy a mudarme de Valencia a Barcelona antes de junio');
    expect(es).toContain('informándome el primer mes sobre trabajo, vivienda');
    expect(es).not.toContain('un momento tranquilo para decir cómo me siento');
  });

  it('Portuguese and German moves are no weekly-steps filler', () => {
    const pt = draftGoals('Quero mudar-me do Porto para Lisboa até ao verão e arranjar emprego como designer.', NOV_25);
    expect(pt).toContain('Vou mudar-me do Porto para Lisboa até ao verão, informando-me no primeiro mês sobre trabalho, alojamento');
    expect(pt).not.toContain('todos os passos necessários');
    const de = draftGoals('Ich möchte bis zum Sommer von Leipzig nach Hamburg umziehen, weil mein Freund dort arbeitet.', NOV_25);
    expect(de).toContain('Ich werde bis zum Sommer von Leipzig nach Hamburg umziehen; dafür kläre ich im ersten Monat Arbeit, Wohnen');
    expect(de).not.toContain('alle nötigen Schritte');
  });
});
