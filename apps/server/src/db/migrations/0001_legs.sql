CREATE TABLE "leg_connections" (
	"leg_id" uuid NOT NULL,
	"flight_number" varchar(8) NOT NULL,
	"datop_local" date NOT NULL,
	"depstn" varchar(3) NOT NULL,
	"pax" integer NOT NULL,
	"bags" integer NOT NULL,
	CONSTRAINT "leg_connections_leg_id_flight_number_datop_local_depstn_pk" PRIMARY KEY("leg_id","flight_number","datop_local","depstn")
);
--> statement-breakpoint
CREATE TABLE "legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"airline" varchar(2) NOT NULL,
	"flight_number" varchar(5) NOT NULL,
	"datop_local" date NOT NULL,
	"arrival_date" date NOT NULL,
	"depstn" varchar(3) NOT NULL,
	"arrstn" varchar(3) NOT NULL,
	"registration" varchar(8),
	"material" varchar(4),
	"status" text,
	"std" timestamp with time zone NOT NULL,
	"sta" timestamp with time zone NOT NULL,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"pushback" timestamp with time zone,
	"takeoff" timestamp with time zone,
	"landed" timestamp with time zone,
	"on_blocks" timestamp with time zone,
	"change_registration" boolean DEFAULT false NOT NULL,
	"pea_type_arrival" text,
	"pea_number_arrival" varchar(8),
	"pea_tape" varchar(8),
	"pea_type_departure" text,
	"pea_number_departure" varchar(8),
	"pea_hall_departure" varchar(8),
	"pea_changes_arrival" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pea_changes_departure" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pax_adult" integer DEFAULT 0 NOT NULL,
	"pax_infant" integer DEFAULT 0 NOT NULL,
	"ssrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"baggage_total" integer,
	"baggage_weight_total" integer,
	"load" integer,
	"capacity" integer,
	"crew_type" text,
	"crew" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cda_assigned" jsonb,
	"cda_assigned_arrival" jsonb,
	"trailers_arrival" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trailers_departure" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_services_arrival" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_services_departure" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"overnight" jsonb,
	"milestones_arrival" jsonb,
	"milestones_departure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legs_status_check" CHECK ("legs"."status" in ('CANCELED', 'RESCHEDULED', 'CONFIRMED'))
);
--> statement-breakpoint
CREATE TABLE "station_feed_sync" (
	"station" varchar(3) PRIMARY KEY NOT NULL,
	"last_sync_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_registrations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"registrations" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leg_connections" ADD CONSTRAINT "leg_connections_leg_id_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legs" ADD CONSTRAINT "legs_depstn_stations_code_fk" FOREIGN KEY ("depstn") REFERENCES "public"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legs" ADD CONSTRAINT "legs_arrstn_stations_code_fk" FOREIGN KEY ("arrstn") REFERENCES "public"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_feed_sync" ADD CONSTRAINT "station_feed_sync_station_stations_code_fk" FOREIGN KEY ("station") REFERENCES "public"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registrations" ADD CONSTRAINT "user_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legs_key_idx" ON "legs" USING btree ("airline","flight_number","datop_local","depstn");--> statement-breakpoint
CREATE INDEX "legs_departures_idx" ON "legs" USING btree ("depstn","datop_local");--> statement-breakpoint
CREATE INDEX "legs_arrivals_idx" ON "legs" USING btree ("arrstn","arrival_date");