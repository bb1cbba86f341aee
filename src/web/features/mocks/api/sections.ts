/**
 * A paper's questions split into its sections. The server sends a mock's questions in section
 * order and each section's `count` (contract of issue 23), so the first `count` questions are the
 * first section's, and so on; `start` is the index of a section's first question in the paper.
 * Questions beyond the counts (none, from a sound server) belong to no section.
 */
export function sectionsOf<Q, S extends { count: number }>(
  questions: readonly Q[],
  sections: readonly S[],
): (S & { start: number; questions: Q[] })[] {
  let start = 0;
  return sections.map((section) => {
    const from = start;
    start += section.count;
    return { ...section, start: from, questions: questions.slice(from, start) };
  });
}
