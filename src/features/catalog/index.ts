// What other features may use of the catalogue: the course cover and cards, and the credit-hours wording.
export { CourseCards, Cover, creditHoursText } from './parts.tsx';
export { getCourseViewer } from './viewer.ts';
