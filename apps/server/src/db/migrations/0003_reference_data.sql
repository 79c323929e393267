CREATE TABLE "airline_delay_codes" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"alpha" varchar(2),
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airline_delay_codes_code_check" CHECK ("airline_delay_codes"."code" in ('00', '01', '02', '03', '04', '05'))
);
--> statement-breakpoint
ALTER TABLE "legs" DROP CONSTRAINT "legs_depstn_stations_code_fk";
--> statement-breakpoint
ALTER TABLE "legs" DROP CONSTRAINT "legs_arrstn_stations_code_fk";
--> statement-breakpoint
ALTER TABLE "station_feed_sync" DROP CONSTRAINT "station_feed_sync_station_stations_code_fk";
--> statement-breakpoint
ALTER TABLE "legs" ALTER COLUMN "registration" SET DATA TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "board" boolean DEFAULT true NOT NULL;