import type { ProductTemplate } from "./catalog-vocab";
import type { Rng } from "./random";

/** Shopper reviews and product Q&A for the demo catalog. */

const FIRST_NAMES = [
  "Jessica",
  "Michael",
  "Ashley",
  "David",
  "Sarah",
  "Chris",
  "Amanda",
  "James",
  "Megan",
  "Robert",
  "Lauren",
  "Daniel",
  "Emily",
  "Kevin",
  "Rachel",
  "Brian",
  "Nicole",
  "Jason",
  "Stephanie",
  "Mark",
  "Maria",
  "Jose",
  "Linda",
  "Tom",
  "Karen",
  "Eric",
  "Heather",
  "Andrew",
  "Tiffany",
  "Ryan",
  "Angela",
  "Justin",
  "Melissa",
  "Tyler",
  "Kim",
  "Brandon",
  "Olivia",
  "Marcus",
  "Priya",
  "Wei",
  "Alicia",
  "Derek",
  "Hannah",
  "Luis",
  "Grace",
  "Sam",
  "Dana",
  "Carlos",
  "Tanya",
  "Greg",
];
const CITIES = [
  "Austin",
  "Ohio",
  "Denver",
  "Atlanta",
  "NJ",
  "Phoenix",
  "Seattle",
  "Tampa",
  "Chicago",
  "San Diego",
  "Boise",
  "Raleigh",
  "Portland",
  "Nashville",
  "Houston",
  "Michigan",
  "Sacramento",
  "Charlotte",
];
const HANDLES = [
  "HappyHomeowner",
  "NewHomeMom",
  "DIYDad",
  "CoffeeAndCouches",
  "FirstApartment",
  "BargainHunter22",
  "CozyCorner",
  "WeekendFixer",
  "PlantMom",
  "RetiredTeacher",
  "BusyMomOf3",
  "SmallSpaceLiving",
];

const TITLES: Record<number, string[]> = {
  5: [
    "Love it!",
    "Exactly what we needed",
    "Worth every penny",
    "Better than expected",
    "Great quality for the price",
    "Five stars",
    "Highly recommend",
    "Couldn't be happier",
    "Perfect!",
  ],
  4: [
    "Very nice",
    "Great value",
    "Really happy with it",
    "Good purchase",
    "Solid choice",
    "Pretty good overall",
    "Nice, with one small issue",
  ],
  3: ["It's okay", "Decent for the price", "Mixed feelings", "Does the job", "Average"],
  2: ["Not what I expected", "Disappointed", "Quality could be better", "Had some issues"],
  1: ["Would not buy again", "Very disappointed", "Poor quality", "Returned it"],
};

const OPENERS: Record<number, string[]> = {
  5: [
    "We absolutely love our new {noun}.",
    "I did a lot of research before buying this {noun} and I'm so glad I chose it.",
    "This is our second purchase from Nestora and it did not disappoint.",
    "Bought this {noun} for our new place and it is perfect.",
    "I was nervous ordering a {noun} online, but it exceeded my expectations.",
  ],
  4: [
    "Overall we're really happy with this {noun}.",
    "Good quality {noun} for the price.",
    "This {noun} looks great and works well.",
    "Happy with the purchase overall.",
  ],
  3: [
    "The {noun} is fine, but not amazing.",
    "It's an okay {noun} for the price.",
    "Some things I like and some I don't.",
  ],
  2: [
    "I had high hopes for this {noun}.",
    "Unfortunately this {noun} didn't work out for us.",
    "Not as nice as the pictures.",
  ],
  1: [
    "I really wanted to like this {noun}.",
    "Unfortunately I can't recommend this {noun}.",
    "Very disappointed with this purchase.",
  ],
};

