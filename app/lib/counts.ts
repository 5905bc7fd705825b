/** A GROUP BY's counts as a table of every status, 0 where there are none (a status not listed is left out). */
export function countsByStatus<Status extends string>(statuses: readonly Status[], rows: ReadonlyArray<{ status: string; n: number }>): Record<Status, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as Status] = Number(row.n);
  return counts;
}

/** The sum of a table of counts (per status, per kind): how many in all. */
export const sumCounts = (counts: Record<string, number>): number => Object.values(counts).reduce((sum, n) => sum + n, 0);
