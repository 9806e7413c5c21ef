// Embed mode (spec §2): pages shown inside a partner's frame.
export function isEmbedMode(pathname: string, search: URLSearchParams): boolean {
  return pathname.includes('embed') || search.get('embed') === 'true';
}

/** Whether ?chat=open asks to open the chat widget (after a delay, see ChatWidget). */
export function wantsChatOpen(search: URLSearchParams): boolean {
  return search.get('chat') === 'open';
}

export const CHAT_OPEN_DELAY_MS = 1000;
