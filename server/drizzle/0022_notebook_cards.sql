CREATE TABLE "notebook_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"front" text NOT NULL,
	"back" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"note" text,
	"source_type" text,
	"source_id" uuid,
	"due" timestamp with time zone NOT NULL,
	"fsrs_stability" double precision DEFAULT 0 NOT NULL,
	"fsrs_difficulty" double precision DEFAULT 0 NOT NULL,
	"fsrs_elapsed_days" integer DEFAULT 0 NOT NULL,
	"fsrs_scheduled_days" integer DEFAULT 0 NOT NULL,
	"fsrs_learning_steps" integer DEFAULT 0 NOT NULL,
	"fsrs_reps" integer DEFAULT 0 NOT NULL,
	"fsrs_lapses" integer DEFAULT 0 NOT NULL,
	"fsrs_state" smallint DEFAULT 0 NOT NULL,
	"fsrs_last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notebook_cards" ADD CONSTRAINT "notebook_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebook_cards_user_created_idx" ON "notebook_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notebook_cards_user_due_idx" ON "notebook_cards" USING btree ("user_id","due");