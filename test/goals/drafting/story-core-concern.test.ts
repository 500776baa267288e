/**
 * Issue 33, blind reading 22's narratives: the concern a story is about got no goal or a neighbour's.
 * Retirement ahead (a toolmaker afraid of the empty days) is a life with friends and hobbies, not
 * movement at a desk nor a plan to choose; a quarrel with the co-founder of a company that is not yet
 * profitable is agreeing who decides what; a shaking voice and blushing when presenting is stage fright
 * beside the post applied for.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('the concern a story is about', () => {
  it.each([
    [
      "I'm retiring in March after 35 years as a bus driver. My whole social life was the depot. I'm scared I'll just sit at home all day.",
      /friends and hobbies for my retirement in March/u,
      /next step|working day/u,
    ],
    [
      'Nächstes Frühjahr gehe ich in den Ruhestand. Ich war 40 Jahre Krankenpfleger und weiß nicht, was ich mit meiner Zeit anfangen soll. Meine Freunde sind alle Kollegen.',
      /für die Rente ein Leben mit Freunden und Hobbys/u,
      /nächsten Schritt|Arbeitstag/u,
    ],
    [
      'Ich gehe im Herbst nächsten Jahres mit 63 in Rente. Meine Kollegen sind mein ganzer Freundeskreis, und ich will nicht nur vor dem Fernseher sitzen.',
      /für die Rente ein Leben mit Freunden und Hobbys/u,
      /Bewegung in meinen Arbeitstag|nächsten Schritt/u,
    ],
    [
      "Je pars à la retraite en juin après 30 ans à la poste. J'ai peur de m'ennuyer, mes amis sont tous au travail.",
      /D'ici juin, je vais préparer pour ma retraite une vie avec des amis/u,
      /prochaine étape/u,
    ],
    [
      'Za půl roku odcházím do důchodu. Celý život jsem dělal ve fabrice a kromě kolegů nemám moc přátel. Nechci jen sedět u televize.',
      /na důchod život s přáteli a koníčky/u,
      /další krok/u,
    ],
    [
      'Mam 63 lata i w maju przechodzę na emeryturę. Boję się, że zostanę sama w domu, bo wszyscy znajomi są z pracy.',
      /na emeryturę życie z przyjaciółmi i pasjami w maju/u,
      /kolejny krok|następny krok/u,
    ],
  ])('retirement ahead is a life beyond work: %s', async (input, kept, gone) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it.each([
    ['I want to save for retirement, I am 45 and have nothing in a pension fund.', /save for retirement/u],
    ['Meine Mutter ist seit zwei Jahren in Rente und ruft mich jeden Tag an. Ich schaffe meine Arbeit nicht.', /Mutter/u],
    ['Ich bin 58 und seit einem Jahr in Rente. Seitdem fühle ich mich nutzlos, die Tage sind lang.', /Plan für meinen nächsten Schritt/u],
  ])('a pension saved for, a parent retired or a retirement begun is no retirement ahead: %s', async (input, kept) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/Rente ein Leben|life with friends and hobbies/u);
  });

  it.each([
    [
      'I co-founded a small SaaS company with a friend two years ago. We have 14 paying customers and about $6k MRR. Lately we disagree on almost everything: he wants to hire, I want to get to profitability. On top of that I started smoking again, half a pack a day.',
      /agree with my business partner on who decides what/u,
      /quit smoking/u,
    ],
    [
      'Mein Mitgründer und ich streiten seit Monaten. Er will expandieren, ich will erst rentabel werden. Wir reden kaum noch.',
      /mit meinem Geschäftspartner darauf einigen/u,
      /Gewinnzone/u,
    ],
  ])('a quarrel with the co-founder is agreeing who decides: %s', async (input, agree, other) => {
    const out = await draft(input);
    expect(out).toMatch(agree);
    expect(out).toMatch(other);
    expect(out).not.toMatch(/stay lean over/u);
  });

  it.each([
    [
      'Pracuju jako analytik a každé pondělí prezentuji čísla. Vždycky se mi třese hlas a zčervenám. Na podzim se uvolní místo team leada a chtěl bych se přihlásit.',
      /mluvit před lidmi s jistotou/u,
    ],
    ['Na poradách se mi vždycky třese hlas a zčervenám, když mám něco říct. Šéf si toho všiml.', /mluvit před lidmi s jistotou/u],
    ['Przy każdej prezentacji czerwienię się i trzęsie mi się głos. Za miesiąc mam ważne spotkanie z klientem.', /pewnie przemawiać/u],
    ['Whenever I present to the team I blush and lose my words. My review is in March.', /speak in front of others with confidence/u],
  ])('a shaking voice or blushing is stage fright: %s', async (input, kept) => {
    expect(await draft(input)).toMatch(kept);
  });
});

describe('a business founded together and quarrelled over', () => {
  it.each([
    [
      'Założyliśmy z kolegą sklep internetowy trzy lata temu. Od pół roku kłócimy się o wszystko, a firma przynosi straty.',
      /Ustalę ze wspólnikiem, kto o czym decyduje/u,
    ],
    [
      'Con un amigo fundé una tienda de bicicletas hace dos años. No estamos de acuerdo en nada y no da beneficios.',
      /ponerme de acuerdo con/u,
    ],
    [
      "J'ai fondé avec mon frère une petite boulangerie. On n'est d'accord sur rien depuis l'été et on perd de l'argent.",
      /me mettre d'accord avec mon frère sur qui décide quoi/u,
    ],
    [
      'Založila jsem se sestrou malé kadeřnictví. Tržby klesly o 30 % a nejsme zajedno v tom, jestli zdražit. Nevydělává to.',
      /Dohodnu se se sestrou, kdo v našem podniku o čem rozhoduje/u,
    ],
  ])('is agreeing who decides what: %s', async (input, agree) => {
    expect(await draft(input)).toMatch(agree);
  });
});

describe('snapping at the one at home', () => {
  it.each([
    [
      'Since the baby was born I sleep five hours a night. I have made two mistakes at work this month and I snap at my wife over nothing.',
      /keep my temper with my wife/u,
    ],
    [
      'Seit ich den neuen Job habe, bin ich abends gereizt und habe meine Frau schon zweimal angeschrien. Ich schlafe schlecht.',
      /im Umgang mit meiner Frau ruhig bleiben/u,
    ],
    [
      'Po práci jsem tak unavená, že jsem minulý týden vyjela na manžela kvůli maličkosti. Chodím spát po půlnoci.',
      /Zachovám klid v jednání s manželem/u,
    ],
    ['Ostatnio nakrzyczałam na męża o drobiazg. Pracuję po 11 godzin dziennie i nie mam siły.', /Zachowam spokój w kontaktach z mężem/u],
    ['Jsem tak unavená, že jsem tento týden dvakrát vyjela na děti. Spím pět hodin.', /Zachovám klid v jednání s dětmi/u],
    ["I'm so tired that I snapped at my kids twice this week. I sleep 5 hours a night.", /keep my temper with my children/u],
    ['Llego a casa tan cansada que el otro día le grité a mi hija por una tontería.', /mantener la calma con mi hija/u],
    ["J'ai crié sur mon fils la semaine dernière, je dors mal depuis des mois.", /garder mon calme avec mon fils/u],
    ['Ostatnio nakrzyczałam na mamę przez telefon i potem płakałam. Pracuję do 18.', /Zachowam spokój w kontaktach z mamą/u],
  ])('is keeping my temper with them: %s', async (input, kept) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/people I work with|Menschen bei der Arbeit|lidmi v práci|ludźmi w pracy/u);
  });

  it('a client snapped at beside a husband on shifts is the people I work with', async () => {
    expect(
      await draft('I am back at the office since October and my husband works shifts. Last week I snapped at a client on the phone.'),
    ).toMatch(/keep my temper with the people I work with/u);
  });

  it('a colleague snapped at is still the people I work with', async () => {
    expect(
      await draft('Yesterday I snapped at a colleague in the stand-up and my boss noticed. I am working until 9 every night.'),
    ).toMatch(/keep my temper with the people I work with/u);
  });
});
