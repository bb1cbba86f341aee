CREATE TABLE "generation_job_sets" (
	"job_id" uuid NOT NULL,
	"exam_type" text NOT NULL,
	"subject" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"question_count" integer NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"not_before" timestamp with time zone,
	"created" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"dropped" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"message" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generation_job_sets_job_id_exam_type_subject_level_pk" PRIMARY KEY("job_id","exam_type","subject","level"),
	CONSTRAINT "generation_job_sets_status_check" CHECK ("generation_job_sets"."status" in ('pending', 'running', 'done', 'skipped', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_by" text,
	"concurrency" integer NOT NULL,
	"requests_per_minute" integer NOT NULL,
	"token_budget" bigint NOT NULL,
	"tokens_used" bigint DEFAULT 0 NOT NULL,
	"questions_created" integer DEFAULT 0 NOT NULL,
	"sets_total" integer NOT NULL,
	"next_call_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stop_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resumed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at_resume" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generation_jobs_status_check" CHECK ("generation_jobs"."status" in ('running', 'paused', 'cancelled', 'completed', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "generation_job_sets" ADD CONSTRAINT "generation_job_sets_job_id_generation_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."generation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_job_sets_claim_idx" ON "generation_job_sets" USING btree ("job_id","status","position");--> statement-breakpoint
CREATE INDEX "generation_job_sets_finished_idx" ON "generation_job_sets" USING btree ("job_id","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "generation_jobs_one_active_idx" ON "generation_jobs" USING btree ((true)) WHERE "generation_jobs"."status" in ('running', 'paused');--> statement-breakpoint
CREATE INDEX "generation_jobs_created_idx" ON "generation_jobs" USING btree ("created_at");