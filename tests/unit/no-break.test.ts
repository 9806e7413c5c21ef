import { describe, expect, it } from 'vitest';
import { noBreaks } from '../../src/ui/no-break.ts';

describe('noBreaks (issue 30: no split abbreviations or course codes)', () => {
  it('joins course codes with a non-breaking hyphen', () => {
    expect(noBreaks('Agentes 2-15 de Florida')).toBe('Agentes 2\u201115 de Florida');
  });
  it('joins abbreviations with a no-break space', () => {
    expect(noBreaks('Vivir en EE. UU., p. ej. en Miami; proveedor n.º 236451')).toBe(
      'Vivir en EE.\u00a0UU., p.\u00a0ej. en Miami; proveedor n.º\u00a0236451',
    );
  });
  it('leaves other text alone', () => {
    const text = 'Ética y leyes - 4 horas';
    expect(noBreaks(text)).toBe(text);
  });
});
