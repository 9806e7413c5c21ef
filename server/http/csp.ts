import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

// Waku 0.27 does not pass a nonce to React's inline scripts, so the server adds the response's nonce to the
// <script> elements of the HTML it sends. Only real elements get one: a small HTML tokenizer (the relevant part
// of WHATWG HTML §13.2.5) follows the markup, so '<script' written inside a script's content (the inline RSC
// payload, which carries visitor text such as a search query verbatim), an attribute value, a comment or another
// raw-text element (style, textarea, title…) is left alone. The scanner keeps its state between calls, so a
// stream can be fed in chunks split anywhere — including inside '<script' or '</script'.
//
// What it does not model, on purpose: the "script data escaped" states that '<!--' opens inside a script. Our
// inline scripts are React's (it writes '<\u0073cript' in script children, react-dom's scriptReplacer), the
// constant theme script, JSON-LD with every '<' escaped (PageMeta), and rsc-html-stream's payload, which has
// '<\!--' and '</\script' escaped; so '<!--' never reaches a script's content. Were it to, the scanner could
// end that script before the browser does and put a nonce inside its text (breaking that script) — never on an
// element the browser would not parse.

/** Elements whose content is text up to their own end tag: nothing inside them is markup. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);
/** Longest tag name worth remembering (the longest in RAW_TEXT, 'plaintext'). */
const MAX_NAME = 9;

/** Tokenizer states (numbers, not an enum: the server runs on Node's type stripping). */
const S = {
  Data: 0,
  TagOpen: 1,
  EndTagOpen: 2,
  TagName: 3,
  BeforeAttrName: 4,
  AttrName: 5,
  AfterAttrName: 6,
  BeforeAttrValue: 7,
  AttrValueDouble: 8,
  AttrValueSingle: 9,
  AttrValueUnquoted: 10,
  AfterAttrValueQuoted: 11,
  SelfClosing: 12,
  MarkupDeclaration: 13,
  MarkupDeclarationDash: 14,
  CommentStart: 15,
  CommentStartDash: 16,
  Comment: 17,
  CommentEndDash: 18,
  CommentEnd: 19,
  CommentEndBang: 20,
  BogusComment: 21,
  RawText: 22,
  RawTextLessThan: 23,
  RawTextEndTagName: 24,
  PlainText: 25,
} as const;
type State = (typeof S)[keyof typeof S];

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
const isAsciiAlpha = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

/**
 * Finds where a nonce attribute belongs in a stream of HTML: just after the name of each `<script` start tag
 * in markup context. Feed it the document in order, in pieces of any size.
 */
export class ScriptTagScanner {
  private state: State = S.Data;
  /** The current tag's name, lower-cased, up to MAX_NAME + 1 characters. */
  private name = '';
  private endTag = false;
  /** The raw-text element whose end tag is awaited, and how much of '</name' has matched. */
  private rawName = '';
  private rawMatched = 0;

