-- CreateTable
CREATE TABLE "apply_profiles" (
    "user_id" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "apply_profiles_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "apply_answers" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "question_key" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "apply_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "application_submissions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "application_id" TEXT NOT NULL,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL,
    "page_url" TEXT NOT NULL,
    "answers" JSONB NOT NULL,
    "resume_filename" TEXT,
    "resume_sha256" TEXT,
    "resume_size" INTEGER,
    "resume_data" BYTEA,
    "cover_letter" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "application_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "apply_answers_user_id_updated_at_idx" ON "apply_answers"("user_id", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "apply_answers_user_id_question_key_key" ON "apply_answers"("user_id", "question_key");

-- CreateIndex
CREATE INDEX "application_submissions_application_id_created_at_idx" ON "application_submissions"("application_id", "created_at");

-- CreateIndex
CREATE INDEX "application_submissions_user_id_idx" ON "application_submissions"("user_id");

-- AddForeignKey
ALTER TABLE "apply_profiles" ADD CONSTRAINT "apply_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "apply_answers" ADD CONSTRAINT "apply_answers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_submissions" ADD CONSTRAINT "application_submissions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_submissions" ADD CONSTRAINT "application_submissions_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A submission snapshot is what was sent: written once, never changed (ADR 241).
CREATE FUNCTION "application_submissions_unchanging"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'application_submissions rows are never updated';
END;
$$;

CREATE TRIGGER "application_submissions_no_update"
  BEFORE UPDATE ON "application_submissions"
  FOR EACH ROW EXECUTE FUNCTION "application_submissions_unchanging"();

-- Bounded columns (the API checks them first).
ALTER TABLE "apply_answers" ADD CONSTRAINT "apply_answers_question_length" CHECK (char_length("question") <= 1000);
ALTER TABLE "apply_answers" ADD CONSTRAINT "apply_answers_answer_length" CHECK (char_length("answer") <= 10000);
ALTER TABLE "application_submissions" ADD CONSTRAINT "application_submissions_resume_size" CHECK ("resume_size" IS NULL OR "resume_size" <= 5242880);
