// What other features may use from auth/ (its other modules are internal).
export { AccountMenu, loginHref, OcidMark, shortAddress } from './AccountMenu.tsx';
export { getAuthState, hasEmailSession } from './session.ts';
