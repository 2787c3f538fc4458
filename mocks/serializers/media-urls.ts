/**
 * Media URLs of the mock backend (relative to the app origin; see CONTRACTS.md). Audio and
 * waveforms are served by mocks/handlers/media-audio.ts, artwork by media-artwork.ts.
 */

export type ArtworkKind = 'album' | 'playlist' | 'sampler' | 'show' | 'show-category';

export const trackAudioUrl = (id: number) => `/mock-media/audio/track-${id}.wav`;
export const stemAudioUrl = (id: number) => `/mock-media/audio/stem-${id}.wav`;
export const trackWaveUrl = (id: number) => `/mock-media/waveform/track-${id}.svg`;
export const stemWaveUrl = (id: number) => `/mock-media/waveform/stem-${id}.svg`;
export const artworkUrl = (kind: ArtworkKind, id: number) => `/mock-media/artwork/${kind}-${id}.svg`;
/** The same image, asked for at thumbnail size (the SVG scales; the query only names the use). */
export const thumbnailUrl = (url: string | null) => (url ? `${url}?size=thumb` : null);
