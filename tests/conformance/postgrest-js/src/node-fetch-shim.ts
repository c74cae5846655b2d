// Adaptation (see ../README.md): @supabase/node-fetch is not installed here. The client falls back to
// it when the global fetch is missing; Node's own fetch, captured before a test deletes the global,
// stands in for it.
const nodeFetch = globalThis.fetch
export default nodeFetch
