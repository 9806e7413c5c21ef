// Shared form field styles (inputs, labels, errors, the honeypot): the lead forms and the e-mail forms.
import { css } from 'styled-system/css';

export const formGrid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
});
export const fieldWrap = css({
  display: 'grid',
  gap: '1.5',
  '&[data-wide=true]': { gridColumn: { md: '1 / -1' } },
});
export const labelStyle = css({ fontWeight: '700', fontSize: 'sm' });
const input = {
  w: '100%',
  minHeight: '48px',
  px: '4',
  py: '2.5',
  borderRadius: '12px',
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg',
  color: 'fg',
  fontSize: 'md',
  '&[aria-invalid=true]': { borderColor: 'danger', boxShadow: '0 0 0 1px token(colors.danger)' },
  _placeholder: { color: 'fg.muted' },
} as const;
export const inputStyle = css(input);
const error = { color: 'danger', fontSize: 'sm', fontWeight: '600' } as const;
export const errorText = css(error);

// The footer's variants are merged into one style (not a second class on top), so what wins never depends on
// the order Panda happens to emit the two classes in.
// The footer is in the brand palette in both themes (issue 30): its field follows the theme like any other.
export const footerInputStyle = css(input, {
  bg: 'bg',
  borderColor: { base: 'brand.200', _dark: 'ink.600' },
});
export const footerErrorText = css(error, { _empty: { display: 'none' } });
export const hintText = css({ color: 'fg.muted', fontSize: 'sm' });
export const alertBox = css({
  gridColumn: '1 / -1',
  p: '4',
  borderRadius: '12px',
  bg: 'coral.100',
  color: 'coral.700',
  fontWeight: '700',
});
export const successBox = css({
  display: 'grid',
  gap: '2',
  p: { base: '6', md: '8' },
  borderRadius: '20px',
  bg: 'mint.100',
  color: 'mint.700',
  textAlign: 'center',
  justifyItems: 'center',
  '& h3': { fontSize: 'xl', fontWeight: '800', color: 'ink.900' },
  '& p': { color: 'ink.700' },
});
export const honeypot = css({
  position: 'absolute',
  left: '-10000px',
  w: '1px',
  h: '1px',
  overflow: 'hidden',
});
