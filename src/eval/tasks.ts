// The six evaluation task types as the real DeepSeek runs name them (the folders of
// yilinpotato/train-alfworld-data: deepseek/alfworld_api_eval/task_<id>_<name>/).
import type { TaskType } from "../engine/types.js";
import { SeedworldError } from "../platform/errors.js";
import { commaList } from "../platform/lists.js";

export interface EvalTask {
  id: number;
  /** Folder, summary and overall-summary name. */
  name: string;
  /** `task_filter` of the real summaries. */
  filter: string;
  /** ALFWorld task folder prefix. */
  taskType: TaskType;
}

export const EVAL_TASKS: readonly EvalTask[] = [
  { id: 1, name: "pick_and_place", filter: "pick_and_place", taskType: "pick_and_place_simple" },
  { id: 2, name: "look_at_obj_in_light", filter: "look_at_obj_in_light", taskType: "look_at_obj_in_light" },
  { id: 3, name: "clean_and_place", filter: "pick_clean_then_place_in_recep", taskType: "pick_clean_then_place_in_recep" },
  { id: 4, name: "heat_and_place", filter: "pick_heat_then_place_in_recep", taskType: "pick_heat_then_place_in_recep" },
  { id: 5, name: "cool_and_place", filter: "pick_cool_then_place_in_recep", taskType: "pick_cool_then_place_in_recep" },
  { id: 6, name: "pick_two_and_place", filter: "pick_two_obj_and_place", taskType: "pick_two_obj_and_place" },
];

/** Parse `--tasks 1,3,heat_and_place,pick_two_obj_and_place,all` into tasks in id order. */
export function parseTaskList(spec: string | undefined): EvalTask[] {
  if (!spec || spec.trim() === "" || spec.trim() === "all") return [...EVAL_TASKS];
  const chosen = new Set<EvalTask>();
  for (const part of commaList(spec)) {
    const task = EVAL_TASKS.find((t) => String(t.id) === part || t.name === part || t.filter === part || t.taskType === part);
    if (!task)
      throw new SeedworldError("BAD_OPTION", `unknown task "${part}" (use 1-6 or one of ${EVAL_TASKS.map((t) => t.name).join(", ")})`);
    chosen.add(task);
  }
  return [...chosen].sort((a, b) => a.id - b.id);
}

export const taskFolderName = (task: EvalTask) => `task_${task.id}_${task.name}`;
