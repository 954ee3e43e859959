-- The cover-letter version sent with its application ("what I sent", issue 28): at most one per
-- application; a sent version is frozen (edits refused) until the mark moves to another version.
ALTER TABLE "cover_letters" ADD COLUMN "sent_at" TIMESTAMPTZ(3);
CREATE UNIQUE INDEX "cover_letters_application_id_sent_key" ON "cover_letters" ("application_id") WHERE "sent_at" IS NOT NULL;
