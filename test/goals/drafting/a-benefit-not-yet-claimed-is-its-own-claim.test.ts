/**
 * Issue 33 (round 63's probes): single parents' stories named a family or low-income benefit they had never
 * applied for (Universal Credit, Tax-Free Childcare, Wohngeld, Kinderzuschlag, la prime d'activité, l'assegno
 * unico, o abono de família, 800 plus, dodatek mieszkaniowy, přídavky na děti, příspěvek na bydlení, пособие на
 * ребёнка …) and the answer left it out, or kept only "kläre, welche Wohnhilfe mir zusteht" inside the rent's
 * goal, or gave the place to debts the story never told. A benefit named beside words of applying or being
 * entitled is now a goal of its own (situations.json's `benefit`): the benefit by its name, the office and the
 * papers found this week, the application sent within two weeks and the decision chased; its measure carries
 * its own dates, so the story's date for another aim ("dans deux ans" for a diploma) is not its deadline. A
 * benefit the writer already receives ("Jetzt bekomme ich Bürgergeld") is none to apply for.
 *
 * Beside it, three wrong premises of the same stories: a child's school goal where the child's school is only
 * where the parent picks the child up ("recoger a mi hija del colegio a las 14h"), or where the parent is too
 * tired to help with homework, and no trouble at school is told; unpaid maintenance claimed by a father who pays
 * it ("l'assegno di mantenimento che pago"), while a mother who says the other parent "devrait payer une pension
 * mais elle ne paie pas" is owed it; a weekend parent's calls for a parent whose children live with them ("mes
 * deux enfants vivent chez moi"); a childcare place to find for a mother whose child is at the crèche, because
 * the Polish need "mama" (a grandmother or mother who minds the child) began the French "maman": it is a whole word now.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25, 10)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a benefit named and not yet claimed is its own claim', () => {
  it.each([
    [
      "Single mum here, two kids (4 and 9). I pay £150 a month for the childminder and I still haven't applied for Universal Credit even though my hours were cut to 16 a week. My rent is £750 and I'm £900 behind on it. I'd love to finally learn to drive by next summer.",
      /I will apply for Universal Credit, finding out this week which office decides/u,
      /apply for Universal Credit by next summer|apply for Universal Credit[^.]*repaying/u,
    ],
    [
      'Ich bin alleinerziehend mit zwei Kindern (3 und 7). Ich arbeite 30 Stunden als Verkäuferin. Den Kinderzuschlag habe ich noch nie beantragt, obwohl mir die Nachbarin sagt, dass ich Anspruch hätte. Beim Stromanbieter habe ich 800 € Schulden.',
      /Ich werde den Kinderzuschlag beantragen; dafür finde ich diese Woche heraus, welche Stelle darüber entscheidet/u,
      /alle nötigen Schritte/u,
    ],
    [
      "Je suis maman solo d'une petite de 3 ans qui va à la crèche. Je n'ai jamais fait la demande de prime d'activité à la CAF alors que j'y ai sans doute droit. J'ai 1 800 € de retard de loyer. J'aimerais aussi passer mon diplôme d'infirmière dans deux ans.",
      /Je vais demander la prime d'activité, en cherchant cette semaine quel organisme décide/u,
      /D'ici deux ans, je vais demander/u,
    ],
    [
      'Jestem samotnym ojcem, syn ma 4 lata. Nie złożyłem jeszcze wniosku o dodatek mieszkaniowy, a czynsz to 1 800 zł. Chciałbym zrobić prawo jazdy kategorii C.',
      /Złożę wniosek o dodatek mieszkaniowy – w tym tygodniu sprawdzę, który urząd o tym decyduje/u,
      /Złożę wniosek o dodatek mieszkaniowy w ciągu/u,
    ],
    [
      'Jsem samoživitelka, syn chodí do školky a dcera do první třídy. Ještě jsem nepodala žádost o přídavky na děti, protože jsem nevěděla, že na ně mám nárok. Dlužím 12 000 Kč za energie.',
      /Zažádám o přídavky na děti – tento týden zjistím, který úřad o tom rozhoduje/u,
      /Zažádám o přídavky na děti[^–]*–[^.]*odložím/u,
    ],
    [
      'Sou pai solteiro, o meu filho tem 6 anos. Trabalho por turnos numa fábrica e nunca pedi o abono de família porque achava que não tinha direito. Quero tirar a carta de condução até ao verão.',
      /Vou pedir o abono de família, descobrindo esta semana que serviço decide/u,
      /pedir o abono de família até ao verão/u,
    ],
    [
      'Я мама-одиночка, сыну 5 лет. Я так и не подала на пособие на ребёнка, потому что не знала, какие нужны документы. Хочу к лету найти работу получше.',
      /Я оформлю пособие на ребёнка — на этой неделе выясню, какое учреждение это решает/u,
      /оформлю пособие на ребёнка к лету/u,
    ],
  ])('%s', async (input, kept, gone) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('leaves out a benefit the writer already receives', async () => {
    const out = await draft(
      'Seit der Trennung wohne ich mit meiner Tochter allein. Ich bekomme Kindergeld und Wohngeld, aber das reicht kaum. Ich möchte bis Juni einen Minijob am Wochenende finden.',
    );
    expect(out).not.toMatch(/Wohngeld beantragen|Kindergeld beantragen/u);
  });
});

describe("a parent's school, maintenance and home told as they are", () => {
  it.each([
    [
      'Quiero encontrar un trabajo de mañanas antes de marzo para poder recoger a mi hija del colegio a las 14h.',
      /Voy a encontrar un trabajo de mañanas antes de marzo[^.]*, enviando al menos cinco candidaturas/u,
      /deberes|su tutor/u,
    ],
    [
      "Je veux trouver un emploi à temps partiel le matin d'ici mars, pour pouvoir aller chercher mon fils à l'école à 16h30.",
      /Je vais trouver un emploi à temps partiel le matin d'ici mars[^.]*, en envoyant au moins cinq candidatures/u,
      /devoirs|professeur principal/u,
    ],
    [
      'Voglio trovare un lavoro part-time di mattina entro aprile per poter andare a prendere mia figlia a scuola alle 16.',
      /Troverò un lavoro part-time di mattina entro aprile[^.]*, inviando almeno cinque candidature/u,
      /compiti|insegnante/u,
    ],
    [
      'Chcę do marca znaleźć pracę na pół etatu rano, żebym mogła odbierać córkę ze szkoły o 14.',
      /Znajdę pracę na pół etatu rano do marca[^.]*– co miesiąc będę wysyłać co najmniej pięć/u,
      /wychowawcą|odrabianie lekcji/u,
    ],
    [
      'Ao fim do dia estou tão cansada que nem consigo ajudar o meu filho com os trabalhos de casa. Quero mudar de casa.',
      /Vou mudar de casa/u,
      /ir melhor na escola/u,
    ],
    [
      "Sono un papà separato, ho due figli che stanno con me una settimana sì e una no. L'affitto è 650 euro e con l'assegno di mantenimento che pago mi restano pochissimi soldi. Vorrei prendere il patentino del muletto per avere più possibilità, e anche smettere di fumare.",
      /Prenderò il patentino del muletto/u,
      /mantenimento che mi spetta/u,
    ],
    [
      "Je suis séparé, mes deux enfants vivent chez moi à plein temps. C'est leur mère qui devrait payer une pension mais elle ne paie pas depuis un an. Je voudrais arrêter de fumer avant l'été.",
      /Je vais obtenir le paiement de la pension alimentaire qui m'est due, en notant dès cette semaine chaque mois impayé/u,
      /lien étroit avec mes enfants/u,
    ],
    [
      "Je suis maman solo d'une petite de 3 ans qui va à la crèche. Je travaille comme aide-soignante de nuit. J'ai 1 800 € de retard de loyer et le bailleur m'a envoyé une lettre.",
      /Je vais rattraper mon retard de loyer/u,
      /organiser la garde de mon enfant/u,
    ],
  ])('%s', async (input, kept, gone) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
});
