// seedworld's library entry point.
export * from "./engine/index.js";
export * from "./games/index.js";
