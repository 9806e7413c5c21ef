import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteConfig } from '../../server/jobs/remote-config.ts';
import { inlinePayloadText } from '../../server/pages/rsc-payload.ts';
import { REMOTE_DEFAULTS, type RemoteFlags } from '../../src/domain/remote-config.ts';
import { buildTestApp } from '../helpers/app.ts';

// Remote config on the pages (issue 13, spec §7, §9), on the built site: the flags the remote document set reach
// the shell — chatWidget false keeps the chat provider's script from loading, showPhoneNumber overrides the
// deployment's SHOW_PHONE_NUMBER — and the defaults change nothing.

const CHAT = 'https://chat.example.com/widget.js';

function fixedRemote(initial: RemoteFlags): RemoteConfig & { set(flags: RemoteFlags): void } {
  let flags = initial;
  return {
    flags: () => flags,
    refresh: async () => flags,
    start: async () => {},
    stop: () => {},
    set(next) {
      flags = next;
    },
  };
}

describe('remote config on the pages', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const remote = fixedRemote(REMOTE_DEFAULTS);
  beforeAll(async () => {
    ctx = await buildTestApp(
      { CHAT_SCRIPT_URL: CHAT, SHOW_PHONE_NUMBER: 'false', HTML_CACHE_TTL_MS: '0' },
      { remoteConfig: remote, backgroundJobs: false },
    );
  });
  afterAll(() => ctx?.app.close());

  /** The about page's HTML and its decoded payload (where the chat widget's script address is a prop). */
  const about = async () => {
    const { body } = await ctx.app.inject({ url: '/en/about' });
    return `${body}\n${inlinePayloadText(body)}`;
  };

  it('defaults: the chat provider is configured, no WhatsApp link', async () => {
    const body = await about();
    expect(body).toContain(CHAT);
    expect(body).not.toContain('https://wa.me/');
  });

  it('chatWidget false and showPhoneNumber true, as the remote document says', async () => {
    remote.set({ chatWidget: false, showPhoneNumber: true });
    const body = await about();
    expect(body).not.toContain(CHAT);
    expect(body).toContain('https://wa.me/');
    remote.set(REMOTE_DEFAULTS);
    expect(await about()).toContain(CHAT);
  });
});
