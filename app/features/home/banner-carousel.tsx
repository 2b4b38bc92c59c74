import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { CallResult } from "../../../contract/call";
import type { homeData } from "../../../contract/site";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../components/ui/icons";
import { inertWhen } from "../../components/ui/inert";
import { useHydrated } from "../../components/ui/use-hydrated";
import { BANNER_AUTOPLAY_MS, isPlaying, nextSlide, previousSlide, shouldAutoplay } from "./carousel";
import { useDocumentHidden, usePrefersReducedMotion } from "./use-media-state";

export type Banner = CallResult<typeof homeData>["banners"][number];

const CONTROL =
  "flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-ink shadow-md hover:bg-white";

/**
 * The top banner slideshow (WAI-ARIA carousel pattern). Slides sit in a horizontal scroll-snap
 * track, so without JavaScript they can still be swiped or scrolled; with it, the slideshow
 * advances every 5000 ms unless paused, hovered, focused, in a background tab, or the system asks
 * for reduced motion. The first slide's image is the page's LCP element: eager, high priority.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const hidden = useDocumentHidden();
  const count = banners.length;
  const playing = isPlaying(choice, reducedMotion);
  const autoplaying = shouldAutoplay({ slideCount: count, playing, interacting: hovered || focused, hidden });

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      track.scrollTo({ left: target * track.clientWidth, behavior: reducedMotion ? "auto" : "smooth" });
      setIndex(target);
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!autoplaying) return;
    const timer = setTimeout(() => goTo(nextSlide(index, count)), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplaying, index, count, goTo]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // A swipe or scroll: once the track settles, the slide in view becomes the current one.
  const onScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      setIndex(Math.min(count - 1, Math.round(track.scrollLeft / track.clientWidth)));
    }, 120);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) return null;
  const multiple = count > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured promotions"
      className="relative mx-auto max-w-7xl md:px-4 md:pt-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {multiple ? (
        <div className="absolute right-3 bottom-3 z-10 md:right-7">
          <button type="button" className={CONTROL} onClick={() => setChoice(!playing)}>
            {playing ? <PauseIcon size={20} /> : <PlayIcon size={18} />}
            <span className="sr-only">{playing ? "Pause slideshow" : "Play slideshow"}</span>
          </button>
        </div>
      ) : null}
      <div
        ref={trackRef}
        aria-live={autoplaying ? "off" : "polite"}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] md:rounded-xl"
        onScroll={onScroll}
      >
        {banners.map((banner, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
          <div
            key={`${banner.url}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            className="w-full shrink-0 snap-start"
            {...inertWhen(hydrated && i !== index)}
          >
            <Slide banner={banner} first={i === 0} />
          </div>
        ))}
      </div>
      {multiple ? (
        <>
          <button
            type="button"
            className={`${CONTROL} absolute top-1/2 left-2 z-10 -translate-y-1/2 max-md:hidden md:left-6`}
            onClick={() => goTo(previousSlide(index, count))}
          >
            <ChevronLeftIcon size={22} />
            <span className="sr-only">Previous slide</span>
          </button>
          <button
            type="button"
            className={`${CONTROL} absolute top-1/2 right-2 z-10 -translate-y-1/2 max-md:hidden md:right-6`}
            onClick={() => goTo(nextSlide(index, count))}
          >
            <ChevronRightIcon size={22} />
            <span className="sr-only">Next slide</span>
          </button>
          <ul className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 gap-1 rounded-full bg-white/95 px-2 shadow-md">
            {banners.map((banner, i) => (
              <li key={`${banner.url}-dot-${i}`}>
                <button
                  type="button"
                  className="flex h-6 w-6 items-center justify-center"
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => goTo(i)}
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${i === index ? "w-5 bg-brand-700" : "w-2.5 bg-stone-500"}`}
                  />
                  <span className="sr-only">{`Slide ${i + 1}: ${banner.title}`}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Slide({ banner, first }: { banner: Banner; first: boolean }) {
  const { image } = banner;
  return (
    <Link to={banner.url} className="group relative block bg-brand-50">
      {image.url ? (
        <img
          src={image.url}
          alt=""
          width={image.width}
          height={image.height}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "low"}
          decoding={first ? "sync" : "async"}
          // The box is sized before the picture arrives: 3:2 on phones, the banner's own ratio from
          // sm. (Tailwind's aspect-auto here once dropped the ratio the width/height attributes
          // give, so on a slow cold load the hero was 0 px tall until it arrived and then pushed
          // the rails down: CLS 0.27.)
          style={{ "--banner-ratio": `${image.width} / ${image.height}` } as React.CSSProperties}
          className="aspect-[3/2] h-auto w-full object-cover object-[72%_50%] sm:aspect-(--banner-ratio)"
        />
      ) : (
        <div className="w-full" style={{ aspectRatio: `${image.width} / ${image.height}` }} />
      )}
      <div className="px-4 pt-3 pb-14 md:absolute md:inset-y-0 md:left-0 md:flex md:w-1/2 md:flex-col md:justify-center md:p-0 md:pl-20">
        <div className="md:rounded-xl md:bg-white/95 md:p-6 md:shadow-sm">
          <p className="text-xl font-bold tracking-tight text-ink md:text-3xl">{banner.title}</p>
          {banner.subtitle ? <p className="mt-1 text-stone-700 md:text-lg">{banner.subtitle}</p> : null}
          <span className="mt-3 inline-flex h-10 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white group-hover:bg-brand-800">
            Shop now
          </span>
        </div>
      </div>
    </Link>
  );
}
