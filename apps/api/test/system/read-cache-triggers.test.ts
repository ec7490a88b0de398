import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** The read cache (decision 005) hears of a change only from a table with a trigger. */
describe('the read cache’s change triggers', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('has a change trigger on every table its answers are built from', async () => {
    const result = (await app.db.execute(sql`
      select tgrelid::regclass::text as name from pg_trigger
      where tgname like '%\_data\_changed' order by 1`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    // The account behind a token (users); her list (clients, users, nutritionists, goals,
    // progress_entries); the admin's client total (clients, users, nutritionists); the food
    // catalogue and its search index (foods, recipes, recipe_ingredients); meal plans and
    // targets (client_targets, meal_plan_entries, meal_plan_items, migration 0005); My
    // Clients' last logged day, adherence and latest weight (journal_entries, measurements)
    // and the journal read (its entries, items, comments, water, habits, water target;
    // migration 0006); the session behind a token (user_sessions, migration 0008); a
    // nutritionist's Today (messages, appointments, intake_sends, purchases, lab_results,
    // lab_test_settings, today_marks; migration 0018) with her sessions' hours and the
    // practice's change window (nutritionist_availability, practice_settings; 0020); the
    // admin's Practice health (its journal tallies, payments, gst_documents; 0021).
    expect(result.rows.map((row) => row.name)).toEqual([
      'appointments',
      'client_targets',
      'client_tracking',
      'clients',
      'foods',
      'goals',
      'gst_documents',
      'habit_checks',
      'habits',
      'intake_sends',
      'journal_comments',
      'journal_day_meals',
      'journal_entries',
      'journal_items',
      'journal_month_meals',
      'lab_results',
      'lab_test_settings',
      'meal_plan_entries',
      'meal_plan_items',
      'measurements',
      'messages',
      'nutritionist_availability',
      'nutritionists',
      'payments',
      'practice_settings',
      'progress_entries',
      'purchases',
      'recipe_ingredients',
      'recipes',
      'today_marks',
      'user_sessions',
      'users',
      'water_logs',
    ]);
  });
});
