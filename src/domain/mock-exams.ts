/**
 * Exam mocks (issue 23, ADR 0041): the JAMB UTME paper (Use of English and three more subjects
 * under one timer) and the WAEC and NECO objective papers (one subject each). Which papers exist,
 * which combinations are valid, how a subject's section is drawn from the bank and how it is
 * scored. Every figure here is cited in the ADR.
 */
import { subjectDisplayName, toSubjectCode, type SubjectCode } from './catalogue';
import { scorePercent } from './scoring';

/** One timer for the whole UTME paper (JAMB, 2017: "the maximum time ... is two hours"). */
export const UTME_MINUTES = 120;
/** Use of English, compulsory for every UTME candidate, always the first section. */
export const UTME_COMPULSORY = 'english';
/** The subjects a UTME candidate chooses besides Use of English. */
export const UTME_CHOSEN = 3;
/** Each subject is scored out of 100; a UTME total out of 400. */
export const MOCK_SCORE_MAX = 100;

export type MockExam = 'jamb' | 'waec' | 'neco';
export const MOCK_EXAMS: readonly MockExam[] = ['jamb', 'waec', 'neco'];

/** A subject's paper as the blueprint says: question count, minutes, topic weights (null = equal over the syllabus topics). */
export type MockBlueprint = {
  examType: MockExam;
  subject: string;
  questionCount: number;
  minutes: number;
  topicWeights: Record<string, number> | null;
};

const papers = (examType: MockExam, rows: [SubjectCode, number, number][]): MockBlueprint[] =>
  rows.map(([subject, questionCount, minutes]) => ({
    examType,
    subject,
    questionCount,
    minutes,
    topicWeights: null,
  }));

/**
 * Seeded defaults. JAMB: English 60 questions, every other subject 40 (180 in all); the minutes
 * per UTME subject (45 + 3 × 25 = 120) are only our pacing hint, JAMB has one timer. WAEC: the
 * objective paper (Paper 1) of each subject's scheme of examination. NECO: only the subjects
 * whose objective paper (Paper III) has a citable count and time.
 */
export const DEFAULT_MOCK_BLUEPRINTS: readonly MockBlueprint[] = [
  ...papers('jamb', [
    ['english', 60, 45],
    ['mathematics', 40, 25],
    ['physics', 40, 25],
    ['chemistry', 40, 25],
    ['biology', 40, 25],
    ['economics', 40, 25],
    ['government', 40, 25],
    ['literature', 40, 25],
  ]),
  ...papers('waec', [
    ['english', 80, 60],
    ['mathematics', 50, 90],
    ['physics', 50, 75],
    ['chemistry', 50, 60],
    ['biology', 50, 50],
    ['economics', 50, 60],
    ['government', 50, 60],
    ['literature', 50, 60],
  ]),
  ...papers('neco', [
    ['english', 80, 50],
    ['physics', 60, 75],
    ['biology', 60, 60],
  ]),
];

type Combination = { ok: true; subjects: string[] } | { ok: false; message: string };
const refuse = (message: string): Combination => ({ ok: false, message });

/** Validates a chosen paper: jamb = english + exactly 3 distinct other subjects (order kept, english first, 4 in all); waec/neco = exactly 1 subject. `offered` = subjects that have a blueprint for that exam. */
export function checkCombination(
  exam: MockExam,
  subjects: readonly string[],
  offered: ReadonlySet<string>,
): Combination {
  const codes = subjects.map((s) => toSubjectCode(s) ?? s.trim().toLowerCase());
  if (codes.some((c) => !c)) return refuse('Choose a subject.');
  if (new Set(codes).size !== codes.length) return refuse('Pick each subject once.');
  let paper: string[];
  if (exam === 'jamb') {
    if (!codes.includes(UTME_COMPULSORY))
      return refuse('Use of English is compulsory in the UTME.');
    const chosen = codes.filter((c) => c !== UTME_COMPULSORY);
    if (chosen.length !== UTME_CHOSEN)
      return refuse('Choose three subjects besides Use of English.');
    paper = [UTME_COMPULSORY, ...chosen];
  } else if (exam === 'waec' || exam === 'neco') {
    if (codes.length !== 1) return refuse('Choose one subject.');
    paper = codes;
  } else return refuse('Choose JAMB, WAEC or NECO.');
  const missing = paper.find((c) => !offered.has(c));
  if (missing !== undefined)
    return refuse(`${mockSubjectName(exam, missing)} has no mock paper yet.`);
  return { ok: true, subjects: paper };
}

