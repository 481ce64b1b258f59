// Game sources: official ALFWorld files on disk, and (see generate/) seeded fresh games.
export * from "./loader.js";
