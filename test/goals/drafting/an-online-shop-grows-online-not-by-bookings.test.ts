/**
 * Issue 33 (blind reading 67's 16, 66's 16): an online shop with few orders ("tienda online de ropa vintage … 8 pedidos al
 * mes") was told to try "una plataforma de reservas" and local partners, the channels of a café or a salon, and a shop that
 * cannot sell online ("no sé nada … de vender en línea") got a generic list of three things to change. An online shop's
 * sales grow through its own online channels, and a shop that does not sell online yet starts there.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an online shop grows through online channels, not bookings', () => {
  it.each([
    [
      'So I opened my tienda online de ropa vintage en enero, pero las ventas are super low, como 8 pedidos al mes. Gasté casi 3,000 dólares en inventario y Instagram ads que no funcionaron. Mi esposo dice que lo deje pero I really love this, no sé si seguir o cerrar.',
      'aumentar mis ventas online con canales propios',
      /plataforma de reservas/u,
    ],
    [
      'I run an online shop selling vintage clothes but sales are really low, about 8 orders a month.',
      'grow my online sales with channels I own',
      /booking/u,
    ],
    // The person's own date is kept ("by March"), not the topic's four months.
    [
      'I run an online shop for candles, about 25 orders a month now and I want 60 by March.',
      'grow my online sales with channels I own by March',
      /within the next four months/u,
    ],
    [
      'Mam sklep internetowy z rękodziełem, ale zamówień jest bardzo mało, około 5 w miesiącu.',
      'Podniosę sprzedaż w sieci dzięki własnym kanałom',
      /rezerwac/u,
    ],
    [
      'Tengo una tiendita de abarrotes en Guadalajara que era de mi papá. Desde la pandemia vendemos como 30% menos y la gente ahora pide todo por app. Yo no sé nada de redes sociales ni de vender en línea y mi hijo dice que así no vamos a durar.',
      'Voy a empezar a vender online',
      /tres cosas que puedo cambiar/u,
    ],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
