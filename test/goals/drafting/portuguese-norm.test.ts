/**
 * Issue 33: a Portuguese answer keeps one norm, the mentee's — European ("estou a perder",
 * "telemóvel", "equipa") or Brazilian ("estou perdendo", "celular", "reais") — never a mix of both
 * ("todo mês" beside "até ao", "ecrã" beside "você").
 */
import { describe, expect, it } from 'vitest';
import { inNorm, portugueseNorm } from '../../../src/goals/drafting/templates/pt-norm.js';
import { draftGoals } from '../../../src/goals/offline.js';

const EUROPEAN_ONLY = /(?<!\p{L})(?:até ao|telemóvel|ecrã|equipa|contacto|registo)(?!\p{L})/u;
const BRAZILIAN_ONLY = /(?<!\p{L})(?:todo mês|toda semana|até o|celular|tela|equipe|contato|registro)(?!\p{L})/u;

describe('Portuguese in the mentee’s norm', () => {
  it.each([
    ['Estou a perder a motivação no trabalho e penso em mudar de área.', 'pt-PT'],
    ['Passo demasiado tempo no telemóvel, estou a perder horas todos os dias.', 'pt-PT'],
    ['A minha equipa em Lisboa não me ouve nas reuniões.', 'pt-PT'],
    ['Estou perdendo a motivação no trabalho, passo o dia no celular.', 'pt-BR'],
    ['Quero economizar dinheiro para comprar um carro, ganho 2500 reais por mês.', 'pt-BR'],
    ['Você acha que consigo ler mais? Quero ler um livro todo mês.', 'pt-BR'],
    // No mark of either norm: 'pt', Brazilian in the forms both norms write (the detection says so once, not each sentence again).
    ['Quero aprender inglês.', 'pt'],
    // Blind reading 11: a Brazilian freelancer answered in European Portuguese ("a minha faturação", "contactando").
    ['Tenho seis clientes fixos, mas dois atrasam. Meu faturamento varia de 4 a 11 mil por mês.', 'pt-BR'],
    ['Faz dois anos que cobro o mesmo e queria aumentar meu preço.', 'pt-BR'],
    ['Quero organizar melhor a minha vida e aumentar o meu salário.', 'pt-PT'],
  ] as const)('%s → %s', (input, norm) => {
    expect(portugueseNorm(input)).toBe(norm);
    const output = draftGoals(input);
    expect(output).not.toMatch(norm === 'pt-PT' ? BRAZILIAN_ONLY : EUROPEAN_ONLY);
  });

  it('turns our wording into either norm, agreeing the article with the noun', () => {
    const european = 'passando no máximo uma hora por dia em frente a um ecrã, guardando todos os meses um valor até ao sexto mês';
    expect(inNorm(european, 'pt-BR')).toBe(
      'passando no máximo uma hora por dia em frente a uma tela, guardando todo mês um valor até o sexto mês',
    );
    expect(inNorm('guardando todo mês um valor fixo e revendo o meu orçamento', 'pt-PT')).toBe(
      'guardando todos os meses um valor fixo e revendo o meu orçamento',
    );
  });

  it('drops the possessive’s article in Brazilian answers only', () => {
    expect(inNorm('vou recuperar a minha energia e rever os meus horários', 'pt-BR')).toBe(
      'vou recuperar minha energia e rever meus horários',
    );
    expect(inNorm('vou recuperar a minha energia', 'pt-PT')).toBe('vou recuperar a minha energia');
    const br = draftGoals(
      'Tô muito cansada, estou trabalhando 12 horas por dia e você sabe como é. Quero ter mais energia até o fim de março.',
    );
    expect(br).not.toMatch(/(?<!\p{L})(?:a minha|o meu|as minhas|os meus)(?!\p{L})/u);
  });
});

describe('a Brazilian business story gets Brazilian wording', () => {
  it('says "meu faturamento", never "faturação" or "contactando"', () => {
    const out = draftGoals(
      'Sou designer freelancer há três anos. Dois clientes sempre atrasam o pagamento. Meu faturamento varia de 4 a 11 mil por mês e eu nunca sei quanto posso gastar.',
    );
    expect(out).toMatch(/faturamento/u);
    expect(out).not.toMatch(/faturação|contactando|a minha/u);
  });
});

// Blind reading 16: "tensão arterial", "pesando-me" and "dedicando-lhe" in Brazilian answers.
describe('a Brazilian health or writing story gets Brazilian wording', () => {
  it('says "pressão arterial" and "me pesando"', () => {
    const out = draftGoals(
      'Sou enfermeira e faço plantão noturno num hospital em Campinas. Engordei 12 quilos e parei a academia. Minha pressão já deu 14 por 9 no último exame e a médica pediu para eu voltar em três meses.',
    );
    expect(out).toMatch(/pressão arterial/u);
    expect(out).not.toMatch(/tensão|pesando-me/u);
  });

  it('says "dedicando a isso", and a European answer keeps "dedicando-lhe"', () => {
    // A weekly rate of their own ("toda semana") is now kept as theirs (plan.json everyWeek): the Brazilian "você" marks the norm here.
    expect(draftGoals('Quero voltar a escrever no meu blog de receitas, nem que seja um post curto. Você acha que dá?')).toMatch(
      /dedicando a isso/u,
    );
    expect(inNorm('dedicando a isso pelo menos três sessões por semana, me pesando uma vez', 'pt-PT')).toBe(
      'dedicando-lhe pelo menos três sessões por semana, pesando-me uma vez',
    );
  });
});

// Blind reading 18's 10: "deixo tudo pra última hora … não pago INSS" was answered in European Portuguese
// ("o minha faturação", "telemóvel", "ecrã").
describe('"pra", "né" and the INSS are Brazilian', () => {
  it('answers a Brazilian freelancer in Brazilian Portuguese', () => {
    const out = draftGoals(
      'Sou designer freelancer há dois anos. Tem mês que eu faturo 9 mil, tem mês que faturo 2 mil. Eu deixo tudo pra última hora, passo a manhã no Instagram. Não tenho reserva nenhuma e também não pago INSS.',
      new Date(Date.UTC(2026, 10, 26)),
    );
    expect(out).toMatch(/^Meus objetivos SMART:/u);
    expect(out).toMatch(/contatando/u);
    expect(out).not.toMatch(/telemóvel|ecrã|o minha/u);
  });
});
