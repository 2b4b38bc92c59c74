import type { CallResult } from "../../../contract/call";
import type { homeData } from "../../../contract/site";
import { BannerCarousel } from "./banner-carousel";
import { ProductRail } from "./product-rail";
import { TrendingSection } from "./trending-section";

export type HomeData = CallResult<typeof homeData>;

/** The home page, in merchandising order: banners, trending, featured, bestsellers, new arrivals, new_home. */
export function HomePage({ home, storeName }: { home: HomeData; storeName: string }) {
  return (
    <>
      <h1 className="sr-only">{storeName}: furniture, outdoor, kitchen and home goods</h1>
      <BannerCarousel banners={home.banners} />
      <TrendingSection trending={home.trending} />
      <ProductRail title="Featured" products={home.featured} />
      <ProductRail title="Bestsellers" products={home.bestseller} />
      <ProductRail title="New Arrivals" products={home.new_arrivals} />
      {home.new_home.map((block, i) => (
        <ProductRail
          key={`${block.title}-${i}`}
          title={block.title}
          href={block.url !== "/" ? block.url : undefined}
          products={block.products}
        />
      ))}
    </>
  );
}
