// ALFWorld's vocabulary and compatibility tables as typed data (spec §5, alfworld/gen/constants.py,
// alfworld/gen/goal_library.py). The generator may only emit what these tables allow.
import type { TaskType } from "../engine/types.js";

/**
 * The type-constant block every ALFWorld problem declares (AUGMENT: `OBJECTS_SET - static receptacle
 * types`, once as `<T> - object` and once as `<T>Type - otype`). AUGMENT iterates a Python set, so the
 * order varies between generation runs; this is the order of the official valid_train games.
 */
export const PROBLEM_OBJECT_CONSTANTS = [
  "SaltShaker", "HousePlant", "Candle", "SprayBottle", "Bowl", "Window", "CD", "Egg",
  "Glassbottle", "Sink", "Pillow", "Spoon", "SoapBottle", "TeddyBear", "ButterKnife", "Cup",
  "Plate", "RemoteControl", "Tomato", "Statue", "HandTowel", "Knife", "StoveKnob", "LightSwitch",
  "Pen", "Painting", "DishSponge", "Vase", "Mug", "ToiletPaper", "Box", "Mirror", "Ladle", "Fork",
  "Blinds", "Footstool", "KeyChain", "Cloth", "Laptop", "TissueBox", "PepperShaker", "FloorLamp",
  "WateringCan", "Apple", "Pan", "PaperTowel", "PaperTowelRoll", "Newspaper", "Television",
  "Chair", "CellPhone", "CreditCard", "Lettuce", "BasketBall", "Potato", "Curtains", "Boots",
  "Pencil", "AlarmClock", "ToiletPaperRoll", "Spatula", "Book", "Bread", "SoapBar", "Watch",
  "DeskLamp", "Kettle", "Pot", "ScrubBrush", "WineBottle", "ShowerDoor", "Bathtub",
  "LaundryHamperLid", "ShowerGlass", "Poster", "TennisRacket", "BaseballBat", "Towel", "Plunger",
] as const;
/** The `<R>Type - rtype` block (CONST.RECEPTACLES minus movable ones), in the valid_train games' order. */
export const PROBLEM_RTYPE_CONSTANTS = [
  "Safe", "Drawer", "CoffeeMachine", "HandTowelHolder", "SinkBasin", "Dresser", "LaundryHamper",
  "TVStand", "BathtubBasin", "Cabinet", "Fridge", "Desk", "Toilet", "Cart", "SideTable", "Sofa",
  "CoffeeTable", "DiningTable", "CounterTop", "GarbageCan", "ArmChair", "Shelf", "Microwave",
  "Toaster", "Bed", "PaintingHanger", "TowelHolder", "ToiletPaperHanger", "StoveBurner", "Ottoman",
] as const;
/** CONST.OBJECTS: every THOR type ALFWorld knows (108 entries, spec §5.2). */
export const OBJECTS = [
  "AlarmClock", "Apple", "ArmChair", "BaseballBat", "BasketBall", "Bathtub", "BathtubBasin", "Bed",
  "Blinds", "Book", "Boots", "Bowl", "Box", "Bread", "ButterKnife", "Cabinet", "Candle", "Cart",
  "CD", "CellPhone", "Chair", "Cloth", "CoffeeMachine", "CounterTop", "CreditCard", "Cup",
  "Curtains", "Desk", "DeskLamp", "DishSponge", "Drawer", "Dresser", "Egg", "FloorLamp",
  "Footstool", "Fork", "Fridge", "GarbageCan", "Glassbottle", "HandTowel", "HandTowelHolder",
  "HousePlant", "Kettle", "KeyChain", "Knife", "Ladle", "Laptop", "LaundryHamper",
  "LaundryHamperLid", "Lettuce", "LightSwitch", "Microwave", "Mirror", "Mug", "Newspaper",
  "Ottoman", "Painting", "Pan", "PaperTowel", "PaperTowelRoll", "Pen", "Pencil", "PepperShaker",
  "Pillow", "Plate", "Plunger", "Poster", "Pot", "Potato", "RemoteControl", "Safe", "SaltShaker",
  "ScrubBrush", "Shelf", "ShowerDoor", "ShowerGlass", "Sink", "SinkBasin", "SoapBar", "SoapBottle",
  "Sofa", "Spatula", "Spoon", "SprayBottle", "Statue", "StoveBurner", "StoveKnob", "DiningTable",
  "CoffeeTable", "SideTable", "TeddyBear", "Television", "TennisRacket", "TissueBox", "Toaster",
  "Toilet", "ToiletPaper", "ToiletPaperHanger", "ToiletPaperRoll", "Tomato", "Towel",
  "TowelHolder", "TVStand", "Vase", "Watch", "WateringCan", "Window", "WineBottle",
] as const;

