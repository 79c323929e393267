ALTER TABLE "movement_messages" ADD COLUMN "original_text" text;--> statement-breakpoint
ALTER TABLE "movement_messages" ADD COLUMN "unread" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "movement_messages" ADD COLUMN "remark" text;