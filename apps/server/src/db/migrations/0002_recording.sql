CREATE TABLE "dispatchers" (
	"station" varchar(3) NOT NULL,
	"code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" varchar(12) NOT NULL,
	CONSTRAINT "dispatchers_station_code_pk" PRIMARY KEY("station","code")
);
--> statement-breakpoint
CREATE TABLE "leg_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"leg_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"role" text,
	"call" text NOT NULL,
	"version" integer NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legs" ADD COLUMN "pea_comments_arrival" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "legs" ADD COLUMN "pea_comments_departure" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatchers" ADD CONSTRAINT "dispatchers_station_stations_code_fk" FOREIGN KEY ("station") REFERENCES "public"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_changes" ADD CONSTRAINT "leg_changes_leg_id_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_changes" ADD CONSTRAINT "leg_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leg_changes_leg_idx" ON "leg_changes" USING btree ("leg_id","changed_at");