import { isLive, type FeatureFlagId } from '../../config/features';
import type { IconName } from './components/icon';

export interface Feature {
  id: string;
  /** The feature flag (config/features.ts) this claim depends on: shown only while it is live. */
  flag: FeatureFlagId;
  icon: IconName;
  title: string;
  body: string;
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

export const NO_CARD_NOTE = 'No credit card required';

/**
 * Every feature the public pages may advertise, in the order we would show them. Each names its
 * flag; only live ones are rendered, so a claim appears the day its feature ships and not before.
 */
export const ALL_FEATURES: readonly Feature[] = [
  {
    id: 'ai-practice',
    flag: 'personalisedPractice',
    icon: 'target',
    title: 'AI-personalised practice',
    body: 'Your results show the topics you keep missing, and your practice is tuned to close those gaps first.',
  },
  {
    id: 'timed',
    flag: 'practice',
    icon: 'timer',
    title: 'Timed real-exam simulation',
    body: 'Every quiz runs against the clock at the pace of the real paper — 40 seconds a question for JAMB, each WAEC and NECO paper’s own time — so exam day feels familiar.',
  },
  {
    id: 'feedback',
    flag: 'results',
    icon: 'chart',
    title: 'Instant feedback and topic analysis',
    body: 'See the right answer and an explanation as soon as you finish, plus a topic-by-topic breakdown.',
  },
  {
    id: 'competitions',
    flag: 'competitions',
    icon: 'trophy',
    title: 'Competitions with prizes and leaderboards',
    body: 'Join timed, ranked competitions with prize pools and see where you stand against other students.',
  },
  {
    id: 'badges',
    flag: 'achievements',
    icon: 'medal',
    title: 'Badges and achievements',
    body: 'Earn badges for milestones as you practise. Small wins add up.',
  },
  {
    id: 'streak',
    flag: 'streak',
    icon: 'check',
    title: 'A daily streak',
    body: 'Finish a quiz each day to grow your streak. It sits at the top of every screen as a nudge to come back.',
  },
  {
    id: 'safe',
    flag: 'adFree',
    icon: 'shield',
    title: 'Child-safe, ad-free environment',
    body: 'No adverts, no pop-ups and no chatting with strangers. Parents can hand over the phone with peace of mind.',
  },
];

/** The features that exist today (learn-more shows them all). */
export const FEATURES = ALL_FEATURES.filter((f) => isLive(f.flag));

/** The landing shows the first four live features. */
export const HOME_FEATURES = FEATURES.slice(0, 4);

export const REASONS: readonly Reason[] = [
  {
    title: 'Built for the exams you are sitting',
    body: 'Practice is organised by exam and subject and follows each exam’s syllabus, so your time goes on what will be tested.',
  },
  {
    title: 'Short sessions that fit your day',
    body: 'Each level is one short timed quiz: enough to make progress after school without a long study block.',
  },
  {
    title: 'Progress you can see',
    body: 'Your results show which topics are getting stronger and which still need work.',
  },
  {
    title: 'Made with parents in mind',
    body: 'A child-safe, ad-free space with no distractions, so a parent can hand over the phone without worry.',
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
    title: 'Pick a level',
    body: 'Each subject is a ladder of levels, each with enough questions that a retake is mostly new. Finish a level to unlock the next one.',
  },
  {
    title: 'Take a timed quiz and review',
    body: 'Beat the clock, then go through every question with explanations, topic analysis and study tips.',
  },
];

export const QUESTIONS_NOTE =
  'PrepArena’s practice questions are AI-generated to match each exam’s syllabus and style. They are not real past exam questions, so use them to build speed and understanding alongside your official past papers.';
