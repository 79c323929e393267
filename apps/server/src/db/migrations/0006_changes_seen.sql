CREATE TABLE "leg_seen" (
	"user_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leg_seen_user_id_leg_id_pk" PRIMARY KEY("user_id","leg_id")
);
--> statement-breakpoint
CREATE TABLE "station_day_seen" (
	"user_id" uuid NOT NULL,
	"station" varchar(3) NOT NULL,
	"day" date NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "station_day_seen_user_id_station_day_pk" PRIMARY KEY("user_id","station","day")
);
--> statement-breakpoint
ALTER TABLE "leg_seen" ADD CONSTRAINT "leg_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_seen" ADD CONSTRAINT "leg_seen_leg_id_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_day_seen" ADD CONSTRAINT "station_day_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;