export type ObjectClass = (typeof OBJECTS)[number];

/** CONST.MOVABLE_RECEPTACLES: receptacle classes that are objects (`isReceptacleObject`) in the text game. */
export const MOVABLE_RECEPTACLES = ["Bowl", "Box", "Cup", "Mug", "Plate", "Pan", "Pot"] as const;

/** Static receptacle classes (`go to` targets), spec §5.3. */
export const STATIC_RECEPTACLES = [
  "ArmChair", "BathtubBasin", "Bed", "Cabinet", "Cart", "CoffeeMachine", "CoffeeTable", "CounterTop",
  "Desk", "DiningTable", "Drawer", "Dresser", "Fridge", "GarbageCan", "HandTowelHolder",
  "LaundryHamper", "Microwave", "Ottoman", "PaintingHanger", "Safe", "Shelf", "SideTable",
  "SinkBasin", "Sofa", "StoveBurner", "TVStand", "Toaster", "Toilet", "ToiletPaperHanger",
  "TowelHolder",
] as const;
export type ReceptacleClass = (typeof STATIC_RECEPTACLES)[number];

/** CONST.OPENABLE_CLASS_LIST (Box is an object in the text game, so it never gets `openable`). */
export const OPENABLE_CLASSES: readonly ReceptacleClass[] = ["Fridge", "Cabinet", "Microwave", "Drawer", "Safe"];

/**
 * CONST.VAL_RECEPTACLE_OBJECTS without sliced variants (spec §5.4): which object classes a receptacle
 * class may hold. AUGMENT writes one `(canContain RType OType)` per receptacle *instance* for every
 * listed class present in the scene. Toaster only accepts BreadSliced, PaintingHanger nothing placeable.
 */
