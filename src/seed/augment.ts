// The skill-augmented teacher context, as SEED's (zhangdw156/SEED) `seed/prompting.py`
// `build_augmented_observation_text` builds it: the prompt is stripped, the episode-skill block goes right
// after the task line (else before "Now it's your turn to", else at the end), the optional
// critical-step block before "Now it's your turn to".

/** `**{title}**\n{instruction}:\n[{body}]`, or "" for an empty body. */
function skillSection(title: string, instruction: string, body: string): string {
  const text = body.trim();
  return text ? `**${title}**\n${instruction}:\n[${text}]` : "";
}

export const episodeSkillBlock = (skill: string) =>
  skillSection("Episode-Level Skill", "Refer to this episode-level skill when deciding what action to take in the current episode", skill);

export const stepSkillBlock = (skill: string) =>
  skillSection("Critical-Step Skill", "Use this current-step skill for this decision only", skill);

/** prefix (right-stripped) + blank line + block + blank line + suffix (left-stripped). */
function splice(text: string, at: number, block: string): string {
  const prefix = text.slice(0, at).trimEnd();
  const suffix = text.slice(at).trimStart();
  if (prefix && suffix) return `${prefix}\n\n${block}\n\n${suffix}`;
  if (prefix) return `${prefix}\n\n${block}`;
  return `${block}\n\n${suffix}`;
}

const TURN_ANCHORS = ["Now it's your turn to", "Now it's your turn"];

function insertBeforeAnchor(text: string, block: string): string {
  if (!block) return text;
  for (const anchor of TURN_ANCHORS) {
    const at = text.indexOf(anchor);
    if (at >= 0) return splice(text, at, block);
  }
  return text ? `${text}\n\n${block}` : block;
}

// `re.MULTILINE` patterns; `\s*` may run over a newline exactly as in Python.
const TASK_LINE_PATTERNS = [
  /^.*\bYour task is to:\s*.*(?:\n|$)/m,
  /^.*\bYour current task is:\s*.*(?:\n|$)/m,
  /^.*\bYour task is:\s*.*(?:\n|$)/m,
  /^.*\bYour question:\s*.*(?:\n|$)/m,
  /^.*\bYour goal is(?: to)?\b[:\s].*(?:\n|$)/m,
];

function insertAfterTaskLine(text: string, block: string): string {
  if (!block) return text;
  for (const pattern of TASK_LINE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return splice(text, match.index + match[0].length, block);
  }
  return insertBeforeAnchor(text, block);
}

/** The teacher prompt h̃_t for an ordinary prompt h_t and the trajectory's episode skill. */
export function buildAugmentedPrompt(prompt: string, episodeSkill: string, stepSkill = ""): string {
  const withEpisode = insertAfterTaskLine(prompt.trim(), episodeSkillBlock(episodeSkill));
  return insertBeforeAnchor(withEpisode, stepSkillBlock(stepSkill));
}
