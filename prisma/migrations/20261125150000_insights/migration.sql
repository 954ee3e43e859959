-- Issue 29 (ADR 140): where an application came from (free text; the tracker issue adds the
-- form field and suggestions), and the keyword match score of a "what I sent" copy against the
-- job description it was sent with, taken when the copy is (NULL: no job description, or a copy
-- taken before this migration).
ALTER TABLE "applications" ADD COLUMN "source" TEXT;
ALTER TABLE "sent_resumes" ADD COLUMN "match_score" INTEGER;
