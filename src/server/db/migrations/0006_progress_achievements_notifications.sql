CREATE TABLE "subject_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_type" text NOT NULL,
	"subject" text NOT NULL,
	"question_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" DROP CONSTRAINT "quiz_attempts_kind_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notifications_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "topic_results" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "missed" text;--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "user_progress" p SET "attempts" = c.n
  FROM (SELECT "user_id", "exam_type", "subject", "level", count(*)::int AS n FROM "quiz_attempts"
         WHERE "kind" = 'practice' AND "completed_at" IS NOT NULL GROUP BY 1, 2, 3, 4) c
 WHERE p."user_id" = c."user_id" AND p."exam_type" = c."exam_type" AND p."subject" = c."subject"
   AND p."level" = c."level";--> statement-breakpoint
CREATE INDEX "subject_updates_subject_created_idx" ON "subject_updates" USING btree ("exam_type","subject","created_at");--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_kind_check" CHECK ("quiz_attempts"."kind" in ('practice', 'competition', 'mock', 'retry'));--> statement-breakpoint
-- Issue 10: at most the latest 50 notifications per user, whoever inserts them. A row trigger:
-- it runs only for rows really inserted (a statement trigger would run for every practice
-- submit, whose notification insert is usually empty).
CREATE FUNCTION "prune_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notifications"
   WHERE "id" IN (SELECT "id" FROM "notifications" WHERE "user_id" = NEW."user_id"
                   ORDER BY "created_at" DESC, "id" DESC OFFSET 50);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_keep_latest_50" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "prune_notifications"();--> statement-breakpoint
-- Issue 10: a statement that publishes questions (inserts active ones, or activates or approves
-- them) records one subject update per subject it touched; the bell reads them at query time.
CREATE FUNCTION "record_subject_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "subject_updates" ("exam_type", "subject", "question_count")
    SELECT "exam_type", "subject", count(*) FROM new_rows
     WHERE "is_active" AND NOT "pending_review"
     GROUP BY "exam_type", "subject" ORDER BY 1, 2;
  ELSE
    INSERT INTO "subject_updates" ("exam_type", "subject", "question_count")
    SELECT n."exam_type", n."subject", count(*) FROM new_rows n JOIN old_rows o ON o."id" = n."id"
     WHERE n."is_active" AND NOT n."pending_review" AND NOT (o."is_active" AND NOT o."pending_review")
     GROUP BY n."exam_type", n."subject" ORDER BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_subject_updates_insert" AFTER INSERT ON "questions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_subject_updates"();--> statement-breakpoint
CREATE TRIGGER "questions_subject_updates_update" AFTER UPDATE ON "questions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_subject_updates"();
