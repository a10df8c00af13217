import { MARKET_CODES, MARKETS, type MarketCode } from '../../locales/markets';

/**
 * The one rule for the seller's details (docs/decisions/035-seller-details.md): which details
 * each market's law asks of the seller, and the shape each must have. Pure: the deploy check
 * (scripts/production-config.mjs, through esbuild) and the back office's save
 * (worker/api/admin/seller.ts) both call `sellerProblems`; a problem is a field, a code and the
 * markets that ask, which the back office translates and the deploy check writes in English.
 */

export const SELLER_FIELDS = [
  'name',
  'legalForm',
  'address',
  'phone',
  'representative',
  'register',
  'vatId',
  'operationsManager',
  'contactHours',
  'supervisoryAuthority',
  'consumerMediator',
  'ukVatId',
  'jpRegistration',
  'abn',
] as const;
export type SellerField = (typeof SELLER_FIELDS)[number];
export type SellerDetails = Record<SellerField, string>;

/**
 * `company`: a corporation (GmbH, UG, AG, 株式会社): acts through a representative, is in a
 * commercial register. `registered-trader`: a merchant in the register (e.K.), who acts in person.
 * `sole-trader`: neither. Decides whether the representative and the register are owed.
 */
export const LEGAL_FORMS = ['company', 'registered-trader', 'sole-trader'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** The wrangler var each detail is first read from (worker/settings.ts). */
export const SELLER_SETTINGS: Record<SellerField, string> = {
  name: 'COMPANY_NAME',
  legalForm: 'COMPANY_LEGAL_FORM',
  address: 'COMPANY_ADDRESS',
  phone: 'COMPANY_PHONE',
  representative: 'COMPANY_REPRESENTATIVE',
  register: 'COMPANY_REGISTER',
  vatId: 'COMPANY_VAT_ID',
  operationsManager: 'COMPANY_OPERATIONS_MANAGER',
  contactHours: 'COMPANY_CONTACT_HOURS',
  supervisoryAuthority: 'COMPANY_SUPERVISORY_AUTHORITY',
  consumerMediator: 'COMPANY_CONSUMER_MEDIATOR',
  ukVatId: 'COMPANY_UK_VAT_ID',
  jpRegistration: 'COMPANY_JP_REGISTRATION',
  abn: 'COMPANY_ABN',
};

/** What each detail is to a lawyer, for the deploy check's lines. */
const FIELD_NAMES: Record<SellerField, string> = {
  name: 'the legal name',
  legalForm: 'the legal form',
  address: 'the postal address',
  phone: 'the phone number',
  representative: 'the representative (Vertreten durch, 代表者)',
  register: 'the register court and number (Registereintrag)',
  vatId: 'the EU VAT identification number (USt-IdNr.)',
  operationsManager: 'the person responsible for operations (運営統括責任者)',
  contactHours: 'the hours the shop answers enquiries (お問い合わせ受付時間)',
  supervisoryAuthority: 'the supervisory authority of a trade that needs a licence (Aufsichtsbehörde)',
  consumerMediator: 'the consumer mediator and its website (médiateur de la consommation)',
  ukVatId: 'the UK VAT registration number',
  jpRegistration: 'the qualified-invoice registration number (登録番号)',
  abn: 'the Australian Business Number',
};

// biome-ignore format: the EU's 27 member states, kept on two lines.
const EU_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

/** Whether the market is in the EU (its VAT, its consumer law). */
export const inEu = (market: MarketCode) => EU_COUNTRIES.has(MARKETS[market].country);

const legalFormOf = (details: Pick<SellerDetails, 'legalForm'>): LegalForm =>
  (LEGAL_FORMS as readonly string[]).includes(details.legalForm) ? (details.legalForm as LegalForm) : 'company';

/**
 * The details `market`'s law asks of this seller. Everywhere: name, postal address, phone (the
 * e-mail is the market's help address, locales/markets.ts). The EU (Art. 5 of the e-commerce
 * Directive 2000/31/EC) and the UK (E-Commerce Regulations 2002, reg. 6): the register entry of
 * whoever is registered; the EU also the VAT identification number (every sale to an EU consumer
 * is taxed through it). Germany (§ 5 DDG) adds the representative of a company; a supervisory
 * authority only for a trade that needs a licence, which selling shoes does not (optional).
 * Japan (特定商取引法 § 11 and its ordinance § 8): the representative of a company, the person
 * responsible for the business of selling at a distance (運営統括責任者) and the hours enquiries
 * are answered. France (Code de la consommation, L612-1 and L616-1): the consumer mediator the
 * seller has joined, which every trader selling to French consumers must offer. The UK VAT
 * number and the ABN are owed where the seller is registered: optional.
 */
export function requiredFields(market: MarketCode, details: Pick<SellerDetails, 'legalForm'>): SellerField[] {
  const form = legalFormOf(details);
  const fields: SellerField[] = ['name', 'address', 'phone'];
  if ((market === 'de' || market === 'jp') && form === 'company') fields.push('representative');
  if ((inEu(market) || market === 'gb') && form !== 'sole-trader') fields.push('register');
  if (inEu(market)) fields.push('vatId');
  if (market === 'jp') fields.push('operationsManager', 'contactHours');
  if (market === 'fr') fields.push('consumerMediator');
  return fields;
}

/**
 * What each legal page must keep, as the tokens it names it by (worker/content/validate.ts
 * refuses a save without them; a token whose value is empty still leaves its line out). Every
 * legal page names the seller (name, address, phone); the Impressum (§ 5 DDG) its representative,
 * register, VAT id and supervisory authority; the Japanese disclosure (特定商取引法 § 11) 代表者,
 * 運営統括責任者 and contact hours; the privacy policy (GDPR Art. 13, UK GDPR, APPI, APP 1,
 * CCPA) the controller, its contact and the recipients by name; the terms the seller with the
 * identifiers its market's e-commerce law asks for (register and VAT id in the EU, UK VAT number
 * in the UK, ABN in Australia).
 */
export function legalPageTokens(slug: string, market: MarketCode): string[] {
  const seller = ['company.name', 'company.address', 'company.phone'];
  switch (slug) {
    case 'withdrawal':
      return seller;
    case 'imprint':
      return [...seller, 'email', 'company.representative', 'company.register', 'company.vatId', 'company.supervisoryAuthority'];
    case 'commerce-disclosure':
      // 特定商取引法 § 11 also asks the price of shipping and the ways to pay, which the market's settings fill in.
      return [
        ...seller,
        'email',
        'company.representative',
        'company.operationsManager',
        'company.contactHours',
        'shipping',
        'paymentMethods',
      ];
    case 'privacy':
      return [...seller, 'email', ...PROVIDER_TOKENS];
    case 'terms': {
      const mediator = market === 'fr' ? ['company.consumerMediator'] : [];
      const identifiers = inEu(market)
        ? ['company.register', 'company.vatId']
        : market === 'gb'
          ? ['company.register', 'company.ukVatId']
          : market === 'au'
            ? ['company.abn']
            : [];
      return [...seller, 'email', ...identifiers, ...mediator];
    }
    default:
      return [];
  }
}

/** The recipients every privacy policy names (worker/seller/providers.ts fills them in). */
export const PROVIDER_TOKENS = ['providers.payment', 'providers.mail', 'providers.hosting', 'providers.carriers'];

/** Where each token's value comes from, for the message when a page lost it. */
export const TOKEN_SOURCES: Record<string, string> = {
  ...Object.fromEntries(SELLER_FIELDS.map((field) => [`company.${field}`, SELLER_SETTINGS[field]])),
  email: "the market's help e-mail, locales/markets.ts",
  shipping: "the market's shipping rate, the back office's shipping terms",
  paymentMethods: "the market's payment methods, the back office's seller page",
  'providers.payment': 'PAYMENT_GATEWAY',
  'providers.mail': 'MAIL_PROVIDER',
  'providers.hosting': 'the shop runs on Cloudflare',
  'providers.carriers': 'SHIPPING_CARRIERS',
};

/** EU VAT numbers as each member state writes them after its prefix (Greece's is EL). */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-W][A-I]?$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** Germany's USt-IdNr. check digit (ISO 7064, MOD 11,10), which catches one typed digit wrong. */
function germanCheckDigit(digits: string): boolean {
  let product = 10;
  for (const d of digits.slice(0, 8)) {
    let sum = (Number(d) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(digits[8]);
}

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** An EU VAT identification number: the country prefix and that country's format. */
export function isEuVatId(value: string): boolean {
  const id = compact(value);
  const format = VAT_FORMATS[id.slice(0, 2)];
  if (!format?.test(id.slice(2))) return false;
  return id.startsWith('DE') ? germanCheckDigit(id.slice(2)) : true;
}

/** A phone number in international form: '+', the country code, at most 15 digits (E.164), spaces, hyphens, brackets allowed. */
export function isInternationalPhone(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(value.replace(/[\s()./-]/g, ''));
}

/** An e-mail address as a shopper could write to it (one @, a dot in the domain, no spaces). */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;

/** Japan's 適格請求書発行事業者登録番号: 'T' and 13 digits. */
export const isJpRegistration = (value: string) => /^T\d{13}$/.test(compact(value));

/** An ABN: 11 digits whose weighted sum (the first digit less one) divides by 89 (the ABR's check). */
export function isAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  return [...digits].reduce((s, d, i) => s + (Number(d) - (i === 0 ? 1 : 0)) * weights[i], 0) % 89 === 0;
}

const isUkVatId = (value: string) => /^GB(\d{9}|\d{12})$/.test(compact(value));

/** A register entry names the court or registry and the number: letters and at least one digit. */
const isRegister = (value: string) => /\p{L}/u.test(value) && /\d/.test(value);

/** The shape each filled-in detail must have; a field without one takes any line of text. */
const SHAPES: Partial<Record<SellerField, (value: string) => boolean>> = {
  legalForm: (value) => (LEGAL_FORMS as readonly string[]).includes(value),
  phone: isInternationalPhone,
  vatId: isEuVatId,
  register: isRegister,
  ukVatId: isUkVatId,
  jpRegistration: isJpRegistration,
  abn: isAbn,
};

const MAX_LENGTH = 300;

export type SellerProblemCode = 'required' | 'format' | 'tooLong' | 'lines';

export interface SellerProblem {
  field: SellerField;
  code: SellerProblemCode;
  /** The markets whose law asks for the detail ('required'); empty for a wrong shape. */
  markets: MarketCode[];
}

/**
 * Everything wrong with the seller's details for selling in `markets` (every market by default):
 * a missing detail once, with the markets that ask for it; a detail of the wrong shape.
 * Markets' contact e-mails (locales/markets.ts) must be addresses too.
 */
export function sellerProblems(details: SellerDetails, markets: readonly MarketCode[] = MARKET_CODES): SellerProblem[] {
  const problems: SellerProblem[] = [];
  for (const field of SELLER_FIELDS) {
    const value = (details[field] ?? '').trim();
    if (!value) {
      const asking = markets.filter((market) => requiredFields(market, details).includes(field));
      if (asking.length) problems.push({ field, code: 'required', markets: asking });
      continue;
    }
    if (value.length > MAX_LENGTH) problems.push({ field, code: 'tooLong', markets: [] });
    else if (/[\r\n]/.test(value)) problems.push({ field, code: 'lines', markets: [] });
    else if (SHAPES[field] && !SHAPES[field](value)) problems.push({ field, code: 'format', markets: [] });
  }
  return problems;
}

/** The markets whose contact e-mail is not an address (a broken markets.ts, caught by the deploy check). */
export const helpEmailProblems = (markets: readonly MarketCode[] = MARKET_CODES): string[] =>
  markets.filter((m) => !isEmail(MARKETS[m].helpEmail)).map((m) => `locales/markets.ts: the help e-mail of ${m} is not an address`);

const FORMATS: Record<SellerField, string> = {
  name: '',
  legalForm: `one of ${LEGAL_FORMS.join(', ')}`,
  address: '',
  phone: 'in international form, such as +49 30 1234567',
  representative: '',
  register: 'the register court and number, such as Amtsgericht Berlin-Charlottenburg HRB 123456 B',
  vatId: 'an EU VAT number with its country prefix, such as DE136695976 (for Germany with a valid check digit)',
  operationsManager: '',
  contactHours: '',
  supervisoryAuthority: '',
  consumerMediator: '',
  ukVatId: 'GB and 9 digits',
  jpRegistration: "'T' and 13 digits",
  abn: '11 digits with a valid check',
};

/** A problem in plain English, naming the setting (never its value): the deploy check's line. */
export function problemText(problem: SellerProblem): string {
  const setting = SELLER_SETTINGS[problem.field];
  const what = FIELD_NAMES[problem.field];
  switch (problem.code) {
    case 'required':
      return `${setting}: not set: the law of ${problem.markets.join(', ')} asks the seller for ${what} (see docs/deploy.md)`;
    case 'format':
      return `${setting}: not ${what}: ${FORMATS[problem.field]}`;
    case 'tooLong':
      return `${setting}: longer than ${MAX_LENGTH} characters`;
    case 'lines':
      return `${setting}: one line, without line breaks`;
  }
}

/** The details as the COMPANY_* settings have them (trimmed; unset is ''). */
export function detailsFromSettings(env: Record<string, unknown>): SellerDetails {
  return Object.fromEntries(
    SELLER_FIELDS.map((field) => {
      const raw = env[SELLER_SETTINGS[field]];
      return [field, typeof raw === 'string' ? raw.trim() : ''];
    }),
  ) as SellerDetails;
}

/** Stored details over the settings' (a field the back office never saved keeps the setting's). */
export function mergeDetails(settings: SellerDetails, stored: Partial<Record<string, string>>): SellerDetails {
  return Object.fromEntries(SELLER_FIELDS.map((field) => [field, stored[field] ?? settings[field]])) as SellerDetails;
}
