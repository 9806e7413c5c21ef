// What other features may use of the catalogue: the course cover and the credit-hours wording.
export { Cover, creditHoursText } from './parts.tsx';
