-- Decision 045: the artist's studio answers (topics switched or reworded) and the lead's open questions.
ALTER TABLE "leads" ADD COLUMN "open_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "studio_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;