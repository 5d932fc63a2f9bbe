CREATE TABLE "idempotency_keys" (
	"api_key_id" uuid NOT NULL,
	"key" text NOT NULL,
	"artist_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_api_key_id_key_pk" PRIMARY KEY("api_key_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");