export const VAL_RECEPTACLE_OBJECTS: Readonly<Record<ReceptacleClass, readonly ObjectClass[]>> = {
  ArmChair: ["BasketBall", "Book", "Box", "CellPhone", "Cloth", "CreditCard", "KeyChain", "Laptop",
    "Newspaper", "Pillow", "RemoteControl"],
  BathtubBasin: ["Cloth", "DishSponge", "HandTowel", "SoapBar"],
  Bed: ["BaseballBat", "BasketBall", "Book", "CellPhone", "Laptop", "Newspaper", "Pillow",
    "TennisRacket"],
  Cabinet: ["Book", "Bowl", "Box", "CD", "Candle", "Cloth", "Cup", "DishSponge", "Glassbottle",
    "HandTowel", "Kettle", "Ladle", "Mug", "Newspaper", "Pan", "PepperShaker", "Plate", "Plunger",
    "Pot", "SaltShaker", "SoapBar", "SoapBottle", "SprayBottle", "TissueBox", "ToiletPaper",
    "ToiletPaperRoll", "Vase", "WateringCan", "WineBottle"],
  Cart: ["Candle", "Cloth", "DishSponge", "HandTowel", "Mug", "PaperTowel", "Plunger", "SoapBar",
    "SoapBottle", "SprayBottle", "Statue", "TissueBox", "ToiletPaper", "ToiletPaperRoll", "Vase"],
  CoffeeMachine: ["Mug"],
  CoffeeTable: ["AlarmClock", "Apple", "BaseballBat", "BasketBall", "Book", "Bowl", "Box", "Bread",
    "ButterKnife", "CD", "Candle", "CellPhone", "Cloth", "CreditCard", "Cup", "DishSponge", "Egg",
    "Fork", "Glassbottle", "HandTowel", "Kettle", "KeyChain", "Knife", "Ladle", "Laptop",
    "Lettuce", "Mug", "Newspaper", "Pan", "PaperTowel", "Pen", "Pencil", "PepperShaker", "Plate",
    "Pot", "Potato", "RemoteControl", "SaltShaker", "SoapBar", "SoapBottle", "Spatula", "Spoon",
    "SprayBottle", "Statue", "TennisRacket", "TissueBox", "ToiletPaper", "ToiletPaperRoll",
    "Tomato", "Vase", "Watch", "WateringCan", "WineBottle"],
  CounterTop: ["AlarmClock", "Apple", "BaseballBat", "BasketBall", "Book", "Bowl", "Box", "Bread",
    "ButterKnife", "CD", "Candle", "CellPhone", "Cloth", "CreditCard", "Cup", "DishSponge", "Egg",
    "Fork", "Glassbottle", "HandTowel", "Kettle", "KeyChain", "Knife", "Ladle", "Laptop",
    "Lettuce", "Mug", "Newspaper", "Pan", "PaperTowel", "Pen", "Pencil", "PepperShaker", "Plate",
    "Pot", "Potato", "RemoteControl", "SaltShaker", "SoapBar", "SoapBottle", "Spatula", "Spoon",
    "SprayBottle", "Statue", "TennisRacket", "TissueBox", "ToiletPaper", "ToiletPaperRoll",
    "Tomato", "Vase", "Watch", "WateringCan", "WineBottle"],
  Desk: ["AlarmClock", "BasketBall", "Book", "Bowl", "Box", "CD", "Candle", "CellPhone", "Cloth",
    "CreditCard", "Cup", "Glassbottle", "KeyChain", "Laptop", "Mug", "Newspaper", "Pen", "Pencil",
    "Plate", "RemoteControl", "SoapBottle", "SprayBottle", "Statue", "TennisRacket", "TissueBox",
    "ToiletPaper", "ToiletPaperRoll", "Vase", "Watch", "WateringCan", "WineBottle"],
  DiningTable: ["AlarmClock", "Apple", "BaseballBat", "BasketBall", "Book", "Bowl", "Box", "Bread",
    "ButterKnife", "CD", "Candle", "CellPhone", "Cloth", "CreditCard", "Cup", "DishSponge", "Egg",
    "Fork", "Glassbottle", "HandTowel", "Kettle", "KeyChain", "Knife", "Ladle", "Laptop",
    "Lettuce", "Mug", "Newspaper", "Pan", "PaperTowel", "Pen", "Pencil", "PepperShaker", "Plate",
    "Pot", "Potato", "RemoteControl", "SaltShaker", "SoapBar", "SoapBottle", "Spatula", "Spoon",
    "SprayBottle", "Statue", "TennisRacket", "TissueBox", "ToiletPaper", "ToiletPaperRoll",
    "Tomato", "Vase", "Watch", "WateringCan", "WineBottle"],
  Drawer: ["Book", "ButterKnife", "CD", "Candle", "CellPhone", "Cloth", "CreditCard", "DishSponge",
    "Fork", "HandTowel", "KeyChain", "Knife", "Ladle", "Newspaper", "Pen", "Pencil",
    "PepperShaker", "RemoteControl", "SaltShaker", "SoapBar", "SoapBottle", "Spatula", "Spoon",
    "SprayBottle", "TissueBox", "ToiletPaper", "ToiletPaperRoll", "Watch", "WateringCan"],
  Dresser: ["AlarmClock", "BasketBall", "Book", "Bowl", "Box", "CD", "Candle", "CellPhone",
    "Cloth", "CreditCard", "Cup", "Glassbottle", "KeyChain", "Laptop", "Mug", "Newspaper", "Pen",
    "Pencil", "Plate", "RemoteControl", "SprayBottle", "Statue", "TennisRacket", "TissueBox",
    "ToiletPaper", "ToiletPaperRoll", "Vase", "Watch", "WateringCan", "WineBottle"],
  Fridge: ["Apple", "Bowl", "Bread", "Cup", "Egg", "Glassbottle", "Lettuce", "Mug", "Pan", "Plate",
    "Pot", "Potato", "Tomato", "WineBottle"],
  GarbageCan: ["Apple", "Bread", "CD", "Cloth", "DishSponge", "Egg", "HandTowel", "Lettuce",
    "Newspaper", "PaperTowel", "Pen", "Pencil", "Potato", "SoapBar", "SoapBottle", "SprayBottle",
    "TissueBox", "ToiletPaper", "ToiletPaperRoll", "Tomato", "WineBottle"],
  HandTowelHolder: ["HandTowel"],
  LaundryHamper: ["Cloth"],
  Microwave: ["Apple", "Bowl", "Bread", "Cup", "Egg", "Glassbottle", "Mug", "Plate", "Potato",
    "Tomato"],
  Ottoman: ["BasketBall", "Book", "Box", "CellPhone", "Cloth", "CreditCard", "KeyChain", "Laptop",
    "Newspaper", "Pillow", "RemoteControl"],
  PaintingHanger: [],
  Safe: ["CD", "CellPhone", "CreditCard", "KeyChain", "Statue", "Vase", "Watch"],
  Shelf: ["AlarmClock", "Book", "Bowl", "Box", "CD", "Candle", "CellPhone", "Cloth", "CreditCard",
    "Cup", "DishSponge", "Glassbottle", "HandTowel", "Kettle", "KeyChain", "Mug", "Newspaper",
    "PaperTowel", "Pen", "Pencil", "PepperShaker", "Plate", "Pot", "RemoteControl", "SaltShaker",
    "SoapBar", "SoapBottle", "SprayBottle", "Statue", "TissueBox", "ToiletPaper",
    "ToiletPaperRoll", "Vase", "Watch", "WateringCan", "WineBottle"],
  SideTable: ["AlarmClock", "Apple", "BaseballBat", "BasketBall", "Book", "Bowl", "Box", "Bread",
    "ButterKnife", "CD", "Candle", "CellPhone", "Cloth", "CreditCard", "Cup", "DishSponge", "Egg",
    "Fork", "Glassbottle", "HandTowel", "Kettle", "KeyChain", "Knife", "Ladle", "Laptop",
    "Lettuce", "Mug", "Newspaper", "Pan", "PaperTowel", "Pen", "Pencil", "PepperShaker", "Plate",
    "Pot", "Potato", "RemoteControl", "SaltShaker", "SoapBar", "SoapBottle", "Spatula", "Spoon",
    "SprayBottle", "Statue", "TennisRacket", "TissueBox", "ToiletPaper", "ToiletPaperRoll",
    "Tomato", "Vase", "Watch", "WateringCan", "WineBottle"],
  SinkBasin: ["Apple", "Bowl", "ButterKnife", "Cloth", "Cup", "DishSponge", "Egg", "Fork",
    "Glassbottle", "HandTowel", "Kettle", "Knife", "Ladle", "Lettuce", "Mug", "Pan", "Plate",
    "Pot", "Potato", "SoapBar", "Spatula", "Spoon", "Tomato"],
  Sofa: ["BasketBall", "Book", "Box", "CellPhone", "Cloth", "CreditCard", "KeyChain", "Laptop",
    "Newspaper", "Pillow", "RemoteControl"],
  StoveBurner: ["Kettle", "Pan", "Pot"],
  TVStand: ["TissueBox"],
  Toaster: [],
  Toilet: ["Candle", "Cloth", "DishSponge", "HandTowel", "Newspaper", "PaperTowel", "SoapBar",
    "SoapBottle", "SprayBottle", "TissueBox", "ToiletPaper", "ToiletPaperRoll"],
  ToiletPaperHanger: ["ToiletPaper", "ToiletPaperRoll"],
  TowelHolder: ["Towel"],
};

