// The account area and identity pages (issue 27): the signed-in learner's account, the page an address-proof
// link opens, and the "prove it is yours" form other personal pages show for what only the owner may do.

export { AccountPage } from './AccountPage.tsx';
export { ConfirmAddressPage } from './ConfirmAddressPage.tsx';
export { OwnerLinkForm } from './OwnerLinkForm.tsx';
