// What other features may use from ce/.

export { licenceName } from './labels.ts';
export { RequirementsPage } from './RequirementsPage.tsx';
export { RequirementsTeaser } from './RequirementsTeaser.tsx';
