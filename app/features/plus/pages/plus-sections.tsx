import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductCard } from "../../../../contract/product-card";
import { ProductTile } from "../../../components/ui/product-tile";
import { PLUS_RULES_PATH } from "../plus-paths";
import { PLUS_BENEFITS, PLUS_LIST_PRICE_TEXT, PLUS_PRICE_TEXT, type PlusBenefit } from "./plus-benefits";

// The parts the Plus+ landing and the member introduction share: the price, the benefits, the
// member-price products and the FAQ.

/** "Plus+" as the store marks it everywhere (product prices, the cart, the coupons drawer). */
export function PlusMark({ className = "" }: { className?: string }) {
  return (
    <span className={`rounded bg-stone-900 px-1.5 py-px font-bold text-amber-300 ${className}`}>Plus+</span>
  );
}

/**
 * "$19/year" against a struck-through "$69/year" (spec part 2 §1). A screen reader hears which is
 * which, as with product prices.
 */
export function PlusPriceTag({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-3" data-testid="plus-price">
      <span className={`text-4xl font-bold ${tone === "dark" ? "text-amber-300" : "text-ink"}`}>
        <span className="sr-only">Membership price </span>
        {PLUS_PRICE_TEXT}
      </span>
      <s className={`text-lg ${tone === "dark" ? "text-stone-300" : "text-stone-600"}`}>
        <span className="sr-only">Regular price </span>
        {PLUS_LIST_PRICE_TEXT}
      </s>
    </p>
  );
}

/** The CMS's icon names (server/modules/plus/plus-landing-content.ts) for the marks drawn here. */
const ICON_ALIASES: Record<string, string> = { percent: "discount", gift: "first-order", shield: "warranty" };

/** One benefit's picture: a small drawn mark per kind (decoration: the title says it). */
function BenefitIcon({ icon }: { icon: string }) {
  const paths: Record<string, ReactNode> = {
    discount: (
      <>
        <path d="M19 5 5 19" />
        <circle cx="7" cy="7" r="2.5" />
        <circle cx="17" cy="17" r="2.5" />
      </>
    ),
    points: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M9 9.5h4.5a2 2 0 0 1 0 4H9V9.5Zm0 4V17" />
      </>
    ),
    referral: (
      <>
        <circle cx="8" cy="8" r="3" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M3 20a5 5 0 0 1 10 0M14 20a4 4 0 0 1 7-2.6" />
      </>
    ),
    warranty: (
      <>
        <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Z" />
        <path d="m9 12 2 2 4-4" />
      </>
    ),
    refund: (
      <>
        <path d="M4 12a8 8 0 1 0 2.3-5.7L4 8.5" />
        <path d="M4 4v4.5h4.5" />
      </>
    ),
    vip: <path d="m12 4 2.4 5 5.6.6-4.2 3.8 1.2 5.6L12 16.2 7 19l1.2-5.6L4 9.6 9.6 9 12 4Z" />,
    "first-order": (
      <>
        <rect x="4" y="8" width="16" height="12" rx="1.5" />
        <path d="M12 8v12M4 12h16M12 8c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 0 5-1s-3.5-2-5 1" />
      </>
    ),
  };
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 text-brand-700"
    >
      {paths[ICON_ALIASES[icon] ?? icon] ?? <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}

/**
 * The benefits: the CMS's editable blocks when it has any, else the store's own list
 * (plus-benefits.ts), so the page never shows an empty section.
 */
export function PlusBenefits({
  benefits,
  heading = "What Plus+ members get",
}: {
  benefits?: readonly PlusBenefit[];
  heading?: string;
}) {
  const list = benefits && benefits.length > 0 ? benefits : PLUS_BENEFITS;
  return (
    <section aria-labelledby="plus-benefits" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="plus-benefits" className="text-2xl font-semibold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="plus-benefits">
        {list.map((b) => (
          <li key={b.title} className="flex gap-3 rounded-lg border border-stone-200 bg-white p-4">
            <BenefitIcon icon={b.icon} />
            <div>
              <h3 className="font-semibold">{b.title}</h3>
              <p className="mt-1 text-sm text-stone-700">{b.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Products with a member price, as listings show them (the tile shows the Plus+ price). */
export function PlusProducts({ products }: { products: readonly ProductCard[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="plus-products" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="plus-products" className="text-2xl font-semibold tracking-tight">
        Member prices
      </h2>
      <p className="mt-1 text-stone-700">What members pay today on a few of our products.</p>
      <ul className="mt-6 grid grid-cols-2 gap-2 sm:gap-4 md:grid-cols-4" data-testid="plus-products">
        {products.map((p) => (
          <li key={p.entity_id}>
            <ProductTile product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The FAQ: each question a native disclosure (works without JavaScript). The answers are CMS HTML,
 * which the server sanitised against its allow-list before it left the API (as CMS pages).
 */
export function PlusFaq({ faq }: { faq: readonly { question: string; answer_html: string }[] }) {
  if (faq.length === 0) return null;
  return (
    <section aria-labelledby="plus-faq" className="mx-auto max-w-3xl px-4 py-10">
      <h2 id="plus-faq" className="text-2xl font-semibold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="mt-4 divide-y divide-stone-200 border-y border-stone-200" data-testid="plus-faq">
        {faq.map((item) => (
          <details key={item.question} className="group py-1">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <span aria-hidden="true" className="text-xl text-stone-600 group-open:rotate-45">
                +
              </span>
            </summary>
            <div
              className="cms-content pb-3"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (as CMS pages)
              dangerouslySetInnerHTML={{ __html: item.answer_html }}
            />
          </details>
        ))}
      </div>
    </section>
  );
}

/** The terms link every Plus+ page carries. */
export function PlusTermsLink({ href = PLUS_RULES_PATH, className }: { href?: string; className: string }) {
  return (
    <Link to={href} className={className}>
      Plus+ Membership Terms
    </Link>
  );
}
