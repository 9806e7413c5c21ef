import { describe, expect, it } from 'vitest';
import { pickPurchaseParams, withPurchaseParams } from '../../src/domain/purchase-params.ts';

describe('purchase parameters', () => {
  it('keeps the known keys and drops the rest', () => {
    const kept = pickPurchaseParams(
      'inviterId=7&campaignId=c1&utm_source=x&email=a%40b.co&theme=dark&code=SAVE10',
    );
    expect(kept.toString()).toBe('inviterId=7&campaignId=c1&email=a%40b.co&code=SAVE10');
  });

  it('keeps at most five metadata_ parameters', () => {
    const query = Array.from({ length: 7 }, (_, i) => `metadata_k${i}=v${i}`).join('&');
    const kept = [...pickPurchaseParams(query).keys()];
    expect(kept).toEqual(['metadata_k0', 'metadata_k1', 'metadata_k2', 'metadata_k3', 'metadata_k4']);
  });

  it('drops over-long values', () => {
    expect(pickPurchaseParams(`token=${'x'.repeat(300)}`).has('token')).toBe(false);
  });

  it('appends carried parameters without overriding the link’s own', () => {
    const carried = new URLSearchParams('inviterId=7&code=A');
    expect(withPurchaseParams('/es/about', carried)).toBe('/es/about?inviterId=7&code=A');
    expect(withPurchaseParams('/es/about?code=B', carried)).toBe('/es/about?code=B&inviterId=7');
    expect(withPurchaseParams('/es/about', new URLSearchParams())).toBe('/es/about');
  });
});
