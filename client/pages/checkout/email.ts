/** A plausible e-mail address: something@domain.tld, no spaces. */
export const isEmail = (value: string) => /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(value) && value.length <= 254;
