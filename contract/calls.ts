import * as address from "./address";
import type { CallDef } from "./call";
import {
  addToCart,
  applyCoupon,
  applyPoints,
  cartCheckInfo,
  cartCouponList,
  cartInputCoupons,
  cartRead,
  cartReadV2,
  deleteCartItem,
  editCartItem,
  giftAdd,
  giftDelete,
  laterCartMove,
  laterCartRead,
  setCartAddress,
  setCartPayment,
  setShippingMethod,
} from "./cart";
import { productDetail, productList } from "./catalog";
import { cmsPage } from "./cms";
import { productsCoupons, productsGetCoupons } from "./coupons";
import * as customer from "./customer";
import { customizeProduct, customizeSubscribe } from "./customization";
import { productLogistic, productPickupConfig } from "./logistics";
import { subscribeNewsletter } from "./newsletter";
import { cancelOrder, customerOrders, orderRead, orderTokenCall, placeOrder } from "./order";
import {
  braintreeClientToken,
  braintreeCreditCard,
  braintreeUnderRiskified,
  klarnaClientToken,
  klarnaInfo,
  klarnaPayment,
} from "./payment";
import { getOfferList } from "./protection";
import { relateProducts } from "./related";
import {
  productFaqAdd,
  productFaqList,
  productReviewAdd,
  productReviewImageList,
  productReviewList,
  reviewHelpful,
} from "./reviews";
import { searchProducts, searchSuggest, userSearchBehavior } from "./search";
import * as site from "./site";
import { userProductBehavior } from "./statistics";
import { wishlistAdd, wishlistDelete, wishlistProductState, wishlistRead } from "./wishlist";

/** Every call of the API, in the order the OpenAPI document lists them. Add new calls here. */
export const allCalls: CallDef[] = [
  ...Object.values(site),
  cmsPage,
  productList,
  productDetail,
  subscribeNewsletter,
  productReviewList,
  productReviewImageList,
  reviewHelpful,
  productFaqList,
  searchProducts,
  searchSuggest,
  userSearchBehavior,
  getOfferList,
  relateProducts,
  userProductBehavior,
  productLogistic,
  productPickupConfig,
  productsCoupons,
  productsGetCoupons,
  customizeSubscribe,
  customizeProduct,
  customer.guestLogin,
  customer.registerStatus,
  customer.register,
  customer.login,
  customer.logout,
  customer.googleLogin,
  customer.sendVerifyEmail,
  customer.verifyEmailCode,
  customer.sendOwnVerifyEmail,
  customer.verifyStatus,
  customer.forgotPassword,
  customer.verifyLinkEmail,
  customer.resetPassword,
  customer.changePassword,
  customer.sessionState,
  customer.accountInit,
  customer.accountInformation,
  customer.editAccountInformation,
  customer.subscribePreCheck,
  addToCart,
  cartRead,
  cartReadV2,
  editCartItem,
  deleteCartItem,
  laterCartRead,
  laterCartMove,
  setShippingMethod,
  giftDelete,
  giftAdd,
  applyCoupon,
  cartCouponList,
  cartInputCoupons,
  applyPoints,
  setCartAddress,
  setCartPayment,
  cartCheckInfo,
  address.countryRegionList,
  address.customerAddressList,
  address.addCustomerAddress,
  address.editCustomerAddress,
  address.deleteCustomerAddress,
  wishlistAdd,
  wishlistRead,
  wishlistDelete,
  wishlistProductState,
  productReviewAdd,
  productFaqAdd,
  orderTokenCall,
  placeOrder,
  customerOrders,
  orderRead,
  cancelOrder,
  braintreeClientToken,
  braintreeCreditCard,
  braintreeUnderRiskified,
  klarnaClientToken,
  klarnaPayment,
  klarnaInfo,
];
