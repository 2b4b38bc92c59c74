export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterGroup {
  title: string;
  links: FooterLink[];
}

/**
 * Every footer link of spec part 2 §2. Information and policy pages are CMS pages (served by the
 * path lookup); the others are routes of their own. `{brand}coin` is the store coin page.
 */
export function footerGroups(storeName: string, brandSlug = "nestora"): FooterGroup[] {
  return [
    {
      title: "Company",
      links: [
        { label: "About Us", href: "/about-us" },
        { label: "Our Guarantee", href: "/our-guarantee" },
        { label: "Careers", href: "/careers" },
        { label: "Product Recalls", href: "/recall" },
        { label: "Cooperation", href: "/cooperation" },
        { label: "Site Map", href: "/site-map" },
      ],
    },
    {
      title: "Customer Care",
      links: [
        { label: "Contact Us & FAQ", href: "/contact-us" },
        { label: "Shipment Tracking", href: "/shipments" },
        { label: "Shipping Guide", href: "/shipping-guide" },
        { label: "Cancel & Return Policy", href: "/cancel-return-policy" },
        { label: "Payment Methods", href: "/payment-methods" },
        // The registration page itself (a guest signs in first and comes back); the CMS page
        // /product-register explains it and links to it.
        { label: "Product Registration", href: "/customer/account/products" },
        { label: "My Reviews", href: "/customer/account/review" },
      ],
    },
    {
      title: "Rewards & Programs",
      links: [
        { label: "Reward Points", href: "/reward-points" },
        { label: `${storeName} Coin`, href: `/${brandSlug}coin` },
        { label: "Dropship Program", href: "/points/dropship" },
        { label: "Business & Wholesale Program", href: "/business-wholesale-program" },
        { label: "Affiliate Program", href: "/affiliate-program" },
      ],
    },
    {
      title: "Guides & News",
      links: [
        { label: "Newsletter Subscribe", href: "/newsletter-subscribe" },
        { label: "Massage Chair Shopping Guidance", href: "/massage-chair-shopping-guidance" },
      ],
    },
  ];
}

/** The legal links of the bottom line. */
export const LEGAL_LINKS: FooterLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "CCPA Opt-Out", href: "/ccpa-opt-out" },
  { label: "Terms & Conditions", href: "/terms-and-conditions" },
];

export const FIRST_YEAR = 2015;

/** "2015–2026": the copyright runs from 2015 to the current year. */
export function copyrightYears(currentYear: number): string {
  return currentYear > FIRST_YEAR ? `${FIRST_YEAR}–${currentYear}` : String(FIRST_YEAR);
}
