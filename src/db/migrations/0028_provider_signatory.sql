ALTER TABLE "providers" ADD COLUMN "signatory_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "signatory_title_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "signatory_title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "providers" SET "signatory_name" = 'Dra. Elena Marquina, LMHC', "signatory_title_es" = 'Directora de educación continua', "signatory_title_en" = 'Director of Continuing Education' WHERE "slug" = 'palmetto-behavioral-health-ce';--> statement-breakpoint
UPDATE "providers" SET "signatory_name" = 'Robert J. Alvarez, CLU', "signatory_title_es" = 'Director académico', "signatory_title_en" = 'Academic Director' WHERE "slug" = 'sunshine-insurance-academy';--> statement-breakpoint
UPDATE "providers" SET "signatory_name" = 'Patricia Nolan', "signatory_title_es" = 'Instructora permanente y directora de la escuela', "signatory_title_en" = 'Permanent Instructor and School Director' WHERE "slug" = 'coastal-real-estate-institute';
