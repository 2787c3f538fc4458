import { DRAG_PREVIEW_WIDTH_PX } from '../../config/constants';

let node: HTMLDivElement | null = null;

/**
 * The one element the browser snapshots as the drag image: 250 px wide, off screen, showing the
 * dragged item's title. Shared by every drag source (its text is set when a drag begins).
 */
export function dragPreviewNode(): HTMLDivElement | null {
  if (typeof document === 'undefined') return null;
  if (node && node.isConnected) return node;
  node = document.createElement('div');
  node.setAttribute('aria-hidden', 'true');
  node.dataset.dragPreview = '';
  Object.assign(node.style, {
    position: 'fixed',
    top: '-1000px',
    left: '0',
    width: `${DRAG_PREVIEW_WIDTH_PX}px`,
    padding: '10px 12px',
    boxSizing: 'border-box',
    borderRadius: '6px',
    border: '1px solid #ffcf43',
    background: '#1a1a1c',
    color: '#f3f3f3',
    font: '600 14px system-ui, sans-serif',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
  } satisfies Partial<CSSStyleDeclaration>);
  document.body.appendChild(node);
  return node;
}

/** Writes the dragged item's title into the preview (call as the drag begins). */
export function setDragPreviewText(text: string): void {
  const preview = dragPreviewNode();
  if (preview) preview.textContent = text;
}
