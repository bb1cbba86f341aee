CREATE TABLE "question_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "question_reports_reason_check" CHECK ("question_reports"."reason" in ('wrong_answer', 'typo', 'unclear', 'other')),
	CONSTRAINT "question_reports_status_check" CHECK ("question_reports"."status" in ('open', 'fixed', 'dismissed')),
	CONSTRAINT "question_reports_note_check" CHECK (char_length("question_reports"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_user_question_key" ON "question_reports" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "question_reports_open_question_idx" ON "question_reports" USING btree ("question_id") WHERE "question_reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('competition', 'level', 'achievement', 'subject', 'subscription', 'question'));