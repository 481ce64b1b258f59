// The skill-bank file (SkillRL / SkillZero JSON, as yilinpotato/Skill0's
// memory_data/alfworld/claude_style_skills.json): general_skills,
// task_specific_skills{category: Skill[]}, common_mistakes, metadata. One schema for the prompt
// side (src/skills) and the report side (src/report). Unknown fields are kept (looseObject);
// `_layer` (HSL) marks skills that are internalised and no longer shown.
import { z } from "zod";

export const skillSchema = z.looseObject({
  skill_id: z.string(),
  title: z.string(),
  principle: z.string(),
  when_to_apply: z.string().optional().default(""),
  example: z.string().optional(),
  _layer: z.string().optional(),
});

export const mistakeSchema = z.looseObject({
  mistake_id: z.string().optional().default(""),
  description: z.string().optional().default(""),
  why_it_happens: z.string().optional().default(""),
  how_to_avoid: z.string().optional().default(""),
});

export const skillBankSchema = z.looseObject({
  general_skills: z.array(skillSchema).default([]),
  task_specific_skills: z.record(z.string(), z.array(skillSchema)).default({}),
  common_mistakes: z.array(mistakeSchema).default([]),
  metadata: z.record(z.string(), z.unknown()).default({}),
});

export type Skill = z.infer<typeof skillSchema>;
export type Mistake = z.infer<typeof mistakeSchema>;
export type SkillBankFile = z.infer<typeof skillBankSchema>;
