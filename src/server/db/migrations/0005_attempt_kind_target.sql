-- The attempts engine (ADR 0012): every attempt has a kind and a target in its kind's terms;
-- one open attempt per owner, kind and target. Existing attempts are practice attempts of a level.
DROP INDEX "quiz_attempts_one_open_idx";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "kind" text DEFAULT 'practice' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "target" text;--> statement-breakpoint
UPDATE "quiz_attempts" SET "target" = "exam_type" || '/' || "subject" || '/' || "level";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "target" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_idx" ON "quiz_attempts" USING btree ("user_id","kind","target") WHERE "quiz_attempts"."completed_at" is null;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_kind_check" CHECK ("quiz_attempts"."kind" in ('practice', 'competition', 'mock'));
