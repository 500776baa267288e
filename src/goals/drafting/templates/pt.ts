/**
 * Portuguese: "Vou aprender inglês nos próximos seis meses, tendo pelo menos duas aulas por semana e
 * fazendo um teste de nível no final." "Ir" + infinitive is the everyday first-person future and
 * fits any verb; each measure is a gerund clause, which has no gender.
 */
import { TOPIC_MONTHS } from '../topics.js';
import { romanceSentence, type RomanceFrames } from './romance.js';
import type { MonthPhrases, Template } from './types.js';

const MONTHS: MonthPhrases = {
  2: 'nos próximos dois meses',
  3: 'nos próximos três meses',
  4: 'nos próximos quatro meses',
  6: 'nos próximos seis meses',
  12: 'nos próximos doze meses',
};

const FRAMES: RomanceFrames = {
  intend: 'vou',
  obtain: 'vou conseguir',
  reach: 'vou alcançar este objetivo',
  listColon: ': ',
  afterTimeBefore: ' ',
  pointInTime: [/^em (?=(?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b)/iu, 'até '],
};

export const pt: Template = {
  language: 'pt',
  heading: 'Os meus objetivos SMART:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: {
    exam: {
      measure:
        'estudando pelo menos cinco horas por semana, fazendo um simulado completo a cada duas semanas e marcando a data do exame com antecedência',
    },
    career: {
      measure:
        'conversando no primeiro mês com três pessoas que já trabalham na nova área, passando um dia experimental junto de uma delas até ao segundo mês, inscrevendo-me até ao terceiro mês no curso ou na formação que a área exige e enviando a minha primeira candidatura até ao sexto mês',
    },
    writing: {
      measure: 'dedicando-lhe pelo menos três sessões por semana e definindo um número de palavras para cada sessão',
      measured: 'dedicando-lhe pelo menos três sessões por semana e revendo o meu progresso todo mês com o meu mentor',
    },
    reading: {
      measure: 'terminando pelo menos um livro por mês e anotando três ideias principais de cada um',
      measured: 'avançando pelo menos 20 páginas por dia e registrando cada livro que terminar',
    },
    running: {
      measure: 'correndo pelo menos três vezes por semana e registrando a distância de cada corrida',
      measured: 'seguindo um plano de treino para essa distância com três corridas por semana e registrando cada uma',
    },
    language: {
      measure: 'tendo pelo menos duas aulas por semana e fazendo um teste de nível no final',
      measured: 'tendo pelo menos duas aulas por semana e praticando 20 minutos todos os dias',
    },
    salary: {
      measure: 'preparando os meus argumentos com dados de mercado e três resultados concretos e pedindo uma conversa com o meu gestor',
    },
    promotion: { measure: 'combinando três critérios claros com o meu gestor e revendo juntos o meu progresso todo mês' },
    job: {
      measure:
        'enviando pelo menos cinco candidaturas personalizadas por mês, buscando duas entrevistas por mês e fazendo uma simulação antes de cada uma',
    },
    speaking: { measure: 'tomando a palavra em reuniões ou apresentando pelo menos uma vez por semana e pedindo feedback todas as vezes' },
    delegation: {
      measure: 'confiando pelo menos duas tarefas recorrentes à minha equipe e revendo os resultados com ela toda sexta-feira',
    },
    feedback: { measure: 'dando um feedback concreto em cada reunião individual e perguntando uma vez por mês se foi útil' },
    networking: {
      measure: 'participando de pelo menos dois eventos de networking por mês e contactando três pessoas novas depois de cada um',
    },
    skills: { measure: 'estudando pelo menos quatro horas por semana e concluindo um módulo ou projeto prático a cada duas semanas' },
    hobby: { measure: 'praticando pelo menos três vezes por semana durante 30 minutos e incorporando uma peça ou técnica nova todo mês' },
    sleep: { measure: 'indo para a cama até as 23h em pelo menos cinco noites por semana e registrando as minhas horas de sono' },
    fitness: { measure: 'fazendo exercício pelo menos três vezes por semana durante 30 minutos e registrando cada sessão' },
    procrastination: {
      measure:
        'planejando todas as noites três tarefas para o dia seguinte e começando todas as manhãs pela mais difícil com um bloco de foco de 25 minutos',
    },
    time: {
      measure: 'planejando toda segunda-feira a semana com no máximo três prioridades e verificando toda sexta-feira se cumpri o plano',
    },
    money: {
      measure: 'guardando todo mês um valor fixo de pelo menos 10% da minha renda e revendo o meu orçamento no dia 1 de cada mês',
      measured: 'guardando um valor fixo todo mês e revendo o meu orçamento no dia 1 de cada mês',
    },
    leadership: {
      measure: 'assumindo pelo menos duas novas tarefas de liderança por trimestre e discutindo os resultados com o meu mentor',
    },
    confidence: {
      measure:
        'fazendo toda semana uma coisa que exija coragem, como falar logo no início de uma conversa em grupo ou pedir algo de que preciso, e anotando cada vez o que correu bem',
    },
    building: { measure: 'dedicando-lhe pelo menos cinco horas por semana e definindo uma etapa a cada duas semanas' },
    wellbeing: {
      measure:
        'terminando o meu dia de trabalho até às 18:00 pelo menos quatro dias por semana, reservando um dia por semana sem trabalho e avaliando a minha energia de 1 a 10 todas as sextas-feiras',
    },
    social: {
      measure:
        'juntando-me este mês a um clube, curso ou grupo de voluntariado e encontrando alguém fora do trabalho pelo menos uma vez por semana',
    },
    smoking: {
      measure:
        'fumando dois cigarros a menos por dia a cada semana, marcando uma data para parar nas próximas quatro semanas e contando os meus dias sem fumar',
    },
    internship: {
      measure:
        'enviando pelo menos dez candidaturas a empresas da minha área nas próximas quatro semanas, dando seguimento a cada uma após uma semana e combinando uma data de início',
    },
    direction: { measure: 'dedicando-lhe depois pelo menos 30 minutos por semana durante quatro semanas e registrando cada passo' },
    driving: {
      measure:
        'tendo pelo menos duas aulas de condução por semana, fazendo 20 perguntas da prova teórica todos os dias e marcando a prova teórica para o segundo mês',
    },
    sidejob: {
      measure:
        'enviando pelo menos três candidaturas por semana para trabalhos à noite ou no fim de semana e combinando uma data de início após a primeira oferta',
    },
    relocation: {
      measure:
        'informando-me no primeiro mês sobre trabalho, alojamento e documentos necessários no novo lugar, enviando pelo menos cinco candidaturas por mês a empresas do novo lugar e juntando uma reserva para três meses de despesas',
    },
    thesis: {
      measure:
        'escrevendo pelo menos cinco páginas por semana, terminando um capítulo a cada quatro semanas e enviando cada capítulo ao meu orientador para comentários',
    },
    conflict: {
      measure:
        'escolhendo nas próximas duas semanas um atrito que se repete, conversando sobre ele a sós com a pessoa envolvida, combinando duas mudanças concretas e verificando todos os meses se são cumpridas',
    },
    clients: {
      measure:
        'contactando pelo menos cinco potenciais clientes por semana, pedindo uma recomendação a cada cliente satisfeito e comparando todos os meses o meu faturamento com uma meta definida',
      measured: 'contactando pelo menos cinco potenciais clientes por semana e verificando no fim de cada mês quanto falta para a meta',
    },
    gapyear: {
      measure:
        'elaborando um plano com três coisas que quero fazer, um orçamento mensal e a data de regresso aos estudos ou ao trabalho, e poupando um valor fixo todos os meses até começar',
    },
    general: {
      measure:
        'anotando na primeira semana todos os passos necessários para este objetivo, concluindo pelo menos um por semana e verificando na última sexta-feira de cada mês o que alcancei',
    },
  },
  sentence: (parts) => romanceSentence(FRAMES, parts),
};
