/** Top banner autoplay interval (spec part 1 §9). */
export const BANNER_AUTOPLAY_MS = 5000;

/** The slide after `index`, wrapping to the first. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`, wrapping to the last. */
export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

/**
 * Whether the slideshow is in "play" mode: the shopper's own choice (the pause/play button)
 * wins; without one it plays unless the system asks for reduced motion.
 */
export function isPlaying(choice: boolean | null, prefersReducedMotion: boolean): boolean {
  return choice ?? !prefersReducedMotion;
}

export interface AutoplayState {
  slideCount: number;
  /** Play mode (see isPlaying). */
  playing: boolean;
  /** Pointer over the carousel, or focus inside it. */
  interacting: boolean;
  /** The tab is in the background. */
  hidden: boolean;
}

/** Whether the banner advances by itself right now. */
export function shouldAutoplay(s: AutoplayState): boolean {
  return s.slideCount > 1 && s.playing && !s.interacting && !s.hidden;
}
