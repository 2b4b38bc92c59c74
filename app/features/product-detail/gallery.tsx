import { useState } from "react";
import type { GalleryImage } from "./product-detail-types";

/**
 * The selected variant's images: one large image (sized, loaded first) and thumbnails as
 * buttons that show their image in the large frame. The parent keys the gallery by variant so
 * a new variant starts at its first image.
 */
export function Gallery({ images, productName }: { images: GalleryImage[]; productName: string }) {
  const [active, setActive] = useState(0);
  const main = images[active] ?? images[0];
  if (!main) {
    return (
      <div
        className="aspect-square w-full rounded-lg bg-stone-100"
        role="img"
        aria-label={`No image of ${productName}`}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-lg bg-stone-100">
        <img
          src={main.pre_image}
          alt={main.alt || productName}
          width={main.width}
          height={main.height}
          fetchPriority="high"
          decoding="async"
          className="aspect-square h-auto w-full object-contain"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex flex-wrap gap-2.5" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.value_id}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-pressed={i === active}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                className={`block overflow-hidden rounded-md border-2 bg-stone-100 ${
                  i === active ? "border-brand-700" : "border-transparent hover:border-stone-300"
                }`}
              >
                <img
                  src={image.thumbnail}
                  alt=""
                  width={72}
                  height={Math.round((72 * image.height) / Math.max(1, image.width))}
                  loading="lazy"
                  decoding="async"
                  className="h-18 w-18 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
