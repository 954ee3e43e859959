-- Issue 26 (ADR 190): the fields job seekers track. The CHECKs repeat the API's validation
-- (lib/applications/schemas.ts) so a row written by any path stays readable.
-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "deadline" DATE,
ADD COLUMN     "location" TEXT,
ADD COLUMN     "priority" SMALLINT,
ADD COLUMN     "salary_currency" TEXT,
ADD COLUMN     "salary_max" DECIMAL(14,2),
ADD COLUMN     "salary_min" DECIMAL(14,2),
ADD COLUMN     "salary_period" TEXT,
ADD COLUMN     "work_mode" TEXT;

ALTER TABLE "applications"
  ADD CONSTRAINT "applications_work_mode_check" CHECK ("work_mode" IN ('on_site', 'hybrid', 'remote')),
  ADD CONSTRAINT "applications_salary_period_check" CHECK ("salary_period" IN ('year', 'month', 'hour')),
  ADD CONSTRAINT "applications_salary_currency_check" CHECK ("salary_currency" ~ '^[A-Z]{3}$'),
  ADD CONSTRAINT "applications_priority_check" CHECK ("priority" BETWEEN 1 AND 5),
  ADD CONSTRAINT "applications_salary_range_check" CHECK ("salary_min" >= 0 AND "salary_max" >= 0 AND "salary_max" >= "salary_min");
