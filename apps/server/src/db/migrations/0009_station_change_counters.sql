CREATE TABLE "station_change_counters" (
	"station" varchar(3) PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
