ALTER TABLE "competition_participants" ADD COLUMN "tab_switches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD COLUMN "start_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD COLUMN "result_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "entry_fee_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "prize_pool_kobo" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "results_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "results_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_competition_entry_idx" ON "quiz_attempts" USING btree ("user_id","target") WHERE "quiz_attempts"."kind" = 'competition';--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_money_check" CHECK ("competitions"."entry_fee_kobo" >= 0 and "competitions"."prize_pool_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "competitions" DROP COLUMN "entry_fee";--> statement-breakpoint
ALTER TABLE "competitions" DROP COLUMN "prize_pool";--> statement-breakpoint
-- Issue 12 (ADR 0023): questions written for a competition are never practised, so publishing
-- them is not a subject update. Replaces migration 0006's function.
CREATE OR REPLACE FUNCTION "record_subject_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "subject_updates" ("exam_type", "subject", "question_count")
    SELECT "exam_type", "subject", count(*) FROM new_rows
     WHERE "is_active" AND NOT "pending_review" AND "source" <> 'competition-upload'
     GROUP BY "exam_type", "subject" ORDER BY 1, 2;
  ELSE
    INSERT INTO "subject_updates" ("exam_type", "subject", "question_count")
    SELECT n."exam_type", n."subject", count(*) FROM new_rows n JOIN old_rows o ON o."id" = n."id"
     WHERE n."is_active" AND NOT n."pending_review" AND n."source" <> 'competition-upload'
       AND NOT (o."is_active" AND NOT o."pending_review")
     GROUP BY n."exam_type", n."subject" ORDER BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;
