import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// Prints, after every run, the 20 slowest tests and the 10 slowest files (a file's time includes its hooks:
// starting a site, a browser, a database). What made a run slow is then in its own output, not in a guess.

const TESTS_SHOWN = 20;
const FILES_SHOWN = 10;
const ROOT = path.resolve(import.meta.dirname, '../..');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        label: `${test.project.name} ${path.relative(ROOT, module.moduleId)} > ${test.fullName}`,
        duration: test.diagnostic()?.duration ?? 0,
      })),
    );
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        label: `${module.project.name} ${path.relative(ROOT, module.moduleId)}`,
        duration: diagnostic.collectDuration + diagnostic.duration,
      };
    });
    const lines = [
      '',
      `Slowest ${TESTS_SHOWN} tests:`,
      ...top(tests, TESTS_SHOWN),
      '',
      `Slowest ${FILES_SHOWN} files (import, hooks and tests):`,
      ...top(files, FILES_SHOWN),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

function top(entries: Array<{ label: string; duration: number }>, count: number): string[] {
  return [...entries]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((entry) => `${seconds(entry.duration)}  ${entry.label}`);
}
