-- Reminders get their pg-boss job from a sweep (ADR 103) instead of inside every change:
-- armed_due_at is the due time the reminder's job was written for (NULL: no job yet).
ALTER TABLE "reminders" ADD COLUMN "armed_due_at" TIMESTAMPTZ(3);

-- Pending rows written before this change got their job with the change (ADR 070).
UPDATE "reminders" SET "armed_due_at" = "due_at" WHERE "status" = 'PENDING';

-- What the sweep reads: pending reminders without a job, by due time.
CREATE INDEX "reminders_unarmed_due_at_idx" ON "reminders"("due_at") WHERE "armed_due_at" IS NULL AND "status" = 'PENDING';
