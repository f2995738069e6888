// Node-only unit tests: nothing global to prepare yet beyond Vitest itself.
export {}
