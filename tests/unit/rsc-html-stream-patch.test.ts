import { injectRSCPayload } from 'rsc-html-stream/server';
import { describe, expect, it } from 'vitest';
import { streamOf } from '../helpers/streams.ts';

// patches/rsc-html-stream+0.0.8.patch: the HTML passes through the injector as the bytes React wrote, instead of
// being decoded to text and encoded again to find the closing `</body></html>` (docs/decisions/055).
const encoder = new TextEncoder();

async function injectChunks(html: Uint8Array[], payload: string) {
  const seen: Uint8Array[] = [];
  const out = streamOf(html)
    .pipeThrough(injectRSCPayload(streamOf([encoder.encode(payload)]), { nonce: 'abc' }))
    .pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen.push(chunk);
          controller.enqueue(chunk);
        },
      }),
    );
  const text = await new Response(out).text();
  return { text, seen };
}

describe('rsc-html-stream, patched', () => {
  it('passes HTML chunks through as they are, a character split between chunks included', async () => {
    const html = encoder.encode('<!DOCTYPE html><html><body><p>¿Qué tal? 🎓 ñ</p></body></html>');
    const split = html.indexOf(0xf0) + 2; // inside the 4-byte emoji
    const first = html.subarray(0, split);
    const { text, seen } = await injectChunks([first, html.subarray(split)], '0:"hola"\n');
    expect(seen[0]).toBe(first); // the same bytes, not a re-encoded copy
    expect(text.startsWith('<!DOCTYPE html><html><body><p>¿Qué tal? 🎓 ñ</p>')).toBe(true);
    // The payload goes before the closing tags, which end the document once.
    expect(text).toMatch(
      /<script nonce="abc">\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\("0:\\"hola\\"\\n"\)<\/script><\/body><\/html>$/,
    );
    expect(text.match(/<\/body><\/html>/g)).toHaveLength(1);
  });

  it('finds the closing tags at the end of a chunk only, as the string comparison did', async () => {
    const { text } = await injectChunks(
      [encoder.encode('<html><body><p>a</p>'), encoder.encode('<p>&lt;/body&gt;</p></body></html>')],
      '1:"x"\n',
    );
    expect(text).toBe(
      '<html><body><p>a</p><p>&lt;/body&gt;</p><script nonce="abc">(self.__FLIGHT_DATA||=[]).push("1:\\"x\\"\\n")</script></body></html>',
    );
  });
});

// The payload's scripts, as the unpatched injector wrote them: decoded text, JSON.stringify, escapeScript.
function scriptsAsBefore(chunks: Uint8Array[], nonce: string) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return chunks
    .map((chunk) => decoder.decode(chunk, { stream: true }))
    .filter((text) => text.length > 0)
    .map(
      (text) =>
        `<script nonce="${nonce}">${`(self.__FLIGHT_DATA||=[]).push(${JSON.stringify(text)})`
          .replace(/<!--/g, '<\\!--')
          .replace(/<\/(script)/gi, '</\\$1')}</script>`,
    )
    .join('');
}

async function payloadScripts(chunks: Uint8Array[]) {
  const html = encoder.encode('<html><body></body></html>');
  const out = streamOf([html]).pipeThrough(injectRSCPayload(streamOf(chunks), { nonce: 'n1' }));
  const text = await new Response(out).text();
  return text.slice('<html><body>'.length, -'</body></html>'.length);
}

describe('rsc-html-stream, the payload escaped from its bytes', () => {
  const tricky = [
    '0:["$","p",null,{"children":"Dijo \\"hola\\" — ¿qué? 🎓"}]\n',
    'a<!--b</script>c</SCRIPT d</ScRiPt<\\/script </scrip',
    '\u0000\u0001\b\t\n\u000b\f\r\u001f\u007f "\\ \u2028\u2029 ñ·★',
    '<!-<!--<!---</</script',
  ];

  it('writes the same scripts as JSON.stringify and escapeScript did', async () => {
    for (const text of tricky) {
      const chunks = [encoder.encode(text)];
      expect(await payloadScripts(chunks)).toBe(scriptsAsBefore(chunks, 'n1'));
    }
  });

  it('keeps a character split between chunks whole, at every split point', async () => {
    const bytes = encoder.encode(tricky.join(''));
    for (let split = 1; split < bytes.length; split++) {
      const chunks = [bytes.subarray(0, split), bytes.subarray(split)];
      expect(await payloadScripts(chunks)).toBe(scriptsAsBefore(chunks, 'n1'));
    }
  });

  it('writes a chunk that is not UTF-8 as base64 bytes, as before', async () => {
    const chunks = [new Uint8Array([0x61, 0xff, 0xfe, 0x62])];
    expect(await payloadScripts(chunks)).toContain(
      'Uint8Array.from(atob("Yf/+Yg=="), m => m.codePointAt(0))',
    );
  });
});
