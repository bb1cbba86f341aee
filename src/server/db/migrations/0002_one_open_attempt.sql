-- Two starts at the same moment could open two attempts of one level before this index existed:
-- keep the newest open one of each, drop the older never-submitted ones.
DELETE FROM "quiz_attempts" AS a USING "quiz_attempts" AS b
WHERE a."completed_at" IS NULL AND b."completed_at" IS NULL
  AND a."user_id" = b."user_id" AND a."exam_type" = b."exam_type" AND a."subject" = b."subject" AND a."level" = b."level"
  AND (a."started_at", a."id") < (b."started_at", b."id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_idx" ON "quiz_attempts" USING btree ("user_id","exam_type","subject","level") WHERE "quiz_attempts"."completed_at" is null;
