// Stories import this file by its own path (see window-width.ts): it reads the browser's animations.

/** What a browser can animate on its compositor, without a style, layout or paint per frame. */
const COMPOSITOR_ONLY = new Set(['transform', 'opacity', 'translate', 'scale', 'rotate', 'offset', 'computedOffset', 'easing', 'composite']);

/**
 * The running CSS animations and transitions under `root` that animate anything but `transform` and
 * `opacity`, each named by its keyframes (or transitioned property), the element's first class and
 * the properties: each repaints its element on the main thread every frame for as long as it runs.
 */
export function mainThreadAnimations(root: Element = document.body): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .flatMap((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const target = effect?.target;
      if (!target || !root.contains(target)) return [];
      const properties = [...new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame)))].filter((key) => !COMPOSITOR_ONLY.has(key));
      if (properties.length === 0) return [];
      const name = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : 'script';
      return [`${name} on .${(target.getAttribute('class') ?? '').split(' ')[0]}: ${properties.join(', ')}`];
    });
}
