import { useRef } from "react";
import { Modal, ModalHeader } from "../../components/ui/dialog";
import { StepButtons, useSwipe } from "./gallery-controls";
import { imagePosition } from "./gallery-nav";
import type { GalleryImage } from "./product-detail-types";

// The gallery's full view, a chunk of its own: loaded when the shopper points at or focuses the
// large image, opened when they press it (gallery.tsx).

/** The large image in a dialog over the page, with the gallery's controls. */
export default function FullView({
  titleId,
  images,
  index,
  productName,
  announcement,
  onShow,
  onClose,
  returnFocus,
}: {
  titleId: string;
  images: GalleryImage[];
  index: number;
  productName: string;
  announcement: string;
  onShow: (index: number) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe((step) => onShow(index + step));
  const image = images[index];
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      variant="full"
      panelClassName="backdrop:bg-stone-950/80 sm:m-6 sm:h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:rounded-lg"
    >
      {/* Arrow keys reach the gallery's handler: the dialog is inside it in the React tree. */}
      <div className="flex min-h-0 flex-1 flex-col">
        <ModalHeader
          titleId={titleId}
          title={
            <>
              {productName}{" "}
              <span className="font-normal text-stone-600">· {imagePosition(index, images.length)}</span>
            </>
          }
          titleClassName="truncate text-base font-semibold"
          closeLabel="Close full view"
          onClose={onClose}
          closeRef={closeRef}
        />
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center p-4"
          {...swipe.handlers}
        >
          <img
            src={image.pre_image}
            alt={image.alt || productName}
            width={image.width}
            height={image.height}
            decoding="async"
            draggable={false}
            className="max-h-full w-auto max-w-full object-contain"
          />
          {images.length > 1 ? <StepButtons index={index} count={images.length} onShow={onShow} /> : null}
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </Modal>
  );
}
