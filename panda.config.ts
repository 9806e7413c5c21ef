import { defineConfig } from '@pandacss/dev';
import { recipes } from './src/ui/recipes.ts';
import { slotRecipes } from './src/ui/slot-recipes.ts';

export default defineConfig({
  preflight: true,
  // Short hashed class names: every class is sent twice (HTML and the inline RSC payload).
  hash: { className: true, cssVar: false },
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Dark mode is driven by data-theme on <html> (set before first paint by the theme script).
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
    },
  },
  theme: {
    extend: {
      // Breakpoints from the spec (§9).
      breakpoints: { xs: '320px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
      tokens: {
        colors: {
          brand: {
            50: { value: '#F1EEFF' },
            100: { value: '#E2DCFF' },
            200: { value: '#C6B9FF' },
            300: { value: '#A592FF' },
            400: { value: '#8468FF' },
            500: { value: '#6A4BFF' },
            600: { value: '#5535F0' },
            700: { value: '#4526CC' },
            800: { value: '#351D9E' },
            900: { value: '#231266' },
          },
          // Footer background from the spec (§9): rgba(37,185,252,1).
          sky: { 400: { value: '#5CCBFD' }, 500: { value: 'rgba(37,185,252,1)' }, 700: { value: '#0B7FB5' } },
          sun: { 300: { value: '#FFD36B' }, 400: { value: '#FFC233' }, 500: { value: '#F5A800' } },
          mint: { 100: { value: '#DDF8EC' }, 500: { value: '#14B87A' }, 700: { value: '#0A7A50' } },
          coral: { 100: { value: '#FFE4E0' }, 500: { value: '#F0563E' }, 700: { value: '#B3301B' } },
          ink: {
            50: { value: '#F6F7FB' },
            100: { value: '#ECEEF5' },
            200: { value: '#D8DCE8' },
            300: { value: '#B4BACD' },
            400: { value: '#8A91A8' },
            500: { value: '#646B83' },
            600: { value: '#474D63' },
            700: { value: '#2F3447' },
            800: { value: '#1C2033' },
            900: { value: '#111423' },
            950: { value: '#0A0C17' },
          },
        },
        fonts: {
          // Each web font is followed by its size-adjusted local fallback (src/styles.css): no shift when it swaps in.
          body: {
            value:
              "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
          },
          heading: {
            value:
              "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback', 'Inter Variable', system-ui, sans-serif",
          },
        },
        radii: { card: { value: '18px' }, pill: { value: '999px' } },
        sizes: { container: { value: '1200px' }, productsDropdown: { value: '303px' } },
      },
      semanticTokens: {
        colors: {
          bg: { value: { base: '#FFFFFF', _dark: '{colors.ink.950}' } },
          'bg.subtle': { value: { base: '{colors.ink.50}', _dark: '{colors.ink.900}' } },
          'bg.card': { value: { base: '#FFFFFF', _dark: '{colors.ink.900}' } },
          'bg.muted': { value: { base: '{colors.ink.100}', _dark: '{colors.ink.800}' } },
          'bg.brandSoft': { value: { base: '{colors.brand.50}', _dark: '#1D1640' } },
          fg: { value: { base: '{colors.ink.900}', _dark: '{colors.ink.50}' } },
          'fg.muted': { value: { base: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
          'fg.brand': { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          border: { value: { base: '{colors.ink.200}', _dark: '{colors.ink.700}' } },
          // Filled controls (white text): at least 4.5:1 against accent.fg in both themes (WCAG 1.4.3), and 3:1
          // when used as large text or a border on the page background (1.4.11). brand.400 gave 3.9:1 in dark.
          accent: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          'accent.hover': { value: { base: '{colors.brand.700}', _dark: '{colors.brand.700}' } },
          'accent.fg': { value: { base: '#FFFFFF', _dark: '#FFFFFF' } },
          // The footer in the brand palette (issue 30; was the spec's sky blue): a soft violet in light, a deep
          // brand night in dark. footer.fg on footer is above 12:1 in both themes.
          footer: { value: { base: '{colors.brand.50}', _dark: '#120D2B' } },
          'footer.fg': { value: { base: '{colors.ink.900}', _dark: '{colors.ink.50}' } },
          'footer.border': { value: { base: '{colors.brand.100}', _dark: '#2A2152' } },
          'footer.chip': { value: { base: '{colors.brand.100}', _dark: 'rgba(255,255,255,0.08)' } },
          'footer.chipHover': { value: { base: '{colors.brand.200}', _dark: 'rgba(255,255,255,0.18)' } },
          'footer.chipActive': { value: { base: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          'footer.chipActiveFg': { value: { base: '#FFFFFF', _dark: '#FFFFFF' } },
          danger: { value: { base: '{colors.coral.700}', _dark: '{colors.coral.500}' } },
          success: { value: { base: '{colors.mint.700}', _dark: '{colors.mint.500}' } },
          star: { value: { base: '{colors.sun.500}', _dark: '{colors.sun.400}' } },
        },
        shadows: {
          card: {
            value: {
              base: '0 1px 2px rgba(17,20,35,.06), 0 8px 24px rgba(17,20,35,.06)',
              _dark: '0 1px 2px rgba(0,0,0,.4)',
            },
          },
          pop: { value: { base: '0 12px 40px rgba(17,20,35,.16)', _dark: '0 12px 40px rgba(0,0,0,.6)' } },
        },
      },
      recipes,
      slotRecipes,
      keyframes: {
        spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
        slideIn: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        // The 500 page title blinks every 500 ms (spec §9).
        blink: { '0%, 49.9%': { opacity: 1 }, '50%, 100%': { opacity: 0.15 } },
        float: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-8px)' } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.6' },
    html: { colorScheme: 'light', scrollPaddingTop: '80px' },
    '[data-theme=dark]': { colorScheme: 'dark' },
    'h1, h2, h3, h4': { fontFamily: 'heading', lineHeight: '1.2', letterSpacing: '-0.01em' },
    a: { color: 'inherit' },
    ':focus-visible': { outline: '3px solid token(colors.brand.400)', outlineOffset: '2px' },
    'body[data-scroll-locked]': { overflow: 'hidden' },
  },
});
