/**
 * Issue 33 (blind reading 70's 63): a baker afraid to raise her prices got the freelancer's plan for rates ("en facturant
 * dès lors au moins 10 % de plus aux nouveaux clients", "annoncer le nouveau tarif à mes clients actuels"): a shop has no
 * clients to invoice nor a rate to announce. A shop, a café, a salon or a workshop named anywhere in the story raises the
 * price of what does not cover its cost and watches its takings; a freelancer keeps the rates plan.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a shop raises its prices, not a freelancer’s rates', () => {
  it.each([
    [
      "J'ai ouvert ma boulangerie à Nantes il y a deux ans, mais depuis la hausse de l'électricité mes charges ont augmenté de 40 %. Le mois dernier j'ai perdu 2 300 €. Je travaille 70 heures par semaine et je n'ose pas augmenter mes prix de peur de perdre mes clients.",
      'Je vais augmenter mes prix',
      /aux nouveaux clients|nouveau tarif/u,
    ],
    [
      'Ich habe seit drei Jahren ein kleines Café in Leipzig. Die Miete und der Strom sind gestiegen, letzten Monat hatte ich 1.500 € Minus. Ich traue mich nicht, die Preise zu erhöhen, weil ich Angst habe, Stammkunden zu verlieren.',
      'vergleiche am Ersten jedes Monats meinen Umsatz und die Zahl meiner Kunden mit dem Vormonat',
      /berechne neuen Kunden|welcher Satz/u,
    ],
    [
      'Tengo una peluquería en Zaragoza desde hace cinco años. Con la subida de la luz y del alquiler, este mes he perdido 900 euros. No me atrevo a subir los precios por miedo a perder clientas.',
      'Voy a subir mis precios',
      /a los clientes nuevos|pongo en orden mis finanzas/u,
    ],
    [
      'Prowadzę piekarnię w Łodzi od czterech lat. Koszty prądu wzrosły o 50% i w zeszłym miesiącu byłem 6 000 zł na minusie. Boję się podnieść ceny, bo stracę klientów.',
      'Podniosę swoje ceny',
      /stawk/u,
    ],
    [
      'Mám malú kaviareň v Žiline. Od zdraženia energií mi nezostáva skoro nič, minulý mesiac som bola 800 € v mínuse. Bojím sa zvýšiť ceny, lebo prídem o zákazníkov.',
      'Zvýšim svoje ceny',
      /sadzb/u,
    ],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });

  it('keeps the rates plan for a freelancer', () => {
    const goals = draftGoals('Sono traduttrice freelance e chiedo troppo poco: non ho mai alzato le mie tariffe.', NOV_25);
    expect(goals).toContain('ai nuovi clienti');
  });
});
