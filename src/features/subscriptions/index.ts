// The migrant subscription's pages (issue 12).
export { PortalPage } from './PortalPage.tsx';
export { QuesterUpgradePage, questerPlanEffect, questerPlanLabel } from './QuesterUpgradePage.tsx';
export { SubscribePage } from './SubscribePage.tsx';
export { SubscriptionPage } from './SubscriptionPage.tsx';