  /** Offsets in `text` (UTF-16 units) before which ` nonce="…"` is to be inserted. */
  scan(text: string): number[] {
    const offsets: number[] = [];
    const length = text.length;
    let i = 0;
    while (i < length) {
      const c = text[i] as string;
      switch (this.state) {
        case S.Data: {
          const next = text.indexOf('<', i);
          if (next === -1) return offsets;
          this.state = S.TagOpen;
          i = next + 1;
          continue;
        }
        case S.TagOpen:
          if (isAsciiAlpha(c)) {
            this.startName(c, false);
          } else if (c === '/') {
            this.state = S.EndTagOpen;
          } else if (c === '!') {
            this.state = S.MarkupDeclaration;
          } else if (c === '?') {
            this.state = S.BogusComment;
          } else {
            this.state = S.Data;
            continue; // reprocess ('<<script' is text '<' then a tag)
          }
          break;
        case S.EndTagOpen:
          if (isAsciiAlpha(c)) {
            this.startName(c, true);
          } else if (c === '>') {
            this.state = S.Data;
          } else {
            this.state = S.BogusComment;
            continue;
          }
          break;
        case S.TagName:
          if (isSpace(c) || c === '/' || c === '>') {
            if (!this.endTag && this.name === 'script') offsets.push(i);
            this.state = S.BeforeAttrName;
            continue;
          }
          if (this.name.length <= MAX_NAME) this.name += c.toLowerCase();
          break;
        case S.BeforeAttrName:
          if (isSpace(c)) break;
          if (c === '/') this.state = S.SelfClosing;
          else if (c === '>') this.finishTag();
          else this.state = S.AttrName; // '=' here starts a name
          break;
        case S.AttrName:
          if (isSpace(c)) this.state = S.AfterAttrName;
          else if (c === '/') this.state = S.SelfClosing;
          else if (c === '>') this.finishTag();
          else if (c === '=') this.state = S.BeforeAttrValue;
          break;
        case S.AfterAttrName:
          if (isSpace(c)) break;
          if (c === '/') this.state = S.SelfClosing;
          else if (c === '=') this.state = S.BeforeAttrValue;
          else if (c === '>') this.finishTag();
          else this.state = S.AttrName;
          break;
        case S.BeforeAttrValue:
          if (isSpace(c)) break;
          if (c === '"') this.state = S.AttrValueDouble;
          else if (c === "'") this.state = S.AttrValueSingle;
          else if (c === '>') this.finishTag();
          else this.state = S.AttrValueUnquoted;
          break;
        case S.AttrValueDouble:
        case S.AttrValueSingle: {
          const close = text.indexOf(this.state === S.AttrValueDouble ? '"' : "'", i);
          if (close === -1) return offsets;
          this.state = S.AfterAttrValueQuoted;
          i = close + 1;
          continue;
        }
        case S.AttrValueUnquoted:
          if (isSpace(c)) this.state = S.BeforeAttrName;
          else if (c === '>') this.finishTag();
          break;
        case S.AfterAttrValueQuoted:
        case S.SelfClosing:
          if (c === '>') {
            this.finishTag();
            break;
          }
          if (this.state === S.AfterAttrValueQuoted && c === '/') {
            this.state = S.SelfClosing;
            break;
          }
          this.state = S.BeforeAttrName;
          if (isSpace(c)) break;
          continue;
        case S.MarkupDeclaration:
          if (c === '-') {
            this.state = S.MarkupDeclarationDash;
            break;
          }
          this.state = S.BogusComment; // <!DOCTYPE …>, <![CDATA[…]> outside foreign content
          continue;
        case S.MarkupDeclarationDash:
          if (c === '-') {
            this.state = S.CommentStart;
            break;
          }
          this.state = S.BogusComment;
          continue;
        case S.CommentStart:
          // '<!-->' and '<!--->' are whole (empty) comments.
          if (c === '-') this.state = S.CommentStartDash;
          else if (c === '>') this.state = S.Data;
          else {
            this.state = S.Comment;
            continue;
          }
          break;
        case S.CommentStartDash:
          if (c === '-') this.state = S.CommentEnd;
          else if (c === '>') this.state = S.Data;
          else {
            this.state = S.Comment;
            continue;
          }
          break;
        case S.Comment: {
          const dash = text.indexOf('-', i);
          if (dash === -1) return offsets;
          this.state = S.CommentEndDash;
          i = dash + 1;
          continue;
        }
        case S.CommentEndDash:
          if (c === '-') this.state = S.CommentEnd;
          else {
            this.state = S.Comment;
            continue;
          }
          break;
        case S.CommentEnd:
          if (c === '>') this.state = S.Data;
          else if (c === '!') this.state = S.CommentEndBang;
          else if (c !== '-') {
            this.state = S.Comment;
            continue;
          }
          break;
        case S.CommentEndBang:
          if (c === '>') this.state = S.Data;
          else if (c === '-') this.state = S.CommentEndDash;
          else {
            this.state = S.Comment;
            continue;
          }
          break;
        case S.BogusComment: {
          const close = text.indexOf('>', i);
          if (close === -1) return offsets;
          this.state = S.Data;
          i = close + 1;
          continue;
        }
        case S.RawText: {
          const lt = text.indexOf('<', i);
          if (lt === -1) return offsets;
          this.state = S.RawTextLessThan;
          i = lt + 1;
          continue;
        }
        case S.RawTextLessThan:
          if (c === '/') {
            this.state = S.RawTextEndTagName;
            this.rawMatched = 0;
            break;
          }
          this.state = S.RawText;
          continue;
        case S.RawTextEndTagName:
          if (this.rawMatched < this.rawName.length) {
            if (c.toLowerCase() === this.rawName[this.rawMatched]) {
              this.rawMatched += 1;
              break;
            }
          } else if (isSpace(c) || c === '/' || c === '>') {
            // '</script' followed by a name terminator: the element ends; its end tag is read like any tag.
            this.name = this.rawName;
            this.endTag = true;
            this.state = S.BeforeAttrName;
            continue;
          }
          this.state = S.RawText;
          continue;
        case S.PlainText:
          return offsets;
      }
      i += 1;
    }
    return offsets;
  }

