import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a live query and a
// render can take longer than that, and a test must fail on behaviour, not on the machine's load.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
})
