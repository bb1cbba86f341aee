/** Quiz and competition scoring (student-area §5, §9). Scores are whole percents 0–100. */

export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct / total) * 100);
}

export type Rating = 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Needs Improvement' | 'Poor';

/** Quiz rating bands: 90+ Excellent, 80+ Very Good, 70+ Good, 60+ Fair, 50+ Needs Improvement, else Poor. */
export function ratingBand(score: number): Rating {
  if (score >= 90) return 'Excellent';
  if (score >= 80) return 'Very Good';
  if (score >= 70) return 'Good';
  if (score >= 60) return 'Fair';
  if (score >= 50) return 'Needs Improvement';
  return 'Poor';
}

export type ScoreColour = 'green' | 'yellow' | 'red';

/** Score colour: green at 80+, yellow at 60+, otherwise red. */
export function scoreColour(score: number): ScoreColour {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

export type CompetitionLabel = 'Excellent' | 'Very Good' | 'Good' | 'Average' | 'Needs Improvement';

/** Competition performance labels: 90+ Excellent, 80+ Very Good, 70+ Good, 60+ Average, else Needs Improvement. */
export function competitionLabel(score: number): CompetitionLabel {
  if (score >= 90) return 'Excellent';
  if (score >= 80) return 'Very Good';
  if (score >= 70) return 'Good';
  if (score >= 60) return 'Average';
  return 'Needs Improvement';
}

/** Average seconds per question, rounded (results overview). */
export function secondsPerQuestion(timeTakenSeconds: number, questions: number): number {
  return questions > 0 ? Math.round(timeTakenSeconds / questions) : 0;
}
