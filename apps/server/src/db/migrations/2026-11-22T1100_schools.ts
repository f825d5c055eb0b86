import { type Kysely, sql } from 'kysely';

/**
 * Schools, classes, teachers and pupils. A school's points pool has its own append-only ledger
 * (docs/decisions/0003-school-points-pool.md): one row per cause, unique cause keys, balance never below 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('point', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`point >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index schools_name_lower on schools (lower(name))`.execute(db);

  await db.schema
    .createTable('classes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('school_id', 'uuid', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    // the class teacher; null for classes a school admin keeps without one
    .addColumn('teacher_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('classes_school_name', ['school_id', 'name'])
    .execute();

  // Teachers and school admins belong to a school; pupils (acc_type school) to one class of it.
  await db.schema
    .alterTable('users')
    .addColumn('school_id', 'uuid', (c) => c.references('schools.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('class_id', 'uuid', (c) => c.references('classes.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('users_class').on('users').column('class_id').execute();

  await db.schema
    .createTable('school_point_ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('school_id', 'uuid', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta <> 0`))
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    // 'grant:<key>' (admin CLI), 'give:<key>' (a teacher's gift to pupils; pupils' rows are 'give:<key>:<pupilId>')
    .addColumn('cause_key', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('school_point_ledger_school')
    .on('school_point_ledger')
    .columns(['school_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('school_point_ledger').execute();
  await db.schema.alterTable('users').dropColumn('class_id').execute();
  await db.schema.alterTable('users').dropColumn('school_id').execute();
  await db.schema.dropTable('classes').execute();
  await db.schema.dropTable('schools').execute();
}
