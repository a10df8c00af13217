import { stemmersReady } from '../locales/stemming';
import { failOnConsoleError } from './console';

// Unit tests (`*.unit.test.ts`) run in Node without a database; an unexpected console.error
// fails them as it fails the worker tests.
failOnConsoleError();
// Requests load Snowball's stemmers where they start (locales/stemming.ts); tests call the
// search's functions directly too.
await stemmersReady();
