import type { SellerDetails } from './seller/rules';

/**
 * The seller's details the law puts on legal pages (imprint, withdrawal form, 特定商取引法に基づく
 * 表記), as content tokens ({{company.name}} …): the back office's saved details over the COMPANY_*
 * settings (worker/seller/store.ts). An empty value leaves its line out of the page
 * (worker/content/markdown.ts); worker/seller/rules.ts says which each market requires.
 */
export interface CompanyDetails {
  name: string;
  address: string;
  representative: string;
  register: string;
  vatId: string;
  phone: string;
  /** Japan's 運営統括責任者. */
  operationsManager: string;
}

export function companyDetails(seller: SellerDetails): CompanyDetails {
  return {
    name: seller.name,
    address: seller.address,
    representative: seller.representative,
    register: seller.register,
    vatId: seller.vatId,
    phone: seller.phone,
    operationsManager: seller.operationsManager,
  };
}
