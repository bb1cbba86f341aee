CREATE TABLE "question_images" (
	"id" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_images_bytes_check" CHECK ("question_images"."bytes" <= 30720)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_id_question_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."question_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_image_idx" ON "questions" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_alt_check" CHECK ("questions"."image_id" is null or length(btrim(coalesce("questions"."image_alt", ''))) > 0);