import { Link } from "react-router";
import type { CartBanner as CartBannerData } from "../../../contract/cart-banner";

/**
 * The operator's cart banner (GET /api/cart/banner), shown while the cart read answers
 * cartBannerStatus 1. The picture is text-free with a calm left side, so the title and subtitle
 * are drawn over it there; the picture's alt text is the title, so the drawn title is hidden
 * from screen readers (the link's name is title and subtitle, once).
 */
export function CartBanner({ banner }: { banner: CartBannerData }) {
  const { image } = banner;
  return (
    <aside aria-label="Promotion" className="mb-6" data-testid="cart-banner">
      <Link
        to={banner.url}
        className="group relative block overflow-hidden rounded-lg bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <img
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          decoding="async"
          className="h-32 w-full object-cover object-right md:h-40"
        />
        <span className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center px-4 md:px-8">
          <span aria-hidden="true" className="text-lg font-bold tracking-tight text-ink md:text-2xl">
            {banner.title}
          </span>
          {banner.subtitle ? (
            <span className="mt-1 text-sm text-stone-700 md:text-base">{banner.subtitle}</span>
          ) : null}
        </span>
      </Link>
    </aside>
  );
}
