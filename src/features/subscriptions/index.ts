// The migrant subscription's pages (issue 12).
export { PortalPage } from './PortalPage.tsx';
// The status pages' frame and messages, shared with the company seats pages (features/companies).
export {
  pageStack,
  sectionCard,
  sectionTitle,
  subscriptionMessage,
  summaryList,
} from './parts.tsx';
export { QuesterUpgradePage, questerPlanEffect, questerPlanLabel } from './QuesterUpgradePage.tsx';
export { SubscribePage } from './SubscribePage.tsx';
// The buyer's fields and card of the subscription forms, shared with the company seats form.
export { SubscriptionBuyerFields } from './SubscriptionBuyerFields.tsx';
export { SubscriptionPage } from './SubscriptionPage.tsx';
