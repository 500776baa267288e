/**
 * Issue 33 (blind reading 55, concerns dropped): "Mi hermano pequeño … desde que murió nuestro padre en enero casi no sale
 * de su cuarto" got one grief goal: the brother she now looks after was dropped, because a withdrawn young person was
 * read only as one's own son or daughter. A brother or sister who barely leaves their room is a goal of its own, named
 * by them, beside the grief; a sister who no longer speaks to one stays the broken contact to rebuild.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a sibling who withdrew gets a goal of their own', () => {
  it.each([
    [
      'Mi hermano pequeño tiene 17 años y desde que murió nuestro padre en enero casi no sale de su cuarto. Yo tengo 26, trabajo a turnos en un hospital y ahora soy quien se encarga de él y de las facturas de la casa. Mi madre no está bien y no ayuda mucho. Siento que no llego a todo.',
      '1. Voy a recuperar la cercanía con mi hermano',
      '2. Voy a cuidarme durante el duelo',
    ],
    [
      'Mi padre murió en marzo y ahora me encargo de mi hermana pequeña, que casi no sale de su cuarto. Trabajo a turnos y no llego a pagar todas las facturas.',
      '1. Voy a recuperar la cercanía con mi hermana',
      '3. Voy a poner en orden mis finanzas',
    ],
  ])('%s', (text, sibling, other) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(sibling);
    expect(draft).toContain(other);
  });

  it('a sister who no longer speaks to one is the contact to rebuild', () => {
    const draft = draftGoals('Mi hermana no me habla desde que murió mi madre.', NOV_25);
    expect(draft).toContain('Voy a recuperar la relación con mi hermana');
    expect(draft).not.toMatch(/cercanía/u);
  });
});
