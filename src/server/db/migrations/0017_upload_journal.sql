CREATE TABLE "upload_journal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_type" text NOT NULL,
	"subject" text NOT NULL,
	"phase" text NOT NULL,
	"inserted_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"old_ids" uuid[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
