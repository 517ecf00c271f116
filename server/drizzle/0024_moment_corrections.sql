CREATE TABLE "moment_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"original" text NOT NULL,
	"corrected" text NOT NULL,
	"note" text,
	"helpful" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "correct_me" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "correction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "moment_corrections" ADD CONSTRAINT "moment_corrections_moment_id_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "moments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_corrections" ADD CONSTRAINT "moment_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moment_corrections_moment_created_idx" ON "moment_corrections" USING btree ("moment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "moment_corrections_user_idx" ON "moment_corrections" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moment_corrections_one_helpful" ON "moment_corrections" USING btree ("moment_id") WHERE "moment_corrections"."helpful";--> statement-breakpoint
CREATE INDEX "moments_correct_me_published_idx" ON "moments" USING btree ("language","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "moments"."correct_me";