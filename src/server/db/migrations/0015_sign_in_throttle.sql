CREATE TABLE "sign_in_throttle" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	CONSTRAINT "sign_in_throttle_email_address_pk" PRIMARY KEY("email","address")
);
