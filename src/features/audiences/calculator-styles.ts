import { css } from 'styled-system/css';

export const calcBox = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
  gap: { base: '6', md: '8' },
  bg: 'bg.card',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: '24px',
  boxShadow: 'pop',
  p: { base: '5', md: '8' },
});
export const fieldLabel = css({ display: 'block', fontWeight: '700', mb: '2' });
export const selectStyle = css({
  w: '100%',
  minHeight: '48px',
  px: '4',
  borderRadius: '12px',
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg',
  color: 'fg',
  fontSize: 'md',
});
export const resultBox = css({
  borderRadius: '20px',
  p: { base: '6', md: '8' },
  bgGradient: 'to-br',
  gradientFrom: 'brand.600',
  gradientTo: 'brand.900',
  color: 'white',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '2',
});
export const resultFigure = css({
  fontFamily: 'heading',
  fontWeight: '800',
  fontSize: { base: '4xl', md: '5xl' },
  lineHeight: '1.1',
});
export const segmented = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: '2',
  '& label': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    minHeight: '48px',
    px: '3',
    borderRadius: '12px',
    border: '1px solid',
    borderColor: 'border',
    cursor: 'pointer',
    fontWeight: '600',
    bg: 'bg',
  },
  '& input': { position: 'absolute', opacity: 0, w: '1px', h: '1px' },
  '& input:checked + span': { color: 'fg.brand' },
  '& label:has(input:checked)': {
    borderColor: 'accent',
    bg: 'bg.brandSoft',
    boxShadow: '0 0 0 1px token(colors.accent)',
  },
  '& label:has(input:focus-visible)': { outline: '3px solid token(colors.brand.400)', outlineOffset: '2px' },
});
