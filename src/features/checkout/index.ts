// What other features may use from checkout: the page frames, notices, labelled fields and the print button.

export { AppAccess } from './CourseAccess.tsx';
export { getFormState } from './form-state.ts';
export { PrintButton } from './PrintButton.tsx';
export {
  actionsRow,
  cardTitle,
  DetailRow,
  Field,
  lead,
  messageFor,
  Notice,
  narrowPage,
  noPrint,
  pageTitle,
  postAction,
  SandboxCardFields,
  widePage,
  wrapButton,
} from './parts.tsx';
export { StripeCardPayment } from './StripePayment.tsx';
