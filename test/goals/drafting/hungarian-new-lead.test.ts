/**
 * Issue 33, blind reading 15's 13 (lang15c): a new Hungarian team lead who is doing well got "új
 * munkahelyet találok" (a colleague's "pályázott" read as his job search) and nothing for delegating or
 * his ex-colleagues. A new lead gets the lead's goal (delegating, overtime) and no promotion he already
 * has; a tie gone strange ("furcsa lett a viszony", "feszült lett a viszony") is the relationship with
 * those people, not stress; the person is the one of the quarrel's sentence.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const LEAD = /beletanulok a vezetői szerepembe: hetente legalább két feladatot/u;

describe('a new Hungarian team lead', () => {
  it.each([
    [
      'Három hónapja lettem csapatvezető egy hattagú fejlesztői csapatban, előtte én is fejlesztő voltam ugyanitt. Azóta szinte minden nap túlórázom, mert a feladatok felét inkább megcsinálom magam. A volt kollégáimmal furcsa lett a viszony, az egyikük nyíltan mondta, hogy ő pályázott volna erre a pozícióra.',
      'a volt kollégáimmal',
    ],
    [
      'Fél éve neveztek ki csoportvezetőnek egy négyfős csapat élére. Mindent magam csinálok, ezért hetente 10 órát túlórázom. A régi kollégáimmal feszült lett a viszony, már nem hívnak ebédelni.',
      'a régi kollégáimmal',
    ],
  ])('%s', async (input, them) => {
    const output = await draft(input);
    expect(output).toMatch(LEAD);
    expect(output).toContain(`${them} való kapcsolatomon`);
    expect(output).toMatch(/velük/u);
    expect(output).not.toMatch(/munkahelyet találok|előléptetést|energiámat|csökkentem a stresszt/u);
  });

  it('one former colleague is one, and still a former one', async () => {
    const output = await draft(
      'Két hónapja lettem osztályvezető, hét kollégám van. Az egyik régi kollégámmal azóta nem beszélünk rendesen.',
    );
    expect(output).toMatch(LEAD);
    expect(output).toContain('a régi kollégámmal való kapcsolatomon');
    expect(output).not.toMatch(/velük/u);
  });

  it.each([
    'Szeptember óta vezetem a könyvelési csoportot, előtte öt évig könyvelő voltam. Nem tudok delegálni, esténként otthon is dolgozom.',
    'Három hónapja lettem műszakvezető a gyárban, tizenöt ember tartozik hozzám, és nehezen szólok rá a régi barátaimra.',
  ])('leads without a word of job search: %s', async (input) => {
    const output = await draft(input);
    expect(output).toMatch(LEAD);
    expect(output).not.toMatch(/munkahelyet|előléptetést/u);
  });

  it("another's application is no job search; the mentee's own is", async () => {
    expect(await draft('A húgom fél éve pályázott egy ösztöndíjra, és megkapta. Anyukámmal sokat veszekszünk.')).not.toMatch(
      /munkahelyet/u,
    );
    expect(await draft('Fél éve pályázom irodai állásokra, de senki nem hív vissza.')).toMatch(/munkahelyet találok/u);
  });

  it('the person is the one in the quarrel’s sentence, not the first one named', async () => {
    const output = await draft('A húgom fél éve elköltözött, én itthon maradtam. Anyukámmal mostanában sokat veszekszünk a pénzen.');
    expect(output).toContain('az anyukámmal való kapcsolatomon');
    expect(output).not.toMatch(/húgommal/u);
  });

  it('a language exam is the exam goal, not a language course beside it', async () => {
    const output = await draft('Decemberben lesz a nyelvvizsgám angolból. Eddig kétszer buktam meg a szóbelin, mert nagyon izgulok.');
    expect(output).toMatch(/leteszem a nyelvvizsgát/u);
    expect(output).not.toMatch(/szintfelmérő/u);
  });
});
