// Reviews by learners who completed the course (issue 30): the page where one is written or edited.
export { ReviewPage } from './ReviewPage.tsx';
