// A small strict XML reader for tests: checks well-formedness (one root, balanced and properly nested tags,
// quoted attributes, only the five predefined entities or character references) and returns the elements.
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

const NAME = '[A-Za-z_][A-Za-z0-9_.:-]*';
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*("([^"<]*)"|'([^'<]*)')`, 'gy');

function decode(text: string): string {
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text))
    throw new Error(`Bad entity in "${text.slice(0, 60)}"`);
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-fA-F]+);/g, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}

export function parseXml(source: string): XmlElement {
  let input = source.replace(/^\uFEFF/, '');
  input = input.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let index = 0;
  while (index < input.length) {
    const lt = input.indexOf('<', index);
    const text = lt === -1 ? input.slice(index) : input.slice(index, lt);
    if (text.trim()) {
      const top = stack.at(-1);
      if (!top) throw new Error('Text outside the root element');
      top.text += decode(text);
    }
    if (lt === -1) break;
    if (input.startsWith('<!--', lt)) {
      const end = input.indexOf('-->', lt);
      if (end === -1) throw new Error('Unclosed comment');
      index = end + 3;
      continue;
    }
    const close = new RegExp(`</(${NAME})\\s*>`, 'y');
    close.lastIndex = lt;
    const closing = close.exec(input);
    if (closing) {
      const top = stack.pop();
      if (!top || top.name !== closing[1]) throw new Error(`Mismatched </${closing[1]}>`);
      index = close.lastIndex;
      continue;
    }
    const open = new RegExp(`<(${NAME})`, 'y');
    open.lastIndex = lt;
    const opening = open.exec(input);
    if (!opening?.[1]) throw new Error(`Unexpected "<" at ${lt}`);
    const element: XmlElement = { name: opening[1], attributes: {}, text: '', children: [] };
    let cursor = open.lastIndex;
    for (;;) {
      ATTRIBUTE.lastIndex = cursor;
      const attribute = ATTRIBUTE.exec(input);
      if (!attribute?.[1]) break;
      if (attribute[1] in element.attributes) throw new Error(`Duplicate attribute ${attribute[1]}`);
      element.attributes[attribute[1]] = decode(attribute[3] ?? attribute[4] ?? '');
      cursor = ATTRIBUTE.lastIndex;
    }
    const end = /\s*(\/?)>/y;
    end.lastIndex = cursor;
    const ending = end.exec(input);
    if (!ending) throw new Error(`Malformed tag <${element.name}>`);
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new Error('More than one root element');
    else root = element;
    if (ending[1] !== '/') stack.push(element);
    index = end.lastIndex;
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.at(-1)?.name}>`);
  if (!root) throw new Error('No root element');
  return root;
}