const GENERIC_GOOD = [
  "The quality is excellent for the price.",
  "It feels solid and well made.",
  "The color is exactly as pictured.",
  "It fits perfectly in our space.",
  "Looks even better in person.",
  "My wife was skeptical but now she loves it too.",
  "We get compliments on it all the time.",
  "Packaging was thoughtful — every piece was wrapped separately.",
  "It's been a few months and it still looks brand new.",
  "Customer service answered my question within a day.",
];
const GENERIC_BAD = [
  "The color is slightly different from the photos.",
  "It is smaller than it looked in the pictures.",
  "A couple of parts had minor scratches out of the box.",
  "There was a strong smell at first that took a few days to fade.",
  "The quality doesn't quite match the price.",
  "One of the parts was missing and had to be sent separately.",
];

const DELIVERY_GOOD = [
  "Delivery was fast — it arrived in four days.",
  "It arrived earlier than expected and was very well packaged.",
  "Free shipping was a nice bonus and the box arrived in perfect condition.",
  "Shipping was quick and the tracking updates were accurate.",
];
const DELIVERY_BAD = [
  "The box arrived a bit banged up, though the item itself was fine.",
  "Delivery took a few days longer than estimated.",
  "One box arrived a day after the other.",
];
const ASSEMBLY_GOOD = [
  "Assembly was straightforward and all the hardware was labeled.",
  "Took about 30 minutes to put together by myself.",
  "The instructions were clear and easy to follow.",
];
const ASSEMBLY_BAD = [
  "Assembly took longer than expected and the instructions could be clearer.",
  "A couple of the pre-drilled holes didn't line up perfectly.",
];
const CLOSERS: Record<number, string[]> = {
  5: [
    "Would definitely buy again!",
    "Highly recommend.",
    "Already looking at other pieces from this collection.",
    "Totally worth it.",
  ],
  4: ["Would recommend.", "Good buy overall.", "Would buy again."],
  3: ["It's fine for now.", "Might look for something else next time."],
  2: ["Customer service was helpful, but I expected better.", "Probably won't buy again."],
  1: ["I ended up returning it.", "Customer service helped me start a return."],
};

export interface ReviewText {
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  helpfulCount: number;
}

const fill = (text: string, noun: string) => text.replaceAll("{noun}", noun);

/** Draws a star rating; `quality` (0–1) shifts the product's reviews up or down. */
export function drawRating(rng: Rng, quality: number): number {
  const good = 0.45 + quality * 0.35;
  return rng.weighted([
    [5, good],
    [4, 0.25],
    [3, 0.12 - quality * 0.05],
    [2, 0.07 - quality * 0.04],
    [1, 0.08 - quality * 0.06],
  ]);
}

export function nickname(rng: Rng): string {
  const style = rng.int(0, 9);
  if (style < 6) return `${rng.pick(FIRST_NAMES)} ${String.fromCharCode(65 + rng.int(0, 25))}.`;
  if (style < 9) return `${rng.pick(FIRST_NAMES)} from ${rng.pick(CITIES)}`;
  return `${rng.pick(HANDLES)}${rng.chance(0.5) ? rng.int(1, 99) : ""}`;
}

export function buildReview(rng: Rng, template: ProductTemplate, rating: number): ReviewText {
  const noun = template.noun;
  const parts: string[] = [fill(rng.pick(OPENERS[rating]), noun)];
  // Mostly product-specific remarks, with store-wide ones for variety.
  const good = () => (rng.chance(0.65) ? template.good : GENERIC_GOOD);
  const bad = () => (rng.chance(0.65) ? template.bad : GENERIC_BAD);
  if (rating === 5) parts.push(...new Set([rng.pick(good()), rng.pick(good())]));
  else if (rating === 4) parts.push(rng.pick(good()), ...(rng.chance(0.4) ? [rng.pick(bad())] : []));
  else if (rating === 3) parts.push(rng.pick(good()), rng.pick(bad()));
  else parts.push(...new Set([rng.pick(bad()), rng.pick(bad())]));
  if (rng.chance(0.6)) parts.push(rng.pick(rating >= 3 ? DELIVERY_GOOD : DELIVERY_BAD));
  if (template.assembly !== "none" && rng.chance(0.5)) {
    parts.push(rng.pick(rating >= 4 || (rating === 3 && rng.chance(0.5)) ? ASSEMBLY_GOOD : ASSEMBLY_BAD));
  }
  parts.push(rng.pick(CLOSERS[rating]));
  const helpfulCount = Math.floor(rng.next() ** 3 * 60);
  return {
    nickname: nickname(rng),
    title: rng.pick(TITLES[rating]),
    detail: parts.join(" "),
    rating,
    helpfulCount,
  };
}

