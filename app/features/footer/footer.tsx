import { Link } from "react-router";
import { DEFAULT_STORE_NAME, useShellData } from "../header/use-shell-data";
import { AppDownload } from "./app-download";
import { copyrightYears, footerGroups, LEGAL_LINKS } from "./footer-links";
import { NewsletterForm } from "./newsletter-form";
import { PaymentMarks } from "./payment-marks";

/** The site footer (id="footer", the skip-link target): link groups, newsletter, payment marks, copyright. */
export function Footer() {
  const shell = useShellData();
  const storeName = shell?.storeName ?? DEFAULT_STORE_NAME;
  const year = shell?.year ?? new Date().getFullYear();
  return (
    <footer id="footer" tabIndex={-1} className="mt-12 bg-stone-900 text-stone-200 outline-none">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.6fr)]">
        {footerGroups(storeName).map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 font-semibold text-white">{group.title}</h2>
            <ul className="flex flex-col gap-1.5 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-stone-300 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="flex flex-col gap-6 md:col-span-2 lg:col-span-1">
          <NewsletterForm />
          <AppDownload storeName={storeName} />
          <div>
            <h2 className="mb-2 text-sm font-semibold text-white">We accept</h2>
            <PaymentMarks />
          </div>
        </div>
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-stone-300 md:flex-row md:items-center md:justify-between">
          <p>{`© ${copyrightYears(year)} ${storeName}. All rights reserved.`}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
