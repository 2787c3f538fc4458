import { describe, expect, it } from 'vitest';
import { parseXml } from './xml-tree';

describe('parseXml', () => {
  it('reads elements, attributes, text, entities, CDATA and each start tag’s line; skips the prolog, DOCTYPE and comments', () => {
    const { root, problems } = parseXml(
      '\uFEFF<?xml version="1.0"?>\n<!DOCTYPE fcpxml [\n<!ENTITY x "y">\n]>\n<!-- a > comment -->\n<a b="1 &amp; 2" c=\'&#x41;&#66;\'>\n  <name>Rock &lt;&amp;&gt; Roll</name>\n  <empty/>\n  <raw><![CDATA[<not a tag> & more]]></raw>\n</a>\n',
    );
    expect(problems).toEqual([]);
    expect(root).toMatchObject({ name: 'a', attrs: { b: '1 & 2', c: 'AB' }, line: 6 });
    expect(root!.children.map((c) => [c.name, c.text, c.line])).toEqual([
      ['name', 'Rock <&> Roll', 7],
      ['empty', '', 8],
      ['raw', '<not a tag> & more', 9],
    ]);
  });

  it('attribute values may hold ">" and "/"', () => {
    expect(parseXml('<a href="x/>y" t="1>2"/>').root?.attrs).toEqual({ href: 'x/>y', t: '1>2' });
  });

  it('reports a stray end tag and an unclosed element with their lines, and keeps what came before', () => {
    const { root, problems } = parseXml('<a>\n<b>\n<c>text</b>\n</d>\n<e/>');
    expect(problems).toEqual([
      { line: 3, message: '<c> (line 3) is never closed.' },
      { line: 4, message: '</d> closes nothing.' },
      { line: 5, message: '<a> (line 1) is never closed: the file ends first.' },
    ]);
    expect(root!.children.map((c) => c.name)).toEqual(['b', 'e']);
    expect(root!.children[0].children[0].text).toBe('text');
  });

  it('has no root for text that is not XML', () => {
    expect(parseXml('just words').root).toBeNull();
  });
});
