import { and, eq, inArray } from 'drizzle-orm';
import { instructors, type QuesterPlan } from '../../db/schema/catalog.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { Db } from '../../db/types.ts';
import type { CacheTag } from '../cache-tags.ts';
import { tagsOfQuester } from '../catalog/touched.ts';
import type { DomainEvents } from '../events.ts';
import { QUESTER_PLAN_OF } from '../plans.ts';
import type { SubscriptionProductHook } from '../subscriptions/index.ts';

// A Quester's plan follows their subscription (spec §1, §4): a live (trialing or active) Quester subscription
// grants its plan; once it lapses (the renewal failed: past_due; or it ended after a cancellation) the Quester is
// back on the free plan. The plan caps the visibility of their courses in the database (migration 0016), in
// the transaction of the change, so listings, counts, search, the sitemap and direct links follow at once;
// after the commit the catalogue change is announced so cached pages are dropped.

const RANK: Record<QuesterPlan, number> = { free: 0, basic: 1, plus: 2 };

/** The plan a Quester's subscriptions grant now. */
export async function grantedQuesterPlan(tx: Db, slug: string): Promise<QuesterPlan> {
  const live = await tx
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.product, 'quester'),
        eq(subscriptions.subjectId, slug),
        inArray(subscriptions.status, ['trialing', 'active']),
      ),
    );
  let best: QuesterPlan = 'free';
  for (const row of live) {
    const plan = QUESTER_PLAN_OF[row.plan];
    if (plan && RANK[plan] > RANK[best]) best = plan;
  }
  return best;
}

/** Sets the Quester's plan from their subscriptions; true when it changed. */
export async function syncQuesterPlan(tx: Db, slug: string): Promise<boolean> {
  const plan = await grantedQuesterPlan(tx, slug);
  const changed = await tx
    .update(instructors)
    .set({ plan })
    .where(and(eq(instructors.slug, slug), inArray(instructors.plan, otherPlans(plan))))
    .returning({ id: instructors.id });
  return changed.length > 0;
}

function otherPlans(plan: QuesterPlan): QuesterPlan[] {
  return (['free', 'basic', 'plus'] as const).filter((other) => other !== plan);
}

export function questerPlanHook(events: DomainEvents): SubscriptionProductHook {
  // The tags are read in the changing transaction and announced after its commit (a rolled-back change leaves
  // its entry until the Quester's next change replaces it).
  const touched = new Map<string, CacheTag[]>();
  return {
    async sync(tx, slug) {
      const changed = await syncQuesterPlan(tx, slug);
      if (changed) touched.set(slug, await tagsOfQuester(tx, slug));
      return changed;
    },
    committed: (slug) => {
      const tags = touched.get(slug);
      touched.delete(slug);
      // Without its tags (never expected), everything goes.
      events.emit({ type: 'catalog.changed', reason: 'plan', ...(tags ? { tags } : {}) });
    },
  };
}

/** A Quester by slug, with their plan (the upgrade page; unknown → undefined). */
export async function questerPlanOf(
  db: Db,
  slug: string,
): Promise<{ slug: string; name: string; plan: QuesterPlan; ownerOcid: string | null } | undefined> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return undefined;
  const [row] = await db
    .select({
      slug: instructors.slug,
      name: instructors.name,
      plan: instructors.plan,
      ownerOcid: instructors.ownerOcid,
    })
    .from(instructors)
    .where(eq(instructors.slug, slug))
    .limit(1);
  return row;
}
