/**
 * A small XML reader for the edit formats (xmeml, FCPXML). It runs the same in a Web Worker (which
 * has no DOMParser), in the page and in Node, and it keeps what the readers need and DOMParser
 * does not give: the line each element starts on, for messages. It reads well-formed XML 1.0
 * (elements, attributes, text, CDATA, the five named entities and character references; comments,
 * processing instructions and the DOCTYPE are skipped). Broken markup does not stop it: a stray or
 * missing end tag is reported with its line and the tree is closed the way a browser would.
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (not its descendants'), entities decoded; whitespace-only runs dropped. */
  text: string;
  /** 1-based line of the element's start tag. */
  line: number;
}

export interface XmlProblem {
  line: number;
  message: string;
}

export interface XmlDocument {
  root: XmlElement | null;
  problems: XmlProblem[];
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Shared by every element without attributes or children until it gets one (most have neither). */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;
const NO_CHILDREN: XmlElement[] = Object.freeze([]) as unknown as XmlElement[];

const START_TAG = /<([^\s/>!?<]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;
const isNameEnd = (c: number) => isSpace(c) || c === 62 /* > */ || c === 47 /* / */ || Number.isNaN(c);

export function parseXml(source: string): XmlDocument {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const n = text.length;
  const problems: XmlProblem[] = [];
  const top: XmlElement = { name: '#document', attrs: {}, children: [], text: '', line: 1 };
  const stack: XmlElement[] = [top];
  let root: XmlElement | null = null;

  // Line numbers: positions only move forward, so newlines are counted once each.
  let line = 1;
  let counted = 0;
  const lineAt = (pos: number) => {
    if (pos <= counted) return line;
    let next = text.indexOf('\n', counted);
    while (next !== -1 && next < pos) {
      line += 1;
      next = text.indexOf('\n', next + 1);
    }
    counted = pos;
    return line;
  };

  const addText = (raw: string, at: number) => {
    const current = stack[stack.length - 1];
    if (current === top) {
      if (raw.trim()) problems.push({ line: lineAt(at), message: 'Text outside the document element.' });
      return;
    }
    if (current.text === '' && raw.trim() === '') return;
    current.text += decodeEntities(raw);
  };

  const skipPast = (from: number, end: string, what: string): number => {
    const at = text.indexOf(end, from);
    if (at === -1) {
      problems.push({ line: lineAt(from), message: `${what} is never closed.` });
      return n;
    }
    return at + end.length;
  };

  let i = 0;
  while (i < n) {
    const lt = text.indexOf('<', i);
    if (lt === -1) {
      addText(text.slice(i), i);
      break;
    }
    if (lt > i) {
      // Indentation between tags is most of a file: skip it without making a string of it.
      let k = i;
      while (k < lt && isSpace(text.charCodeAt(k))) k += 1;
      if (k < lt || stack[stack.length - 1].text !== '') addText(text.slice(i, lt), i);
    }
    const c = text.charCodeAt(lt + 1);
    if (c === 47 /* / */) {
      const gt = text.indexOf('>', lt);
      const end = gt === -1 ? n : gt;
      const name = text.slice(lt + 2, end).trim();
      const at = lineAt(lt);
      let open = stack.length - 1;
      while (open > 0 && stack[open].name !== name) open -= 1;
      if (open === 0) {
        problems.push({ line: at, message: `</${name}> closes nothing.` });
      } else {
        for (let k = stack.length - 1; k > open; k -= 1) problems.push({ line: at, message: `<${stack[k].name}> (line ${stack[k].line}) is never closed.` });
        stack.length = open;
      }
      i = end + 1;
      continue;
    }
    if (c === 63 /* ? */) {
      i = skipPast(lt + 2, '?>', 'A processing instruction');
      continue;
    }
    if (c === 33 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        i = skipPast(lt + 4, '-->', 'A comment');
      } else if (text.startsWith('<![CDATA[', lt)) {
        const end = skipPast(lt + 9, ']]>', 'A CDATA section');
        if (stack.length > 1) stack[stack.length - 1].text += text.slice(lt + 9, Math.max(lt + 9, end - 3));
        i = end;
      } else {
        // <!DOCTYPE …>, with an internal subset in [ ] that may itself hold '>'.
        let k = lt + 2;
        let depth = 0;
        for (; k < n; k += 1) {
          const ch = text.charCodeAt(k);
          if (ch === 91 /* [ */) depth += 1;
          else if (ch === 93 /* ] */) depth -= 1;
          else if (ch === 62 /* > */ && depth <= 0) break;
        }
        i = k + 1;
      }
      continue;
    }

    // A well-formed start tag in one native regex match (most of the work on a long edit);
    // anything else goes through the careful scan below, which says what is wrong.
    START_TAG.lastIndex = lt;
    const tag = START_TAG.exec(text);
    if (tag) {
      const element: XmlElement = { name: tag[1], attrs: NO_ATTRIBUTES, children: NO_CHILDREN, text: '', line: lineAt(lt) };
      if (tag[2]) {
        element.attrs = {};
        ATTRIBUTE.lastIndex = 0;
        for (let a = ATTRIBUTE.exec(tag[2]); a; a = ATTRIBUTE.exec(tag[2])) element.attrs[a[1]] = decodeEntities(a[2] ?? a[3]);
      }
      i = START_TAG.lastIndex;
      const parent = stack[stack.length - 1];
      if (parent === top) {
        if (root) {
          problems.push({ line: element.line, message: `A second document element <${element.name}>.` });
          continue;
        }
        root = element;
      }
      if (parent.children === NO_CHILDREN) parent.children = [];
      parent.children.push(element);
      if (!tag[3]) stack.push(element);
      continue;
    }

    // A start tag: its name, then attributes up to '>' or '/>'.
    let k = lt + 1;
    while (k < n && !isNameEnd(text.charCodeAt(k))) k += 1;
    const name = text.slice(lt + 1, k);
    const element: XmlElement = { name, attrs: NO_ATTRIBUTES, children: NO_CHILDREN, text: '', line: lineAt(lt) };
    if (!name) problems.push({ line: element.line, message: 'A "<" that starts no tag.' });
    let selfClosing = false;
    let closed = false;
    while (k < n) {
      const ch = text.charCodeAt(k);
      if (isSpace(ch)) {
        k += 1;
      } else if (ch === 62 /* > */) {
        k += 1;
        closed = true;
        break;
      } else if (ch === 47 /* / */ && text.charCodeAt(k + 1) === 62) {
        k += 2;
        selfClosing = true;
        closed = true;
        break;
      } else {
        const eq = text.indexOf('=', k);
        const gt = text.indexOf('>', k);
        if (eq === -1 || (gt !== -1 && gt < eq)) {
          problems.push({ line: lineAt(k), message: `<${name}> has an attribute without a value.` });
          k = gt === -1 ? n : gt;
          continue;
        }
        const attrName = text.slice(k, eq).trim();
        let v = eq + 1;
        while (v < n && isSpace(text.charCodeAt(v))) v += 1;
        const quote = text[v];
        if (quote !== '"' && quote !== "'") {
          problems.push({ line: lineAt(v), message: `<${name}> has an unquoted attribute "${attrName}".` });
          k = gt === -1 ? n : gt;
          continue;
        }
        const close = text.indexOf(quote, v + 1);
        if (close === -1) {
          problems.push({ line: lineAt(v), message: `<${name}>'s attribute "${attrName}" is never closed.` });
          k = n;
          break;
        }
        if (element.attrs === NO_ATTRIBUTES) element.attrs = {};
        element.attrs[attrName] = decodeEntities(text.slice(v + 1, close));
        k = close + 1;
      }
    }
    if (!closed) problems.push({ line: element.line, message: `<${name}> is never closed.` });
    i = k;
    if (!name) continue;

    const parent = stack[stack.length - 1];
    if (parent === top) {
      if (root) {
        problems.push({ line: element.line, message: `A second document element <${name}>.` });
        continue;
      }
      root = element;
    }
    if (parent.children === NO_CHILDREN) parent.children = [];
    parent.children.push(element);
    if (!selfClosing && closed) stack.push(element);
  }
  for (let k = stack.length - 1; k > 0; k -= 1) {
    problems.push({ line: lineAt(n), message: `<${stack[k].name}> (line ${stack[k].line}) is never closed: the file ends first.` });
  }
  return { root, problems };
}

/** Direct children named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The first direct child named `name`. */
export function child(element: XmlElement | null | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined;
  for (const c of element.children) if (c.name === name) return c;
  return undefined;
}

/** The trimmed text of the first direct child named `name`, or null. */
export function childText(element: XmlElement | null | undefined, name: string): string | null {
  const c = child(element, name);
  return c ? c.text.trim() : null;
}
