import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRemoteConfig } from '../../server/jobs/remote-config.ts';
import { parseRemoteConfig, REMOTE_DEFAULTS } from '../../src/domain/remote-config.ts';
import { createHttpClient } from '../../src/integrations/http/client.ts';

// Remote config (spec §7, §9) on vitest's fake clock, through the real outbound client with a fake fetch: fetched
// at most every 360,000 ms, each attempt bounded by 60,000 ms, a failure is one logged warning and the defaults
// (or the last good document) stay; off without a URL.

const URL_ = 'https://config.example.com/quest.json';

function logger() {
  return { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('remote config', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(fetchImpl: typeof fetch) {
    const log = logger();
    const calls = vi.fn(fetchImpl);
    const onChange = vi.fn();
    const remote = createRemoteConfig({
      url: URL_,
      logger: log,
      http: createHttpClient({ logger: log, fetchImpl: calls as typeof fetch }),
      onChange,
    });
    return { remote, log, calls, onChange };
  }

  it('applies the document and fetches again only after 360,000 ms', async () => {
    const { remote, calls, onChange } = setup(async () => json({ chatWidget: false, showPhoneNumber: true }));
    await remote.start();
    expect(remote.flags()).toEqual({ chatWidget: false, showPhoneNumber: true });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledTimes(1);

    // Asking again inside the interval does not fetch.
    await vi.advanceTimersByTimeAsync(359_999);
    await remote.refresh();
    expect(calls).toHaveBeenCalledTimes(1);
    // The interval's own timer fetches at 360,000 ms.
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledTimes(1); // same flags: no change
    remote.stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('a failure is one warning and keeps the defaults', async () => {
    const { remote, log } = setup(async () => json({ error: 'not found' }, 404));
    await remote.refresh();
    expect(remote.flags()).toEqual(REMOTE_DEFAULTS);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toBe('Remote config fetch failed; defaults kept');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('a 503 is retried once by the client, then one failure warning', async () => {
    const { remote, log, calls } = setup(async () => json({ error: 'down' }, 503));
    const pending = remote.refresh();
    await vi.advanceTimersByTimeAsync(10);
    await pending;
    expect(calls).toHaveBeenCalledTimes(2);
    expect(remote.flags()).toEqual(REMOTE_DEFAULTS);
    const failures = log.warn.mock.calls.filter(
      ([, message]) => message === 'Remote config fetch failed; defaults kept',
    );
    expect(failures).toHaveLength(1);
  });

  it('a failure after a good document keeps the last good flags', async () => {
    let up = true;
    const { remote } = setup(async () => (up ? json({ chatWidget: false }) : json({}, 500)));
    await remote.refresh();
    up = false;
    await vi.advanceTimersByTimeAsync(360_000);
    const pending = remote.refresh();
    await vi.advanceTimersByTimeAsync(10);
    await pending;
    expect(remote.flags()).toEqual({ chatWidget: false, showPhoneNumber: undefined });
  });

  it('gives up after 60,000 ms without an answer', async () => {
    const { remote, log } = setup(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    let settled = false;
    const pending = remote.refresh().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(remote.flags()).toEqual(REMOTE_DEFAULTS);
    const failures = log.warn.mock.calls.filter(
      ([, message]) => message === 'Remote config fetch failed; defaults kept',
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]?.[0]).toMatchObject({ outbound: { kind: 'timeout' } });
  });

  it('a document that is not an object is one warning; off without a URL', async () => {
    const { remote, log } = setup(async () => json(['nope']));
    await remote.refresh();
    expect(remote.flags()).toEqual(REMOTE_DEFAULTS);
    expect(log.warn).toHaveBeenCalledTimes(1);

    const calls = vi.fn();
    const off = createRemoteConfig({
      url: undefined,
      logger: logger(),
      http: { request: calls, requestJson: calls },
    });
    await off.start();
    await off.refresh();
    expect(calls).not.toHaveBeenCalled();
    expect(off.flags()).toEqual(REMOTE_DEFAULTS);
  });

  it('reads what it knows and drops keys of the wrong type', () => {
    expect(parseRemoteConfig({ chatWidget: 'no', showPhoneNumber: false, other: 1 })).toEqual({
      chatWidget: true,
      showPhoneNumber: false,
    });
    expect(parseRemoteConfig(null)).toBeUndefined();
    expect(parseRemoteConfig('x')).toBeUndefined();
  });
});
