// Cron triggers run locally on their schedule, as Cloudflare runs wrangler.toml's [triggers]
// crons in production (UTC): `npm start` calls the worker's scheduled handler at each minute an
// expression names. Supports what Cloudflare's expressions mostly use: numbers, `*`, ranges,
// lists and steps (`*/5`, `0-30/10`, `1,15`) in the five fields; names and L, W, # are refused.

const FIELDS = [
  { name: 'minute', min: 0, max: 59, of: (date) => date.getUTCMinutes() },
  { name: 'hour', min: 0, max: 23, of: (date) => date.getUTCHours() },
  { name: 'day of month', min: 1, max: 31, of: (date) => date.getUTCDate() },
  { name: 'month', min: 1, max: 12, of: (date) => date.getUTCMonth() + 1 },
  // Cloudflare counts the days of the week 1 (Sunday) to 7.
  { name: 'day of week', min: 1, max: 7, of: (date) => date.getUTCDay() + 1 },
];

/** The values each field of `expression` allows, one Set per field. */
function parse(expression) {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) throw new Error(`Cron "${expression}": expected 5 fields, got ${parts.length}`);
  return parts.map((part, i) => {
    const { name, min, max } = FIELDS[i];
    const values = new Set();
    for (const item of part.split(',')) {
      const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
      if (!match) throw new Error(`Cron "${expression}": "${item}" in the ${name} field is not supported here`);
      const from = match[1] === '*' ? min : Number(match[2]);
      const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
      const step = match[4] ? Number(match[4]) : 1;
      if (from < min || to > max || from > to || step < 1)
        throw new Error(`Cron "${expression}": "${item}" is out of the ${name} field's range`);
      for (let value = from; value <= to; value += step) values.add(value);
    }
    return values;
  });
}

/** Whether `expression` fires in the minute of `date`. */
export function cronMatches(expression, date) {
  return parse(expression).every((values, i) => values.has(FIELDS[i].of(date)));
}

/**
 * At the start of every minute, calls `run(expression, time)` for each expression that fires
 * then (`time`: that minute, in ms). Checks the expressions at once. Returns stop().
 */
export function scheduleCrons(expressions, run) {
  for (const expression of expressions) parse(expression);
  let timer;
  const arm = () => {
    const now = Date.now();
    const minute = Math.floor(now / 60_000) * 60_000 + 60_000;
    timer = setTimeout(() => {
      for (const expression of expressions) if (cronMatches(expression, new Date(minute))) run(expression, minute);
      arm();
    }, minute - now);
  };
  arm();
  return () => clearTimeout(timer);
}
