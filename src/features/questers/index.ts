// Questers (issue 12): a creator's public page.
export { QuesterPage } from './QuesterPage.tsx';