/** CONST.VAL_ACTION_OBJECTS (unsliced classes). AUGMENT writes these facts per object instance. */
export const HEATABLE: readonly ObjectClass[] = ["Apple", "Bread", "Cup", "Egg", "Mug", "Plate", "Potato", "Tomato"];
export const COOLABLE: readonly ObjectClass[] = [
  "Apple", "Bowl", "Bread", "Cup", "Egg", "Lettuce", "Mug", "Pan", "Plate", "Pot", "Potato", "Tomato",
  "WineBottle",
];
export const CLEANABLE: readonly ObjectClass[] = [
  "Apple", "Bowl", "ButterKnife", "Cloth", "Cup", "DishSponge", "Egg", "Fork", "Kettle", "Knife",
  "Ladle", "Lettuce", "Mug", "Pan", "Plate", "Pot", "Potato", "SoapBar", "Spatula", "Spoon", "Tomato",
];
export const SLICEABLE: readonly ObjectClass[] = ["Apple", "Bread", "Egg", "Lettuce", "Potato", "Tomato"];
export const TOGGLEABLE: readonly ObjectClass[] = ["DeskLamp", "FloorLamp"];

/**
 * Classes THOR marks non-pickupable (no `pickupable` fact). Measured on the 44 official games in
 * ../shared/alfworld: pickupability is constant per class; these are the classes seen without it.
 */
