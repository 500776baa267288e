/**
 * Issue 33 (blind readers 89–91, the lead's round 57): a mortgage on a variable rate whose instalment jumped, with
 * overpaying or refinancing weighed ("rata skoczyła z 2100 na 3400 zł … nadpłatą albo refinansowaniem"), was no
 * situation at all, so a story of it got goals the person never asked for: a child's schoolwork from "po
 * wychowawczym" (parental leave, not the class teacher, "wychowawca") or from a son "na vysokej škole"
 * (university), the wife's return to work as the writer's own, and no one to leave the youngest with left out. A
 * risen instalment is lowered (offers from two banks, the overpayment's effect, a choice within six weeks) only
 * beside a mortgage: a bank's consolidation of credit cards stays the consolidation's. A cough with breathlessness
 * on the stairs is a smoker's lungs, no weight to lose.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a mortgage rate risen is a goal of its own, and others' plans are not the writer's", () => {
  it.each([
    [
      'Mamy kredyt hipoteczny 380 tys. zł na zmiennej stopie, rata skoczyła z 2100 na 3400 zł i ledwo to ogarniamy z żoną. Do tego leasing na auto i dwójka dzieci. Zastanawiam się nad nadpłatą albo refinansowaniem, ale nie mam pojęcia, co się bardziej opłaca. Żona chce w marcu wrócić do pracy po wychowawczym, ale nie mamy kogo zostawić z młodszym.',
      ['1. Obniżę ratę kredytu hipotecznego', 'oferty refinansowania od dwóch innych banków', '2. Zorganizuję opiekę nad dzieckiem'],
      ['Pomogę dzieciom', 'wdrożę się'],
    ],
    [
      "Our mortgage is on a variable rate and the payment went up by 400 pounds this year. I'm thinking about overpaying or refinancing but I don't know what makes sense.",
      ['I will lower my mortgage payment', 'how much an overpayment would lower the monthly payment'],
      ['finances under control'],
    ],
    [
      'Máme hypotéku s proměnnou sazbou a splátka stoupla o 4 000 Kč. Přemýšlím o refinancování. Manželka se chce vrátit do práce a nemáme kdo hlídat malou.',
      ['1. Snížím splátku hypotéky', '2. Zajistím hlídání dítěte'],
      ['znovu zapracuji'],
    ],
    [
      'Ich habe 12.000 € Schulden auf zwei Kreditkarten und einen Ratenkredit. Meine Bank bietet mir eine Umschuldung an, aber ich habe Angst, mich noch mehr zu verschulden.',
      ['über die angebotene Umschuldung'],
      ['Monatsrate meines Kredits'],
    ],
    [
      'Minulý mesiac ma prepustili z fabriky, robil som tam na linke 9 rokov. Mám hypotéku a syna na vysokej škole. Chcem si nájsť novú prácu.',
      ['Nájdem si novú prácu'],
      ['zlepšiť sa v škole'],
    ],
    [
      'Palę od 22 lat, jakieś 20 papierosów dziennie. Od jesieni mam kaszel, który nie przechodzi, i zadyszkę, jak wchodzę na 3 piętro. Chcę w końcu rzucić.',
      ['Rzucę palenie'],
      ['zdrowszą wagę'],
    ],
  ])('%s', (text, present, absent) => {
    const answer = draftGoals(text, NOV_25);
    for (const words of present) expect(answer).toContain(words);
    for (const words of absent) expect(answer).not.toContain(words);
  });
});
