import type { ShopSettings } from './settings';

/**
 * The seller's details the law puts on legal pages (imprint, withdrawal form, 特定商取引法に基づく
 * 表記): configuration of the deployment, never code. An empty value leaves its line out of the
 * page (worker/content/markdown.ts); production refuses to deploy without the required ones.
 */
export interface CompanyDetails {
  name: string;
  address: string;
  representative: string;
  register: string;
  vatId: string;
  phone: string;
}

/** The COMPANY_* settings (worker/settings.ts trims them; unset is ''). */
export function companyDetails(settings: ShopSettings): CompanyDetails {
  return {
    name: settings.COMPANY_NAME,
    address: settings.COMPANY_ADDRESS,
    representative: settings.COMPANY_REPRESENTATIVE,
    register: settings.COMPANY_REGISTER,
    vatId: settings.COMPANY_VAT_ID,
    phone: settings.COMPANY_PHONE,
  };
}
