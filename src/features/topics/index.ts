// Topics and app campaigns (issue 12).
export { AppCampaignPage } from './AppCampaignPage.tsx';
export { TopicPage } from './TopicPage.tsx';
