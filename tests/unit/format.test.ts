import { describe, expect, it } from 'vitest';
import { compactNumber } from '../../src/domain/format.ts';

describe('compactNumber (K, M, B with one decimal)', () => {
  it('keeps small numbers whole', () => {
    expect(compactNumber(0)).toBe('0');
    expect(compactNumber(999)).toBe('999');
  });
  it('uses K, M and B', () => {
    expect(compactNumber(100_000)).toBe('100K');
    expect(compactNumber(2_000_000)).toBe('2M');
    expect(compactNumber(3_000_000_000)).toBe('3B');
  });
  it('shows one decimal, truncated, and drops .0', () => {
    expect(compactNumber(1_250)).toBe('1.2K');
    expect(compactNumber(1_999_999)).toBe('1.9M');
    expect(compactNumber(4_800)).toBe('4.8K');
    expect(compactNumber(1_000_001)).toBe('1M');
  });
  it('takes a locale decimal separator and keeps the sign', () => {
    expect(compactNumber(1_500_000, ',')).toBe('1,5M');
    expect(compactNumber(-2_500)).toBe('-2.5K');
  });
  it('answers 0 for what is not a number', () => {
    expect(compactNumber(Number.NaN)).toBe('0');
  });
});
