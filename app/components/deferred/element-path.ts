// Where an element sits inside a region, as child indexes from the region down. The deferred
// region (deferred-region.tsx) replaces the server's HTML with the same markup rendered by React;
// a path taken in the old markup finds the same element in the new one.

/** Child indexes from `root` down to `element` (empty when `element` is `root`). */
export function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  let node: Element | null = element;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

/** The element at `path` under `root`, or null when the markup no longer has one there. */
export function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) {
    node = node?.children[index] ?? null;
    if (!node) return null;
  }
  return node;
}
