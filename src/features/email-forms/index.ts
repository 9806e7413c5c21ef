// The e-mail forms' server side (newsletter, 10% off): their copy, labels and /forms plumbing, shared by the
// shell's footer and the landing pages. The boxes themselves are in src/ui/EmailBoxes.tsx.
export {
  currentFormPage,
  emailFormAction,
  emailFormLabels,
  newsletterCopy,
  newsletterState,
} from './newsletter.ts';
