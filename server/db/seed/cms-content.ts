import { TAXONOMY } from "./taxonomy";

/**
 * The store's CMS pages (footer and policy pages). Each page's path is `/{identifier}`;
 * the footer imports CMS_PAGES so its links and the seeded pages never disagree.
 */
export interface CmsPageLink {
  identifier: string;
  title: string;
  /** Storefront path with a leading slash, e.g. `/shipping-guide`. */
  path: string;
}

export interface CmsPageContent extends CmsPageLink {
  contentHtml: string;
  metaDescription: string;
}

const EMAIL = "cs@nestora.com";
const PHONE = "1-888-555-0142";
const HOURS = "Monday to Friday, 9:00 a.m. – 6:00 p.m. ET";
const ADDRESS = "Nestora, Inc., 400 Commerce Drive, Edison, NJ 08837";
const mail = (address = EMAIL) => `<a href="mailto:${address}">${address}</a>`;
const link = (path: string, text: string) => `<a href="${path}">${text}</a>`;

interface PageDef {
  identifier: string;
  title: string;
  metaDescription: string;
  html: () => string;
}

const PAGES: PageDef[] = [
  {
    identifier: "about-us",
    title: "About Us",
    metaDescription:
      "Nestora designs furniture and home goods for real life and ships them free across the contiguous US.",
    html: () => `
<h2>Home, made easy</h2>
<p>Nestora started in 2015 with a simple idea: furnishing a home should not require a moving truck, a weekend at the mall or a designer's budget. We design furniture, outdoor living, appliances and everyday home goods ourselves, work directly with the factories that make them and ship them straight to your door — so you pay for quality materials, not middlemen.</p>
<p>Today we serve millions of customers across the United States from warehouses in New Jersey, Georgia, Texas and California. Our catalog covers ${TAXONOMY.length} departments, from ${link("/furniture.html", "sofas and beds")} to ${link("/appliance/mini-split-air-conditioners.html", "mini-split air conditioners")} and ${link("/pets.html", "pet furniture")}.</p>
<h2>What we believe</h2>
<ul>
<li><strong>Design for real life.</strong> Performance fabrics, wipe-clean finishes and sizes that fit apartments as well as houses.</li>
<li><strong>Honest prices.</strong> Free standard shipping on every order and member pricing for ${link("/nestoraplus-rules", "Plus+")} members.</li>
<li><strong>Products that last.</strong> Every item is tested for stability, weight capacity and safety before it reaches our catalog.</li>
<li><strong>People first.</strong> Our customer care team is based in the US and answers every message within one business day.</li>
</ul>
<h2>Our promise</h2>
<p>If something isn't right, we'll make it right. Read ${link("/our-guarantee", "Our Guarantee")} to learn how our 30-day returns, warranty coverage and damage protection work.</p>
<p>Questions? Reach our team at ${mail()} or ${PHONE}, ${HOURS}.</p>`,
  },
  {
    identifier: "our-guarantee",
    title: "Our Guarantee",
    metaDescription:
      "Free shipping, 30-day returns, warranty coverage and damage protection on every Nestora order.",
    html: () => `
<h2>Shop with confidence</h2>
<p>Every Nestora order is backed by the same promise: quality products, delivered free, with support from real people if anything goes wrong.</p>
<table>
<thead><tr><th>Guarantee</th><th>What it means</th></tr></thead>
<tbody>
<tr><td>Free standard shipping</td><td>Every order ships free within the contiguous US. Most items arrive in 2–5 business days. See the ${link("/shipping-guide", "Shipping Guide")}.</td></tr>
<tr><td>30-day returns</td><td>Changed your mind? Return items within 30 days of delivery. See the ${link("/cancel-return-policy", "Cancel &amp; Return Policy")}.</td></tr>
<tr><td>Damage protection</td><td>If your order arrives damaged, tell us within 7 days and we'll send replacement parts or a new item at no cost.</td></tr>
<tr><td>Warranty</td><td>Products carry a limited warranty against manufacturing defects; some categories have longer coverage. See the ${link("/warranty-policy", "Warranty Policy")}.</td></tr>
<tr><td>Secure checkout</td><td>Payments are encrypted and screened for fraud. See ${link("/payment-methods", "Payment Methods")}.</td></tr>
</tbody>
</table>
<h2>Plus+ members get even more</h2>
<p>${link("/nestoraplus-rules", "Plus+ members")} receive an extra one-year warranty on eligible purchases, quick refunds and VIP customer service.</p>
<h2>How to get help</h2>
<p>Email ${mail()} with your order number and a short description (photos help). Our team replies within one business day, ${HOURS}.</p>`,
  },
  {
    identifier: "privacy-policy",
    title: "Privacy Policy",
    metaDescription: "How Nestora collects, uses, shares and protects your personal information.",
    html: () => `
<p>This Privacy Policy explains how Nestora, Inc. ("Nestora", "we", "us") collects, uses and shares information about you when you visit our website, use our app or buy from us.</p>
<h2>Information we collect</h2>
<ul>
<li><strong>Information you give us:</strong> your name, e-mail address, shipping and billing addresses, phone number, order history, reviews and messages to customer care.</li>
<li><strong>Payment information:</strong> processed by our payment partners; we do not store full card numbers.</li>
<li><strong>Device and usage information:</strong> IP address, browser type, pages viewed, and cookies or similar technologies that remember your cart and preferences.</li>
</ul>
<h2>How we use it</h2>
<ul>
<li>To process and deliver orders, returns and warranty claims.</li>
<li>To provide customer support and send service messages about your orders.</li>
<li>To send marketing e-mails when you have subscribed; every e-mail has an unsubscribe link.</li>
<li>To prevent fraud and keep our site secure.</li>
<li>To improve our products, website and recommendations.</li>
</ul>
<h2>How we share it</h2>
<p>We share information with carriers that deliver your orders, payment and fraud-screening providers, and service providers that help us run our business, under contracts that limit their use of it. We do not sell your personal information for money. California residents can opt out of "sharing" for cross-context advertising on our ${link("/ccpa-opt-out", "Do Not Sell or Share")} page.</p>
<h2>Cookies</h2>
<p>We use cookies to keep you signed in, remember your cart, measure site performance and show relevant ads. You can control cookies in your browser settings; some features may not work without them.</p>
<h2>Your choices and rights</h2>
<p>You can update your account information at any time in My Account. Depending on where you live, you may have the right to access, correct or delete your personal information. To make a request, e-mail ${mail()}. We will verify your identity before responding.</p>
<h2>Children</h2>
<p>Our site is not directed to children under 13, and we do not knowingly collect their personal information.</p>
<h2>Contact</h2>
<p>Questions about this policy? Write to ${mail()} or ${ADDRESS}.</p>`,
  },
  {
    identifier: "ccpa-opt-out",
    title: "Do Not Sell or Share My Personal Information",
    metaDescription:
      "California residents can opt out of the sale or sharing of personal information under the CCPA.",
    html: () => `
<h2>Your California privacy rights</h2>
<p>The California Consumer Privacy Act (CCPA), as amended by the CPRA, gives California residents the right to opt out of the "sale" or "sharing" of their personal information, including sharing for cross-context behavioral advertising.</p>
<p>Nestora does not sell personal information for money. Like many retailers, we allow advertising partners to set cookies on our site so we can show you relevant ads elsewhere, which California law may treat as "sharing".</p>
<h2>How to opt out</h2>
<ul>
<li><strong>Browser signals:</strong> we honor the Global Privacy Control (GPC) signal sent by supported browsers.</li>
<li><strong>By e-mail:</strong> send "Do Not Sell or Share" and the e-mail address on your account to ${mail()}.</li>
<li><strong>Cookies:</strong> you can also block advertising cookies in your browser settings.</li>
</ul>
<p>Your choice applies to the browser and e-mail address you use. We will not discriminate against you for exercising your privacy rights.</p>
<h2>Other requests</h2>
<p>To access, correct or delete your personal information, e-mail ${mail()}. An authorized agent may submit a request on your behalf with your signed permission. Learn more in our ${link("/privacy-policy", "Privacy Policy")}.</p>`,
  },
  {
    identifier: "terms-and-conditions",
    title: "Terms and Conditions",
    metaDescription: "The terms that apply when you use the Nestora website and app and buy from us.",
    html: () => `
<p>These Terms and Conditions apply to your use of the Nestora website and app and to every purchase you make from us. By placing an order you agree to them.</p>
<h2>Orders and pricing</h2>
<p>All prices are in US dollars. We try to make sure every price and description is accurate; if we find an error after you order, we will contact you and you may confirm or cancel the order. An order is accepted when we send the shipping confirmation. We may limit quantities per customer.</p>
<h2>Promotions, coupons and points</h2>
<ul>
<li>Coupons cannot be exchanged for cash and may exclude some items, including early bird and pre-order products.</li>
<li>Only one coupon applies per order unless the offer says otherwise.</li>
<li>Reward points are worth $1 per 100 points and have no cash value. See ${link("/reward-points", "Reward Points")}.</li>
<li>Plus+ membership is governed by the ${link("/nestoraplus-rules", "Plus+ Membership Terms")}.</li>
</ul>
<h2>Shipping, returns and warranty</h2>
<p>Delivery is covered by our ${link("/shipping-guide", "Shipping Guide")}, returns by the ${link("/cancel-return-policy", "Cancel &amp; Return Policy")} and product coverage by the ${link("/warranty-policy", "Warranty Policy")}.</p>
<h2>Accounts</h2>
<p>You are responsible for keeping your password confidential and for activity under your account. We may suspend accounts used for fraud, abuse of promotions or reselling.</p>
<h2>Reviews and content</h2>
<p>Reviews, questions and photos you submit must be your own and truthful. You grant us a license to display them on our site and marketing. We may remove content that is offensive, off-topic or misleading.</p>
<h2>Limitation of liability</h2>
<p>To the extent permitted by law, Nestora is not liable for indirect or consequential damages. Nothing in these terms limits rights you have under applicable consumer law.</p>
<h2>Contact</h2>
<p>${ADDRESS} · ${mail()}</p>`,
  },
  {
    identifier: "careers",
    title: "Careers",
    metaDescription: "Join the Nestora team in design, technology, operations and customer care.",
    html: () => `
<h2>Build the way America furnishes its homes</h2>
<p>We are a team of designers, engineers, merchants, warehouse pros and customer-care specialists who love making home easier. We move fast, measure what matters and put customers first.</p>
<h2>Teams</h2>
<ul>
<li><strong>Product design</strong> — create furniture and home goods from sketch to sample to launch.</li>
<li><strong>Technology</strong> — build the website, app and systems that serve millions of shoppers.</li>
<li><strong>Operations and logistics</strong> — run our warehouses in New Jersey, Georgia, Texas and California.</li>
<li><strong>Customer care</strong> — help customers before and after every purchase.</li>
<li><strong>Marketing and merchandising</strong> — tell our story and curate the catalog.</li>
</ul>
<h2>Benefits</h2>
<ul>
<li>Medical, dental and vision coverage from day one</li>
<li>401(k) with company match</li>
<li>Paid time off and paid parental leave</li>
<li>Employee discount and a free Plus+ membership</li>
</ul>
<p>Nestora is an equal opportunity employer. To apply, send your résumé and the role you're interested in to ${mail("careers@nestora.com")}.</p>`,
  },
  {
    identifier: "recall",
    title: "Product Recalls",
    metaDescription: "Safety notices and product recall information from Nestora.",
    html: () => `
<h2>Your safety comes first</h2>
<p>We test our products against US safety standards before they go on sale. If we learn of a safety issue, we work with the U.S. Consumer Product Safety Commission (CPSC) to notify customers quickly and offer a remedy.</p>
<h2>Current recalls</h2>
<p>There are no active recalls at this time. When a recall is announced, it will be listed here with the affected item numbers, the hazard, and how to get a refund, repair or replacement.</p>
<h2>How we contact you</h2>
<p>If you bought an affected product, we will e-mail the address on your order. ${link("/product-register", "Registering your product")} makes sure we can reach you even if you received it as a gift.</p>
<h2>Safety tips</h2>
<ul>
<li>Always anchor dressers, bookcases and TV stands to the wall with the included anti-tip kit.</li>
<li>Keep cords from blinds, lamps and electronics out of children's reach.</li>
<li>Follow assembly instructions and re-tighten hardware periodically.</li>
</ul>
<p>To report a safety concern, e-mail ${mail()} or call ${PHONE}. You can also find recall information at <a href="https://www.cpsc.gov">cpsc.gov</a>.</p>`,
  },
  {
    identifier: "shipping-guide",
    title: "Shipping Guide",
    metaDescription:
      "Free standard shipping; most items arrive in 2–5 business days. We ship within the contiguous US.",
    html: () => `
<h2>Free standard shipping on every order</h2>
<p>Standard shipping is always free, with no minimum purchase. Most items arrive in 2–5 business days after they ship. Each product page shows an estimated delivery date for your ZIP code.</p>
<table>
<thead><tr><th>Item type</th><th>Cost</th><th>Estimated delivery</th></tr></thead>
<tbody>
<tr><td>Most items</td><td>Free</td><td>2–5 business days</td></tr>
<tr><td>Large furniture and appliances</td><td>Free</td><td>3–7 business days</td></tr>
<tr><td>Gazebos, massage chairs and oversized items</td><td>Free</td><td>5–10 business days</td></tr>
<tr><td>Pre-order and Super Early Bird items</td><td>Free</td><td>Ships 10–15 business days after the stock arrives</td></tr>
</tbody>
</table>
<h2>Where we ship</h2>
<ul>
<li>We ship to addresses in the contiguous United States only.</li>
<li>We are unable to ship to Alaska, Guam, Hawaii or Puerto Rico.</li>
<li>We cannot deliver to FPO, APO or PO Box addresses.</li>
</ul>
<h2>Tracking your order</h2>
<p>You'll receive an e-mail with a tracking number when your order ships. Orders with several items may arrive in separate boxes on different days. Track every package in My Orders or on the shipment tracking page.</p>
<h2>Store pickup</h2>
<p>Selected furniture and outdoor items can be picked up free from our warehouse in Edison, New Jersey. Choose Pickup at checkout when it is offered on the product page.</p>
<h2>Receiving your delivery</h2>
<p>Inspect boxes on arrival. If anything is damaged, take photos and e-mail ${mail()} within 7 days — we'll send replacement parts or a new item.</p>`,
  },
  {
    identifier: "payment-methods",
    title: "Payment Methods",
    metaDescription: "Pay with Visa, Mastercard, American Express, Discover, PayPal or Klarna.",
    html: () => `
<h2>Ways to pay</h2>
<table>
<thead><tr><th>Method</th><th>Details</th></tr></thead>
<tbody>
<tr><td>Visa</td><td>Credit and debit cards</td></tr>
<tr><td>Mastercard</td><td>Credit and debit cards</td></tr>
<tr><td>American Express</td><td>Credit cards</td></tr>
<tr><td>Discover</td><td>Credit cards</td></tr>
<tr><td>PayPal</td><td>Pay with your PayPal balance, bank account or card</td></tr>
<tr><td>Klarna</td><td>Pay over time in interest-free installments, subject to approval</td></tr>
</tbody>
</table>
<h2>When you are charged</h2>
<p>Your payment method is authorized when you place the order and charged when it is accepted. If an item is cancelled before shipping, the authorization is released by your bank, usually within 3–5 business days.</p>
<h2>Security</h2>
<p>Checkout is encrypted end to end, card details are handled by our PCI-compliant payment providers, and every order is screened for fraud. We never ask for your card number by e-mail or phone.</p>
<h2>Sales tax</h2>
<p>Sales tax is calculated at checkout based on your shipping address and applicable state laws.</p>
<p>Having trouble paying? Contact ${mail()}.</p>`,
  },
  {
    identifier: "cancel-return-policy",
    title: "Cancel & Return Policy",
    metaDescription:
      "Cancel before shipping; return within 30 days of delivery. Early bird items carry a $45 repackaging fee if the original packaging is lost.",
    html: () => `
<h2>Cancelling an order</h2>
<p>You can cancel any order free of charge before it ships from My Orders, or by e-mailing ${mail()} with your order number. Once an order has shipped it can no longer be cancelled, but you can return it after delivery.</p>
<h2>Returns within 30 days</h2>
<p>Items can be returned within 30 days of delivery. To start a return:</p>
<ul>
<li>Go to My Orders, choose the order and select Return, or contact customer care.</li>
<li>Pack the item securely, ideally in its original packaging, with all parts and hardware.</li>
<li>Use the prepaid return label we send you, or follow the pickup instructions for large items.</li>
</ul>
<h2>Refunds</h2>
<p>Refunds go to your original payment method within 5–7 business days after we receive and inspect the return. Plus+ members receive quick refunds. Points used on the order are returned to your account; free gifts sent with the order must be returned as well.</p>
<h2>Early bird and pre-order items</h2>
<p>Super Early Bird items ship 10–15 business days after the new stock arrives and cannot be combined with coupons or points. They can be returned within 30 days of delivery; if the original packaging is lost, a $45 repackaging fee applies per item.</p>
<h2>Items that can't be returned</h2>
<ul>
<li>Customized or made-to-order products</li>
<li>Opened personal-care items such as hair tools, for hygiene reasons</li>
<li>Gift cards</li>
</ul>
<h2>Damaged or defective items</h2>
<p>If something arrives damaged or defective, e-mail ${mail()} within 7 days of delivery with photos. We'll send replacement parts or a replacement item at no charge — no need to return the damaged product in most cases.</p>`,
  },
  {
    identifier: "contact-us",
    title: "Contact Us & FAQ",
    metaDescription: "Reach Nestora customer care at cs@nestora.com and find answers to common questions.",
    html: () => `
<h2>Contact customer care</h2>
<ul>
<li>E-mail: ${mail()} — we reply within one business day</li>
<li>Phone: ${PHONE}, ${HOURS}</li>
<li>Mail: ${ADDRESS}</li>
</ul>
<p>Please include your order number so we can help you faster.</p>
<h2>Frequently asked questions</h2>
<h3>When will my order arrive?</h3>
<p>Most items arrive in 2–5 business days after shipping, and shipping is always free. See the ${link("/shipping-guide", "Shipping Guide")} for details.</p>
<h3>Do you ship to Alaska, Hawaii or PO Boxes?</h3>
<p>No. We ship within the contiguous US only, and not to Alaska, Guam, Hawaii, Puerto Rico, FPO, APO or PO Box addresses.</p>
<h3>How do I return an item?</h3>
<p>Start a return from My Orders within 30 days of delivery. See the ${link("/cancel-return-policy", "Cancel &amp; Return Policy")}.</p>
<h3>My item arrived damaged. What do I do?</h3>
<p>E-mail photos to ${mail()} within 7 days of delivery and we'll send replacement parts or a new item.</p>
<h3>What is Plus+?</h3>
<p>Plus+ is our membership: 15% off every purchase all year, 3X points on the app, an extra year of warranty and VIP service for $19/year. Read the ${link("/nestoraplus-rules", "Plus+ Membership Terms")}.</p>
<h3>Which payment methods do you accept?</h3>
<p>Visa, Mastercard, American Express, Discover, PayPal and Klarna. See ${link("/payment-methods", "Payment Methods")}.</p>
<h3>Do you offer AC installation?</h3>
<p>Yes. Professional installation can be added for air conditioners and mini-split systems in most areas on the product page.</p>`,
  },
  {
    identifier: "product-register",
    title: "Product Registration",
    metaDescription: "Register your Nestora product for warranty support and safety notices.",
    html: () => `
<h2>Register your product</h2>
<p>Registering takes a minute and helps us support you faster. It is especially useful if you received your Nestora product as a gift or bought it from another retailer.</p>
<h2>Why register?</h2>
<ul>
<li>Faster warranty claims — we'll already have your purchase details.</li>
<li>Safety notices — we'll contact you directly if there is ever a recall.</li>
<li>Care tips and replacement part offers for your product.</li>
</ul>
<h2>How to register</h2>
<p>Sign in and open ${link("/customer/account/products", "My Products")}. For a product bought from us, choose it from your orders. For one bought elsewhere, find it by name or SKU and add:</p>
<ul>
<li>Where and when you bought it</li>
<li>The serial number (printed on the product label)</li>
<li>A photo of the receipt or invoice</li>
</ul>
<p>Your products and their warranties are then under ${link("/customer/account/products-waranty", "My Warranty")}, where you can also file a claim. Products bought on nestora.com while signed in are listed there already. Registration does not change your rights under the ${link("/warranty-policy", "Warranty Policy")}.</p>`,
  },
  {
    identifier: "site-map",
    title: "Site Map",
    metaDescription: "Every Nestora department, category and customer service page.",
    html: () => {
      const departments = TAXONOMY.map(
        (top) =>
          `<h2>${link(`/${top.urlKey}.html`, top.name)}</h2>\n<ul>\n${top.children
            .map((sub) => `<li>${link(`/${top.urlKey}/${sub.urlKey}.html`, sub.name)}</li>`)
            .join("\n")}\n</ul>`,
      ).join("\n");
      const service = PAGES.filter((p) => p.identifier !== "site-map")
        .map((p) => `<li>${link(`/${p.identifier}`, p.title.replace(/&/g, "&amp;"))}</li>`)
        .join("\n");
      return `<p>Browse every department and customer service page.</p>\n${departments}\n<h2>Customer service</h2>\n<ul>\n${service}\n</ul>`;
    },
  },
  {
    identifier: "reward-points",
    title: "Reward Points",
    metaDescription:
      "Earn points on every purchase; 100 points = $1. Plus+ members earn 3X points on the app.",
    html: () => `
<h2>Earn points, save on your next order</h2>
<p>Every eligible purchase earns Nestora reward points. Redeem them at checkout: <strong>100 points = $1</strong> off your order.</p>
<h2>How to earn</h2>
<table>
<thead><tr><th>Activity</th><th>Points</th></tr></thead>
<tbody>
<tr><td>Eligible purchases</td><td>Shown on each product page ("Earn n PTS")</td></tr>
<tr><td>Purchases in the app as a Plus+ member</td><td>3X points</td></tr>
<tr><td>Writing a review with a photo after delivery</td><td>Bonus points, shown in My Reviews</td></tr>
</tbody>
</table>
<h2>Rules</h2>
<ul>
<li>Points are credited after the order is delivered and the return window has passed.</li>
<li>Points earned on returned items are removed; points used on a returned order are refunded.</li>
<li>Early bird and pre-order items do not earn points and points cannot be used on them.</li>
<li>Points have no cash value and cannot be transferred.</li>
</ul>
<p>See your balance in My Account → Points. Become a ${link("/nestoraplus-rules", "Plus+ member")} to earn 3X points on the app.</p>`,
  },
  {
    identifier: "cooperation",
    title: "Cooperation",
    metaDescription: "Partner with Nestora: suppliers, designers, creators and logistics partners.",
    html: () => `
<h2>Work with us</h2>
<p>We partner with manufacturers, designers, content creators and logistics companies who share our focus on quality and value.</p>
<ul>
<li><strong>Suppliers and manufacturers</strong> — send your company profile, product categories and certifications.</li>
<li><strong>Designers</strong> — pitch a collection; we handle sourcing, production and fulfillment.</li>
<li><strong>Creators and media</strong> — product reviews, room makeovers and collaborations.</li>
<li><strong>Logistics and installation partners</strong> — last-mile delivery, assembly and AC installation services.</li>
</ul>
<p>E-mail ${mail("partners@nestora.com")} with a short introduction and we'll respond within five business days. Interested in selling our products? See the ${link("/business-wholesale-program", "Business &amp; Wholesale Program")} or the ${link("/affiliate-program", "Affiliate Program")}.</p>`,
  },
  {
    identifier: "business-wholesale-program",
    title: "Business & Wholesale Program",
    metaDescription: "Volume pricing, dedicated account managers and tax-exempt purchasing for businesses.",
    html: () => `
<h2>Furnish your business with Nestora</h2>
<p>Hotels, offices, property managers, interior designers and resellers save with our business program.</p>
<h2>Benefits</h2>
<ul>
<li>Tiered volume pricing on large orders</li>
<li>A dedicated account manager and priority support</li>
<li>Tax-exempt purchasing with a valid certificate</li>
<li>Free standard shipping, with freight delivery for bulk orders</li>
<li>Net payment terms for qualified businesses</li>
</ul>
<table>
<thead><tr><th>Order value</th><th>Typical savings</th></tr></thead>
<tbody>
<tr><td>$2,000 – $4,999</td><td>Up to 5%</td></tr>
<tr><td>$5,000 – $19,999</td><td>Up to 10%</td></tr>
<tr><td>$20,000 and above</td><td>Custom quote</td></tr>
</tbody>
</table>
<h2>How to apply</h2>
<p>E-mail ${mail("business@nestora.com")} with your company name, tax ID and the products you're interested in. Business (enterprise) accounts are not eligible for Plus+ membership.</p>`,
  },
  {
    identifier: "affiliate-program",
    title: "Affiliate Program",
    metaDescription: "Earn commission by sharing Nestora products with your audience.",
    html: () => `
<h2>Earn with Nestora</h2>
<p>Bloggers, creators and deal sites earn commission on qualifying sales they refer to nestora.com.</p>
<ul>
<li>Competitive commission on every qualifying order</li>
<li>A 30-day cookie window</li>
<li>Exclusive coupon codes and early access to promotions for your audience</li>
<li>Banners, product feeds and a dedicated affiliate manager</li>
</ul>
<h2>How it works</h2>
<ol>
<li>Apply through our affiliate network; approval usually takes 2–3 business days.</li>
<li>Share your tracking links in content, social posts and newsletters.</li>
<li>Earn commission when shoppers complete a purchase that is not returned.</li>
</ol>
<p>Questions? Contact ${mail("affiliates@nestora.com")}. Affiliates must follow FTC disclosure guidelines and may not bid on Nestora brand keywords.</p>`,
  },
  {
    identifier: "nestoraplus-rules",
    title: "Nestora Plus+ Membership Terms",
    metaDescription:
      "Plus+ is $19/year (regularly $69): 15% off every purchase, 3X points, an extra year of warranty and VIP service.",
    html: () => `
<h2>Plus+ at a glance</h2>
<p>Plus+ membership costs <strong>$19/year</strong> instead of the regular $69/year, and includes:</p>
<ul>
<li><strong>15% off every purchase, all year</strong> — Plus+ prices are shown on eligible products.</li>
<li><strong>3X points on the app</strong> (100 points = $1).</li>
<li><strong>Referral rewards</strong> — $20 for each qualified referral.</li>
<li><strong>An extra one-year warranty</strong> (365 days) on eligible purchases.</li>
<li><strong>Quick refunds and VIP service</strong> from a priority customer care team.</li>
</ul>
<h2>Membership term and renewal</h2>
<ul>
<li>Membership starts when payment is confirmed and lasts one year.</li>
<li>Renewal is only available within 60 days before your membership expires.</li>
<li>Membership is personal and cannot be transferred or shared.</li>
</ul>
<h2>Eligibility</h2>
<p>Plus+ is available to individual customers with a Nestora account. Enterprise (business) members are not eligible to buy Plus+.</p>
<h2>Member pricing</h2>
<p>The 15% member discount applies to eligible items and cannot be combined with some promotions; products marked as no-discount and early bird items are excluded. Member prices are shown on product pages when you're signed in.</p>
<h2>Referral rewards</h2>
<p>Share your invite code. When a friend joins Plus+ with your code and their membership is confirmed, you receive $20 per qualified referral. We send the referral reward e-mail within 3 days.</p>
<h2>Extended warranty</h2>
<p>Members receive one extra year (365 days) of warranty on top of the standard coverage for products bought during the membership. See the ${link("/warranty-policy", "Warranty Policy")}.</p>
<h2>Cancellation</h2>
<p>You can cancel within 30 days of joining for a full refund if you have not used any member benefits. Contact ${mail()}.</p>`,
  },
  {
    identifier: "free-gift-rules",
    title: "Free Gift Rules",
    metaDescription: "Spend over $100 and choose a free gift: pick a category, then 1 of 9 options.",
    html: () => `
<h2>Get a free gift with orders over $100</h2>
<p>When your order total is over $100 during a free gift event, you can choose a free gift.</p>
<h2>How to choose</h2>
<ol>
<li>Pick a gift category.</li>
<li>Choose 1 of the 9 options in that category.</li>
<li>Your choice is final — gifts cannot be changed after choosing.</li>
</ol>
<h2>Delivery</h2>
<ul>
<li>The gift is sent within 7 days of order completion.</li>
<li>It ships to the shipping address on the order.</li>
<li>Gifts may arrive separately from the rest of the order.</li>
</ul>
<h2>Returns and quality issues</h2>
<ul>
<li>If the order is returned, the free gift must be returned as well.</li>
<li>Quality issues with a gift can be reported within 7 days of receipt to ${mail()}.</li>
<li>Gifts cannot be exchanged for cash or other products.</li>
</ul>
<p>One gift per qualifying order while supplies last. Nestora may substitute a gift of equal or greater value if a choice becomes unavailable.</p>`,
  },
  {
    identifier: "warranty-policy",
    title: "Warranty Policy",
    metaDescription:
      "Limited warranty coverage, mini-split 8-year compressor / 5-year parts and 3-year care on massage chairs over $1,000.",
    html: () => `
<h2>Our limited warranty</h2>
<p>Nestora products are covered against defects in materials and workmanship under normal household use. If a covered part fails, we'll send a replacement part or product at no charge.</p>
<table>
<thead><tr><th>Product</th><th>Coverage</th></tr></thead>
<tbody>
<tr><td>Most furniture, decor and home goods</td><td>1 year</td></tr>
<tr><td>Mini-split air conditioners</td><td>8-year compressor, 5-year parts</td></tr>
<tr><td>Massage chairs over $1,000</td><td>3-year care</td></tr>
<tr><td>Plus+ members</td><td>An extra one-year (365-day) warranty on eligible purchases</td></tr>
</tbody>
</table>
<h2>What is not covered</h2>
<ul>
<li>Normal wear and tear, fading, and natural variation in wood and fabric</li>
<li>Damage from misuse, accidents, improper assembly or commercial use</li>
<li>Mini-split systems not installed by a licensed HVAC technician, unless sold as a DIY model</li>
<li>Products modified or repaired by someone other than Nestora or an authorized partner</li>
</ul>
<h2>How to make a claim</h2>
<p>E-mail ${mail()} with your order number, a description of the problem and photos or a short video. Keep your proof of purchase. ${link("/product-register", "Registered products")} are processed faster.</p>
<h2>Protection plans</h2>
<p>Optional extended protection plans are offered on many products at checkout and are administered by our protection partner under their own terms.</p>`,
  },
];

/** Identifiers, titles and paths of every CMS page, in footer order. */
export const CMS_PAGES: readonly CmsPageLink[] = PAGES.map(({ identifier, title }) => ({
  identifier,
  title,
  path: `/${identifier}`,
}));

/** The full pages with their HTML, for the seed. */
export function buildCmsPages(): CmsPageContent[] {
  return PAGES.map((page) => ({
    identifier: page.identifier,
    title: page.title,
    path: `/${page.identifier}`,
    metaDescription: page.metaDescription,
    contentHtml: page.html().trim(),
  }));
}
