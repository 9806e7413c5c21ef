import { css } from 'styled-system/css';

// The requirements tool's look, shared by its page and the "my licences" section on it.

export const sectionTitle = css({
  fontSize: { base: 'xl', md: '2xl' },
  fontWeight: '800',
  fontFamily: 'heading',
});
export const formCard = css({
  display: 'grid',
  gap: '5',
  p: { base: '5', md: '7' },
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
});
export const field = css({ display: 'grid', gap: '1.5', alignContent: 'start' });
/** A form card's child across both columns. */
export const wide = css({ gridColumn: { md: '1 / -1' } });
export const list = css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' });
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
