DROP INDEX "form_submissions_email_idx";--> statement-breakpoint
CREATE INDEX "form_submissions_email_form_idx" ON "form_submissions" USING btree ("email","form_type","created_at");