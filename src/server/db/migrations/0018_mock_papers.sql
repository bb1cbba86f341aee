ALTER TABLE "exam_blueprint" ADD COLUMN "topic_weights" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "paper" jsonb;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_mock_idx" ON "quiz_attempts" USING btree ("user_id","started_at") WHERE "quiz_attempts"."kind" = 'mock';--> statement-breakpoint
-- Issue 23: each exam x subject's mock paper (question count, minutes), as domain/mock-exams.ts
-- DEFAULT_MOCK_BLUEPRINTS has it (cited in ADR 0041; mock-blueprint-seed.test.ts holds the two
-- equal). An admin's blueprint already stored for a pair is kept as it is.
INSERT INTO "exam_blueprint" ("exam_type", "subject", "total_questions_real_exam", "total_time_real_exam")
VALUES
  ('jamb', 'english', 60, 45),
  ('jamb', 'mathematics', 40, 25),
  ('jamb', 'physics', 40, 25),
  ('jamb', 'chemistry', 40, 25),
  ('jamb', 'biology', 40, 25),
  ('jamb', 'economics', 40, 25),
  ('jamb', 'government', 40, 25),
  ('jamb', 'literature', 40, 25),
  ('waec', 'english', 80, 60),
  ('waec', 'mathematics', 50, 90),
  ('waec', 'physics', 50, 75),
  ('waec', 'chemistry', 50, 60),
  ('waec', 'biology', 50, 50),
  ('waec', 'economics', 50, 60),
  ('waec', 'government', 50, 60),
  ('waec', 'literature', 50, 60),
  ('neco', 'english', 80, 50),
  ('neco', 'physics', 60, 75),
  ('neco', 'biology', 60, 60)
ON CONFLICT ("exam_type", "subject") DO NOTHING;
