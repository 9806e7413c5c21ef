import type { Db } from '../../src/db/types.ts';
import { type ReminderRunResult, sendDueReminders } from '../../src/domain/ce/reminders.ts';

/**
 * Runs the daily CE reminder job until one run actually ran. The job skips a run while another holds its lock
 * (by design: that one is doing the same work), and in tests another holder is normal: the app's own background
 * run at start-up, or another test file on the shared PostgreSQL. A skipped run sends nothing, which a test
 * would read as "no reminder due" (seen once in CI: ce-licences-http on postgres).
 */
export async function runDueReminders(db: Db, now: Date): Promise<ReminderRunResult> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await sendDueReminders(db, { now });
    if (result.ran) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the CE reminder job stayed locked by another run for 2.5 s');
}
