import type { Bindings } from './env';

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

const text = (value: string | undefined) => value?.trim() ?? '';

export function companyDetails(env: Bindings): CompanyDetails {
  return {
    name: text(env.COMPANY_NAME),
    address: text(env.COMPANY_ADDRESS),
    representative: text(env.COMPANY_REPRESENTATIVE),
    register: text(env.COMPANY_REGISTER),
    vatId: text(env.COMPANY_VAT_ID),
    phone: text(env.COMPANY_PHONE),
  };
}
