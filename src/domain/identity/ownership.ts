// Who may do what with a personal resource (issue 27): one rule per resource, used by the pages and the routes
// alike. Two kinds of visitor prove something:
// - the owner: the learner the browser acts for (its Open Campus ID account, else its e-mail session from an
//   address proof, identity/proofs.ts), equal to the resource's learner;
// - a link holder: someone who opened the one document a capability link was made for (a receipt, a
//   certificate). A link reads that document and nothing else.
// Anything that moves money, access or identity needs the owner. A refusal is told apart from a missing id by
// nobody: pages answer 404, posts 404 (unknown) or 403 (known, not yours) and change nothing.

/** The visitor as the rules see them. */
export interface Viewer {
  /** The learner the browser acts for, or null. */
  learnerId: string | null;
  /** The Open Campus ID account the browser is signed in with (edu_username), or null. */
  ocid: string | null;
}

export const ANONYMOUS: Viewer = Object.freeze({ learnerId: null, ocid: null });

/** The viewer is the learner who owns the resource. */
export function isOwnerOf(ownerLearnerId: string | null | undefined, viewer: Viewer): boolean {
  return viewer.learnerId !== null && ownerLearnerId != null && ownerLearnerId === viewer.learnerId;
}

/**
 * An order. Its receipt link reads it (receipt, invoice PDF, payment success) and pays it when it is pending: that
 * is what the invoice is for, the payer's money moves and the order stays its owner's. The phone is set by the link
 * once (the step right after checkout); changing it and refunding need the owner; registration only ever sends a
 * link to the order's own address (identity/index.ts).
 */
export const orderRules = {
  setPhone: (order: OrderFacts, viewer: Viewer) => order.phone === null || isOwnerOf(order.learnerId, viewer),
  refund: (order: OrderFacts, viewer: Viewer) => isOwnerOf(order.learnerId, viewer),
} as const;

export interface OrderFacts {
  learnerId: string | null;
  phone: string | null;
}

/**
 * A subscription (migrant plan, Quester plan, company seats): its status page is the document its e-mail links
 * (read by the link); only its owner opens the portal, cancels, upgrades, changes the card, sees the employees,
 * invites them and changes seats.
 */
export const subscriptionRules = {
  manage: (subscription: { learnerId: string }, viewer: Viewer) => isOwnerOf(subscription.learnerId, viewer),
} as const;

/** A Quester's plan is changed only by that Quester, signed in with the Open Campus ID linked to them. */
export const questerRules = {
  changePlan: (quester: { ownerOcid: string | null }, viewer: Viewer) =>
    viewer.ocid !== null && quester.ownerOcid !== null && quester.ownerOcid === viewer.ocid,
} as const;

// A learner's own pages (profile unless public, results, transcript and its files, licences, credits) follow
// learners/access.ts, which asks isOwnerOf; a certificate's link reads its page and PDF (certificates/).
