// The back-in-stock mail, in the store's mail frame (mail/templates.ts: layout, button, link
// fallback, text footer). One per waiting address when its variant comes back.
import { escapeHtml } from "../mail/html";
import { button, layout, linkFallback, type MailContent, paragraph, textFooter } from "../mail/templates";

/** The store's name and public origin, for the product link. */
export interface BackInStockSite {
  storeName: string;
  origin: string;
}

/** The product page with the variant chosen: `{origin}/{url_path}?piid={variant}`. */
export const productLink = (origin: string, urlPath: string, variantId: number) =>
  `${origin}/${urlPath.replace(/^\/+/, "")}?piid=${variantId}`;

export function backInStockMail(input: {
  site: BackInStockSite;
  productName: string;
  /** "Charcoal Gray / Queen", or "" for a product without options. */
  options: string;
  link: string;
}): MailContent<"back_in_stock"> {
  const { site, productName, options, link } = input;
  const item = options ? `${productName} (${options})` : productName;
  const subject = `Back in stock: ${productName}`;
  const news = `Good news: ${item} is back in stock at ${site.storeName}.`;
  const hurry = "Stock can run out again quickly, so order soon if you want it.";
  const why =
    "You asked us to tell you when this item was back. This is the only e-mail we send about it; you are not signed up for anything else.";
  const text = ["Hello,", "", news, "", link, "", hurry, "", why, "", textFooter(site.storeName)].join("\n");
  const html = layout(
    site.storeName,
    subject,
    [
      paragraph("Hello,"),
      paragraph(escapeHtml(news)),
      button(link, "Shop it now"),
      linkFallback(link),
      paragraph(escapeHtml(hurry)),
      paragraph(escapeHtml(why)),
    ].join("\n"),
  );
  return { kind: "back_in_stock", subject, text, html };
}
