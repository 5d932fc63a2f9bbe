ALTER TABLE "users" ADD COLUMN "books_reopen_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "books_close_after" integer;