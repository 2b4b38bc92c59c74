import { type KeyboardEvent, useId, useRef, useState } from "react";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../components/ui/on-demand";
import { StepButtons, useSwipe } from "./gallery-controls";
import { imagePosition, indexForKey, stepIndex } from "./gallery-nav";
import type { GalleryImage } from "./product-detail-types";

// The full view is a pop-up: its code (and the dialog's) loads on demand.
const loadFullView = onDemand(() => import("./gallery-full-view"));
const FullView = lazyOnDemand(loadFullView);

/** Thumbnail edge in CSS px (h-18 w-18). */
const THUMB_PX = 72;

/**
 * The selected variant's images (spec part 2 §4, §9): one large image, sized, loaded first (eager,
 * high priority unless `priority` is off, e.g. in the quick view), previous / next controls that
 * stop at the ends (no loop), and thumbnails as buttons in one row 10 px apart (gap-2.5). Left /
 * Right, Home / End move between images while focus is in the gallery; a horizontal swipe on the
 * large image does too. Pressing the large image opens a full view dialog with the same controls.
 * Each change is announced ("Image 2 of 5"). The parent keys the gallery by variant so a new
 * variant starts at its first image.
 */
export function Gallery({
  images,
  productName,
  priority = true,
}: {
  images: GalleryImage[];
  productName: string;
  priority?: boolean;
}) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [fullView, setFullView] = useState(false);
  const mainRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const index = stepIndex(active, 0, count);
  const main = images[index];

  const show = (next: number) => {
    const target = stepIndex(next, 0, count);
    setActive(target);
    setAnnouncement(imagePosition(target, count));
  };
  const swipe = useSwipe((step) => show(index + step));

  if (!main) {
    return (
      <div
        className="aspect-square w-full rounded-lg bg-stone-100"
        role="img"
        aria-label={`No image of ${productName}`}
      />
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = indexForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    show(next);
  };

  return (
    <section
      aria-roledescription="gallery"
      aria-label={`${productName} images`}
      className="flex min-w-0 flex-col gap-3"
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-lg bg-stone-100">
        <button
          ref={mainRef}
          type="button"
          aria-haspopup="dialog"
          aria-label={`View larger: ${main.alt || productName}, ${imagePosition(index, count).toLowerCase()}`}
          className="block w-full touch-pan-y cursor-zoom-in"
          onClick={() => {
            if (!swipe.consumeSwipe()) setFullView(true);
          }}
          onPointerEnter={loadFullView.preload}
          onFocus={loadFullView.preload}
          {...swipe.handlers}
        >
          <img
            src={main.pre_image}
            alt={main.alt || productName}
            width={main.width}
            height={main.height}
            loading={priority ? "eager" : undefined}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            draggable={false}
            className="aspect-square h-auto w-full object-contain"
          />
        </button>
        {count > 1 ? <StepButtons index={index} count={count} onShow={show} /> : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {count > 1 ? (
        <ul className="flex gap-2.5 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.value_id} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-pressed={i === index}
                aria-label={`Show image ${i + 1} of ${count}`}
                className={`block overflow-hidden rounded-md border-2 bg-stone-100 ${
                  i === index ? "border-brand-700" : "border-transparent hover:border-stone-300"
                }`}
              >
                <img
                  src={image.thumbnail}
                  alt=""
                  width={THUMB_PX}
                  height={Math.round((THUMB_PX * image.height) / Math.max(1, image.width))}
                  loading="lazy"
                  decoding="async"
                  className="h-18 w-18 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullView ? (
        <OnDemandBoundary onFail={() => setFullView(false)}>
          <FullView
            titleId={`${id}-full`}
            images={images}
            index={index}
            productName={productName}
            announcement={announcement}
            onShow={show}
            onClose={() => setFullView(false)}
            returnFocus={() => mainRef.current}
          />
        </OnDemandBoundary>
      ) : null}
    </section>
  );
}