export interface FaqContext {
  noun: string;
  businessDays: string;
  couponUseabled: boolean;
  isNoDiscount: boolean;
  isPickup: boolean;
  earlyBird: boolean;
  assembly: ProductTemplate["assembly"];
}

function genericFaqs(ctx: FaqContext): [string, string][] {
  const faqs: [string, string][] = [
    [
      "Can this be shipped to Hawaii or Alaska?",
      "Sorry, we ship within the contiguous United States only. We are unable to ship to Alaska, Hawaii, Guam or Puerto Rico.",
    ],
    [
      "Can you deliver to a PO Box or an APO/FPO address?",
      "No. We cannot deliver to PO Boxes or APO/FPO addresses, so please use a street address at checkout.",
    ],
    [
      "How long will shipping take?",
      ctx.earlyBird
        ? "This is an early bird item: it ships 10–15 business days after the new stock arrives. Standard shipping is free."
        : `Standard shipping is free, and this item usually arrives in ${ctx.businessDays.replace("-", "–")} business days after it ships.`,
    ],
    [
      "What if I want to return it?",
      ctx.earlyBird
        ? "You can return it within 30 days of delivery. For early bird items, a $45 repackaging fee per item applies if the original packaging is lost."
        : "You can return it within 30 days of delivery. Start a return from My Orders or contact cs@nestora.com.",
    ],
    [
      "Do Plus+ members get a discount on this?",
      ctx.isNoDiscount
        ? "This item is already at its lowest price, so extra discounts do not apply, but Plus+ members still earn 3X points on the app."
        : "Yes. Plus+ members save 15% on every purchase all year and earn 3X points on the app.",
    ],
    [
      "Can I use a coupon on this item?",
      ctx.couponUseabled
        ? "Yes, eligible coupons can be applied at checkout. You'll see which coupons apply in your cart."
        : "Sorry, coupons cannot be used on this item.",
    ],
    [
      "Will I earn reward points?",
      "Yes, you earn points on every eligible purchase, and 100 points are worth $1 on your next order.",
    ],
    [
      "Is there a warranty?",
      "Yes, it is covered by our limited warranty against manufacturing defects, and Plus+ members get an extra one-year warranty.",
    ],
    [
      "What happens if it arrives damaged?",
      "Please contact cs@nestora.com within 7 days of delivery with photos of the damage and the box, and we'll send replacement parts or a new item.",
    ],
    [
      "Can I cancel my order?",
      "Orders can be cancelled free of charge before they ship. See our Cancel & Return Policy for details.",
    ],
    [
      "Is local pickup available?",
      ctx.isPickup
        ? "Yes, this item can be picked up from our New Jersey warehouse. Choose Pickup at checkout to see the available days."
        : "This item is delivered to your door only; pickup is not available.",
    ],
  ];
  if (ctx.assembly !== "none") {
    faqs.push([
      "Are tools included for assembly?",
      "Yes, all the hardware and basic tools you need are in the box, along with illustrated instructions.",
    ]);
  }
  return faqs;
}

/** Up to `count` Q&A pairs: the template's own first (shuffled), then store-wide ones. */
export function buildFaqs(
  rng: Rng,
  template: ProductTemplate,
  ctx: FaqContext,
  count: number,
  fillTokens: (text: string) => string,
): [string, string][] {
  const own = rng.shuffle(template.faqs.map(([q, a]) => [fillTokens(q), fillTokens(a)] as [string, string]));
  const generic = rng.shuffle(genericFaqs(ctx));
  const ownCount = Math.min(own.length, Math.max(1, Math.ceil(count / 2)));
  return [...own.slice(0, ownCount), ...generic].slice(0, count);
}
