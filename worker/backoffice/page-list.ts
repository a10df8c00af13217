import AccountPage from '../../client/backoffice/pages/account/page';
import ColoursPage from '../../client/backoffice/pages/colours/page';
import ContentPage from '../../client/backoffice/pages/content/page';
import ContentEditPage from '../../client/backoffice/pages/content-edit/page';
import CustomersPage from '../../client/backoffice/pages/customers/page';
import DashboardPage from '../../client/backoffice/pages/dashboard/page';
import DiscountsPage from '../../client/backoffice/pages/discounts/page';
import InvoicePage from '../../client/backoffice/pages/invoice/page';
import MarketsPage from '../../client/backoffice/pages/markets/page';
import OrderPage from '../../client/backoffice/pages/order/page';
import OrdersPage from '../../client/backoffice/pages/orders/page';
import PackingSlipPage from '../../client/backoffice/pages/packing-slip/page';
import PricesPage from '../../client/backoffice/pages/prices/page';
import ProductPage from '../../client/backoffice/pages/product/page';
import ProductImagesPage from '../../client/backoffice/pages/product-images/page';
import ProductNewPage from '../../client/backoffice/pages/product-new/page';
import ProductPricesPage from '../../client/backoffice/pages/product-prices/page';
import ProductVariantsPage from '../../client/backoffice/pages/product-variants/page';
import ProductsPage from '../../client/backoffice/pages/products/page';
import ReportsPage from '../../client/backoffice/pages/reports/page';
import ReviewsPage from '../../client/backoffice/pages/reviews/page';
import SellerPage from '../../client/backoffice/pages/seller/page';
import ShipmentsPage from '../../client/backoffice/pages/shipments/page';
import SignInPage from '../../client/backoffice/pages/sign-in/page';
import SignInLinkPage from '../../client/backoffice/pages/sign-in-link/page';
import StaffPage from '../../client/backoffice/pages/staff/page';
import { page } from './pages';
import { accountLoader } from './routes/account/loader';
import { coloursLoader } from './routes/colours/loader';
import { contentLoader } from './routes/content/loader';
import { contentEditLoader } from './routes/content-edit/loader';
import { customersLoader } from './routes/customers/loader';
import { dashboardLoader } from './routes/dashboard/loader';
import { discountsLoader } from './routes/discounts/loader';
import { invoiceLoader } from './routes/invoice/loader';
import { marketsLoader } from './routes/markets/loader';
import { orderLoader } from './routes/order/loader';
import { ordersLoader } from './routes/orders/loader';
import { packingSlipLoader } from './routes/packing-slip/loader';
import { pricesLoader } from './routes/prices/loader';
import { productLoader } from './routes/product/loader';
import { productImagesLoader } from './routes/product-images/loader';
import { productNewLoader } from './routes/product-new/loader';
import { productPricesLoader } from './routes/product-prices/loader';
import { productVariantsLoader } from './routes/product-variants/loader';
import { productsLoader } from './routes/products/loader';
import { reportsLoader } from './routes/reports/loader';
import { reviewsLoader } from './routes/reviews/loader';
import { sellerLoader } from './routes/seller/loader';
import { shipmentsLoader } from './routes/shipments/loader';
import { signInLoader } from './routes/sign-in/loader';
import { signInLinkLoader } from './routes/sign-in-link/loader';
import { staffLoader } from './routes/staff/loader';

/** Each page of client/backoffice/contract/routes.ts: its loader and its component. */
export const PAGES = {
  signIn: page(signInLoader, SignInPage),
  signInLink: page(signInLinkLoader, SignInLinkPage),
  account: page(accountLoader, AccountPage),
  staff: page(staffLoader, StaffPage),
  markets: page(marketsLoader, MarketsPage),
  seller: page(sellerLoader, SellerPage),
  dashboard: page(dashboardLoader, DashboardPage),
  orders: page(ordersLoader, OrdersPage),
  shipments: page(shipmentsLoader, ShipmentsPage),
  order: page(orderLoader, OrderPage),
  packingSlip: page(packingSlipLoader, PackingSlipPage),
  invoice: page(invoiceLoader, InvoicePage),
  customers: page(customersLoader, CustomersPage),
  reports: page(reportsLoader, ReportsPage),
  reviews: page(reviewsLoader, ReviewsPage),
  discounts: page(discountsLoader, DiscountsPage),
  productVariants: page(productVariantsLoader, ProductVariantsPage),
  colours: page(coloursLoader, ColoursPage),
  content: page(contentLoader, ContentPage),
  contentEdit: page(contentEditLoader, ContentEditPage),
  products: page(productsLoader, ProductsPage),
  productNew: page(productNewLoader, ProductNewPage),
  product: page(productLoader, ProductPage),
  productImages: page(productImagesLoader, ProductImagesPage),
  productPrices: page(productPricesLoader, ProductPricesPage),
  prices: page(pricesLoader, PricesPage),
};
