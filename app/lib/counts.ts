/** The sum of a table of counts (per status, per kind): how many in all. */
export const sumCounts = (counts: Record<string, number>): number => Object.values(counts).reduce((sum, n) => sum + n, 0);
