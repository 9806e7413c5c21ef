import { defineRecipe } from '@pandacss/dev';

// Shared Panda recipes: every button, card and badge on the site comes from here.
export const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'pill',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background 0.15s, transform 0.15s, box-shadow 0.15s',
    whiteSpace: 'nowrap',
    minHeight: '44px',
    _active: { transform: 'translateY(1px)' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: { bg: 'accent', color: 'accent.fg', boxShadow: 'card', _hover: { bg: 'accent.hover' } },
      secondary: {
        bg: 'bg.card',
        color: 'fg',
        border: '1px solid',
        borderColor: 'border',
        _hover: { borderColor: 'accent', color: 'fg.brand' },
      },
      ghost: { bg: 'transparent', color: 'fg', _hover: { bg: 'bg.muted' } },
      sun: { bg: 'sun.400', color: 'ink.950', _hover: { bg: 'sun.300' } },
    },
    size: {
      sm: { px: '4', py: '2', fontSize: 'sm', minHeight: '40px' },
      md: { px: '5', py: '2.5', fontSize: 'md' },
      lg: { px: '7', py: '3.5', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.card',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'card',
    boxShadow: 'card',
    p: { base: '5', md: '6' },
  },
});

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    py: '0.5',
    borderRadius: 'pill',
    fontSize: 'xs',
    fontWeight: '700',
    letterSpacing: '0.02em',
  },
  variants: {
    tone: {
      brand: { bg: 'bg.brandSoft', color: 'fg.brand' },
      sun: { bg: 'sun.300', color: 'ink.950' },
      mint: { bg: 'mint.100', color: 'mint.700' },
      coral: { bg: 'coral.100', color: 'coral.700' },
    },
  },
  defaultVariants: { tone: 'brand' },
});

// A rounded link in a row of choices (the catalogue's specialties, search's specialties, a learner's tabs); the
// current one (aria-current) is filled.
export const pillLink = defineRecipe({
  className: 'pill-link',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minHeight: '44px',
    px: '4',
    borderRadius: 'pill',
    border: '1px solid',
    borderColor: 'border',
    bg: 'bg.card',
    color: 'fg',
    fontWeight: '600',
    fontSize: 'sm',
    textDecoration: 'none',
    _hover: { borderColor: 'accent', color: 'fg.brand' },
    '&[aria-current=true], &[aria-current=page]': { bg: 'accent', color: 'accent.fg', borderColor: 'accent' },
  },
});

export const recipes = { button, card, badge, pillLink };
