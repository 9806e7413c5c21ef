import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { isHashedSource, negotiateImageFormat, parseImageQuery } from '../../src/domain/images.ts';

describe('image query rules', () => {
  it('defaults q to 100 and reads the placeholder flag (quality 50, no width)', () => {
    expect(parseImageQuery(new URLSearchParams('url=/a.png&w=640'))).toEqual({
      ok: true,
      request: { url: '/a.png', width: 640, quality: 100, placeholder: false },
    });
    expect(parseImageQuery(new URLSearchParams('url=/a.png&placeholder'))).toEqual({
      ok: true,
      request: { url: '/a.png', width: 0, quality: 50, placeholder: true },
    });
  });

  it('refuses a missing url, widths off the list and qualities other than 5, 10 … 100', () => {
    for (const query of [
      'w=640',
      'url=/a.png&w=641',
      'url=/a.png&w=1e3',
      'url=/a.png&w=640&q=0',
      'url=/a.png&w=640&q=101',
    ]) {
      expect(parseImageQuery(new URLSearchParams(query)).ok, query).toBe(false);
    }
  });

  it('negotiates avif > webp > png/jpeg from Accept, webp by default, honouring q=0', () => {
    expect(negotiateImageFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(negotiateImageFormat('image/webp')).toBe('webp');
    expect(negotiateImageFormat('image/avif;q=0, image/webp;q=0.9')).toBe('webp');
    expect(negotiateImageFormat('image/png')).toBe('png');
    expect(negotiateImageFormat('image/jpeg,image/png')).toBe('jpeg');
    expect(negotiateImageFormat(undefined)).toBe('webp');
    expect(negotiateImageFormat('image/*')).toBe('webp');
  });

  it('recognises hashed sources only', () => {
    expect(isHashedSource('/assets/cover-Ab12Cd34.png')).toBe(true);
    expect(isHashedSource('/images/cover.png?v=3f9a2b7c')).toBe(true);
    expect(isHashedSource('/images/real-estate-1.png')).toBe(false);
    expect(isHashedSource('/images/mental-health.png')).toBe(false);
    expect(isHashedSource('/social/home-es.png')).toBe(false);
  });

  it('reads IMAGE_HOSTS as a lower-case list, empty by default', () => {
    expect(loadConfig({}).IMAGE_HOSTS).toEqual([]);
    expect(loadConfig({ IMAGE_HOSTS: 'Media.Quest.how, *.cdn.example' }).IMAGE_HOSTS).toEqual([
      'media.quest.how',
      '*.cdn.example',
    ]);
  });
});
