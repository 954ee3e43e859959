import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { applicationSelect } from './application-dto';

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The columns of `applicationSelect` for raw SQL, each aliased to its Prisma field name, so a raw
 * row maps through `toApplicationDto` like a Prisma one (columns follow the schema's snake_case
 * @map convention). `table` qualifies them (e.g. a CTE's name).
 */
export function applicationColumns(table?: string): Prisma.Sql {
  const prefix = table ? `"${table}".` : '';
  return Prisma.raw(
    Object.keys(applicationSelect)
      .map((field) => `${prefix}"${snake(field)}" AS "${field}"`)
      .join(', '),
  );
}
