CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"days" integer NOT NULL,
	"provider" text DEFAULT 'paystack' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"authorization_url" text,
	"provider_status" text,
	"paid_amount_kobo" integer,
	"paid_currency" text,
	"channel" text,
	"paid_at" timestamp with time zone,
	"granted_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'success', 'failed', 'mismatch')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_kobo" > 0 and "payments"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_kobo" integer NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"duration_days" integer,
	"max_level" integer NOT NULL,
	"competitions" boolean NOT NULL,
	"analytics" boolean NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_tier_check" CHECK ("plans"."tier" in ('free', 'premium')),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_kobo" >= 0),
	CONSTRAINT "plans_duration_check" CHECK (("plans"."tier" = 'free') = ("plans"."duration_days" is null) and coalesce("plans"."duration_days", 1) between 1 and 3660),
	CONSTRAINT "plans_currency_check" CHECK ("plans"."currency" = 'NGN')
);
--> statement-breakpoint
CREATE TABLE "subscription_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"admin_id" text,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"days" integer,
	"reason" text NOT NULL,
	"ends_at_before" timestamp with time zone,
	"ends_at_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_audit_action_check" CHECK ("subscription_audit"."action" in ('grant', 'revoke')),
	CONSTRAINT "subscription_audit_source_check" CHECK ("subscription_audit"."source" in ('admin', 'cli'))
);
--> statement-breakpoint
DROP INDEX "subscriptions_user_ends_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "expiry_warned_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "expiry_notified_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Issue 11: one subscription row per student. The old statuses 'cancelled' and 'expired' were never
-- set by any code; both mean "no premium from this row" and become 'revoked'. Then keep one row per
-- student: an active one before a revoked one, the latest end first.
UPDATE "subscriptions" SET "status" = 'revoked' WHERE "status" NOT IN ('active', 'revoked');--> statement-breakpoint
DELETE FROM "subscriptions" s USING "subscriptions" k
 WHERE k."user_id" = s."user_id" AND k."id" <> s."id"
   AND ((k."status" = 'active')::int, k."ends_at", k."id") > ((s."status" = 'active')::int, s."ends_at", s."id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_audit" ADD CONSTRAINT "subscription_audit_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_audit" ADD CONSTRAINT "subscription_audit_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "subscription_audit_user_created_idx" ON "subscription_audit" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_key" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_ends_idx" ON "subscriptions" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "email_outbox_queued_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('competition', 'level', 'achievement', 'subject', 'subscription'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'revoked'));--> statement-breakpoint
-- Issue 11, ADR 0021: the plans, in integer kobo. Students pay exactly the listed price: Paystack's
-- fee (1.5 %, plus ₦100 from ₦2,500) is ours. Later price changes are new rows or updates here.
INSERT INTO "plans" ("id", "tier", "name", "description", "price_kobo", "duration_days", "max_level", "competitions", "analytics", "sort_order") VALUES
  ('free', 'free', 'Free', 'Practise levels 1–10 of every subject, with results and review.', 0, NULL, 10, false, false, 0),
  ('premium-30', 'premium', 'Premium 30 days', 'Every level of every subject for 30 days. Pay once by card, bank transfer or USSD; nothing renews by itself.', 100000, 30, 50, true, true, 1),
  ('premium-365', 'premium', 'Premium 1 year', 'Every level of every subject for 365 days. Pay once by card, bank transfer or USSD; nothing renews by itself.', 750000, 365, 50, true, true, 2)
ON CONFLICT ("id") DO NOTHING;
