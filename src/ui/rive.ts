// The animation errors of spec §8, verbatim (the Rive runtime's own messages), and how a load failure is read.

export const RIVE_ERRORS = {
  missingSource: 'Rive source file or data buffer required',
  fileLoad: 'The file failed to load',
  artboard: 'Invalid artboard name or no default artboard',
} as const;
export type RiveErrorMessage = (typeof RIVE_ERRORS)[keyof typeof RIVE_ERRORS];

/** The spec's message for what the runtime reported; anything it does not name is a file that failed to load. */
export function riveErrorMessage(reported: unknown): RiveErrorMessage {
  const text = typeof reported === 'string' ? reported : ((reported as { message?: unknown })?.message ?? '');
  for (const message of Object.values(RIVE_ERRORS)) if (String(text).includes(message)) return message;
  return RIVE_ERRORS.fileLoad;
}

/** Where the runtime's WebAssembly is served from (same host: nothing is fetched from a CDN). */
export const RIVE_WASM_PATH = '/_rive/rive.wasm';

/** Pages (after the locale prefix) that show the loading animation: search and every checkout. */
export function showsLoadingAnimation(pagePath: string): boolean {
  return pagePath === '/search' || pagePath.startsWith('/courses/buy/');
}

/** The configured loading animation's Rive file, or undefined (the drawn figure). */
export function loadingAnimationRive(config: {
  LOADING_ANIMATION_RIV: string;
  LOADING_ANIMATION_ARTBOARD: string;
  LOADING_ANIMATION_STATE_MACHINE: string;
}): { src: string; artboard?: string; stateMachine?: string } | undefined {
  if (!config.LOADING_ANIMATION_RIV) return undefined;
  return {
    src: config.LOADING_ANIMATION_RIV,
    ...(config.LOADING_ANIMATION_ARTBOARD ? { artboard: config.LOADING_ANIMATION_ARTBOARD } : {}),
    ...(config.LOADING_ANIMATION_STATE_MACHINE
      ? { stateMachine: config.LOADING_ANIMATION_STATE_MACHINE }
      : {}),
  };
}
