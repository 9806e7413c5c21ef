import { css } from 'styled-system/css';

/**
 * Shown on every page while payments are test payments (the offline sandbox, or Stripe's test mode): a visitor
 * must never believe a test site takes real money, nor a tester that a real one does not (issue 28).
 */
export function TestModeBanner({ title, text }: { title: string; text: string }) {
  return (
    <div className={banner} data-testid="test-mode-banner">
      <p className={css({ m: 0, maxW: '6xl', mx: 'auto' })}>
        <strong>{title}</strong> {text}
      </p>
    </div>
  );
}

const banner = css({
  px: '4',
  py: '1.5',
  bg: 'sun.300',
  color: 'ink.950',
  fontSize: 'sm',
  textAlign: 'center',
  _print: { display: 'none' },
});
