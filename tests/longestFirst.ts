import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, but across projects: its default takes the projects one after another
 * by name, so the real-CMS run started the backend's and the contract's files first and left
 * the mail's, the longest (36 of the step's 104 s, most of it waiting on the outbox's timers),
 * running alone at the end while the other slot idled. Here a file that failed last time goes
 * first, then the longest by the last run's duration when Vitest has one for both, and
 * otherwise the larger.
 */
export default class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (file: TestSpecification) =>
      `${file.project.name}:${relative(config.root, file.moduleId)}`;
    const size = (file: TestSpecification) => cache.getFileStats(key(file))?.size ?? 0;
    return Promise.resolve(
      [...files].sort((a, b) => {
        const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
        if (group !== 0) return group;
        const [last, otherLast] = [
          cache.getFileTestResults(key(a)),
          cache.getFileTestResults(key(b)),
        ];
        if (!last || !otherLast) return size(b) - size(a);
        if (last.failed !== otherLast.failed) return last.failed ? -1 : 1;
        return otherLast.duration - last.duration;
      }),
    );
  }
}