/** A subject's name on a mock paper: JAMB calls its English paper "Use of English". */
export function mockSubjectName(exam: MockExam, subject: string): string {
  return exam === 'jamb' && subject === UTME_COMPULSORY
    ? 'Use of English'
    : subjectDisplayName(subject);
}

/** Minutes of the whole paper: jamb → UTME_MINUTES; waec/neco → the one subject's blueprint minutes. */
export function paperMinutes(exam: MockExam, blueprints: readonly MockBlueprint[]): number {
  if (exam === 'jamb') return UTME_MINUTES;
  const own = blueprints.filter((b) => b.examType === exam);
  if (own.length !== 1) throw new RangeError(`a ${exam} paper has exactly one subject`);
  return own[0]!.minutes;
}

/** round(correct / total * 100), 0 when total is 0. */
export function sectionScore(correct: number, total: number): number {
  return scorePercent(correct, total);
}

export type MockCandidate = { id: string; topic: string; level: number; passageId: string | null };

/** A passage's questions (taken or left together) or one question on its own. */
type Unit = {
  ids: string[];
  topic: string;
  level: number;
  avoided: boolean;
  passage: boolean;
  key: number;
  taken: boolean;
};

const fold = (topic: string) => topic.trim().toLowerCase();

/** Candidates as units: duplicates dropped; a passage group's topic is its members' most common. */
function unitsOf(
  candidates: readonly MockCandidate[],
  avoid: ReadonlySet<string>,
  random: () => number,
) {
  const seen = new Set<string>();
  const groups = new Map<string, MockCandidate[]>();
  const order: MockCandidate[][] = [];
  for (const c of candidates) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    const group = c.passageId === null ? undefined : groups.get(c.passageId);
    if (group) group.push(c);
    else {
      const fresh = [c];
      if (c.passageId !== null) groups.set(c.passageId, fresh);
      order.push(fresh);
    }
  }
  return order.map((members): Unit => {
    let topic = fold(members[0]!.topic);
    if (members.length > 1) {
      const tally = new Map<string, number>();
      for (const m of members) tally.set(fold(m.topic), (tally.get(fold(m.topic)) ?? 0) + 1);
      topic = [...tally].reduce((best, t) => (t[1] > best[1] ? t : best))[0];
    }
    return {
      ids: members.map((m) => m.id),
      topic,
      level: members.reduce((max, m) => Math.max(max, m.level), -Infinity),
      avoided: members.some((m) => avoid.has(m.id)),
      passage: members[0]!.passageId !== null,
      key: random(),
      taken: false,
    };
  });
}

