/**
 * Issue 33 (round 61's probes): child maintenance the other parent does not pay was no goal at all. A single
 * mother's "My ex hasn't paid child maintenance since August, he owes me £1,400" kept only the gas bill and her
 * tiredness, "Der Vater zahlt seit Mai keinen Unterhalt" was left out behind the homework, "Bývalý manžel neplatí
 * výživné" behind a co-parent's weekly call; stated as an aim, "get my ex to pay the £3,000 child maintenance he
 * owes" was paced as "250 child every week" and "złożyć wniosek o świadczenie z funduszu alimentacyjnego" took a
 * disability claim's doctors' reports. Unpaid maintenance is a situation of its own (situations.json
 * "maintenance": the missed payments listed, the maintenance service, bailiff or court asked to collect and the
 * state's advance claimed, the case chased every month), cued only by the non-payment ("nie płaci alimentów",
 * "pension alimentaire", "neplatí výživné"), so that the parent who pays ("Pago 400 € di mantenimento") gets none;
 * the stated aim takes the same steps (aims.json, before the care grade's entry), never a debt of the writer's
 * to repay or a saving; a car's maintenance needs a child, the other parent or a word of arrears to be one.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('child maintenance not paid is chased through the office that collects it', () => {
  it.each([
    [
      "I'm a single mum with two kids (6 and 9). My ex hasn't paid child maintenance since August, he owes me £1,400 now. I work 25 hours at a supermarket and started evening shifts at a pub to cover the rent and the gas bill. I never get a minute to myself and I'm exhausted.",
      /1\. I will get the child maintenance I am owed paid, writing down this week every payment missed and its sum, asking the Child Maintenance Service/u,
      /repaying £/u,
    ],
    [
      'Ich bin alleinerziehend mit zwei Kindern. Der Vater zahlt seit Mai keinen Unterhalt. Wir haben 1.200 € Schulden beim Stromanbieter. Ich arbeite in Teilzeit und habe abends keine Kraft mehr für die Hausaufgaben mit meinem Sohn.',
      /Ich werde den ausstehenden Unterhalt für mein Kind durchsetzen; dafür schreibe ich noch diese Woche jede ausgebliebene Zahlung/u,
      /Ich werde den ausstehenden Unterhalt für mein Kind durchsetzen; dafür liste ich/u,
    ],
    [
      "Je suis maman solo de trois enfants. Mon ex ne paie plus la pension alimentaire depuis six mois, il me doit 1 800 €. J'ai un retard de loyer de deux mois. Je travaille de nuit dans une clinique et je dors à peine.",
      /Je vais obtenir le paiement de la pension alimentaire qui m'est due, en notant dès cette semaine chaque mois impayé/u,
      /rembourser mes dettes/u,
    ],
    [
      'Jsem sama se dvěma dětmi. Bývalý manžel neplatí výživné od léta a dluží mi 24 000 Kč. Pobírám přídavky na děti, ale na nájem 12 000 Kč to nestačí.',
      /Vymůžu dlužné výživné – tento týden sepíšu každý nezaplacený měsíc a jeho částku, do dvou týdnů podám návrh na exekuci/u,
      /splatím 24 000 Kč/u,
    ],
    [
      'Я мама-одиначка, донька ходить у другий клас. Колишній чоловік не платить аліменти вже пів року. Маю борг за комуналку 9 000 грн.',
      /Я стягну заборговані аліменти — цього тижня випишу кожен неоплачений місяць/u,
      /з медичними висновками/u,
    ],
    [
      'Soy madre soltera y trabajo limpiando oficinas por las tardes. Debo tres meses de luz y agua, unos 420 €. El padre no paga la pensión de alimentos desde enero.',
      /Voy a conseguir que se pague la pensión de alimentos que se me debe, anotando esta semana cada mes sin pagar/u,
      /ahorrar/u,
    ],
  ])('%s', (text, goal, gone) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });

  it.each([
    [
      'I want to get my ex to pay the £3,000 child maintenance he owes by March.',
      /^I will get my ex to pay the £3,000 child maintenance he owes by March, writing down this week every payment missed/u,
      /250 child|repaying £1,000/u,
    ],
    [
      'Chcę do końca stycznia złożyć wniosek o świadczenie z funduszu alimentacyjnego.',
      /^Złożę wniosek o świadczenie z funduszu alimentacyjnego do końca stycznia – w tym tygodniu spiszę każdy niezapłacony miesiąc/u,
      /dokumentacją lekarską/u,
    ],
    [
      'Chcem do apríla požiadať o náhradné výživné.',
      /požiadať o náhradné výživné do apríla – tento týždeň spíšem každý nezaplatený mesiac/u,
      /odložím/u,
    ],
  ])('stated: %s', (text, goal, gone) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });

  it.each([
    [
      'Da quando mi sono separato ho i bambini un weekend su due. Pago 400 € di mantenimento e 550 € di affitto.',
      /mantenimento che mi spetta/u,
    ],
    ['I want to get my car maintenance done by March.', /Child Maintenance Service/u],
  ])('no maintenance to chase: %s', (text, gone) => {
    expect(draftGoals(text, NOV_25)).not.toMatch(gone);
  });
});
