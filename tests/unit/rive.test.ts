import { describe, expect, it } from 'vitest';
import {
  loadingAnimationRive,
  RIVE_ERRORS,
  riveErrorMessage,
  showsLoadingAnimation,
} from '../../src/ui/rive.ts';

describe('Rive animation rules (spec §8, §9)', () => {
  it('the spec’s errors, verbatim', () => {
    expect(Object.values(RIVE_ERRORS)).toEqual([
      'Rive source file or data buffer required',
      'The file failed to load',
      'Invalid artboard name or no default artboard',
    ]);
  });

  it('reads what the runtime reported as one of them; anything else is a file that failed to load', () => {
    expect(riveErrorMessage('Invalid artboard name or no default artboard')).toBe(RIVE_ERRORS.artboard);
    expect(riveErrorMessage(new Error('Rive source file or data buffer required'))).toBe(
      RIVE_ERRORS.missingSource,
    );
    expect(riveErrorMessage('Problem loading file; may be corrupt!')).toBe(RIVE_ERRORS.fileLoad);
    expect(riveErrorMessage(undefined)).toBe(RIVE_ERRORS.fileLoad);
  });

  it('the animation is configured or off, and belongs to search and checkout only', () => {
    const off = {
      LOADING_ANIMATION_RIV: '',
      LOADING_ANIMATION_ARTBOARD: '',
      LOADING_ANIMATION_STATE_MACHINE: 'SM',
    };
    expect(loadingAnimationRive(off)).toBeUndefined();
    expect(loadingAnimationRive({ ...off, LOADING_ANIMATION_RIV: '/animations/loading.riv' })).toEqual({
      src: '/animations/loading.riv',
      stateMachine: 'SM',
    });
    expect(showsLoadingAnimation('/search')).toBe(true);
    expect(showsLoadingAnimation('/courses/buy/florida-ethics')).toBe(true);
    expect(showsLoadingAnimation('/searching')).toBe(false);
    expect(showsLoadingAnimation('/about')).toBe(false);
  });
});
