// The only texts the engine writes itself; everything else comes from each game's grammar.

/** TextWorld's answer to any command that is not admissible (the state does not change). */
export const NOTHING_HAPPENS = "Nothing happens.";

/** Key of the grammar rule that renders the opening observation. */
export const INTRO_SYMBOL = "intro";
