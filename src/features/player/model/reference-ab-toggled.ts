import { createAction } from '@reduxjs/toolkit';

/** A/B: switch between the reference track and the playing candidate at the same playback time (the player bar's A/B, key R). */
export const referenceAbToggled = createAction('player/referenceAbToggled');
