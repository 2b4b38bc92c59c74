import { Link } from "react-router";
import { APP_QR_PATH, APP_RECOMMEND_PATH } from "../../../contract/related-constants";

/**
 * "Get the app" in the footer (issue 19's download-app widget): on a desktop the QR code of the app
 * page to scan with a phone, on a phone (already holding it) a link to the page. The footer's code
 * loads when the shopper nears it and the picture is lazy, so no page's first load carries it.
 */
export function AppDownload({ storeName }: { storeName: string }) {
  return (
    <section aria-labelledby="footer-app-heading" className="flex items-center gap-4">
      <img
        src={APP_QR_PATH}
        width={88}
        height={88}
        loading="lazy"
        decoding="async"
        alt={`QR code: scan it with your phone's camera to open the ${storeName} app page`}
        className="hidden size-22 shrink-0 rounded bg-white p-1 lg:block"
      />
      <div>
        <h2 id="footer-app-heading" className="text-sm font-semibold text-white">
          Get the {storeName} app
        </h2>
        <p className="mt-1 text-sm text-stone-300">
          Your cart, wishlist and deliveries on your phone.
          <span className="hidden lg:inline"> Scan the code with your phone's camera.</span>
        </p>
        <Link
          to={APP_RECOMMEND_PATH}
          className="mt-1 inline-block text-sm font-semibold text-white underline hover:text-stone-200"
        >
          About the app
        </Link>
      </div>
    </section>
  );
}
