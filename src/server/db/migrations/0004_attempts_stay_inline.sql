-- A 40-question attempt row is ~4-6 KB (question ids with option order, answers). Above the
-- default 2 KB target PostgreSQL compresses it on every insert and update (~25 µs of CPU per
-- row, measured); attempts are written twice per quiz and read on every autosave. Keep them
-- inline and uncompressed up to a full page (ADR 0011).
ALTER TABLE "quiz_attempts" SET (toast_tuple_target = 8160);
