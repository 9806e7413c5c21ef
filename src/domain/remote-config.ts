// Remote config (spec §7, §9): site switches an operator can flip without a deploy. The document is JSON; unknown
// keys are ignored and a key of the wrong type is dropped (its default stays), so a half-broken document still
// applies what it got right.
//   { "chatWidget": false, "showPhoneNumber": true }
//   - chatWidget: false keeps the chat provider's script from loading (the help panel keeps its e-mail and help
//     links); default true.
//   - showPhoneNumber: overrides SHOW_PHONE_NUMBER (the WhatsApp link in the chat panel); default: the setting.

export const REMOTE_CONFIG_MIN_INTERVAL_MS = 360_000;
export const REMOTE_CONFIG_TIMEOUT_MS = 60_000;

export interface RemoteFlags {
  chatWidget: boolean;
  /** undefined: the deployment's SHOW_PHONE_NUMBER decides. */
  showPhoneNumber: boolean | undefined;
}

export const REMOTE_DEFAULTS: RemoteFlags = { chatWidget: true, showPhoneNumber: undefined };

/** The flags a fetched document sets, over the defaults; undefined when it is not a JSON object at all. */
export function parseRemoteConfig(document: unknown): RemoteFlags | undefined {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return undefined;
  const values = document as Record<string, unknown>;
  return {
    chatWidget: typeof values.chatWidget === 'boolean' ? values.chatWidget : REMOTE_DEFAULTS.chatWidget,
    showPhoneNumber:
      typeof values.showPhoneNumber === 'boolean' ? values.showPhoneNumber : REMOTE_DEFAULTS.showPhoneNumber,
  };
}
