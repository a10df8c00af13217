import { failOnConsoleError } from './console';

// Unit tests (`*.unit.test.ts`) run in Node without a database; an unexpected console.error
// fails them as it fails the worker tests.
failOnConsoleError();
