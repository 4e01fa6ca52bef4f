// Preloaded into the bench server by `npm run bench:statements` (node -r): counts the SQL
// statements the pg driver sends, by text, and writes the counts to STATEMENT_COUNT_FILE (then
// starts over) on SIGUSR2.
const { writeFileSync } = require('node:fs');
const pg = require(require.resolve('pg', { paths: [process.cwd()] }));

const counts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : config && config.text;
  if (text) {
    const key = text.replace(/\s+/g, ' ').slice(0, 100);
    counts.set(key, (counts.get(key) || 0) + 1);
  }
  return query.call(this, config, ...rest);
};
process.on('SIGUSR2', () => {
  writeFileSync(process.env.STATEMENT_COUNT_FILE, JSON.stringify([...counts]));
  counts.clear();
});
