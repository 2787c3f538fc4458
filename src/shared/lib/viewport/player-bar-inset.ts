/**
 * Room kept free at the bottom of the window: the player bar's, while it shows (the app layout
 * publishes it as `--player-bar-offset` on the root element).
 */
export function playerBarInset(): number {
  const value = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--player-bar-offset'));
  return Number.isFinite(value) ? value : 0;
}
