CREATE TABLE "save_receipts" (
	"user_id" uuid NOT NULL,
	"key" varchar(100) NOT NULL,
	"leg_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "save_receipts_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "save_receipts" ADD CONSTRAINT "save_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_receipts" ADD CONSTRAINT "save_receipts_leg_id_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "save_receipts_created_idx" ON "save_receipts" USING btree ("created_at");