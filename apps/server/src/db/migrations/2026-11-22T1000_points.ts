import { type Kysely, sql } from 'kysely';

/**
 * Points: the append-only ledger (one row per cause, never two), plans, the bonus event, payment orders and
 * redeem codes. Seeds sensible TWD plans and one bonus event so a fresh install can sell points at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('point_ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta <> 0`))
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    // 'pay:<MerchantTradeNo>', 'redeem:<code>:<userId>', 'book:<bookId>', 'trial:<userId>', 'admin:<key>'
    .addColumn('cause_key', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('point_ledger_user').on('point_ledger').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('pay_plans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('point', 'integer', (c) => c.notNull().check(sql`point > 0`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('bonus_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('begin_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('time_limit_in_minutes', 'integer', (c) => c.notNull().check(sql`time_limit_in_minutes > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('bonus_events_window', sql`end_at > begin_at`)
    .execute();

  await db.schema
    .createTable('bonus_event_plans')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('bonus_events.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('pay_plans.id').onDelete('cascade'))
    .addColumn('bonus_point', 'integer', (c) => c.notNull().check(sql`bonus_point > 0`))
    .addPrimaryKeyConstraint('bonus_event_plans_pk', ['event_id', 'plan_id'])
    .execute();

  await db.schema
    .createTable('bonus_event_joins')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('bonus_events.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bonus_event_joins_pk', ['event_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('payment_orders')
    // ECPay MerchantTradeNo: ≤ 20 letters/digits, unique forever
    .addColumn('merchant_trade_no', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('pay_plans.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('point', 'integer', (c) => c.notNull())
    .addColumn('bonus_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event_id', 'integer', (c) => c.references('bonus_events.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'failed')`),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('client_back_url', 'text', (c) => c.notNull())
    .addColumn('trade_no', 'text')
    .addColumn('rtn_code', 'text')
    .addColumn('rtn_msg', 'text')
    .addColumn('visited_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_orders_user').on('payment_orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('promotion_codes')
    // stored upper-case; children type codes in any case
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('point', 'integer', (c) => c.notNull().check(sql`point > 0`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('single_use', 'once_per_user')`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('promotion_codes_single', sql`kind <> 'single_use' or used_count <= 1`)
    .execute();

  await db.schema
    .createTable('promotion_redemptions')
    .addColumn('code', 'text', (c) => c.notNull().references('promotion_codes.code').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('promotion_redemptions_pk', ['code', 'user_id'])
    .execute();

  // Seed: one book costs 10 points; plans in New Taiwan dollars, bigger plans a little cheaper per point.
  await sql`insert into pay_plans (name, price, point) values
    ('體驗方案', 100, 100), ('小作家方案', 290, 300), ('大作家方案', 550, 600), ('出版社方案', 1000, 1200)`.execute(db);
  // A launch event: for 30 days, a child who opens the point page has 60 minutes of bonus points.
  await sql`insert into bonus_events (name, begin_at, end_at, time_limit_in_minutes)
    values ('開站限時加碼', now(), now() + interval '30 days', 60)`.execute(db);
  await sql`insert into bonus_event_plans (event_id, plan_id, bonus_point)
    select e.id, p.id, p.point / 10 from bonus_events e cross join pay_plans p`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'promotion_redemptions',
    'promotion_codes',
    'payment_orders',
    'bonus_event_joins',
    'bonus_event_plans',
    'bonus_events',
    'pay_plans',
    'point_ledger',
  ])
    await db.schema.dropTable(t).execute();
}
