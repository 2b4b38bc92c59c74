import type { ProductDetail } from "./product-detail-types";

/** The product's descriptive sections: overview, key features, specifications and care. */
export function ProductTexts({ product }: { product: ProductDetail }) {
  const { texts } = product;
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-2">
      {product.description || product.highlights.length > 0 ? (
        <section aria-labelledby="pd-overview" className="lg:col-span-2">
          <h2 id="pd-overview" className="text-xl font-semibold">
            Overview
          </h2>
          {product.description ? (
            <p className="mt-3 max-w-4xl text-stone-800">{product.description}</p>
          ) : null}
          {product.highlights.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {product.highlights.map((h) => (
                <li key={h} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                  {h}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {texts.key_features.length > 0 ? (
        <section aria-labelledby="pd-features">
          <h2 id="pd-features" className="text-xl font-semibold">
            Key Features
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-stone-800">
            {texts.key_features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {texts.specifications.length > 0 ? (
        <section aria-labelledby="pd-specs">
          <h2 id="pd-specs" className="text-xl font-semibold">
            Specifications
          </h2>
          <table className="mt-3 w-full text-left text-sm">
            <tbody>
              {texts.specifications.map((spec) => (
                <tr key={spec.label} className="border-b border-stone-200">
                  <th scope="row" className="w-2/5 py-2 pr-4 font-medium text-stone-700">
                    {spec.label}
                  </th>
                  <td className="py-2 text-stone-900">{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {texts.product_care ? (
        <section aria-labelledby="pd-care">
          <h2 id="pd-care" className="text-xl font-semibold">
            Product Care
          </h2>
          <p className="mt-3 whitespace-pre-line text-stone-800">{texts.product_care}</p>
        </section>
      ) : null}
    </div>
  );
}
