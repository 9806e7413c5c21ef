// The public claims of spec §1 with compact numbers (spec §9), formatted like the home page.
export { platformClaims as claimFigures } from '../../ui/claims.ts';
