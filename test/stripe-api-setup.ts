import type { TestProject } from 'vitest/node';
import { startStripeApi } from './stripe-api';

/** The local Stripe-shaped API for the worker tests: started once, its address provided to every file. */
export default async function setup(project: TestProject) {
  const api = await startStripeApi();
  project.provide('stripeApi', api.url);
  return () => api.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stripeApi: string;
  }
}