  private startName(first: string, endTag: boolean) {
    this.name = first.toLowerCase();
    this.endTag = endTag;
    this.state = S.TagName;
  }

  private finishTag() {
    if (this.endTag) {
      this.state = S.Data;
    } else if (this.name === 'plaintext') {
      this.state = S.PlainText;
    } else if (RAW_TEXT.has(this.name)) {
      this.rawName = this.name;
      this.state = S.RawText;
    } else {
      this.state = S.Data;
    }
  }
}

const nonceAttribute = (nonce: string) => ` nonce="${nonce}"`;

/** `text` cut at `offsets` (ascending). */
function splitAt(text: string, offsets: number[]): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const offset of offsets) {
    parts.push(text.slice(from, offset));
    from = offset;
  }
  parts.push(text.slice(from));
  return parts;
}

/** Adds `nonce="…"` to each `<script>` element of a whole HTML document. */
export function addNonceToScripts(html: string, nonce: string): string {
  return splitAt(html, new ScriptTagScanner().scan(html)).join(nonceAttribute(nonce));
}

/**
 * HTML prepared once for many responses: the bytes between the places a nonce goes, so each response only joins
 * them around its own nonce (a memory copy, no scanning and no string encoding on the hot path).
 */
export interface NonceTemplate {
  parts: Buffer[];
}

export function toNonceTemplate(html: string): NonceTemplate {
  return { parts: splitAt(html, new ScriptTagScanner().scan(html)).map((part) => Buffer.from(part)) };
}

export function renderNonceTemplate(template: NonceTemplate, nonce: string): Buffer {
  const attribute = Buffer.from(nonceAttribute(nonce));
  const chunks: Buffer[] = [];
  template.parts.forEach((part, index) => {
    if (index > 0) chunks.push(attribute);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/**
 * The same rewrite on a stream of HTML. The scanner carries its state across chunks, and a nonce is inserted
 * where a tag name ends, so no bytes need holding back: each chunk goes out as soon as it is scanned.
 * It scans bytes, read as latin1 (one character per byte, no decoder state across chunks): every character the
 * scanner acts on is ASCII, and no byte of a multi-byte UTF-8 character is. So its offsets are byte offsets, a
 * chunk without a `<script` start tag goes out as it came, and the others are cut and joined as bytes, never
 * decoded and encoded again (that round trip was ~3% of an uncached render, issue 14).
 */
export function nonceTransform(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const scanner = new ScriptTagScanner();
  const attribute = Buffer.from(nonceAttribute(nonce));
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const offsets = scanner.scan(bytes.toString('latin1'));
      if (offsets.length === 0) {
        controller.enqueue(chunk);
        return;
      }
      const parts: Uint8Array[] = [];
      let from = 0;
      for (const offset of offsets) {
        parts.push(bytes.subarray(from, offset), attribute);
        from = offset;
      }
      parts.push(bytes.subarray(from));
      controller.enqueue(Buffer.concat(parts));
    },
  });
}

export interface CspOptions {
  nonce: string;
  frameable: boolean;
  extraScriptSources?: string[];
  extraConnectSources?: string[];
  extraFrameSources?: string[];
  /** Form targets beyond 'self' and https: (a plain-http identity provider in tests and dev). */
  extraFormActions?: string[];
}

export function contentSecurityPolicy({
  nonce,
  frameable,
  extraScriptSources = [],
  extraConnectSources = [],
  extraFrameSources = [],
  extraFormActions = [],
}: CspOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extraScriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${extraConnectSources.join(' ')}`.trim(),
    `frame-src 'self' ${extraFrameSources.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' https: ${extraFormActions.join(' ')}`.trim(),
    frameable ? 'frame-ancestors *' : "frame-ancestors 'none'",
  ].join('; ');
}
