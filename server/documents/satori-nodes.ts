// The element trees satori draws (social and share images), written without JSX: a type, a style, children.

export type SatoriNode = { type: string; props: Record<string, unknown> };

export const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): SatoriNode => ({
  type,
  props: { style, children, ...extra },
});
