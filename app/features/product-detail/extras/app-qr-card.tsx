import { Link } from "react-router";
import { APP_QR_PATH, APP_RECOMMEND_PATH } from "../../../../contract/related-constants";

/** "Shop on the app": the server-generated QR code of the app page, with a link for those on a phone. */
export function AppQrCard() {
  return (
    <aside
      aria-labelledby="app-qr-heading"
      className="mt-10 flex items-center gap-4 rounded-lg border border-stone-200 p-4 sm:max-w-md"
    >
      <img
        src={APP_QR_PATH}
        width={112}
        height={112}
        loading="lazy"
        decoding="async"
        alt="QR code: scan with your phone's camera to open the Nestora app page"
        className="size-28 shrink-0"
      />
      <div>
        <h2 id="app-qr-heading" className="font-semibold">
          Shop on the app
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Scan the code with your phone's camera to see what the Nestora app does.
        </p>
        <Link
          to={APP_RECOMMEND_PATH}
          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          About the app
        </Link>
      </div>
    </aside>
  );
}
