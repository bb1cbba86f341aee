import type { IconName } from './components/icon';

export interface Feature {
  id: string;
  icon: IconName;
  title: string;
  body: string;
}

export interface Testimonial {
  name: string;
  city: string;
  /** Exam and year, with the role first for parents. */
  context: string;
  quote: string;
}

export interface Step {
  title: string;
  body: string;
}

export interface ExamFamily {
  name: string;
  body: string;
}

export interface Reason {
  title: string;
  body: string;
}

/** Approved marketing claim; keep the wording exactly as it is. */
export const IMPROVEMENT_CLAIM = '85% of users improve by 2 or more grades within 3 months';

export const NO_CARD_NOTE = 'No credit card required';

export const FEATURES: readonly Feature[] = [
  {
    id: 'ai-practice',
    icon: 'target',
    title: 'AI-personalised practice',
    body: 'Your results show the topics you keep missing, and your practice is tuned to close those gaps first.',
  },
  {
    id: 'timed',
    icon: 'timer',
    title: 'Timed real-exam simulation',
    body: 'Every quiz runs against the clock in the exam’s own format, so the pace of the real paper feels familiar.',
  },
  {
    id: 'feedback',
    icon: 'chart',
    title: 'Instant feedback and analytics',
    body: 'See the right answer and an explanation as soon as you finish, plus a topic-by-topic breakdown.',
  },
  {
    id: 'competitions',
    icon: 'trophy',
    title: 'Competitions with prizes and leaderboards',
    body: 'Join timed, ranked competitions with prize pools and see where you stand against other students.',
  },
  {
    id: 'badges',
    icon: 'medal',
    title: 'Badges and achievements',
    body: 'Earn badges for milestones and keep your daily streak going. Small wins add up.',
  },
  {
    id: 'safe',
    icon: 'shield',
    title: 'Child-safe, ad-free environment',
    body: 'No adverts, no pop-ups and no chatting with strangers. Parents can hand over the phone with peace of mind.',
  },
];

const HOME_FEATURE_IDS = ['ai-practice', 'timed', 'feedback', 'competitions'];

export const HOME_FEATURES = FEATURES.filter((f) => HOME_FEATURE_IDS.includes(f.id));

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Chiamaka',
    city: 'Enugu',
    context: 'JAMB UTME 2026',
    quote:
      'I always ran out of time in Use of English. One timed level every evening taught me to pace myself, and now I finish my mocks with a few minutes to spare.',
  },
  {
    name: 'Kwame',
    city: 'Kumasi',
    context: 'WAEC SSCE 2025',
    quote:
      'The topic breakdown showed I kept missing the same Physics questions on waves. I spent two weeks on that topic and my scores stopped dipping.',
  },
  {
    name: 'Funke',
    city: 'Ibadan',
    context: 'Parent, JAMB UTME 2026',
    quote:
      'There are no adverts, so I am happy for my son to practise on my phone. I like that he now practises most days without me reminding him.',
  },
  {
    name: 'Aisha',
    city: 'Kano',
    context: 'NECO SSCE 2025',
    quote:
      'Reading the explanation after every wrong answer helped me more than just doing more questions. Chemistry calculations finally make sense.',
  },
];

export const HOME_TESTIMONIALS = TESTIMONIALS.slice(0, 3);

export const REASONS: readonly Reason[] = [
  {
    title: 'Built for the exams you are sitting',
    body: 'Practice is organised by exam and subject and follows each exam’s syllabus, so your time goes on what will be tested.',
  },
  {
    title: 'Short sessions that fit your day',
    body: 'An average session takes 15–20 minutes: enough to make progress after school without a long study block.',
  },
  {
    title: 'Progress you can see',
    body: `${IMPROVEMENT_CLAIM}. Your results show which topics are getting stronger and which still need work.`,
  },
  {
    title: 'Trusted by parents',
    body: 'A child-safe, ad-free space with no distractions, so parents and schools can recommend it with confidence.',
  },
];

export const AVAILABLE_EXAMS: readonly ExamFamily[] = [
  {
    name: 'JAMB UTME',
    body: 'The entrance exam for Nigerian universities, polytechnics and colleges of education.',
  },
  {
    name: 'WAEC SSCE',
    body: 'The West African Senior School Certificate Examination, taken across the sub-region.',
  },
  {
    name: 'NECO SSCE',
    body: 'The National Examinations Council’s senior school certificate exam in Nigeria.',
  },
];

export const COMING_SOON_EXAMS: readonly string[] = [
  'NABTEB',
  'Post-UTME',
  'IGCSE',
  'TOEFL',
  'IELTS',
  'GRE',
  'GMAT',
  'SAT',
  'Professional and recruitment tests',
];

export const STEPS: readonly Step[] = [
  {
    title: 'Pick your exam',
    body: 'Choose JAMB UTME, WAEC SSCE or NECO SSCE.',
  },
  {
    title: 'Choose a subject',
    body: 'Start with the subject you find hardest, or the one you sit first.',
  },
  {
    title: 'Pick a level from 1 to 50',
    body: 'Each subject has up to 50 levels. Finish a level to unlock the next one.',
  },
  {
    title: 'Take a timed quiz and review',
    body: 'Beat the clock, then go through every question with explanations, topic analysis and study tips.',
  },
];

export const QUESTIONS_NOTE =
  'PrepArena’s practice questions are AI-generated to match each exam’s syllabus and style. They are not real past exam questions, so use them to build speed and understanding alongside your official past papers.';
