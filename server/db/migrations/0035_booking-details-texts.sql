ALTER TABLE "availability_settings" ADD COLUMN "prep_notes" text;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "refund_policy" text;