export const NOT_PICKUPABLE: readonly ObjectClass[] = [
  "Bathtub", "Blinds", "Chair", "Curtains", "DeskLamp", "FloorLamp", "HousePlant", "LaundryHamperLid",
  "LightSwitch", "Mirror", "Painting", "Poster", "ShowerDoor", "ShowerGlass", "Sink", "StoveKnob",
  "Television", "Window",
];

/** The four ALFRED room kinds (CONST.SCENE_TYPE) with their floor-plan number ranges. */
export const ROOM_KINDS = ["kitchen", "livingroom", "bedroom", "bathroom"] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export const ROOM_SCENE_BASE: Readonly<Record<RoomKind, number>> = {
  kitchen: 0,
  livingroom: 200,
  bedroom: 300,
  bathroom: 400,
};

/** CONST.GOALS_VALID: which task types ALFRED generates in which room kind (spec §5.5). */
export const TASKS_BY_ROOM: Readonly<Record<RoomKind, readonly TaskType[]>> = {
  kitchen: [
    "pick_and_place_simple", "pick_two_obj_and_place", "pick_clean_then_place_in_recep",
    "pick_heat_then_place_in_recep", "pick_cool_then_place_in_recep",
  ],
  livingroom: ["pick_and_place_simple", "pick_two_obj_and_place", "look_at_obj_in_light"],
  bedroom: ["pick_and_place_simple", "pick_two_obj_and_place", "look_at_obj_in_light"],
  bathroom: ["pick_and_place_simple", "pick_two_obj_and_place", "pick_clean_then_place_in_recep"],
};

/** Room kind of an ALFRED floor-plan number (1–30 kitchen, 201–230 living room, ...). */
export function roomKindOfScene(scene: number): RoomKind | undefined {
  if (scene >= 1 && scene <= 99) return "kitchen";
  if (scene >= 200 && scene <= 299) return "livingroom";
  if (scene >= 300 && scene <= 399) return "bedroom";
  if (scene >= 400 && scene <= 499) return "bathroom";
  return undefined;
}

/** goal_library `templates` (spec §1.5): `{obj}`, `{recep}`, `{toggle}` are lower-cased class names. */
export const GOAL_TEMPLATES: Readonly<Record<TaskType, readonly [string, string]>> = {
  pick_and_place_simple: ["put a {obj} in {recep}", "put some {obj} on {recep}"],
  look_at_obj_in_light: ["look at {obj} under the {toggle}", "examine the {obj} with the {toggle}"],
  pick_clean_then_place_in_recep: ["put a clean {obj} in {recep}", "clean some {obj} and put it in {recep}"],
  pick_heat_then_place_in_recep: ["put a hot {obj} in {recep}", "heat some {obj} and put it in {recep}"],
  pick_cool_then_place_in_recep: ["put a cool {obj} in {recep}", "cool some {obj} and put it in {recep}"],
  pick_two_obj_and_place: ["put two {obj} in {recep}", "find two {obj} and put them in {recep}"],
};

