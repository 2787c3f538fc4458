import { describe, expect, it } from 'vitest';
import type { ProjectItem } from '@/entities/project';
import type { TrackDto } from '@/shared/api';
import type { DragItem } from '@/shared/lib/dnd';
import { holdsDragItem } from './use-project-drop';

const track = (id: number, type = 'track') => ({ id, type, full_title: `T${id}`, title: `T${id}` }) as unknown as TrackDto;
const item = (id: number, type: 'track' | 'stem'): ProjectItem => ({ id: id * 10, key: `${type}-${id}`, type, position: 1, track: track(id, type), pending: false });
const drag = (id: number, type: 'track' | 'stem'): DragItem => ({ kind: 'catalogue', id, type, track: track(id, type) });

describe('duplicates are matched by id and type', () => {
  const project = { items: [item(7, 'track'), item(9, 'stem')] };
  it('refuses the same track or stem', () => {
    expect(holdsDragItem(project, drag(7, 'track'))).toBe(true);
    expect(holdsDragItem(project, drag(9, 'stem'))).toBe(true);
  });
  it('accepts a stem sharing a number with a track, and new items', () => {
    expect(holdsDragItem(project, drag(7, 'stem'))).toBe(false);
    expect(holdsDragItem(project, drag(8, 'track'))).toBe(false);
  });
});
