// The category tree as the page draws it: one flat list, parents before children, each with its depth. A
// move is sent as (parent, position among the new siblings), which is what the API takes (ADR 0075).
import type { AdminCategoryNode } from '@sabad/contract/admin';

export interface FlatCategory extends AdminCategoryNode {
  depth: number;
}

/** The API's list is already parents-first; this adds each node's depth. */
export function flatten(items: readonly AdminCategoryNode[]): FlatCategory[] {
  const depth = new Map<number, number>();
  return items.map((item) => {
    const own = item.parentId === 0 ? 0 : (depth.get(item.parentId) ?? -1) + 1;
    depth.set(item.id, own);
    return { ...item, depth: own };
  });
}

export interface MoveTarget {
  parentId: number;
  position: number;
}

/** The node and every node below it (they follow it in the flat list, deeper than it). */
export function subtreeIds(flat: readonly FlatCategory[], id: number): Set<number> {
  const start = flat.findIndex((item) => item.id === id);
  const ids = new Set<number>();
  if (start < 0) return ids;
  const root = flat[start];
  ids.add(id);
  for (let i = start + 1; i < flat.length && (flat[i]?.depth ?? 0) > (root?.depth ?? 0); i += 1) {
    const item = flat[i];
    if (item) ids.add(item.id);
  }
  return ids;
}

const siblings = (flat: readonly FlatCategory[], parentId: number) => flat.filter((item) => item.parentId === parentId);

/**
 * Where a dragged node lands: dropped on `overId`'s place, `depthDelta` levels deeper (a pointer dragged
 * sideways) or shallower; the depth is kept between what the node above allows (one deeper than it) and what
 * the node below needs (its own depth). Null when nothing changes.
 */
export function dropTarget(
  flat: readonly FlatCategory[],
  activeId: number,
  overId: number,
  depthDelta: number,
): MoveTarget | null {
  const moving = subtreeIds(flat, activeId);
  const active = flat.find((item) => item.id === activeId);
  if (!active || (moving.has(overId) && overId !== activeId)) return null;
  // The list without the dragged node's own subtree, then the node put at the place it was dropped on.
  const others = flat.filter((item) => !moving.has(item.id));
  const activeIndex = flat.findIndex((item) => item.id === activeId);
  const overFlatIndex = flat.findIndex((item) => item.id === overId);
  const overIndex = others.findIndex((item) => item.id === overId);
  // Dropped on itself (dragged sideways only): it stays where it was; dropped lower: after the node it was
  // dropped on, higher: before it (dnd-kit's sortable order).
  const insertAt =
    overId === activeId
      ? others.filter((item) => flat.indexOf(item) < activeIndex).length
      : overFlatIndex > activeIndex
        ? overIndex + 1
        : overIndex;
  const above = others[insertAt - 1];
  const below = others[insertAt];
  const maxDepth = above ? above.depth + 1 : 0;
  const minDepth = below ? below.depth : 0;
  const depth = Math.max(minDepth, Math.min(maxDepth, active.depth + depthDelta));
  let parentId = 0;
  for (let i = insertAt - 1; i >= 0 && depth > 0; i -= 1) {
    const candidate = others[i];
    if (candidate && candidate.depth === depth - 1) {
      parentId = candidate.id;
      break;
    }
  }
  const before = others.slice(0, insertAt).filter((item) => item.parentId === parentId && item.depth === depth);
  const position = before.length;
  const current = siblings(flat, active.parentId).findIndex((item) => item.id === activeId);
  if (parentId === active.parentId && position === current) return null;
  return { parentId, position };
}

/** One place up or down among its siblings. */
export function stepTarget(flat: readonly FlatCategory[], id: number, step: -1 | 1): MoveTarget | null {
  const node = flat.find((item) => item.id === id);
  if (!node) return null;
  const index = siblings(flat, node.parentId).findIndex((item) => item.id === id);
  const position = index + step;
  if (position < 0 || position >= siblings(flat, node.parentId).length) return null;
  return { parentId: node.parentId, position };
}

/** Under the sibling just above it, as that one's last child. */
export function indentTarget(flat: readonly FlatCategory[], id: number): MoveTarget | null {
  const node = flat.find((item) => item.id === id);
  if (!node) return null;
  const level = siblings(flat, node.parentId);
  const above = level[level.findIndex((item) => item.id === id) - 1];
  if (!above) return null;
  return { parentId: above.id, position: siblings(flat, above.id).length };
}

/** Out of its parent, just after it. */
export function outdentTarget(flat: readonly FlatCategory[], id: number): MoveTarget | null {
  const node = flat.find((item) => item.id === id);
  const parent = node ? flat.find((item) => item.id === node.parentId) : undefined;
  if (!node || !parent) return null;
  const index = siblings(flat, parent.parentId).findIndex((item) => item.id === parent.id);
  return { parentId: parent.parentId, position: index + 1 };
}