/** Fill a goal template with ALFWorld's lower-cased parameters (MISC get_templated_task_desc). */
export function fillTemplate(template: string, params: { obj: string; recep?: string; toggle?: string }): string {
  return template
    .replace("{obj}", params.obj.toLowerCase())
    .replace("{recep}", (params.recep ?? "").toLowerCase())
    .replace("{toggle}", (params.toggle ?? "").toLowerCase());
}

/**
 * Goal formulas exactly as the official problems write them (goal_library `pddl` after AUGMENT's
 * character fixes; ALFWorld dropped ALFRED's `(forall (?re) (not (opened ?re)))`). Each text is the
 * tail of initial_state.pddl, including the `)` that closes `define` and the trailing indentation.
 */
export const GOAL_PDDL: Readonly<Record<TaskType, string>> = {
  pick_and_place_simple:
    "\n        (:goal\n            (and\n                (exists (?r - receptacle)\n                    (exists (?o - object)\n                        (and\n                            (inReceptacle ?o ?r)\n                            (objectType ?o {obj}Type)\n                            (receptacleType ?r {recep}Type)\n                        )\n                    )\n                )\n            )\n        )\n    )\n    ",
  look_at_obj_in_light:
    "\n        (:goal\n             (and\n                 (exists (?ot - object\n                          ?r - receptacle\n                          ?a - agent\n                          ?l - location)\n                     (and\n                         (objectType ?ot {toggle}Type)\n                         (toggleable ?ot)\n                         (isToggled ?ot)\n                         (receptacleAtLocation ?r ?l)\n                         (atLocation ?a ?l)\n                         (inReceptacle ?ot ?r)\n                     )\n                 )\n                 (exists (?o - object\n                          ?a - agent)\n                     (and\n                         (objectType ?o {obj}Type)\n                         (holds ?a ?o)\n                     )\n                 )\n             )\n        )\n    )\n    ",
  pick_clean_then_place_in_recep:
    "\n        (:goal\n            (and\n                (exists (?r - receptacle)\n                    (exists (?o - object)\n                        (and\n                            (cleanable ?o)\n                            (objectType ?o {obj}Type)\n                            (receptacleType ?r {recep}Type)\n                            (isClean ?o)\n                            (inReceptacle ?o ?r)\n                        )\n                    )\n                )\n            )\n        )\n    )\n    ",
  pick_heat_then_place_in_recep:
    "\n        (:goal\n            (and\n                (exists (?r - receptacle)\n                    (exists (?o - object)\n                        (and\n                            (heatable ?o)\n                            (objectType ?o {obj}Type)\n                            (receptacleType ?r {recep}Type)\n                            (isHot ?o)\n                            (inReceptacle ?o ?r)\n                        )\n                    )\n                )\n            )\n        )\n    )\n    ",
  pick_cool_then_place_in_recep:
    "\n        (:goal\n            (and\n                (exists (?r - receptacle)\n                    (exists (?o - object)\n                        (and\n                            (coolable ?o)\n                            (objectType ?o {obj}Type)\n                            (receptacleType ?r {recep}Type)\n                            (isCool ?o)\n                            (inReceptacle ?o ?r)\n                        )\n                    )\n                )\n            )\n        )\n    )\n    ",
  pick_two_obj_and_place:
    "\n                (:goal\n                    (and\n                        (exists (?r - receptacle)\n                            (exists (?o1 - object)\n                                (and\n                                    (objectType ?o1 {obj}Type)\n                                    (receptacleType ?r {recep}Type)\n                                    (inReceptacle ?o1 ?r)\n                                    (exists (?o2 - object)\n                                        (and\n                                            (not (= ?o1 ?o2))\n                                            (objectType ?o2 {obj}Type)\n                                            (receptacleType ?r {recep}Type)\n                                            (inReceptacle ?o2 ?r)\n                                        )\n                                    )\n                                )\n                            )\n                        )\n                    )\n                )\n            )\n            ",
};
