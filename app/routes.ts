import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * THE route table (spec part 1 §2). Layouts: default (header, page, footer), login (header without
 * search), cms (default header, cms page frame), print (page only), blank (no chrome); inside
 * default, account (the account pages' width and side navigation).
 * Later issues add their rows here; unknown paths fall through to the path lookup at the end.
 */
export default [
  layout("layouts/default.tsx", [
    index("routes/home.tsx", { id: "Home" }),
    route("404", "routes/not-found.tsx", { id: "NotFound" }),
    route("error", "routes/error.tsx", { id: "Error" }),
    route("newsletter-subscribe", "routes/newsletter-subscribe.tsx", { id: "NewsletterSubscribe" }),
    // Double opt-in: the confirmation link of a newsletter sign-up lands here.
    route("newsletter-subscribe/confirm", "routes/newsletter-confirm.tsx", { id: "NewsletterConfirm" }),
    route("search", "routes/search.tsx", { id: "Catalogsearch" }),
    // Issue 19: the baby offer's page and the massage-chair buying guide (both without the subscribe pop-up).
    route("baby-registry", "routes/baby-registry.tsx", { id: "BabyRegistry" }),
    route("massage-chair-shopping-guidance", "routes/massage-chair-guide.tsx", {
      id: "MassageChairShoppingGuidance",
    }),
    route("app-recommend", "routes/app-recommend.tsx", { id: "AppRecommend" }),
    // Plus+ (issue 18): the landing (/{product}plus, brand slug nestora) and the programme explained.
    route("nestoraplus", "routes/plus/landing.tsx", { id: "nestoraplus" }),
    // The store coin (issue 20, decision 0047): /{brand}coin with the brand slug of /{brand}plus.
    route("nestoracoin", "routes/coin.tsx", { id: "nestoracoin" }),
    // The dropship programme (issue 20, decision 0048): what it is, and the application (auth).
    route("points/dropship", "routes/points/dropship.tsx", { id: "PointsDropship" }),
    route("points/dropship/apply", "routes/points/dropship-apply.tsx", { id: "PointsDropshipApply" }),
    route("member-introduction", "routes/plus/member-introduction.tsx", { id: "MemberIntroduction" }),
    // Marketing pages (issue 19): the Black Friday deals.
    route("blackfriday", "routes/blackfriday.tsx", { id: "BlackFriday" }),
    // Account area (auth): the loader sends guests to Login with a redirect back (guard rule 8).
    route("customer/account", "routes/account/account-index.tsx", { id: "Account" }),
    route("customer/address", "routes/account/address-redirect.tsx", { id: "CustomerAddress" }),
    // Every account page: one width and one side navigation (layouts/account.tsx).
    layout("layouts/account.tsx", [
      route("customer/account/home", "routes/account/home.tsx", { id: "AccountHome" }),
      route("customer/account/accountinfo", "routes/account/accountinfo.tsx", { id: "Accountinfo" }),
      route("customer/account/edit", "routes/account/edit.tsx", { id: "AccountEdit" }),
      route("customer/account/wishlist", "routes/account/wishlist.tsx", { id: "AccountWishlist" }),
      // The free-gift game (decision 0045): a turn per paid order, its gift and where it stands.
      route("customer/account/play-to-win", "routes/account/play-to-win.tsx", { id: "AccountPlayToWin" }),
      route("customer/account/coupon", "routes/account/coupons.tsx", { id: "AccountCoupon" }),
      // The points programme (decision 0046): balance, tasks and history; what points buy.
      route("points/points", "routes/points/points.tsx", { id: "Points" }),
      route("points/reward", "routes/points/reward.tsx", { id: "PointsReward" }),
      route("customer/account/faq", "routes/account/questions.tsx", { id: "AccountFaq" }),
      route("customer/account/newsletter", "routes/account/newsletter.tsx", { id: "AccountNewsletter" }),
      route("customer/account/exclusive-customer-service", "routes/account/customer-service.tsx", {
        id: "AccountExclusiveCustomerService",
      }),
      route("customer/account/review", "routes/account/reviews.tsx", { id: "AccountReview" }),
      route("customer/account/products", "routes/account/products.tsx", { id: "AccountProducts" }),
      route("customer/account/products-waranty", "routes/account/products-waranty.tsx", {
        id: "AccountProductsWaranty",
      }),
      route("customer/account/write-review", "routes/account/write-review.tsx", { id: "AccountWriteReview" }),
      route("customer/account/order", "routes/account/orders.tsx", { id: "AccountOrder" }),
      route("customer/account/order/cancel-order", "routes/account/cancel-order.tsx", {
        id: "AccountCancelOrder",
      }),
      // Returns (docs/decisions/0031-returns.md): the request form of a delivered order, and My Returns.
      route("customer/account/order/return", "routes/account/return-request.tsx", {
        id: "AccountReturnRequest",
      }),
      route("customer/account/returns", "routes/account/returns.tsx", { id: "AccountReturns" }),
      route("customer/account/order/:id", "routes/account/order-detail.tsx", { id: "AccountOrderDetail" }),
      // Plus+ (issue 18, auth): the member centre and the membership orders.
      route("member-center", "routes/plus/member-center.tsx", { id: "MemberCenter" }),
      route("sales/plusorder/history", "routes/plus/plus-orders.tsx", { id: "PlusOrderHistory" }),
    ]),
    route("checkout/order", "routes/checkout/order.tsx", { id: "Order" }),
    route("Payresult", "routes/checkout/payresult.tsx", { id: "Payresult" }),
    route("cart", "routes/cart.tsx", { id: "Cart" }),
    route("checkout/cart", "routes/cart.tsx", { id: "CheckoutCart" }),
    // Plus+ join flow (spec part 2 §4): starts on arrival, after sign-in for a guest.
    route("open-member", "routes/plus/open-member.tsx", { id: "OpenMember" }),
  ]),
  // Sign-in pages: the header without search (login layout); Login itself has no chrome.
  layout("layouts/login.tsx", [
    route("customer/account/password", "routes/account/password.tsx", { id: "Password" }),
    route("customer/account/confirm-verification-code", "routes/account/confirm-verification-code.tsx", {
      id: "ConfirmVerificationCode",
    }),
    route("customer/account/forgotpassword", "routes/account/forgot-password.tsx", { id: "ForgotPassword" }),
  ]),
  layout("layouts/blank.tsx", [
    route("oops.html", "routes/oops.tsx", { id: "Oops" }),
    // Checkout (spec part 1 §2): blank layout, guests welcome (Continue as Guest).
    route("checkout/shipping-address", "routes/checkout/shipping-address.tsx", {
      id: "PaymentShippingAddress",
    }),
    route("checkout/payment", "routes/checkout/payment.tsx", { id: "Payment" }),
    route("checkout/paymentpickup", "routes/checkout/payment-pickup.tsx", { id: "Paymentpickup" }),
    // Buy-now (spec part 1 §2, §7 buy-now flow): one product straight to checkout, the cart untouched.
    route("pay", "routes/checkout/pay.tsx", { id: "pay" }),
    route("customer/account/login", "routes/account/login.tsx", { id: "Login" }),
    // Shipment tracking (spec part 1 §2): tracking-number search for guests too, the timeline, confirm receipt.
    route("shipments", "routes/shipments.tsx", { id: "Shipments" }),
    // The Plus+ membership's payment page, shown in the join modal's frame (decision 0036).
    route("plus/pay/:order_sn", "routes/plus/pay.tsx", { id: "PlusPay" }),
  ]),
  // The printable return label (spec part 1 §2: auth, cms layout; the spec spells it return_lable).
  layout("layouts/cms.tsx", [
    route("sales/order/return_lable", "routes/return-label.tsx", { id: "ReturnLabel" }),
  ]),
  // Print layout: the page only.
  layout("layouts/print.tsx", [
    route("sales/order/print/order/:id", "routes/account/order-print.tsx", { id: "SalesOrderPrint" }),
    route("sales/plusorder/history/:id", "routes/plus/plus-order-print.tsx", { id: "PlusOrderPrint" }),
  ]),
  // Path lookup (route guard rules 4, 9, 10): ProductDetail, FeedProductDetail, ProductList, Cms.
  route("*", "routes/path-lookup.tsx", { id: "PathLookup" }),
] satisfies RouteConfig;
