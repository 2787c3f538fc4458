import { expect, test } from './support/test';
import { openApp } from './support/app';

test.use({ reducedMotion: 'reduce' });

test('asked for less motion, nothing on the page keeps moving: looping animations play once and stop', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const looping = await page.evaluate(async () => {
    // A loop the app might show (a spinner, a shimmer, the pulse over out-of-date results) and the
    // search page's own pulse, added to the page as the app would.
    const style = document.createElement('style');
    style.textContent = '@keyframes reduced-motion-probe { to { opacity: 0.2; } } .reduced-motion-probe { animation: reduced-motion-probe 1s linear infinite; }';
    const loop = document.createElement('div');
    loop.className = 'reduced-motion-probe';
    const stale = document.createElement('div');
    stale.className = 'search-page__results';
    stale.setAttribute('data-stale', 'true');
    document.head.append(style);
    document.body.append(loop, stale);
    // Every animation must end by itself: a looping one never does. (Two frames were not always
    // enough for a 0.01 ms one to start on a busy machine, so each gets up to a second.)
    const animations = document.getAnimations();
    await Promise.race([Promise.allSettled(animations.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 1000))]);
    return animations.filter((animation) => animation.playState !== 'finished').map((animation) => `${(animation as CSSAnimation).animationName}: ${animation.playState}`);
  });
  expect(looping).toEqual([]);
});
