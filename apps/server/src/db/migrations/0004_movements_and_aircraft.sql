CREATE TABLE "movement_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text NOT NULL,
	"digest" text NOT NULL,
	"outcome" text NOT NULL,
	"reason_key" text,
	"reason_params" jsonb,
	"flight" text,
	"leg_id" uuid,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	CONSTRAINT "movement_messages_outcome_check" CHECK ("movement_messages"."outcome" in ('applied', 'unchanged', 'rejected', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "leg_changes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "legs" ADD COLUMN "movement_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "movement_messages" ADD CONSTRAINT "movement_messages_leg_id_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."legs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movement_messages_outcome_idx" ON "movement_messages" USING btree ("outcome","received_at");--> statement-breakpoint
CREATE INDEX "movement_messages_digest_idx" ON "movement_messages" USING btree ("digest");--> statement-breakpoint
CREATE INDEX "legs_aircraft_idx" ON "legs" USING btree (split_part("registration", '/', 1),"datop_local");