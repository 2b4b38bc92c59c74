import { Link } from "react-router";
import { APP_QR_PATH } from "../../contract/related-constants";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/app-recommend";

/** What the Nestora app is for; each line is something the storefront itself already does. */
const FEATURES: { title: string; text: string }[] = [
  {
    title: "Your cart and wishlist, everywhere",
    text: "Sign in with the same account as on this site: the cart and the wishlist follow you between the app and the web.",
  },
  {
    title: "Order tracking",
    text: "See every order, its shipment and its delivery estimate from your phone.",
  },
  {
    title: "Deals and coupons",
    text: "Claim product coupons, follow Drop Price countdowns and see your Plus+ member prices.",
  },
  {
    title: "Search that forgives typos",
    text: "The same search as the site: type “recliner chiar” and still find recliner chairs.",
  },
];

/** /app-recommend (AppRecommend): the page the product QR code opens — what the Nestora app does. */
export default function AppRecommend() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">The Nestora app</h1>
      <p className="mt-3 text-stone-700">
        Everything you do on Nestora, made for your phone: browse the whole catalog, keep your cart and
        wishlist in step with the website, and follow your deliveries.
      </p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {FEATURES.map((f) => (
          <li key={f.title} className="rounded-lg border border-stone-200 p-4">
            <h2 className="font-semibold">{f.title}</h2>
            <p className="mt-1 text-sm text-stone-700">{f.text}</p>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="get-app"
        className="mt-10 flex flex-col items-start gap-6 sm:flex-row sm:items-center"
      >
        <img
          src={APP_QR_PATH}
          width={160}
          height={160}
          alt="QR code of this page: scan it with your phone's camera to open it there"
          className="size-40 shrink-0 rounded border border-stone-200"
        />
        <div>
          <h2 id="get-app" className="text-xl font-semibold">
            Open this page on your phone
          </h2>
          <p className="mt-2 text-stone-700">
            Scan the code with your phone's camera. The app is not listed in the app stores yet; until it is,
            keep shopping on this website, which works on your phone too.
          </p>
          <Link to="/" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            Continue shopping
          </Link>
        </div>
      </section>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    "The Nestora app",
    "What the Nestora shopping app does: cart and wishlist in step with the website, order tracking, deals and coupons.",
  );
}
