import { intentSignalSeeds } from '../reference/intent-signals.js';
import type { Db } from './database.js';
import { intentSignalElements, intentSignals, solutions } from './schema/index.js';

/**
 * Adds the shipped FIN Intent signals (reference/intent-signals.ts) that do not exist by name yet.
 * An existing signal of that name is left as it is, so a FIN Admin's edits survive restarts and
 * deploys; a deactivated one stays deactivated. Runs after the solution catalog is written.
 */
export async function seedIntentSignals(db: Db): Promise<number> {
  const solutionRows = await db.select({ id: solutions.id, name: solutions.name }).from(solutions);
  const solutionId = new Map(solutionRows.map((s) => [s.name.toLowerCase(), s.id]));
  let added = 0;
  for (const seed of intentSignalSeeds()) {
    await db.transaction(async (tx) => {
      const [signal] = await tx
        .insert(intentSignals)
        .values({
          name: seed.name,
          description: seed.description,
          solutionId: solutionId.get(seed.solution.toLowerCase()) ?? null,
          earlyThreshold: seed.thresholds.early,
          activeThreshold: seed.thresholds.active,
          inDepthThreshold: seed.thresholds.in_depth,
        })
        // The name's unique index (lower(name)) is the table's only one: a signal of that name wins.
        .onConflictDoNothing()
        .returning({ id: intentSignals.id });
      if (!signal) return;
      await tx.insert(intentSignalElements).values(
        seed.elements.map((element, position) => ({
          signalId: signal.id,
          name: element.name,
          kind: element.params.kind,
          weight: element.weight,
          params: element.params,
          position,
        })),
      );
      added++;
    });
  }
  return added;
}
