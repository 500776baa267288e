/**
 * Issue 33 (round 53's probes): goals that contradicted what the person told. A Slovak accountant of eight
 * years ("Som účtovníčka … 8 rokov") was told to "learn the basics of accounting" because her trade was in
 * the first sentence and the accounting cue in the third, and a situation's `after` (done or settled) was
 * read only in the sentence after its cue; it is now read in the whole story, as a trade or a thing done
 * holds wherever it is told. Its bare attempts are dated ("dejé de fumar hace", not "Dejé de fumar tres
 * veces", which keeps the smoking goal). In the cue's own sentence: "mám len vodičák" (only a licence) is
 * no licence to get, a move "do většího bytu" (to a bigger flat) is no move abroad, the mother one lives
 * with gets no weekly calls, a child who barely knows his father "przez telefon" (over the phone) gets no
 * screen rules, "only … a few GCSEs" is no exam ahead; in Hungarian a husband who died is no one to mend a
 * relationship with, and "nem beszélek senkivel" (I talk to nobody) is loneliness, no quarrel.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a fact told anywhere in the story rules out its goal', () => {
  it.each([
    [
      'Som účtovníčka vo firme, 8 rokov na tom istom mieste. Šéfová je nepríjemná. Rozmýšľam, že by som viedla účtovníctvo pre malé firmy.',
      /^Zlepším svoje vzťahy v práci do troch mesiacov – do dvoch týždňov sa v pokoji porozprávam/u,
      /základy účtovníctva/u,
    ],
    [
      "I've been a bookkeeper for 12 years at a logistics firm. My manager ignores my ideas and I'm thinking of starting my own accounting practice for small businesses.",
      /^I will improve my relationships at work over the next three months, having one calm conversation/u,
      /basics of accounting/u,
    ],
    [
      'Soy contable en una gestoría desde hace diez años. Mi jefe no me valora nada. Estoy pensando en llevar la contabilidad de pequeñas empresas por mi cuenta.',
      /^Voy a mejorar mis relaciones en el trabajo en los próximos tres meses/u,
      /bases de la contabilidad/u,
    ],
    [
      'Mám len vodičák a maturitu. Neviem, čo ďalej, chcel by som robiť elektrikára.',
      /^Budem robiť elektrikára do dvanástich mesiacov – prvý mesiac sa porozprávam s tromi ľuďmi/u,
      /vodičský preukaz/u,
    ],
    [
      "I only have my driving licence and a few GCSEs. I left school at 16 and I've been stacking shelves since. I want a job with a future.",
      /^I will get a job with a future within the next six months, sending at least five tailored applications a month/u,
      /driving licence|pass my exam/u,
    ],
    [
      'Chceme se s manželem přestěhovat do většího bytu v Praze, protože čekáme druhé dítě. Nemáme ale naspořeno a nájmy jsou strašně drahé.',
      /^Přestěhuji se s manželem do většího bytu v Praze během dvanácti měsíců – tento týden si stanovím rozpočet/u,
      /zahraničí/u,
    ],
    [
      'Vivo con mi madre, que está enferma, y no puedo irme lejos. Quiero aprender inglés.',
      /^Voy a aprender inglés en los próximos seis meses, tomando al menos dos clases por semana/u,
      /llamadas/u,
    ],
    [
      'Mieszkam w Niemczech, córka (6 lat) została z mamą w Polsce. Córka nie chce ze mną rozmawiać przez telefon.',
      /^Do końca przyszłego tygodnia spiszę trzy rzeczy/u,
      /ekran/u,
    ],
    [
      'Egyedül élek, a férjem két éve meghalt, és sokszor napokig nem beszélek senkivel. Szeretnék valami közösséghez tartozni.',
      /új embereket ismerek meg/u,
      /férjemmel|kapcsolat/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('an attempt to quit is no smoking given up: "Dejé de fumar tres veces" keeps the goal and its day', () => {
    const out = draftGoals(
      'Dejé de fumar tres veces. Mi hija nace el 10 de abril y quiero que no haya humo en casa. Fumo un paquete al día desde hace quince años.',
      NOV_25,
    );
    expect(out).toMatch(/^Para el 10 de abril voy a dejar de fumar, fumando 2 cigarrillos menos al día cada semana/u);
  });
});
