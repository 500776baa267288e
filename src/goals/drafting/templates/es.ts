/**
 * Spanish: "Voy a mejorar mi inglés en los próximos seis meses, tomando al menos dos clases por
 * semana y haciendo una prueba de nivel al final." "Ir a" + infinitive is the everyday first-person
 * future and fits any verb, so the user's infinitive phrase is used as written.
 */
import { TOPIC_MONTHS } from '../topics.js';
import { romanceSentence, type RomanceFrames } from './romance.js';
import type { MonthPhrases, Template } from './types.js';

const MONTHS: MonthPhrases = {
  2: 'en los próximos dos meses',
  3: 'en los próximos tres meses',
  4: 'en los próximos cuatro meses',
  6: 'en los próximos seis meses',
  12: 'en los próximos doce meses',
};

const FRAMES: RomanceFrames = {
  intend: 'voy a',
  obtain: 'voy a conseguir',
  reach: 'voy a alcanzar este objetivo',
  listColon: ': ',
  afterTimeBefore: ' ',
  pointInTime: [/^en (?=(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b)/iu, 'para '],
};

export const es: Template = {
  language: 'es',
  heading: 'Mis objetivos SMART:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: {
    career: {
      measure:
        'hablando el primer mes con tres personas que ya trabajen en el nuevo sector, pasando un día de prueba junto a una de ellas antes del segundo mes, inscribiéndome antes del tercer mes en el curso o la titulación que pide el sector y enviando mi primera candidatura antes del sexto mes',
    },
    sleep: { measure: 'acostándome antes de las 23:00 al menos cinco noches por semana y anotando mis horas de sueño' },
    procrastination: {
      measure:
        'planificando cada noche tres tareas para el día siguiente y empezando cada mañana por la más difícil con un bloque de concentración de 25 minutos',
    },
    hobby: { measure: 'practicando al menos tres veces por semana durante 30 minutos e incorporando una pieza o técnica nueva cada mes' },
    exam: {
      measure:
        'estudiando al menos cinco horas por semana, haciendo un examen de práctica completo cada dos semanas y reservando la fecha del examen con antelación',
    },
    writing: {
      measure: 'dedicándole al menos tres sesiones por semana y fijando un número de palabras para cada sesión',
      measured: 'dedicándole al menos tres sesiones por semana y revisando mi progreso cada mes en la mentoría',
    },
    reading: {
      measure: 'terminando al menos un libro al mes y anotando tres ideas clave de cada uno',
      measured: 'avanzando al menos 20 páginas al día y registrando cada libro que termine',
    },
    running: {
      measure: 'corriendo al menos tres veces por semana y registrando la distancia de cada carrera',
      measured: 'siguiendo un plan de entrenamiento con tres carreras por semana y registrando cada una',
    },
    language: {
      measure: 'tomando al menos dos clases por semana y haciendo una prueba de nivel al final',
      measured: 'tomando al menos dos clases por semana y practicando 20 minutos cada día',
    },
    salary: {
      measure: 'preparando mis argumentos con datos del mercado y tres resultados concretos y pidiendo una reunión con mi responsable',
    },
    promotion: { measure: 'acordando tres criterios claros con mi responsable y revisando juntos mi progreso cada mes' },
    job: {
      measure:
        'enviando al menos cinco candidaturas adaptadas al mes, buscando dos entrevistas al mes y haciendo una entrevista de práctica antes de cada una',
    },
    speaking: { measure: 'tomando la palabra o presentando al menos una vez por semana y pidiendo opiniones cada vez' },
    delegation: {
      measure: 'confiando al menos dos tareas recurrentes a mi equipo y revisando los resultados con él cada viernes',
    },
    feedback: {
      measure: 'dando comentarios concretos en cada reunión individual y preguntando una vez al mes si fueron útiles',
    },
    networking: {
      measure: 'asistiendo al menos a dos eventos de networking al mes y contactando después con tres personas nuevas',
    },
    skills: {
      measure: 'estudiando al menos cuatro horas por semana y completando un módulo o proyecto práctico cada dos semanas',
    },
    fitness: { measure: 'haciendo ejercicio al menos tres veces por semana durante 30 minutos y registrando cada sesión' },
    time: {
      measure: 'planificando cada lunes la semana con tres prioridades como máximo y comprobando cada viernes si he cumplido el plan',
    },
    money: {
      measure: 'apartando cada mes una cantidad fija de al menos el 10 % de mis ingresos y revisando mi presupuesto el día 1 de cada mes',
      measured: 'apartando una cantidad fija cada mes y revisando mi presupuesto el día 1 de cada mes',
    },
    leadership: {
      measure: 'asumiendo al menos dos nuevas tareas de liderazgo por trimestre y comentando los resultados en la mentoría',
    },
    confidence: {
      measure:
        'haciendo una vez por semana algo que me exija valor, como hablar al principio de una conversación en grupo o pedir algo que necesito, y anotando cada vez lo que salió bien',
    },
    building: { measure: 'dedicándole al menos cinco horas por semana y fijando un hito cada dos semanas' },
    wellbeing: {
      measure:
        'terminando mi jornada antes de las 18:00 al menos cuatro días por semana, dejando un día a la semana libre de trabajo y valorando mi energía del 1 al 10 cada viernes',
    },
    social: {
      measure:
        'uniéndome este mes a un club, un curso o un grupo de voluntariado y quedando con alguien fuera del trabajo al menos una vez por semana',
    },
    smoking: {
      measure:
        'fumando dos cigarrillos menos al día cada semana, fijando una fecha para dejarlo en las próximas cuatro semanas y contando mis días sin fumar',
    },
    internship: {
      measure:
        'enviando al menos diez solicitudes a empresas de mi sector en las próximas cuatro semanas, haciendo seguimiento de cada una a la semana y acordando una fecha de inicio',
    },
    direction: { measure: 'dedicándole después al menos 30 minutos a la semana durante cuatro semanas y apuntando cada paso' },
    driving: {
      measure:
        'tomando al menos dos clases prácticas por semana, haciendo 20 preguntas de test del teórico cada día y reservando el examen teórico para el segundo mes',
    },
    sidejob: {
      measure:
        'enviando al menos tres solicitudes por semana para trabajos de tarde o de fin de semana y acordando una fecha de inicio tras la primera oferta',
    },
    relocation: {
      measure:
        'informándome el primer mes sobre trabajo, vivienda y los papeles necesarios en el nuevo lugar, enviando al menos cinco candidaturas al mes a empresas del nuevo lugar y ahorrando un colchón para tres meses de gastos',
    },
    thesis: {
      measure:
        'escribiendo al menos cinco páginas por semana, terminando un capítulo cada cuatro semanas y enviando cada capítulo a mi tutor para recibir comentarios',
    },
    conflict: {
      measure:
        'eligiendo en las próximas dos semanas un roce que se repite, hablándolo a solas con la persona implicada, acordando dos cambios concretos y comprobando cada mes si se cumplen',
    },
    clients: {
      measure:
        'contactando al menos a cinco posibles clientes por semana, pidiendo una recomendación a cada cliente satisfecho y comparando cada mes mi facturación con un objetivo fijo',
      measured:
        'contactando al menos a cinco posibles clientes por semana y revisando al final de cada mes cuánto me falta para el objetivo',
    },
    gapyear: {
      measure:
        'elaborando un plan con tres cosas que quiero hacer, un presupuesto mensual y la fecha de vuelta a los estudios o al trabajo, y ahorrando una cantidad fija cada mes hasta empezar',
    },
    general: {
      measure:
        'anotando en la primera semana todos los pasos necesarios para este objetivo, completando al menos uno cada semana y revisando el último viernes de cada mes lo que he logrado',
    },
  },
  sentence: (parts) => romanceSentence(FRAMES, parts),
};
