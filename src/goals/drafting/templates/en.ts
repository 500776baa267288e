/**
 * English: "I will <the user's verb phrase> <time frame>, <measure as a gerund clause>." The
 * English reader has already rewritten the statement into a verb phrase; languages the drafter does
 * not write are quoted inside the same frame.
 */
import { readFileSync } from 'node:fs';
import { TOPIC_IDS, type TopicId } from '../topics.js';
import type { Template } from './types.js';

/**
 * Words of a language the drafter does not write are not translated; the goal restates what they are
 * about (their topic) and quotes them, so that the sentence says something in English on its own.
 */
const RESTATED = JSON.parse(readFileSync(new URL('./en-restated.json', import.meta.url), 'utf8')) as Record<TopicId, string>;
const unrestated = TOPIC_IDS.filter((t) => typeof RESTATED[t] !== 'string');
if (unrestated.length) throw new Error(`en-restated.json: no words for ${unrestated.join(', ')}`);

export const en: Template = {
  language: 'en',
  heading: 'My SMART goals:',
  timeFrame: (topic) =>
    ({
      driving: 'within the next six months',
      sidejob: 'within the next three months',
      relocation: 'within the next twelve months',
      exam: 'within the next four months',
      thesis: 'within the next four months',
      gapyear: 'within the next three months',
      clients: 'over the next six months',
      conflict: 'over the next three months',
      career: 'over the next twelve months',
      hobby: 'over the next three months',
      sleep: 'over the next two months',
      procrastination: 'over the next two months',
      writing: 'within the next four months',
      reading: 'over the next twelve months',
      running: 'within the next six months',
      language: 'within the next six months',
      salary: 'within the next three months',
      promotion: 'within the next twelve months',
      job: 'within the next six months',
      speaking: 'over the next three months',
      delegation: 'over the next three months',
      feedback: 'over the next three months',
      networking: 'over the next three months',
      skills: 'within the next three months',
      fitness: 'over the next three months',
      time: 'over the next two months',
      money: 'within the next twelve months',
      leadership: 'over the next six months',
      confidence: 'over the next three months',
      building: 'within the next four months',
      wellbeing: 'over the next two months',
      social: 'over the next three months',
      smoking: 'over the next three months',
      internship: 'within the next three months',
      direction: 'over the next two months',
      general: 'within the next three months',
    })[topic],
  measures: {
    career: {
      measure:
        'talking to three people who already work in the new field within the first month, spending a trial day alongside one of them by the second month, signing up for the course or qualification the field asks for by the third month and sending my first application by the sixth month',
    },
    sleep: { measure: 'going to bed by 23:00 on at least five nights a week and logging my hours of sleep' },
    procrastination: {
      measure:
        'planning the next day every evening with no more than three tasks and starting the hardest one each morning with a 25-minute focus block',
    },
    hobby: { measure: 'practising at least three times a week for 30 minutes and taking on one new piece or technique every month' },
    exam: {
      measure: 'studying at least five hours a week, taking a full practice exam every two weeks and booking the exam date in advance',
    },
    writing: {
      measure: 'working on it at least three times a week and setting a word count for every session',
      measured: 'working on it at least three times a week and reviewing my progress with my mentor every month',
    },
    reading: {
      measure: 'finishing at least one book a month and noting three takeaways from each',
      measured: 'getting through at least 20 pages a day and logging every book I finish',
    },
    running: {
      measure: 'running at least three times a week and logging the distance of every run',
      measured: 'following a training plan towards that distance with three runs a week and logging every run',
    },
    language: {
      measure: 'taking at least two lessons a week and passing a level test at the end',
      measured: 'taking at least two lessons a week and practising for 20 minutes every day',
    },
    salary: {
      measure: 'preparing my case with market data and three concrete results and scheduling the conversation with my manager',
    },
    promotion: { measure: 'agreeing three clear criteria with my manager and reviewing my progress with them every month' },
    job: {
      measure:
        'sending at least five tailored applications a month, aiming for two interviews a month and doing a mock interview before each one',
    },
    speaking: { measure: 'taking the floor or presenting at least once a week and asking for feedback each time' },
    delegation: {
      measure: 'handing over at least two recurring tasks to my team and reviewing the results with them every Friday',
    },
    feedback: {
      measure: 'giving specific feedback in every one-to-one meeting and asking once a month how useful it was',
    },
    networking: {
      measure: 'attending at least two industry events a month and following up with three new contacts after each',
    },
    skills: {
      measure: 'studying at least four hours a week and completing one module or practice project every two weeks',
    },
    fitness: { measure: 'exercising at least three times a week for 30 minutes and recording every session' },
    time: {
      measure: 'planning each week on Monday around at most three priorities and checking every Friday how well I kept to the plan',
    },
    money: {
      measure: 'setting aside a fixed amount every month, at least 10% of my income, and reviewing my budget on the 1st of each month',
      measured: 'setting aside a fixed amount every month and reviewing my budget on the 1st of each month',
    },
    leadership: {
      measure: 'taking on at least one new leadership task a month and discussing the results with my mentor',
    },
    confidence: {
      measure:
        'doing one thing every week that takes courage, such as speaking first in a group or asking for something I need, and writing down what went well each time',
    },
    building: { measure: 'working on it at least five hours a week and setting a milestone for every second week' },
    wellbeing: {
      measure:
        'ending my working day by 18:00 on at least four days a week, keeping one day a week free of work and rating my energy from 1 to 10 every Friday',
    },
    social: { measure: 'joining one club, class or volunteer group this month and meeting someone outside work at least once a week' },
    smoking: {
      measure:
        'cutting down by two cigarettes a day every week, setting a quit date within the next four weeks and counting my smoke-free days',
    },
    internship: {
      measure:
        'sending at least ten applications to companies in my field within the next four weeks, following up on each after a week and agreeing a start date',
    },
    direction: { measure: 'then spend at least 30 minutes a week on it for the next four weeks and note every step I take' },
    driving: {
      measure:
        'taking at least two driving lessons a week, doing 20 practice theory questions every day and booking the theory test for the second month',
    },
    sidejob: {
      measure:
        'sending at least three applications for evening or weekend work every week and agreeing a start date as soon as I get an offer',
    },
    relocation: {
      measure:
        'finding out about work, housing and any papers I need there in the first month, sending at least five applications to employers in the new place every month and saving a reserve for three months of living costs',
    },
    thesis: {
      measure:
        'writing at least five pages a week, finishing one chapter every four weeks and sending each chapter to my supervisor for comments',
    },
    conflict: {
      measure:
        'picking within two weeks one recurring point of friction, raising it one-to-one with the person involved, agreeing two concrete changes and checking every month whether they hold',
    },
    clients: {
      measure:
        'contacting at least five potential clients a week, asking every satisfied client for a referral and comparing my monthly revenue with a set target',
      measured: 'contacting at least five potential clients a week and checking at the end of every month how close I am to the goal',
    },
    gapyear: {
      measure:
        'drawing up a plan with three things I want to do, a monthly budget and the date I return to study or work, and setting aside a fixed amount every month until it starts',
    },
    general: {
      measure:
        'writing down in the first week every step it takes, finishing at least one of them every week and checking on the last Friday of each month how far I have come',
    },
  },
  sentence({ clause, time, userTime, timeBefore, measure, topic }) {
    switch (clause.form) {
      case 'english': {
        const when =
          timeBefore !== undefined
            ? ` ${timeBefore.replace(/^(?:In|By|Within|Over|Until|Before|During|For) /u, (w) => w.toLowerCase())}`
            : userTime
              ? ''
              : ` ${time}`;
        return `I will ${clause.core}${when}, ${measure}.`;
      }
      case 'quote':
        // The user's words stay as written (we cannot translate them), after what they are about.
        return `I will work towards ${RESTATED[topic ?? 'general']}${clause.phrase ? ` ("${clause.phrase}")` : ''} ${time}, ${measure}.`;
      default:
        return `I will work towards my goal "${clause.phrase}" ${time}, ${measure}.`;
    }
  },
};
