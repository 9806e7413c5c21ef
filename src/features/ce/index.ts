// What other features may use from ce/.
export { RequirementsPage } from './RequirementsPage.tsx';
export { RequirementsTeaser } from './RequirementsTeaser.tsx';