/** Largest remainder: `n` seats over the topics by weight; ties go to the larger weight, then by `tie`. */
function apportion(n: number, topics: [string, number][], tie: Map<string, number>) {
  const sum = topics.reduce((s, [, w]) => s + w, 0);
  const rows = topics.map(([topic, w]) => {
    const exact = (n * w) / sum;
    return { topic, w, exact, seats: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = n - rows.reduce((s, r) => s + r.seats, 0);
  const byRest = [...rows].sort(
    (a, b) => b.rest - a.rest || b.w - a.w || tie.get(a.topic)! - tie.get(b.topic)!,
  );
  for (const r of byRest) if (left-- > 0) r.seats++;
  return rows;
}

/**
 * Draws one subject's section: `count` questions spread over topics in proportion to `weights`
 * (largest remainder; topics with no weight get none unless needed to fill), highest levels first
 * within a topic, questions in `avoid` (the student's last mocks) only when nothing else fills,
 * a passage's questions kept together and counted together, random tie-break from `random`.
 *
 * Preference, in order: unavoided questions of weighted topics; unavoided questions of other
 * topics; avoided questions of weighted topics; avoided questions of other topics. In each step a
 * topic short of its share gives it to the others in proportion to their weights. A passage group
 * never overshoots the count and first tries to fit its topic's share; it may exceed that share
 * when the topic ends nearer its share with it than without (size < 2 × share), the topics of
 * single questions giving way; a passage is cut (its first questions) only when nothing whole
 * fits. Order shown: passage groups first, then single
 * questions, each by topic (the weights' order, then the candidates') and randomly within a topic;
 * a passage's questions in the candidates' order. `{ short }` when the candidates are too few.
 */
export function drawSection(args: {
  count: number;
  weights: Record<string, number> | null;
  candidates: readonly MockCandidate[];
  avoid: ReadonlySet<string>;
  random?: () => number;
}): { ids: string[] } | { short: number } {
  const { weights, candidates, avoid, random = Math.random } = args;
  const count = Math.max(0, Math.floor(args.count));
  const units = unitsOf(candidates, avoid, random);
  const supply = units.reduce((n, u) => n + u.ids.length, 0);
  if (supply < count) return { short: count - supply };

  const topicOrder = [
    ...new Set([...Object.keys(weights ?? {}).map(fold), ...units.map((u) => u.topic)]),
  ];
  const tie = new Map(topicOrder.map((t) => [t, random()]));
  const byTopic = new Map<string, Unit[]>(topicOrder.map((t) => [t, []]));
  for (const u of units) byTopic.get(u.topic)!.push(u);
  for (const list of byTopic.values())
    list.sort(
      (a, b) => Number(a.avoided) - Number(b.avoided) || b.level - a.level || a.key - b.key,
    );

  const weighted = new Map<string, number>();
  if (weights === null) for (const t of byTopic.keys()) weighted.set(t, 1);
  else
    for (const [t, w] of Object.entries(weights))
      if (Number.isFinite(w) && w > 0) weighted.set(fold(t), (weighted.get(fold(t)) ?? 0) + w);
  const others = new Map([...byTopic.keys()].filter((t) => !weighted.has(t)).map((t) => [t, 1]));

  let left = count;
  const take = (u: Unit) => {
    u.taken = true;
    left -= u.ids.length;
  };
  const fill = (share: Map<string, number>, allowAvoided: boolean) => {
    const fits = (u: Unit, room: number) =>
      !u.taken && (allowAvoided || !u.avoided) && u.ids.length <= room;
    while (left > 0) {
      const active = [...share].filter(([t]) => byTopic.get(t)?.some((u) => fits(u, left)));
      if (!active.length) return;
      const quotas = apportion(left, active, tie);
      let progress = false;
      // A passage may take a share smaller than itself when that leaves its topic nearer its
      // exact share than leaving it out would (size < 2 × share): with many topics a share is a
      // few seats, and a Comprehension topic, all passages of 4–6, would otherwise never be
      // asked. Topics with single questions go last, so they absorb what a passage took over.
      const room = (u: Unit, q: { seats: number; exact: number }) =>
        u.passage && u.ids.length < 2 * q.exact ? left : q.seats;
      const flexible = new Map(
        quotas.map((q) => [q.topic, byTopic.get(q.topic)!.some((u) => !u.passage && fits(u, 1))]),
      );
      const order = [...quotas].sort(
        (a, b) => Number(flexible.get(a.topic)) - Number(flexible.get(b.topic)),
      );
      for (const q of order)
        for (const u of byTopic.get(q.topic)!)
          if (q.seats > 0 && fits(u, Math.min(room(u, q), left))) {
            q.seats -= u.ids.length;
            q.exact -= u.ids.length;
            take(u);
            progress = true;
          }
      if (progress) continue;
      // Every topic's smallest fitting unit is larger than its share: take the least overshoot.
      let best: { u: Unit; over: number; seats: number } | null = null;
      for (const q of quotas)
        for (const u of byTopic.get(q.topic)!) {
          const over = u.ids.length - q.seats;
          if (
            fits(u, left) &&
            (!best || over < best.over || (over === best.over && q.seats > best.seats))
          )
            best = { u, over, seats: q.seats };
        }
      take(best!.u);
    }
  };
  // When only passages larger than the gap are left, exchange taken questions for whole passages
  // that close it exactly (before reaching for the last mocks' questions, and never letting
  // them displace others); failing that, cut the best passage (its first questions).
  const better = (a: Unit, b: Unit) =>
    Number(a.avoided) - Number(b.avoided) ||
    Number(weighted.has(b.topic)) - Number(weighted.has(a.topic)) ||
    b.level - a.level ||
    a.key - b.key;
  fill(weighted, false);
  fill(others, false);
  const fresh = (u: Unit) => !u.avoided;
  const any = () => true;
  if (left > 0 && repack(units, left, better, fresh, any)) left = 0;
  fill(weighted, true);
  fill(others, true);
  if (left > 0 && repack(units, left, better, fresh, any)) left = 0;
  if (left > 0 && repack(units, left, better, any, (u) => u.avoided)) left = 0;
  const cut =
    left > 0
      ? units
          .filter((u) => !u.taken)
          .sort(better)[0]!
          .ids.slice(0, left)
      : [];

  const topicIndex = new Map(topicOrder.map((t, i) => [t, i]));
  const taken = units
    .filter((u) => u.taken)
    .sort(
      (a, b) =>
        Number(b.passage) - Number(a.passage) ||
        topicIndex.get(a.topic)! - topicIndex.get(b.topic)! ||
        a.key - b.key,
    );
  const passages = taken.filter((u) => u.passage).flatMap((u) => u.ids);
  const rest = taken.filter((u) => !u.passage).flatMap((u) => u.ids);
  return { ids: [...passages, ...cut, ...rest] };
}

/**
 * Closes a gap of `left` that only larger passages could fill: adds whole untaken units (`add`
 * picks which, the best first) and drops taken ones (`drop` picks which, the least wanted first)
 * whose sizes differ by exactly `left`, dropping as few questions as possible; false when no such
 * exchange exists. Subset sums over at most a paper's worth of questions, so cheap.
 */
function repack(
  units: Unit[],
  left: number,
  better: (a: Unit, b: Unit) => number,
  add: (u: Unit) => boolean,
  drop: (u: Unit) => boolean,
): boolean {
  const spare = units.filter((u) => !u.taken && add(u)).sort(better);
  const removable = units.filter((u) => u.taken && drop(u)).sort((a, b) => better(b, a));
  const dropMax = removable.reduce((n, u) => n + u.ids.length, 0);
  const adds = subsetSums(spare, left + dropMax);
  const drops = subsetSums(removable, dropMax);
  for (let r = 0; r <= dropMax; r++) {
    if (!adds.has(left + r) || !drops.has(r)) continue;
    for (const u of drops.pick(r)) u.taken = false;
    for (const u of adds.pick(left + r)) u.taken = true;
    return true;
  }
  return false;
}

/** Which totals up to `max` some of `units` make (0/1), and one such set, earlier units first. */
function subsetSums(units: readonly Unit[], max: number) {
  const via = new Int32Array(max + 1).fill(-1); // the unit that first reached each total
  const reached = new Uint8Array(max + 1);
  reached[0] = 1;
  units.forEach((u, i) => {
    for (let sum = max; sum >= u.ids.length; sum--)
      if (!reached[sum] && reached[sum - u.ids.length]) {
        reached[sum] = 1;
        via[sum] = i;
      }
  });
  return {
    has: (sum: number) => sum <= max && reached[sum] === 1,
    pick(sum: number): Unit[] {
      const out: Unit[] = [];
      for (let at = sum; at > 0; at -= units[via[at]!]!.ids.length) out.push(units[via[at]!]!);
      return out;
    },
  };
}
