CREATE TABLE "question_bank_versions" (
	"exam_type" text NOT NULL,
	"subject" text NOT NULL,
	"level" integer NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "question_bank_versions_exam_type_subject_level_pk" PRIMARY KEY("exam_type","subject","level")
);
--> statement-breakpoint
-- Every level that already has questions starts at version 1.
INSERT INTO "question_bank_versions" ("exam_type", "subject", "level")
SELECT DISTINCT "exam_type", "subject", "level" FROM "questions";--> statement-breakpoint
-- Raises the version of every level a statement touched (both sides of an update that moves a
-- question between levels), in the writer's transaction. Levels in a fixed order: two uploads
-- at once cannot deadlock on the counters.
CREATE FUNCTION "bump_question_bank_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "question_bank_versions" AS v ("exam_type", "subject", "level")
    SELECT DISTINCT "exam_type", "subject", "level" FROM new_rows ORDER BY 1, 2, 3
    ON CONFLICT ("exam_type", "subject", "level") DO UPDATE SET "version" = v."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "question_bank_versions" AS v ("exam_type", "subject", "level")
    SELECT DISTINCT "exam_type", "subject", "level" FROM old_rows ORDER BY 1, 2, 3
    ON CONFLICT ("exam_type", "subject", "level") DO UPDATE SET "version" = v."version" + 1;
  ELSE
    INSERT INTO "question_bank_versions" AS v ("exam_type", "subject", "level")
    SELECT "exam_type", "subject", "level" FROM old_rows UNION SELECT "exam_type", "subject", "level" FROM new_rows ORDER BY 1, 2, 3
    ON CONFLICT ("exam_type", "subject", "level") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_bank_version_insert" AFTER INSERT ON "questions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_question_bank_versions"();--> statement-breakpoint
CREATE TRIGGER "questions_bank_version_update" AFTER UPDATE ON "questions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_question_bank_versions"();--> statement-breakpoint
CREATE TRIGGER "questions_bank_version_delete" AFTER DELETE ON "questions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_question_bank_versions"();
