ALTER TABLE "questions" ADD COLUMN "exams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_served_idx" ON "questions" USING btree ("subject","level");--> statement-breakpoint
-- Issue 20 (ADR 0030): a question is stored once and served to the exams it lists. Until now the
-- bank held a copy per exam, so every existing question serves just its own exam.
UPDATE "questions" SET "exams" = ARRAY["exam_type"];--> statement-breakpoint
-- An insert that names no exams serves its bank's exam; an edit that moves a question to another
-- bank without naming its exams swaps the old bank's exam for the new one. The bank's exam is
-- always among them (the check below).
CREATE FUNCTION "questions_default_exams"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."exams" IS NULL OR cardinality(NEW."exams") = 0 THEN
    NEW."exams" := ARRAY[NEW."exam_type"];
  ELSIF TG_OP = 'UPDATE' AND NEW."exam_type" <> OLD."exam_type" AND NEW."exams" = OLD."exams" THEN
    NEW."exams" := ARRAY(SELECT DISTINCT e FROM unnest(array_replace(OLD."exams", OLD."exam_type", NEW."exam_type")) AS e ORDER BY 1);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_default_exams" BEFORE INSERT OR UPDATE OF "exams", "exam_type" ON "questions"
  FOR EACH ROW EXECUTE FUNCTION "questions_default_exams"();--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exams_check" CHECK ("exam_type" = ANY ("exams"));--> statement-breakpoint
-- A level's version now counts per serving exam: a change raises the version of every exam the
-- question served before or serves after (quizzes are cached per exam, subject and level).
CREATE OR REPLACE FUNCTION "bump_question_bank_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "question_bank_versions" AS v ("exam_type", "subject", "level")
    SELECT DISTINCT e, "subject", "level" FROM new_rows, unnest("exams") AS e ORDER BY 1, 2, 3
    ON CONFLICT ("exam_type", "subject", "level") DO UPDATE SET "version" = v."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "question_bank_versions" AS v ("exam_type", "subject", "level")
    SELECT DISTINCT e, "subject", "level" FROM old_rows, unnest("exams") AS e ORDER BY 1, 2, 3
    ON CONFLICT ("exam_type", "subject", "level") DO UPDATE SET "version" = v."version" + 1;
  ELSE
    INSERT INTO "question_bank_versions" AS v ("exam_type", "subject", "level")
    SELECT e, "subject", "level" FROM old_rows, unnest("exams") AS e
    UNION SELECT e, "subject", "level" FROM new_rows, unnest("exams") AS e ORDER BY 1, 2, 3
    ON CONFLICT ("exam_type", "subject", "level") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Which questions an exam serves also depends on its syllabus (a question is served only when its
-- topic is in the exam's syllabus for the subject): a syllabus change raises the versions of
-- every level of that exam and subject.
CREATE FUNCTION "bump_syllabus_bank_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "question_bank_versions" AS v SET "version" = v."version" + 1
   WHERE (v."exam_type", v."subject") IN (
     SELECT "exam_type", "subject" FROM new_rows UNION SELECT "exam_type", "subject" FROM old_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_syllabus_bank_versions_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "question_bank_versions" AS v SET "version" = v."version" + 1
   WHERE (v."exam_type", v."subject") IN (SELECT "exam_type", "subject" FROM new_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_syllabus_bank_versions_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "question_bank_versions" AS v SET "version" = v."version" + 1
   WHERE (v."exam_type", v."subject") IN (SELECT "exam_type", "subject" FROM old_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "syllabus_topic_bank_version_insert" AFTER INSERT ON "syllabus_topic"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_syllabus_bank_versions_insert"();--> statement-breakpoint
CREATE TRIGGER "syllabus_topic_bank_version_update" AFTER UPDATE ON "syllabus_topic"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_syllabus_bank_versions"();--> statement-breakpoint
CREATE TRIGGER "syllabus_topic_bank_version_delete" AFTER DELETE ON "syllabus_topic"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_syllabus_bank_versions_delete"();
