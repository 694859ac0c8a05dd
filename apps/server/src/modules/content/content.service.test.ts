import { describe, expect, it } from 'vitest';
import type { InfoPageRow } from './content.repo.ts';
import { buildInfoPageTree } from './content.service.ts';

function row(code: string, parentCode: string | null, position: number, content = ''): InfoPageRow {
  return { code, language: 'en', parentCode, position, title: code.toUpperCase(), content };
}

describe('buildInfoPageTree', () => {
  it('nests children under their parents, ordered by position then code', () => {
    const tree = buildInfoPageTree([
      row('support', null, 20),
      row('casino', null, 10),
      row('quick_link_live', 'casino', 20, '/games/live'),
      row('quick_link_slots', 'casino', 10, '/games/slots'),
      row('b_page', 'support', 10, '<p>b</p>'),
      row('a_page', 'support', 10, '<p>a</p>'),
    ]);
    expect(tree.map((node) => node.code)).toEqual(['casino', 'support']);
    expect(tree[0]?.childs.map((node) => [node.code, node.content])).toEqual([
      ['quick_link_slots', '/games/slots'],
      ['quick_link_live', '/games/live'],
    ]);
    expect(tree[1]?.childs.map((node) => node.code)).toEqual(['a_page', 'b_page']);
  });

  it('leaves page bodies out of the tree and keeps link targets', () => {
    const tree = buildInfoPageTree([
      row('partners', null, 10),
      row('affiliates', 'partners', 10, 'https://affiliates.lumen.casino'),
      row('about_us', 'partners', 20, '<p>long body</p>'),
    ]);
    expect(tree[0]?.childs).toEqual([
      { code: 'affiliates', title: 'AFFILIATES', content: 'https://affiliates.lumen.casino', childs: [] },
      { code: 'about_us', title: 'ABOUT_US', content: '', childs: [] },
    ]);
  });

  it('drops a link whose stored target is unsafe rather than passing it on', () => {
    const tree = buildInfoPageTree([
      row('casino', null, 10),
      row('quick_link_x', 'casino', 10, 'javascript:alert(1)'),
    ]);
    expect(tree[0]?.childs[0]?.content).toBe('');
  });

  it('leaves out orphans and survives cycles', () => {
    const tree = buildInfoPageTree([
      row('root', null, 10),
      row('orphan', 'missing', 10),
      row('a', 'b', 10),
      row('b', 'a', 10),
    ]);
    expect(tree).toEqual([{ code: 'root', title: 'ROOT', content: '', childs: [] }]);
  });
});
