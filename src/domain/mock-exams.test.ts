import { describe, expect, it } from 'vitest';
import { SUBJECTS } from './catalogue';
import {
  DEFAULT_MOCK_BLUEPRINTS,
  MOCK_SCORE_MAX,
  UTME_CHOSEN,
  UTME_COMPULSORY,
  UTME_MINUTES,
  checkCombination,
  drawSection,
  paperMinutes,
  sectionScore,
  type MockCandidate,
  type MockExam,
} from './mock-exams';

/** mulberry32: a small seeded random source, so every draw here is repeatable. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const singles = (topic: string, n: number, level = 10, prefix = topic): MockCandidate[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, topic, level, passageId: null }));
const passage = (pid: string, topic: string, n: number, level = 10): MockCandidate[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${pid}.${i}`, topic, level, passageId: pid }));

const none = new Set<string>();
const draw = (args: Omit<Parameters<typeof drawSection>[0], 'random'>, seed = 1) => {
  const out = drawSection({ ...args, random: seeded(seed) });
  if (!('ids' in out)) throw new Error(`short by ${out.short}`);
  return out.ids;
};
const topicsOf = (ids: string[], bank: MockCandidate[]) => {
  const byId = new Map(bank.map((c) => [c.id, c.topic]));
  const tally: Record<string, number> = {};
  for (const id of ids) tally[byId.get(id)!] = (tally[byId.get(id)!] ?? 0) + 1;
  return tally;
};

describe('the default blueprints', () => {
  const of = (exam: MockExam) => DEFAULT_MOCK_BLUEPRINTS.filter((b) => b.examType === exam);

  it('give the UTME 60 English and 40 per other subject, 180 questions under 120 minutes', () => {
    const jamb = of('jamb');
    expect(jamb.map((b) => b.subject).sort()).toEqual(SUBJECTS.map((s) => s.code).sort());
    const english = jamb.find((b) => b.subject === UTME_COMPULSORY)!;
    expect([english.questionCount, english.minutes]).toEqual([60, 45]);
    for (const b of jamb.filter((b) => b.subject !== UTME_COMPULSORY))
      expect([b.questionCount, b.minutes]).toEqual([40, 25]);
    expect(english.questionCount + UTME_CHOSEN * 40).toBe(180);
    expect(english.minutes + UTME_CHOSEN * 25).toBe(UTME_MINUTES);
  });

  it("give WAEC's objective papers and NECO's only where cited", () => {
    const waec = Object.fromEntries(
      of('waec').map((b) => [b.subject, [b.questionCount, b.minutes]]),
    );
    expect(waec).toEqual({
      english: [80, 60],
      mathematics: [50, 90],
      physics: [50, 75],
      chemistry: [50, 60],
      biology: [50, 50],
      economics: [50, 60],
      government: [50, 60],
      literature: [50, 60],
    });
    const neco = Object.fromEntries(
      of('neco').map((b) => [b.subject, [b.questionCount, b.minutes]]),
    );
    expect(neco).toEqual({ english: [80, 50], physics: [60, 75], biology: [60, 60] });
  });

  it('name only catalogue subjects, once per exam, with equal topic weights', () => {
    const codes = new Set<string>(SUBJECTS.map((s) => s.code));
    const keys = DEFAULT_MOCK_BLUEPRINTS.map((b) => `${b.examType}/${b.subject}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const b of DEFAULT_MOCK_BLUEPRINTS) {
      expect(codes.has(b.subject)).toBe(true);
      expect(b.topicWeights).toBeNull();
    }
  });
});

describe('checkCombination', () => {
  const all = new Set(['english', 'mathematics', 'physics', 'chemistry', 'biology']);

  it('accepts Use of English and three others, English first, the rest in order', () => {
    expect(
      checkCombination('jamb', ['physics', 'english', 'mathematics', 'chemistry'], all),
    ).toEqual({
      ok: true,
      subjects: ['english', 'physics', 'mathematics', 'chemistry'],
    });
    expect(
      checkCombination('jamb', ['Use of English', 'maths', 'Physics', 'biology'], all),
    ).toEqual({
      ok: true,
      subjects: ['english', 'mathematics', 'physics', 'biology'],
    });
  });

  it('explains each refusal in plain English', () => {
    const message = (exam: MockExam, subjects: string[], offered = all) => {
      const r = checkCombination(exam, subjects, offered);
      return r.ok ? null : r.message;
    };
    expect(message('jamb', ['mathematics', 'physics', 'chemistry'])).toBe(
      'Use of English is compulsory in the UTME.',
    );
    expect(message('jamb', ['english', 'mathematics', 'physics'])).toBe(
      'Choose three subjects besides Use of English.',
    );
    expect(message('jamb', ['english', 'mathematics', 'physics', 'chemistry', 'biology'])).toBe(
      'Choose three subjects besides Use of English.',
    );
    expect(message('jamb', ['english', 'mathematics', 'maths', 'physics'])).toBe(
      'Pick each subject once.',
    );
    expect(message('jamb', ['english', 'mathematics', 'physics', 'government'])).toBe(
      'Government has no mock paper yet.',
    );
    expect(
      message(
        'jamb',
        ['english', 'mathematics', 'physics', 'chemistry'],
        new Set(['mathematics', 'physics', 'chemistry']),
      ),
    ).toBe('Use of English has no mock paper yet.');
    expect(message('waec', ['mathematics', 'physics'])).toBe('Choose one subject.');
    expect(message('neco', [])).toBe('Choose one subject.');
    expect(message('waec', [' '])).toBe('Choose a subject.');
    expect(message('neco', ['chemistry'], new Set(['english']))).toBe(
      'Chemistry has no mock paper yet.',
    );
    expect(message('sat' as MockExam, ['english'])).toBe('Choose JAMB, WAEC or NECO.');
  });

  it('takes exactly one subject for WAEC and NECO', () => {
    expect(checkCombination('waec', ['maths'], all)).toEqual({
      ok: true,
      subjects: ['mathematics'],
    });
    expect(checkCombination('neco', ['english'], all)).toEqual({ ok: true, subjects: ['english'] });
  });
});

describe('paperMinutes and sectionScore', () => {
  const bp = (examType: MockExam, subject: string, minutes: number) => ({
    examType,
    subject,
    questionCount: 50,
    minutes,
    topicWeights: null,
  });

  it('gives the UTME one 120-minute timer and a WAEC/NECO paper its own minutes', () => {
    expect(paperMinutes('jamb', [bp('jamb', 'english', 45), bp('jamb', 'physics', 25)])).toBe(120);
    expect(paperMinutes('waec', [bp('waec', 'mathematics', 90)])).toBe(90);
    expect(paperMinutes('neco', [bp('neco', 'physics', 75)])).toBe(75);
    expect(() => paperMinutes('waec', [])).toThrow(RangeError);
    expect(() =>
      paperMinutes('waec', [bp('waec', 'physics', 75), bp('waec', 'biology', 50)]),
    ).toThrow(RangeError);
  });

  it('scores a section out of 100', () => {
    expect(MOCK_SCORE_MAX).toBe(100);
    expect(sectionScore(30, 40)).toBe(75);
    expect(sectionScore(2, 3)).toBe(67);
    expect(sectionScore(60, 60)).toBe(100);
    expect(sectionScore(0, 0)).toBe(0);
  });
});

describe('drawSection', () => {
  it('spreads the count over topics by weight (largest remainder)', () => {
    const bank = [...singles('a', 40), ...singles('b', 40), ...singles('c', 40)];
    const ids = draw({ count: 40, weights: { a: 2, b: 1, c: 1 }, candidates: bank, avoid: none });
    expect(topicsOf(ids, bank)).toEqual({ a: 20, b: 10, c: 10 });
    const odd = draw({ count: 10, weights: { a: 1, b: 1, c: 1 }, candidates: bank, avoid: none });
    expect(Object.values(topicsOf(odd, bank)).sort()).toEqual([3, 3, 4]);
  });

  it('weighs every topic the same without weights, and matches topics ignoring case', () => {
    const bank = [...singles('Algebra', 30), ...singles('Sets', 30), ...singles('Calculus', 30)];
    expect(
      topicsOf(draw({ count: 30, weights: null, candidates: bank, avoid: none }), bank),
    ).toEqual({
      Algebra: 10,
      Sets: 10,
      Calculus: 10,
    });
    expect(
      topicsOf(
        draw({ count: 30, weights: { ' algebra ': 1, SETS: 2 }, candidates: bank, avoid: none }),
        bank,
      ),
    ).toEqual({ Algebra: 10, Sets: 20 });
  });

  it('gives a short topic’s share to the others in proportion to their weights', () => {
    const bank = [...singles('a', 4), ...singles('b', 40), ...singles('c', 40)];
    const ids = draw({ count: 40, weights: { a: 1, b: 2, c: 1 }, candidates: bank, avoid: none });
    expect(topicsOf(ids, bank)).toEqual({ a: 4, b: 24, c: 12 });
  });

  it('leaves topics without weight out unless the weighted ones cannot fill', () => {
    const bank = [...singles('a', 10), ...singles('b', 10), ...singles('z', 10)];
    expect(
      topicsOf(
        draw({ count: 20, weights: { a: 1, b: 1, z: 0 }, candidates: bank, avoid: none }),
        bank,
      ),
    ).toEqual({ a: 10, b: 10 });
    expect(
      topicsOf(draw({ count: 25, weights: { a: 1, b: 1 }, candidates: bank, avoid: none }), bank),
    ).toEqual({
      a: 10,
      b: 10,
      z: 5,
    });
  });

  it('takes the highest levels first within a topic', () => {
    const bank = Array.from({ length: 50 }, (_, i) => ({
      id: `q${i + 1}`,
      topic: 't',
      level: i + 1,
      passageId: null,
    }));
    for (const seed of [1, 2, 3]) {
      const ids = draw({ count: 10, weights: null, candidates: bank, avoid: none }, seed);
      expect(ids.map((id) => Number(id.slice(1))).sort((x, y) => y - x)).toEqual([
        50, 49, 48, 47, 46, 45, 44, 43, 42, 41,
      ]);
    }
  });

  it('avoids the last mocks’ questions while others fill, even from another topic, and uses them when needed', () => {
    const bank = [...singles('a', 10, 40), ...singles('b', 20, 5)];
    const avoid = new Set(bank.slice(0, 10).map((c) => c.id)); // all of topic a, the high levels
    const fresh = draw({ count: 20, weights: { a: 1, b: 1 }, candidates: bank, avoid });
    expect(fresh.filter((id) => avoid.has(id))).toEqual([]);
    const needed = draw({ count: 25, weights: { a: 1, b: 1 }, candidates: bank, avoid });
    expect(needed.filter((id) => avoid.has(id))).toHaveLength(5);
    expect(new Set(needed).size).toBe(25);
  });

  it('keeps a passage’s questions together, counted toward its topic, in their order', () => {
    const bank = [
      ...passage('p1', 'comprehension', 5, 20),
      ...passage('p2', 'comprehension', 5, 20),
      ...singles('comprehension', 10),
      ...singles('lexis', 20),
    ];
    const ids = draw({
      count: 20,
      weights: { comprehension: 1, lexis: 1 },
      candidates: bank,
      avoid: none,
    });
    expect(topicsOf(ids, bank)).toEqual({ comprehension: 10, lexis: 10 });
    // passages first, each whole and in reading order
    expect(ids.slice(0, 10).sort()).toEqual(
      [...passage('p1', 'x', 5), ...passage('p2', 'x', 5)].map((c) => c.id),
    );
    for (const pid of ['p1', 'p2']) {
      const at = ids.indexOf(`${pid}.0`);
      expect(ids.slice(at, at + 5)).toEqual([0, 1, 2, 3, 4].map((i) => `${pid}.${i}`));
    }
  });

  it('never overshoots the count with a passage: it takes smaller pieces instead', () => {
    const bank = [...passage('p', 't', 6, 50), ...singles('t', 3, 1)];
    const ids = draw({ count: 3, weights: null, candidates: bank, avoid: none });
    expect(ids.sort()).toEqual(['t0', 't1', 't2']);
    const whole = [...passage('p', 't', 5), ...passage('q', 't', 4), ...singles('t', 2)];
    const seven = draw({ count: 7, weights: null, candidates: whole, avoid: none });
    expect(seven).toHaveLength(7);
    expect(seven.filter((id) => id.startsWith('p.'))).toHaveLength(5); // 5 + 2, not 4 + 2 + a cut
    for (let seed = 1; seed <= 20; seed++)
      expect(
        draw({ count: 9, weights: null, candidates: whole, avoid: none }, seed).sort(),
      ).toEqual([...passage('p', 't', 5), ...passage('q', 't', 4)].map((c) => c.id));
  });

  it('asks a topic made only of passages even when its share is smaller than a passage', () => {
    // Use of English as the starter bank has it: many topics, so ~3 seats each, and
    // Comprehension and Cloze made only of passages of 4–6 (found by the e2e UTME journey).
    const bank = [
      ...Array.from({ length: 17 }, (_, t) => singles(`topic${t}`, 25, 10, `s${t}.`)).flat(),
      ...Array.from({ length: 8 }, (_, p) => passage(`c${p}`, 'comprehension', 4 + (p % 3))).flat(),
      ...Array.from({ length: 8 }, (_, p) => passage(`z${p}`, 'cloze', 5)).flat(),
    ];
    for (let seed = 1; seed <= 20; seed++) {
      const ids = draw({ count: 60, weights: null, candidates: bank, avoid: none }, seed);
      expect(ids).toHaveLength(60);
      expect(ids.some((id) => id.startsWith('c'))).toBe(true); // a Comprehension passage
      expect(ids.some((id) => id.startsWith('z'))).toBe(true); // a Cloze passage
    }
  });

  it('cuts a passage (its first questions) only when nothing whole fits', () => {
    const bank = passage('p', 't', 6);
    expect(draw({ count: 4, weights: null, candidates: bank, avoid: none })).toEqual([
      'p.0',
      'p.1',
      'p.2',
      'p.3',
    ]);
  });

  it('says how many are missing when the bank cannot fill, counting each question once', () => {
    const bank = [...singles('a', 8), ...singles('a', 2)]; // the same ids twice
    expect(drawSection({ count: 12, weights: null, candidates: bank, avoid: none })).toEqual({
      short: 4,
    });
    expect(
      drawSection({ count: 8, weights: null, candidates: bank, avoid: none, random: seeded(3) }),
    ).toMatchObject({
      ids: expect.any(Array),
    });
    expect(drawSection({ count: 0, weights: null, candidates: [], avoid: none })).toEqual({
      ids: [],
    });
  });

  it('is repeatable for a given random source', () => {
    const bank = [...singles('a', 30), ...singles('b', 30), ...passage('p', 'a', 5)];
    const one = draw({ count: 20, weights: null, candidates: bank, avoid: none }, 42);
    expect(draw({ count: 20, weights: null, candidates: bank, avoid: none }, 42)).toEqual(one);
  });

  /** A random bank: up to 60 single questions and 5 passages of 4–6 over up to 5 topics. */
  function randomBank(random: () => number) {
    const pick = (n: number) => Math.floor(random() * n);
    const topics = ['t0', 't1', 't2', 't3', 't4'].slice(0, 1 + pick(5));
    const bank: MockCandidate[] = [];
    for (let i = 0, n = pick(60); i < n; i++)
      bank.push({
        id: `s${i}`,
        topic: topics[pick(topics.length)]!,
        level: 1 + pick(50),
        passageId: null,
      });
    for (let p = 0, n = pick(6); p < n; p++)
      bank.push(...passage(`p${p}`, topics[pick(topics.length)]!, 4 + pick(3), 1 + pick(50)));
    const candidates = bank
      .map((c) => [random(), c] as const)
      .sort((x, y) => x[0] - y[0])
      .map(([, c]) => c);
    const weights = random() < 0.3 ? null : Object.fromEntries(topics.map((t) => [t, pick(4)]));
    return { bank, candidates, weights, count: pick(bank.length + 10) };
  }

  /** Checks the invariants of a draw and says how many passages it cut. */
  function checked(ids: string[], bank: MockCandidate[], count: number): number {
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    const known = new Set(bank.map((c) => c.id));
    expect(ids.every((id) => known.has(id))).toBe(true);
    // each passage's questions side by side, in the candidates' order; at most one cut
    let cut = 0;
    for (const pid of new Set(bank.flatMap((c) => (c.passageId ? [c.passageId] : [])))) {
      const where = ids.flatMap((id, i) => (id.startsWith(`${pid}.`) ? [i] : []));
      if (!where.length) continue;
      expect(where[where.length - 1]! - where[0]!).toBe(where.length - 1);
      if (where.length < bank.filter((c) => c.passageId === pid).length) cut++;
    }
    expect(cut).toBeLessThanOrEqual(1);
    return cut;
  }

  it('over random banks: exact count, no duplicates, passages whole and together, the last mocks only for the gap', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = seeded(seed);
      const { bank, candidates, weights, count } = randomBank(random);
      const avoid = new Set(bank.filter(() => random() < 0.3).map((c) => c.id));
      const out = drawSection({ count, weights, candidates, avoid, random });
      if (count > bank.length) {
        expect(out).toEqual({ short: count - bank.length });
        continue;
      }
      if (!('ids' in out)) throw new Error(`seed ${seed}: short`);
      checked(out.ids, bank, count);
      // the last mocks' questions only for the gap the others leave (a passage of 4–6 can leave
      // up to 5 that nothing else fills); with no passages, exactly that gap
      const tainted = new Set(bank.filter((c) => avoid.has(c.id)).map((c) => c.passageId ?? c.id));
      const free = bank.filter((c) => !tainted.has(c.passageId ?? c.id)).length;
      const reused = out.ids.filter((id) => avoid.has(id)).length;
      if (bank.some((c) => c.passageId))
        expect(reused).toBeLessThanOrEqual(Math.max(count - free, 5));
      else expect(reused).toBe(Math.max(0, count - free));
    }
  });

  it('over random banks: cuts a passage only when no set of whole passages and questions makes the count', () => {
    let cuts = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const random = seeded(seed);
      const { bank, candidates, weights, count } = randomBank(random);
      if (count > bank.length) continue;
      const out = drawSection({ count, weights, candidates, avoid: none, random });
      if (!('ids' in out)) throw new Error(`seed ${seed}: short`);
      const sizes = new Map<string, number>();
      for (const c of bank)
        sizes.set(c.passageId ?? c.id, (sizes.get(c.passageId ?? c.id) ?? 0) + 1);
      const whole = [true, ...Array<boolean>(count).fill(false)];
      for (const z of sizes.values()) for (let k = count; k >= z; k--) whole[k] ||= whole[k - z]!;
      const cut = checked(out.ids, bank, count);
      expect(cut > 0 && whole[count]).toBe(false);
      cuts += cut;
    }
    expect(cuts).toBeGreaterThan(0); // the random banks do reach the cut
  });
});
