CREATE TABLE "station_changes" (
	"station" varchar(3) NOT NULL,
	"seq" bigint NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "station_changes_station_seq_pk" PRIMARY KEY("station","seq")
);
