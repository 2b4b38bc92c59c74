// The dropship programme (issue 20, docs/decisions/0048-dropship-programme.md): its pages, calls,
// the application's fields and states, and every message the page shows and the server answers.
// Free of zod for page code; the call schemas live in contract/dropship.ts.

export const DROPSHIP_PAGE_PATH = "/points/dropship";
export const DROPSHIP_APPLY_PATH = "/points/dropship/apply";

export const DROPSHIP_API = {
  add: "/api/customer/add_dropship_program",
  get: "/api/customer/get_dropship_program",
  status: "/api/customer/dropship_status",
  edit: "/api/customer/edit_dropship_program",
  adminList: "/admin/api/dropship/applications",
  adminApprove: "/admin/api/dropship/approve",
  adminRefuse: "/admin/api/dropship/refuse",
} as const;

/** The customer group an approved applicant joins (its name contains "Dropship", spec part 1 §6). */
export const DROPSHIP_GROUP = "Dropship";
/** Its group id, beside General 1, Business 2 and PLUS+ 4. */
export const DROPSHIP_GROUP_ID = 3;

export const DROPSHIP_STATUSES = ["pending", "approved", "refused"] as const;
export type DropshipStatus = (typeof DROPSHIP_STATUSES)[number];

export const DROPSHIP_STATUS_LABELS: Record<DropshipStatus, string> = {
  pending: "Under review",
  approved: "Approved",
  refused: "Not approved",
};

/** Where the applicant sells. */
export const DROPSHIP_CHANNELS = [
  "own_website",
  "amazon",
  "ebay",
  "walmart",
  "etsy",
  "shopify",
  "social_media",
  "other",
] as const;
export type DropshipChannel = (typeof DROPSHIP_CHANNELS)[number];
export const DROPSHIP_CHANNEL_LABELS: Record<DropshipChannel, string> = {
  own_website: "Own website",
  amazon: "Amazon",
  ebay: "eBay",
  walmart: "Walmart Marketplace",
  etsy: "Etsy",
  shopify: "Shopify store",
  social_media: "Social media",
  other: "Other",
};

/** Orders a month the applicant expects to place with us. */
export const DROPSHIP_VOLUMES = ["under_10", "10_to_50", "50_to_200", "over_200"] as const;
export type DropshipVolume = (typeof DROPSHIP_VOLUMES)[number];
export const DROPSHIP_VOLUME_LABELS: Record<DropshipVolume, string> = {
  under_10: "Fewer than 10 orders a month",
  "10_to_50": "10 to 50 orders a month",
  "50_to_200": "50 to 200 orders a month",
  over_200: "More than 200 orders a month",
};

export const DROPSHIP_LIMITS = {
  businessName: 120,
  website: 300,
  taxId: 40,
  phone: 20,
  notes: 1000,
  reason: 500,
} as const;

export const DROPSHIP_MESSAGES = {
  businessName: "Please enter your business name.",
  website: "Please enter your store's web address, starting with http:// or https://.",
  channels: "Please choose at least one place where you sell.",
  volume: "Please choose how many orders a month you expect.",
  phone: "Please enter a US phone number of 10 digits.",
  submitted: "Thank you: your application is received. We reply by e-mail within 3 business days.",
  updated: "Your application is updated and is under review again.",
  alreadyPending: "You have already applied: your application is under review.",
  alreadyRefused: "You have already applied: please edit your application instead.",
  alreadyApproved: "You are already in the dropship programme.",
  notEditable: "Your application is approved: it can no longer be edited.",
  notFound: "There is no such application.",
  noApplication: "You have not applied to the dropship programme yet.",
  approved: "The application is approved: the customer is in the Dropship group.",
  refused: "The application is refused and the customer is told why.",
  notPending: (status: DropshipStatus) =>
    `This application is ${DROPSHIP_STATUS_LABELS[status].toLowerCase()}: only an application under review can be approved or refused.`,
  plusMember:
    "This customer is a Plus+ member: the Dropship group cannot replace a paid membership. Refuse the application or approve it after the membership ends.",
  reason: "Please give the reason the application is refused.",
} as const;

/** What approval gives in this store, word for word on /points/dropship (kept true to the code). */
export const DROPSHIP_BENEFITS = [
  "Your account joins the Dropship customer group as soon as we approve it; you are told by e-mail and in your notifications.",
  "You order as usual and enter your own customer's name and address as the shipping address at checkout.",
  "Your shopping is not used for behaviour-based recommendations: your cart, searches and customer id are not tracked for them, and your account gets no e-mail-marketing id.",
  "Orders are priced at the store's prices, with its coupons and offers: the programme has no separate wholesale price list.",
] as const;

/** The programme's rules the page states. */
export const DROPSHIP_RULES = [
  "Dropship accounts do not earn or spend reward points, and cannot join Plus+.",
  "Packages ship in the store's usual packaging: unbranded (blind) shipping is not offered.",
  "One application per account. While it is under review, or if it was not approved, you can edit it and send it again.",
] as const;
