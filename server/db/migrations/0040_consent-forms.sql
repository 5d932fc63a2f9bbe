CREATE TABLE "consent_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"form" jsonb NOT NULL,
	"form_version" integer NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb NOT NULL,
	"client_signature_key" text NOT NULL,
	"id_photo_key" text,
	"pdf_key" text NOT NULL,
	"client_signed_at" timestamp with time zone NOT NULL,
	"artist_part" jsonb,
	"artist_signature_key" text,
	"artist_signed_at" timestamp with time zone,
	CONSTRAINT "consent_forms_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "consent_templates" (
	"artist_id" text PRIMARY KEY NOT NULL,
	"template" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_templates" ADD CONSTRAINT "consent_templates_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;