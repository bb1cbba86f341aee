import { scorePercent } from './scoring';

export type TopicLabel = 'Strong' | 'Good' | 'Needs Work';

/** Topic labels: Strong 80+, Good 60+, Needs Work below 60. */
export function topicLabel(percentage: number): TopicLabel {
  if (percentage >= 80) return 'Strong';
  if (percentage >= 60) return 'Good';
  return 'Needs Work';
}

export type TopicSummary<Q> = {
  topic: string;
  totalQuestions: number;
  correctAnswers: number;
  percentage: number;
  label: TopicLabel;
  questions: Q[];
};

export const PRIORITY_THRESHOLD = 70;
export const MAX_PRIORITY_TOPICS = 3;
export const STRONG_THRESHOLD = 80;

/**
 * Groups answered questions by topic (spec §2 Analysis, §9): percentages rounded, sorted by
 * ascending percentage (weakest first; ties by name), with priority topics (< 70 %, at most 3)
 * and strong topics (≥ 80 %).
 */
export function analyseTopics<Q extends { topic: string; correct: boolean }>(
  questions: readonly Q[],
) {
  const groups = new Map<string, Q[]>();
  for (const q of questions) groups.set(q.topic, [...(groups.get(q.topic) ?? []), q]);
  const topics: TopicSummary<Q>[] = [...groups].map(([topic, qs]) => {
    const correctAnswers = qs.filter((q) => q.correct).length;
    const percentage = scorePercent(correctAnswers, qs.length);
    return {
      topic,
      totalQuestions: qs.length,
      correctAnswers,
      percentage,
      label: topicLabel(percentage),
      questions: qs,
    };
  });
  topics.sort((a, b) => a.percentage - b.percentage || a.topic.localeCompare(b.topic));
  return {
    topics,
    priority: topics.filter((t) => t.percentage < PRIORITY_THRESHOLD).slice(0, MAX_PRIORITY_TOPICS),
    strong: topics.filter((t) => t.percentage >= STRONG_THRESHOLD),
  };
}

const KEYWORDS: Record<string, [string, RegExp][]> = {
  mathematics: [
    [
      'Algebra',
      /\b(equation|solve|variable|expression|factori[sz]e|simplify|polynomial|quadratic|x\s*=)/i,
    ],
    ['Geometry', /\b(angle|triangle|circle|polygon|area|perimeter|radius|diameter|parallel)/i],
    ['Trigonometry', /\b(sin|cos|tan|trigonometr)/i],
    ['Statistics', /\b(mean|median|mode|average|frequency|variance|deviation)/i],
    ['Probability', /\b(probability|chance|likely|dice|coin)/i],
  ],
  physics: [
    ['Mechanics', /\b(force|velocity|acceleration|momentum|mass|motion|newton|friction)/i],
    ['Electricity', /\b(current|voltage|resistance|circuit|ohm|charge|capacitor)/i],
    ['Waves', /\b(wave|frequency|wavelength|sound|light|reflection|refraction)/i],
    ['Heat', /\b(heat|temperature|thermal|expansion|specific heat)/i],
  ],
  chemistry: [
    ['Atomic Structure', /\b(atom|electron|proton|neutron|isotope|orbital)/i],
    ['Chemical Bonding', /\b(bond|ionic|covalent|valency)/i],
    ['Acids and Bases', /\b(acid|base|alkali|ph\b|neutrali[sz])/i],
    ['Organic Chemistry', /\b(alkane|alkene|alcohol|hydrocarbon|organic|ester)/i],
  ],
  biology: [
    ['Genetics', /\b(gene|allele|chromosome|dna|heredity|dominant|recessive)/i],
    ['Cell Biology', /\b(cell|nucleus|mitochondri|membrane|organelle)/i],
    ['Ecology', /\b(ecosystem|habitat|food chain|population|community)/i],
    ['Human Physiology', /\b(blood|heart|digest|respiration|kidney|nervous)/i],
  ],
};

/** A topic guessed from the question text when a question has no topic (spec §9), else General. */
export function guessTopic(subject: string, questionText: string): string {
  for (const [topic, re] of KEYWORDS[subject] ?? []) if (re.test(questionText)) return topic;
  return 'General';
}
