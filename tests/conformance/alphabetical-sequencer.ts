import { BaseSequencer, type TestSpecification } from 'vitest/node'

// The suite's files share one database and expect each other's writes (ids, row order), in the
// alphabetical order jest ran them in (postgrest-js's test/testSequencer.js).
export class AlphabeticalSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId))
  }
}
