// ALFWorld's floor plans as its own games have them: for each of the 112 floor plans with games,
// the receptacles (class counts), how many of each class are openable, which receptacles share a
// viewpoint and which object classes the room holds; and how many games each split has on each plan,
// per task type.
//
// Source: every game of ALFWorld's json_2.1.1 (train 3,553, valid_seen 140, valid_unseen 134,
// valid_train 200; the release as committed in jiangmin8/lz-tool-skillopt), counted by
// scripts/data/plans-from-games.py, which also checks that all games of a plan agree on all three
// (they do on 111 of 112 plans, object classes included; plan 422's games differ and the most common
// set is kept). How many objects of a class a game has varies; distributions.ts draws it. The openable
// ones are exactly the instances ALFWorld's layouts list (alfworld/gen/layouts openable.json) on
// every plan. ALFRED's 8 test floor plans (9, 29, 215, 226, 315, 325, 404, 425) have no games: the
// generator builds them from their layouts (floorplans.ts).
import { TASK_TYPES, type TaskType } from "../../engine/types.js";
import type { ObjectClass, ReceptacleClass, RoomKind } from "../vocabulary.js";
import { OBJECT_PRESENCE } from "./distributions.js";
import { SeedworldError } from "../../platform/errors.js";

/**
 * One plan's furniture as text: receptacles and openable "Cabinet 9, Drawer 3"; shared
 * "CoffeeMachine+CounterTop, Drawer+Drawer"; objects: the object classes every game of the plan has.
 */
interface PlanFurniture {
  receptacles: string;
  openable: string;
  shared: string;
  objects: string;
}

// scripts/data/plans-from-games.py: 4027 games on 112 floor plans; plans whose games differ (most common kept): [422]
const PLAN_FURNITURE: Readonly<Record<number, PlanFurniture>> = {
  1: {
    receptacles:
      "Cabinet 9, CoffeeMachine 1, CounterTop 3, Drawer 9, Fridge 1, GarbageCan 1, Microwave 1, Shelf 3, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 8, Drawer 8, Fridge 1, Microwave 1",
    shared: "Drawer+Drawer, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Book, Bowl, Bread, ButterKnife, Chair, CreditCard, Cup, DishSponge, Egg, Fork, Glassbottle, HousePlant, Kettle, Knife, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, Statue, StoveKnob, Tomato, Vase, Window, WineBottle",
  },
  2: {
    receptacles:
      "Cabinet 9, CoffeeMachine 1, CounterTop 2, Drawer 13, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 6, Toaster 1",
    openable: "Cabinet 9, Drawer 9, Fridge 1, Microwave 1",
    shared:
      "Cabinet+Cabinet, Cabinet+Cabinet, Cabinet+Cabinet, Drawer+Drawer, Drawer+Drawer+StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, CellPhone, Chair, Cup, DishSponge, Egg, Fork, Kettle, Knife, Ladle, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  3: {
    receptacles:
      "Cabinet 4, CoffeeMachine 1, CounterTop 1, Drawer 8, Fridge 1, GarbageCan 1, Microwave 1, SideTable 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 4, Drawer 6, Fridge 1, Microwave 1",
    shared: "StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, Chair, Cup, DishSponge, Egg, Fork, HousePlant, Kettle, Knife, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window, WineBottle",
  },
  4: {
    receptacles:
      "Cabinet 2, CoffeeMachine 1, CounterTop 3, DiningTable 1, Drawer 6, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 2, Drawer 6, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, Drawer+Drawer, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Cup, DishSponge, Egg, Fork, HousePlant, Knife, Ladle, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  5: {
    receptacles:
      "Cabinet 20, CoffeeMachine 1, CounterTop 3, Drawer 3, Fridge 1, GarbageCan 1, Microwave 1, Shelf 3, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 20, Drawer 3, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, Cabinet+Cabinet, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, HousePlant, Kettle, Knife, Ladle, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, Statue, StoveKnob, Tomato, Vase",
  },
  6: {
    receptacles:
      "Cabinet 15, CoffeeMachine 1, CounterTop 4, Drawer 4, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 15, Drawer 4, Fridge 1, Microwave 1",
    shared: "CoffeeMachine+CounterTop, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Kettle, Knife, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  7: {
    receptacles:
      "Cabinet 13, CoffeeMachine 1, CounterTop 2, DiningTable 1, Drawer 4, Fridge 1, GarbageCan 1, Microwave 1, Shelf 3, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 13, Drawer 4, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, CounterTop+StoveBurner+Toaster",
    objects:
      "Apple, Book, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, HousePlant, Kettle, Knife, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, Statue, StoveKnob, Tomato, Vase, Window, WineBottle",
  },
  8: {
    receptacles:
      "Cabinet 18, CoffeeMachine 1, CounterTop 4, Drawer 7, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 18, Drawer 7, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Glassbottle, HousePlant, Kettle, Knife, Ladle, Lettuce, LightSwitch, Mug, Pan, Pen, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, SprayBottle, StoveKnob, Tomato, Window",
  },
  10: {
    receptacles:
      "Cabinet 6, CoffeeMachine 1, CounterTop 3, Drawer 3, Fridge 1, GarbageCan 1, Microwave 1, Shelf 3, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 3, Drawer 3, Fridge 1, Microwave 1",
    shared: "CoffeeMachine+CounterTop, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, CellPhone, Chair, CreditCard, Cup, DishSponge, Egg, Fork, Glassbottle, HousePlant, Knife, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, Statue, StoveKnob, Tomato, Vase, Window",
  },
  11: {
    receptacles:
      "Cabinet 10, CoffeeMachine 1, CounterTop 3, DiningTable 1, Drawer 6, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 10, Drawer 5, Fridge 1, Microwave 1",
    shared: "CounterTop+Toaster, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Kettle, Knife, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  12: {
    receptacles:
      "Cabinet 19, CoffeeMachine 1, CounterTop 3, Drawer 4, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 15, Drawer 4, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, CounterTop+Toaster, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Knife, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  13: {
    receptacles:
      "Cabinet 26, CoffeeMachine 1, CounterTop 3, Drawer 12, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 17, Drawer 8, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, Drawer+Drawer",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Cup, Curtains, DishSponge, Egg, Fork, Knife, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, Pencil, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window, WineBottle",
  },
  14: {
    receptacles: "Cabinet 8, CoffeeMachine 1, CounterTop 2, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 4, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, CoffeeMachine+CounterTop",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Knife, Ladle, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  15: {
    receptacles:
      "Cabinet 11, CoffeeMachine 1, CounterTop 2, DiningTable 1, Drawer 3, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 8, Drawer 3, Fridge 1, Microwave 1",
    shared: "CoffeeMachine+CounterTop",
    objects:
      "Apple, Blinds, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Kettle, Knife, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window, WineBottle",
  },
  16: {
    receptacles:
      "Cabinet 27, CoffeeMachine 1, CounterTop 2, DiningTable 1, Drawer 12, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 21, Drawer 12, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, Cabinet+Cabinet, CounterTop+Toaster, Drawer+Drawer, Drawer+Drawer, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Glassbottle, HousePlant, Knife, Ladle, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window, WineBottle",
  },
  17: {
    receptacles:
      "Cabinet 20, CoffeeMachine 1, CounterTop 2, DiningTable 2, Drawer 6, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 9, Fridge 1, Microwave 1",
    shared:
      "Cabinet+Cabinet, Cabinet+Cabinet, Cabinet+Cabinet, Cabinet+Drawer, Cabinet+Drawer+Drawer, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, CellPhone, Chair, Cup, DishSponge, Egg, Fork, Glassbottle, Kettle, Knife, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, SprayBottle, StoveKnob, Tomato, Window, WineBottle",
  },
  18: {
    receptacles:
      "Cabinet 16, CoffeeMachine 1, CounterTop 2, DiningTable 1, Drawer 5, Fridge 1, GarbageCan 1, Microwave 1, Safe 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 13, Drawer 5, Fridge 1, Microwave 1, Safe 1",
    shared: "Cabinet+Cabinet, CoffeeMachine+CounterTop, CounterTop+Toaster, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Blinds, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, HousePlant, Kettle, Knife, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  19: {
    receptacles:
      "Cabinet 21, CoffeeMachine 1, CounterTop 2, DiningTable 1, Drawer 5, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 13, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Knife, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato",
  },
  20: {
    receptacles:
      "Cabinet 13, CoffeeMachine 1, CounterTop 1, DiningTable 1, Drawer 1, Fridge 1, GarbageCan 1, Microwave 1, Shelf 3, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 11, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, CounterTop+Toaster, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Knife, Ladle, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window, WineBottle",
  },
  21: {
    receptacles:
      "Cabinet 4, CoffeeMachine 1, CounterTop 1, DiningTable 3, Drawer 1, Fridge 1, GarbageCan 1, Microwave 1, SideTable 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 4, Drawer 1, Fridge 1, Microwave 1",
    shared: "",
    objects:
      "Apple, Blinds, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Knife, Lettuce, LightSwitch, Mirror, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  22: {
    receptacles:
      "Cabinet 20, CoffeeMachine 1, CounterTop 3, Drawer 3, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 20, Drawer 2, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, Cabinet+Cabinet, StoveBurner+StoveBurner+StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, CreditCard, Cup, DishSponge, Egg, Fork, Kettle, Knife, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  23: {
    receptacles:
      "Cabinet 10, CoffeeMachine 1, CounterTop 1, DiningTable 1, Drawer 2, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 6, Drawer 1, Fridge 1, Microwave 1",
    shared: "CoffeeMachine+CounterTop",
    objects:
      "Apple, Blinds, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Glassbottle, Knife, Lettuce, LightSwitch, Mug, Pan, Pen, Pencil, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window, WineBottle",
  },
  24: {
    receptacles:
      "Cabinet 23, CoffeeMachine 1, CounterTop 3, DiningTable 1, Drawer 4, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 21, Drawer 3, Fridge 1, Microwave 1",
    shared:
      "Cabinet+Cabinet, Cabinet+Cabinet, Cabinet+Cabinet, Cabinet+Drawer, CounterTop+Toaster, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Knife, Lettuce, LightSwitch, Mug, Pan, PaperTowelRoll, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  25: {
    receptacles:
      "Cabinet 13, CoffeeMachine 1, CounterTop 1, Drawer 5, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 8, Drawer 5, Fridge 1, Microwave 1",
    shared: "Cabinet+StoveBurner, CoffeeMachine+CounterTop, Drawer+SinkBasin, GarbageCan+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, DishSponge, Egg, Fork, Knife, Ladle, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  26: {
    receptacles:
      "Cabinet 10, CoffeeMachine 1, CounterTop 2, DiningTable 2, Drawer 3, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 5, Drawer 3, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, Cabinet+Cabinet, Cabinet+GarbageCan, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Cup, DishSponge, Egg, Fork, Knife, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  27: {
    receptacles:
      "Cabinet 12, CoffeeMachine 1, CounterTop 2, DiningTable 1, Drawer 3, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 9, Drawer 3, Fridge 1, Microwave 1",
    shared: "Cabinet+Cabinet, CounterTop+Toaster, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, Chair, Cup, Curtains, DishSponge, Egg, Fork, Knife, Ladle, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, WineBottle",
  },
  28: {
    receptacles:
      "Cabinet 11, CoffeeMachine 1, CounterTop 2, DiningTable 2, Drawer 3, Fridge 1, GarbageCan 1, Microwave 1, SideTable 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 9, Drawer 1, Fridge 1, Microwave 1",
    shared: "StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Blinds, Bowl, Bread, ButterKnife, Cup, DishSponge, Egg, Fork, Knife, Lettuce, LightSwitch, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  30: {
    receptacles:
      "Cabinet 13, CoffeeMachine 1, CounterTop 4, Drawer 27, Fridge 1, GarbageCan 1, Microwave 1, SinkBasin 1, StoveBurner 4, Toaster 1",
    openable: "Cabinet 13, Drawer 27, Fridge 1, Microwave 1",
    shared:
      "Cabinet+Cabinet, Drawer+Drawer, Drawer+Drawer, Drawer+Drawer, Drawer+Drawer+Drawer, StoveBurner+StoveBurner, StoveBurner+StoveBurner",
    objects:
      "Apple, Bowl, Bread, ButterKnife, CellPhone, Cup, DishSponge, Egg, Fork, Glassbottle, HousePlant, Kettle, Knife, Ladle, Lettuce, LightSwitch, Mirror, Mug, Pan, PepperShaker, Plate, Pot, Potato, SaltShaker, Sink, SoapBottle, Spatula, Spoon, StoveKnob, Tomato, Window",
  },
  201: {
    receptacles: "ArmChair 2, CoffeeTable 1, DiningTable 2, Drawer 2, GarbageCan 1, SideTable 2, Sofa 1, TVStand 1",
    openable: "Drawer 2",
    shared: "",
    objects:
      "Book, Bowl, Box, Chair, CreditCard, Curtains, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pen, Pencil, Pillow, Plate, RemoteControl, Statue, Television, TissueBox, Vase, Watch, Window",
  },
  202: {
    receptacles: "ArmChair 1, CoffeeTable 1, GarbageCan 1, SideTable 1, Sofa 1, TVStand 1",
    openable: "",
    shared: "",
    objects:
      "Book, Box, CreditCard, Curtains, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, RemoteControl, Statue, Television, Watch, Window",
  },
  203: {
    receptacles: "ArmChair 1, CoffeeTable 1, DiningTable 1, Drawer 7, GarbageCan 1, Ottoman 1, SideTable 1, Sofa 1",
    openable: "Drawer 6",
    shared: "",
    objects:
      "Book, Boots, Bowl, Box, CellPhone, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pencil, Pillow, Plate, RemoteControl, Television, TissueBox, Vase, Watch, WateringCan, Window",
  },
  204: {
    receptacles: "ArmChair 1, CoffeeTable 1, Desk 1, DiningTable 1, Drawer 6, GarbageCan 1, Safe 1, Shelf 3, Sofa 2, TVStand 1",
    openable: "Drawer 6, Safe 1",
    shared: "Drawer+Drawer, Drawer+Drawer+Drawer+Safe",
    objects:
      "Box, CellPhone, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, RemoteControl, Statue, Television, Vase, WateringCan, Window",
  },
  205: {
    receptacles: "ArmChair 2, DiningTable 1, Drawer 4, Dresser 1, GarbageCan 1, Ottoman 1, SideTable 3, Sofa 1",
    openable: "Drawer 4",
    shared: "",
    objects:
      "Box, Chair, CreditCard, Curtains, DeskLamp, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, RemoteControl, Statue, Television, Watch, WateringCan, Window",
  },
  206: {
    receptacles: "ArmChair 1, CoffeeTable 1, GarbageCan 1, Shelf 14, Sofa 1, TVStand 2",
    openable: "",
    shared: "GarbageCan+TVStand",
    objects:
      "Bowl, Box, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, RemoteControl, Statue, Television, Vase, Window",
  },
  207: {
    receptacles: "ArmChair 2, CoffeeTable 2, GarbageCan 1, Shelf 8, Sofa 1, TVStand 1",
    openable: "",
    shared: "Shelf+Shelf, Shelf+TVStand",
    objects:
      "Box, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, RemoteControl, Statue, Television, Vase, Watch, Window",
  },
  208: {
    receptacles: "ArmChair 1, DiningTable 1, Drawer 1, GarbageCan 1, Ottoman 1, Shelf 8, SideTable 1, Sofa 1, TVStand 1",
    openable: "Drawer 1",
    shared: "Shelf+Shelf+TVStand",
    objects:
      "Box, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, RemoteControl, Statue, Television, Vase",
  },
  209: {
    receptacles: "ArmChair 1, CoffeeTable 1, Drawer 4, Dresser 1, GarbageCan 1, SideTable 2, Sofa 1",
    openable: "Drawer 3",
    shared: "",
    objects:
      "Book, Box, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Mirror, Newspaper, Painting, Pen, Pillow, RemoteControl, Statue, Television, Vase, Watch, WateringCan, Window",
  },
  210: {
    receptacles: "ArmChair 1, CoffeeTable 2, Drawer 8, Dresser 2, GarbageCan 1, Ottoman 1, Sofa 1",
    openable: "Drawer 8",
    shared: "",
    objects:
      "Box, Chair, CreditCard, Curtains, DeskLamp, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, RemoteControl, Statue, Television, Watch, WateringCan, Window",
  },
  211: {
    receptacles: "ArmChair 1, CoffeeTable 1, Drawer 1, GarbageCan 1, Shelf 5, SideTable 2, Sofa 1, TVStand 1",
    openable: "Drawer 1",
    shared: "Drawer+SideTable",
    objects:
      "Box, CellPhone, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, Plate, RemoteControl, Statue, Television, Vase, Window",
  },
  212: {
    receptacles: "ArmChair 2, CoffeeTable 1, Drawer 1, GarbageCan 1, Shelf 4, SideTable 1, Sofa 1, TVStand 2",
    openable: "Drawer 1",
    shared: "Drawer+SideTable",
    objects:
      "Boots, Box, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pen, Pencil, Pillow, RemoteControl, Statue, Television, TissueBox, WateringCan, Window",
  },
  213: {
    receptacles: "ArmChair 2, CoffeeTable 1, DiningTable 1, Drawer 12, Dresser 1, GarbageCan 1, SideTable 3, Sofa 1",
    openable: "Drawer 12",
    shared: "Drawer+Drawer",
    objects:
      "Book, Box, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, RemoteControl, Statue, Television, Watch, Window",
  },
  214: {
    receptacles: "ArmChair 1, CoffeeTable 1, GarbageCan 1, Shelf 2, SideTable 1, Sofa 2",
    openable: "",
    shared: "",
    objects:
      "Box, CreditCard, Curtains, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, Plate, RemoteControl, Statue, Television, Vase, WateringCan, Window",
  },
  216: {
    receptacles: "ArmChair 1, DiningTable 1, Drawer 4, GarbageCan 1, Shelf 1, SideTable 3, Sofa 1",
    openable: "Drawer 4",
    shared: "",
    objects:
      "Box, Chair, CreditCard, DeskLamp, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, RemoteControl, Statue, Television, TissueBox, Vase, Window",
  },
  217: {
    receptacles: "ArmChair 2, Cabinet 4, CoffeeTable 1, Drawer 4, Dresser 1, GarbageCan 1, SideTable 1, Sofa 1",
    openable: "Cabinet 4, Drawer 4",
    shared: "",
    objects:
      "Box, Chair, CreditCard, Curtains, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, RemoteControl, Statue, Television, Watch, WateringCan, Window",
  },
  218: {
    receptacles: "CoffeeTable 1, DiningTable 1, Drawer 4, Dresser 1, GarbageCan 1, SideTable 2, Sofa 1",
    openable: "Drawer 4",
    shared: "",
    objects:
      "Box, CellPhone, Chair, CreditCard, Curtains, DeskLamp, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, Plate, RemoteControl, Statue, Television, WateringCan, Window",
  },
  219: {
    receptacles: "ArmChair 1, Cabinet 4, Drawer 5, Dresser 1, GarbageCan 1, Safe 1, Shelf 12, SideTable 1, Sofa 1",
    openable: "Cabinet 4, Drawer 5, Safe 1",
    shared: "Cabinet+Cabinet, Cabinet+Cabinet, Shelf+Shelf",
    objects:
      "Box, CellPhone, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, RemoteControl, Statue, Television, TissueBox, Vase, Watch",
  },
  220: {
    receptacles: "ArmChair 1, CoffeeTable 1, DiningTable 2, Drawer 6, Dresser 1, GarbageCan 1, SideTable 1, Sofa 2, TVStand 1",
    openable: "Drawer 6",
    shared: "DiningTable+DiningTable",
    objects:
      "Boots, Box, Candle, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, RemoteControl, Statue, Television, TissueBox, Window",
  },
  221: {
    receptacles: "ArmChair 1, CoffeeTable 2, DiningTable 1, Drawer 1, GarbageCan 1, SideTable 1, Sofa 1",
    openable: "Drawer 1",
    shared: "",
    objects:
      "Box, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pen, Pillow, Plate, RemoteControl, Statue, Television, Vase, Window",
  },
  222: {
    receptacles: "ArmChair 1, CoffeeTable 1, Drawer 7, GarbageCan 1, SideTable 3, Sofa 2, TVStand 1",
    openable: "Drawer 7",
    shared: "Drawer+Drawer, Drawer+Drawer",
    objects:
      "Box, CreditCard, Curtains, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, RemoteControl, Statue, Television, Watch, Window",
  },
  223: {
    receptacles: "ArmChair 3, CoffeeTable 1, DiningTable 2, GarbageCan 1, Sofa 1, TVStand 1",
    openable: "",
    shared: "",
    objects:
      "Box, Candle, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pillow, Plate, RemoteControl, Statue, Television, Vase, WateringCan, Window",
  },
  224: {
    receptacles: "ArmChair 1, Cabinet 1, Drawer 21, Dresser 1, GarbageCan 1, SideTable 5, Sofa 1",
    openable: "Drawer 19",
    shared: "Drawer+Drawer, Drawer+Drawer, Drawer+Drawer",
    objects:
      "Book, Box, CellPhone, Chair, CreditCard, DeskLamp, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, RemoteControl, Statue, Television, Vase, WateringCan, Window",
  },
  225: {
    receptacles: "ArmChair 1, CoffeeTable 1, Drawer 1, GarbageCan 1, Shelf 6, SideTable 1, Sofa 2, TVStand 1",
    openable: "Drawer 1",
    shared: "Shelf+TVStand",
    objects:
      "Box, Chair, CreditCard, DeskLamp, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, RemoteControl, Statue, Television, TissueBox, Vase, Watch, Window",
  },
  227: {
    receptacles: "ArmChair 2, Cabinet 8, CoffeeTable 2, DiningTable 1, Drawer 7, GarbageCan 1, Shelf 13, Sofa 1",
    openable: "Cabinet 8, Drawer 7",
    shared: "",
    objects:
      "Box, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, Plate, RemoteControl, Statue, Television, Vase, Window",
  },
  228: {
    receptacles: "CoffeeTable 1, DiningTable 1, Drawer 1, GarbageCan 1, SideTable 2, Sofa 2",
    openable: "Drawer 1",
    shared: "",
    objects:
      "Box, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Newspaper, Painting, Pillow, Plate, RemoteControl, Statue, Television, Vase, Watch, Window",
  },
  229: {
    receptacles: "ArmChair 1, CoffeeTable 1, Drawer 4, Dresser 1, GarbageCan 1, SideTable 3, Sofa 1",
    openable: "Drawer 4",
    shared: "",
    objects:
      "Book, Boots, Box, CellPhone, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Painting, Pen, Pencil, Pillow, RemoteControl, Statue, Television, TissueBox, WateringCan, Window",
  },
  230: {
    receptacles: "ArmChair 2, CoffeeTable 2, DiningTable 1, GarbageCan 1, SideTable 2, Sofa 1",
    openable: "",
    shared: "",
    objects:
      "Boots, Box, Candle, Chair, CreditCard, FloorLamp, HousePlant, KeyChain, Laptop, LightSwitch, Mirror, Newspaper, Painting, Pillow, Plate, RemoteControl, Statue, Television, TissueBox, Watch, Window",
  },
  301: {
    receptacles: "Bed 1, Desk 1, Drawer 17, Dresser 1, GarbageCan 1, Shelf 6",
    openable: "Drawer 7",
    shared: "Drawer+Drawer, Drawer+Drawer, Drawer+Drawer+Drawer, Drawer+Drawer+Drawer, Shelf+Shelf",
    objects:
      "AlarmClock, BaseballBat, BasketBall, Blinds, Book, Boots, Bowl, Box, CD, CellPhone, Chair, CreditCard, DeskLamp, KeyChain, Laptop, LightSwitch, Mirror, Mug, Pen, Pencil, Pillow, Statue, TissueBox, Watch, Window",
  },
  302: {
    receptacles: "Bed 1, Desk 1, Drawer 3, GarbageCan 1, Safe 1, Shelf 5, SideTable 2",
    openable: "Drawer 2, Safe 1",
    shared: "",
    objects:
      "AlarmClock, Blinds, Book, Bowl, CD, CellPhone, Chair, CreditCard, DeskLamp, HousePlant, KeyChain, Laptop, LightSwitch, Mirror, Painting, Pen, Pencil, Pillow, TeddyBear, TennisRacket, Window",
  },
  303: {
    receptacles: "Bed 1, Desk 1, Drawer 5, Dresser 1, GarbageCan 1, Shelf 12, SideTable 1",
    openable: "Drawer 3",
    shared: "Drawer+Drawer+Dresser, Shelf+Shelf, Shelf+Shelf",
    objects:
      "AlarmClock, BaseballBat, Blinds, Book, Box, CD, CellPhone, Chair, Cloth, CreditCard, DeskLamp, KeyChain, Laptop, LightSwitch, Mirror, Mug, Pen, Pencil, Pillow, Poster, TennisRacket, Vase, Window",
  },
  304: {
    receptacles: "Bed 2, Desk 1, Drawer 3, GarbageCan 1, LaundryHamper 1, Shelf 1",
    openable: "",
    shared: "Desk+Drawer+Drawer+Drawer",
    objects:
      "AlarmClock, BasketBall, Blinds, Book, Bowl, Box, CD, CellPhone, Chair, CreditCard, DeskLamp, KeyChain, Laptop, LaundryHamperLid, LightSwitch, Mirror, Mug, Pen, Pencil, Pillow, Statue, Window",
  },
  305: {
    receptacles: "Bed 1, Desk 1, Drawer 5, Dresser 1, GarbageCan 1, LaundryHamper 1, Shelf 1",
    openable: "Drawer 3",
    shared: "Drawer+Drawer",
    objects:
      "AlarmClock, BaseballBat, BasketBall, Blinds, Book, Bowl, Box, CD, CellPhone, Chair, CreditCard, DeskLamp, KeyChain, Laptop, LaundryHamperLid, LightSwitch, Mirror, Mug, Pen, Pencil, Pillow, Poster, Window",
  },
  306: {
    receptacles: "Bed 1, Desk 1, Drawer 5, GarbageCan 1, LaundryHamper 1, Shelf 1, SideTable 1",
    openable: "Drawer 5",
    shared: "",
    objects:
      "AlarmClock, Blinds, Book, CD, CellPhone, Chair, CreditCard, DeskLamp, KeyChain, Laptop, LaundryHamperLid, LightSwitch, Mirror, Pen, Pencil, Pillow, TeddyBear, Window",
  },
  307: {
    receptacles: "Bed 1, Desk 1, Drawer 3, GarbageCan 1, LaundryHamper 1, Shelf 2, SideTable 1",
    openable: "Drawer 3",
    shared: "Drawer+Drawer",
    objects:
      "AlarmClock, Blinds, Book, Bowl, CD, CellPhone, Chair, Cloth, CreditCard, DeskLamp, KeyChain, Laptop, LaundryHamperLid, LightSwitch, Mirror, Painting, Pen, Pencil, Pillow, Poster, RemoteControl, Television, TennisRacket, Window",
  },
  308: {
    receptacles: "Bed 1, Desk 2, Drawer 6, GarbageCan 1, LaundryHamper 1, Safe 1, Shelf 6",
    openable: "Drawer 3, Safe 1",
    shared: "Drawer+Drawer",
    objects:
      "AlarmClock, BaseballBat, BasketBall, Blinds, Book, Bowl, CD, CellPhone, Chair, CreditCard, DeskLamp, KeyChain, Laptop, LaundryHamperLid, LightSwitch, Mirror, Mug, Pen, Pencil, Pillow, Window",
  },
  309: {
    receptacles: "ArmChair 3, Bed 1, Cabinet 2, Desk 1, Drawer 4, GarbageCan 1, LaundryHamper 1, Safe 1, SideTable 1",
    openable: "Cabinet 2, Drawer 3",
    shared: "",
    objects:
      "AlarmClock, Blinds, Book, CD, CellPhone, Chair, CreditCard, DeskLamp, HousePlant, KeyChain, Laptop, LaundryHamperLid, LightSwitch, Mirror, Mug, Pen, Pencil, Pillow, RemoteControl, TeddyBear, Television, Window",
  },
  310: {
    receptacles: "Bed 1, Cabinet 4, Desk 1, Drawer 2, GarbageCan 1, Shelf 1, SideTable 1",
    openable: "Cabinet 4, Drawer 2",
    shared: "Cabinet+Cabinet, Cabinet+Shelf",
    objects:
      "AlarmClock, BaseballBat, BasketBall, Blinds, Book, Box, CD, CellPhone, Chair, CreditCard, KeyChain, Laptop, LightSwitch, Mirror, Pen, Pencil, Pillow, Poster, TennisRacket, Window",
  },
  311: {
    receptacles: "ArmChair 2, Bed 1, CounterTop 1, DiningTable 1, Drawer 2, Dresser 1, GarbageCan 1, LaundryHamper 1, SideTable 1",
    openable: "Drawer 2",
    shared: "",
    objects:
      "AlarmClock, Blinds, Book, Bowl, CD, CellPhone, Chair, CreditCard, KeyChain, Laptop, LaundryHamperLid, LightSwitch, Mirror, Mug, Painting, Pen, Pencil, Pillow, RemoteControl, Television, Window",
  },
  312: {
    receptacles: "Bed 1, Desk 1, Drawer 2, GarbageCan 1, Shelf 8, SideTable 1",
    openable: "Drawer 2",
    shared: "Shelf+Shelf, Shelf+Shelf",
    objects:
      "AlarmClock, BasketBall, Book, CD, CellPhone, Chair, CreditCard, KeyChain, Laptop, LightSwitch, Mirror, Pen, Pencil, Pillow, Window",
  },
  313: {
    receptacles: "Bed 1, Desk 1, Drawer 6, GarbageCan 1, Shelf 2, SideTable 1",
    openable: "Drawer 6",
    shared: "",
    objects:
      "AlarmClock, BaseballBat, Blinds, Book, Box, CD, CellPhone, Chair, CreditCard, HousePlant, KeyChain, Laptop, LightSwitch, Mirror, Mug, Painting, Pen, Pencil, Pillow, TeddyBear, TennisRacket, TissueBox, Window",
  },
  314: {
    receptacles: "Bed 1, Desk 1, Drawer 5, Dresser 1, GarbageCan 1",
    openable: "Drawer 5",
    shared: "",
    objects:
      "AlarmClock, BasketBall, Blinds, Book, Box, CD, CellPhone, Chair, CreditCard, DeskLamp, KeyChain, Laptop, LightSwitch, Mirror, Painting, Pen, Pencil, Pillow, Window",
  },
  316: {
    receptacles: "Bed 1, Desk 1, Drawer 2, GarbageCan 1, Shelf 1, SideTable 1",
    openable: "Drawer 1",
    shared: "",
    objects:
      "AlarmClock, BaseballBat, Blinds, Book, Bowl, Box, CD, CellPhone, Chair, CreditCard, DeskLamp, HousePlant, KeyChain, Laptop, LightSwitch, Mirror, Pen, Pencil, Pillow, Window",
  },
  317: {
    receptacles: "Bed 1, Drawer 11, Dresser 1, GarbageCan 1, LaundryHamper 1, Safe 1, SideTable 1",
    openable: "Drawer 11, Safe 1",
    shared: "Drawer+Drawer, Drawer+Drawer",
    objects:
      "AlarmClock, Blinds, Book, Bowl, Box, CD, CellPhone, Cloth, CreditCard, DeskLamp, KeyChain, Laptop, LaundryHamperLid, LightSwitch, Mirror, Pen, Pencil, Pillow, Poster, TeddyBear, Window",
  },
  318: {
    receptacles: "ArmChair 1, Bed 2, Cabinet 1, Desk 2, Drawer 13, Dresser 2, GarbageCan 1",
    openable: "Cabinet 1, Drawer 10",
    shared: "Drawer+Drawer, Drawer+Dresser",
    objects:
      "AlarmClock, Blinds, Book, Box, CD, CellPhone, Chair, CreditCard, DeskLamp, KeyChain, Laptop, LightSwitch, Mirror, Mug, Painting, Pen, Pencil, Pillow, TennisRacket, Window",
  },
  319: {
    receptacles: "Bed 1, Drawer 10, Dresser 1, GarbageCan 1, Shelf 9",
    openable: "Drawer 10",
    shared: "Drawer+Drawer, Drawer+Drawer",
    objects:
      "AlarmClock, BasketBall, Blinds, Book, Box, CD, CellPhone, CreditCard, DeskLamp, Footstool, HousePlant, KeyChain, Laptop, LightSwitch, Mirror, Painting, Pen, Pencil, Pillow, Statue, Window",
  },
  320: {
    receptacles: "Bed 1, Desk 2, GarbageCan 1, Shelf 5",
    openable: "",
    shared: "Shelf+Shelf",
    objects:
      "AlarmClock, BasketBall, Book, CD, CellPhone, Chair, CreditCard, Curtains, DeskLamp, KeyChain, Laptop, LightSwitch, Mirror, Pen, Pencil, Pillow, TeddyBear, TennisRacket, Window",
  },
  321: {
    receptacles: "ArmChair 1, Bed 1, DiningTable 1, Drawer 2, GarbageCan 1, SideTable 2",
    openable: "Drawer 2",
    shared: "Drawer+SideTable",
    objects:
      "AlarmClock, Blinds, Book, CD, CellPhone, Chair, CreditCard, KeyChain, Laptop, LightSwitch, Mirror, Painting, Pen, Pencil, Pillow, TissueBox, Window",
  },
  322: {
    receptacles: "ArmChair 1, Bed 1, Cabinet 4, Drawer 6, Dresser 1, GarbageCan 1, SideTable 2",
    openable: "Cabinet 4, Drawer 4",
    shared: "",
    objects:
      "AlarmClock, BaseballBat, Book, CD, CellPhone, Cloth, CreditCard, Curtains, KeyChain, Laptop, LightSwitch, Mirror, Mug, Painting, Pen, Pencil, Pillow, Window",
  },
  323: {
    receptacles: "Bed 2, Desk 1, Drawer 11, Dresser 1, GarbageCan 1, Safe 1, SideTable 2",
    openable: "Drawer 11, Safe 1",
    shared: "Drawer+Drawer",
    objects:
      "AlarmClock, Blinds, Book, Bowl, CD, CellPhone, Chair, CreditCard, DeskLamp, KeyChain, Laptop, LightSwitch, Mirror, Mug, Pen, Pencil, Pillow, TeddyBear, Window",
  },
  324: {
    receptacles: "Bed 1, Drawer 10, Dresser 1, GarbageCan 1, Shelf 7",
    openable: "Drawer 10",
    shared: "Drawer+Drawer, Drawer+Drawer, Shelf+Shelf+Shelf",
    objects:
      "AlarmClock, BaseballBat, Blinds, Book, CD, CellPhone, CreditCard, DeskLamp, KeyChain, Laptop, LightSwitch, Mirror, Mug, Painting, Pen, Pencil, Pillow, TennisRacket, Window",
  },
  326: {
    receptacles: "Bed 2, DiningTable 1, Drawer 2, GarbageCan 1, Shelf 14, SideTable 1",
    openable: "Drawer 2",
    shared: "",
    objects:
      "AlarmClock, BaseballBat, BasketBall, Blinds, Book, Bowl, CD, CellPhone, Chair, Cloth, CreditCard, KeyChain, Laptop, LightSwitch, Mirror, Mug, Pen, Pencil, Pillow, Poster, TeddyBear, TennisRacket, Watch, Window",
  },
  327: {
    receptacles: "Bed 1, Desk 1, Drawer 8, Dresser 1, GarbageCan 1, Shelf 5",
    openable: "Drawer 7",
    shared: "Drawer+Drawer, Drawer+Dresser",
    objects:
      "AlarmClock, BaseballBat, BasketBall, Blinds, Book, Boots, Bowl, CD, CellPhone, Chair, CreditCard, DeskLamp, KeyChain, Laptop, LightSwitch, Mirror, Pen, Pencil, Pillow, Window",
  },
  328: {
    receptacles: "Bed 1, Desk 1, Drawer 2, GarbageCan 1, Shelf 1, SideTable 1",
    openable: "Drawer 2",
    shared: "",
    objects:
      "AlarmClock, Blinds, Book, CD, CellPhone, Chair, CreditCard, DeskLamp, HousePlant, KeyChain, Laptop, LightSwitch, Mirror, Mug, Pen, Pencil, Pillow, TeddyBear, TennisRacket, TissueBox, Window",
  },
  329: {
    receptacles: "Bed 1, DiningTable 1, Drawer 4, GarbageCan 1, SideTable 2",
    openable: "Drawer 2",
    shared: "Drawer+SideTable",
    objects:
      "AlarmClock, BaseballBat, Blinds, Book, Box, CD, CellPhone, CreditCard, KeyChain, Laptop, LightSwitch, Mirror, Mug, Painting, Pen, Pencil, Pillow, Window",
  },
  330: {
    receptacles: "ArmChair 1, Bed 1, Drawer 16, Dresser 2, GarbageCan 1, Shelf 2, SideTable 2",
    openable: "Drawer 14",
    shared: "Drawer+Drawer, Drawer+Dresser",
    objects:
      "AlarmClock, Blinds, Book, Boots, Bowl, CD, CellPhone, CreditCard, HousePlant, KeyChain, Laptop, LightSwitch, Mirror, Painting, Pen, Pencil, Pillow, Statue, Vase, Window",
  },
  401: {
    receptacles:
      "BathtubBasin 1, Cart 1, GarbageCan 1, HandTowelHolder 2, Shelf 4, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 2",
    openable: "",
    shared: "",
    objects:
      "Bathtub, Candle, Cloth, DishSponge, HandTowel, LightSwitch, Mirror, PaperTowelRoll, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  402: {
    receptacles:
      "BathtubBasin 1, Cabinet 4, CounterTop 1, GarbageCan 1, HandTowelHolder 2, Shelf 1, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 2",
    openable: "Cabinet 4",
    shared: "Cabinet+Cabinet",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, TissueBox, ToiletPaper, Towel, Window",
  },
  403: {
    receptacles:
      "BathtubBasin 1, Cabinet 4, CounterTop 1, GarbageCan 1, HandTowelHolder 1, Shelf 1, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 2",
    openable: "Cabinet 4",
    shared: "",
    objects:
      "Bathtub, Candle, Cloth, DishSponge, HandTowel, LightSwitch, Mirror, PaperTowelRoll, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  405: {
    receptacles:
      "BathtubBasin 1, Cabinet 5, CounterTop 1, GarbageCan 1, HandTowelHolder 2, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 5",
    shared: "Cabinet+Cabinet, GarbageCan+ToiletPaperHanger",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel",
  },
  406: {
    receptacles:
      "BathtubBasin 1, Cabinet 2, CounterTop 1, GarbageCan 1, HandTowelHolder 1, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 2",
    shared: "",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  407: {
    receptacles:
      "BathtubBasin 1, Cabinet 4, CounterTop 1, GarbageCan 1, HandTowelHolder 1, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 4",
    shared: "",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  408: {
    receptacles:
      "BathtubBasin 1, Cabinet 4, CounterTop 1, GarbageCan 1, HandTowelHolder 1, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 4",
    shared: "Cabinet+Cabinet",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel",
  },
  409: {
    receptacles: "CounterTop 1, Drawer 6, GarbageCan 1, HandTowelHolder 2, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 2",
    openable: "Drawer 6",
    shared: "Drawer+Drawer",
    objects:
      "Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel",
  },
  410: {
    receptacles:
      "BathtubBasin 1, CounterTop 1, Drawer 6, GarbageCan 1, HandTowelHolder 2, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 2",
    openable: "Drawer 6",
    shared: "",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel",
  },
  411: {
    receptacles:
      "BathtubBasin 1, CounterTop 2, Drawer 4, GarbageCan 1, HandTowelHolder 1, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 2",
    openable: "Drawer 4",
    shared: "",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  412: {
    receptacles: "Cabinet 4, CounterTop 1, GarbageCan 1, HandTowelHolder 2, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 3",
    shared: "",
    objects:
      "Candle, Cloth, FloorLamp, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  413: {
    receptacles:
      "BathtubBasin 1, Cabinet 4, CounterTop 1, Drawer 4, Dresser 1, GarbageCan 1, HandTowelHolder 1, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 4",
    shared: "Cabinet+GarbageCan, Drawer+Drawer+Drawer+Drawer+Dresser",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  414: {
    receptacles:
      "BathtubBasin 1, Cabinet 9, CounterTop 2, Drawer 1, GarbageCan 1, HandTowelHolder 1, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 9",
    shared: "Cabinet+Cabinet, Cabinet+Cabinet",
    objects:
      "Bathtub, Candle, Cloth, DishSponge, HandTowel, LightSwitch, Mirror, PaperTowelRoll, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  415: {
    receptacles:
      "BathtubBasin 1, CounterTop 1, Drawer 4, Dresser 1, GarbageCan 1, HandTowelHolder 2, Shelf 2, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Drawer 4",
    shared: "",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel",
  },
  416: {
    receptacles: "CounterTop 1, Drawer 2, GarbageCan 1, HandTowelHolder 2, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Drawer 2",
    shared: "",
    objects:
      "Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  417: {
    receptacles: "Cabinet 4, CounterTop 1, GarbageCan 1, HandTowelHolder 1, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 4",
    shared: "Cabinet+Cabinet",
    objects:
      "Candle, Cloth, FloorLamp, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  418: {
    receptacles: "Cabinet 3, CounterTop 1, GarbageCan 1, HandTowelHolder 2, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 3",
    shared: "Cabinet+Cabinet",
    objects:
      "Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  419: {
    receptacles:
      "BathtubBasin 1, Drawer 2, GarbageCan 1, HandTowelHolder 1, SideTable 1, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "",
    shared: "Drawer+Drawer",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, TissueBox, ToiletPaper, Towel",
  },
  420: {
    receptacles: "Drawer 1, GarbageCan 1, HandTowelHolder 1, SideTable 1, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 2",
    openable: "Drawer 1",
    shared: "",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, HousePlant, LightSwitch, Mirror, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  421: {
    receptacles: "CounterTop 1, Drawer 8, GarbageCan 1, HandTowelHolder 1, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Drawer 7",
    shared: "Drawer+Drawer, Drawer+Drawer",
    objects:
      "Candle, Cloth, DishSponge, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel",
  },
  422: {
    receptacles:
      "BathtubBasin 1, Cabinet 5, CounterTop 2, Drawer 2, GarbageCan 1, HandTowelHolder 1, Shelf 2, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 5",
    shared: "",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, TissueBox, ToiletPaper, Towel, Window",
  },
  423: {
    receptacles:
      "BathtubBasin 1, CounterTop 2, Drawer 8, GarbageCan 1, HandTowelHolder 4, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Drawer 8",
    shared: "Drawer+Drawer",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel, Window",
  },
  424: {
    receptacles: "Cabinet 4, CounterTop 1, GarbageCan 1, HandTowelHolder 2, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 4",
    shared: "",
    objects:
      "Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel",
  },
  426: {
    receptacles:
      "BathtubBasin 1, CounterTop 1, Drawer 8, GarbageCan 1, HandTowelHolder 1, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 2",
    openable: "Drawer 7",
    shared: "Drawer+Drawer",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, TissueBox, ToiletPaper, Towel, Window",
  },
  427: {
    receptacles:
      "BathtubBasin 1, CounterTop 1, Drawer 8, GarbageCan 1, HandTowelHolder 2, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Drawer 8",
    shared: "Drawer+Drawer, Drawer+Drawer, Drawer+Drawer, Drawer+Drawer",
    objects:
      "Bathtub, Candle, Cloth, DishSponge, HandTowel, LightSwitch, Mirror, PaperTowelRoll, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, TissueBox, ToiletPaper, Towel",
  },
  428: {
    receptacles: "Cabinet 4, CounterTop 1, GarbageCan 1, HandTowelHolder 1, SinkBasin 2, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Cabinet 4",
    shared: "",
    objects:
      "Candle, Cloth, HandTowel, LightSwitch, Mirror, Painting, Plunger, ScrubBrush, ShowerDoor, Sink, SoapBar, SoapBottle, SprayBottle, ToiletPaper, Towel",
  },
  429: {
    receptacles: "BathtubBasin 1, GarbageCan 1, HandTowelHolder 1, Shelf 3, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "",
    shared: "HandTowelHolder+TowelHolder",
    objects:
      "Bathtub, Candle, Cloth, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, Sink, SoapBar, SoapBottle, SprayBottle, TissueBox, ToiletPaper, Towel, Window",
  },
  430: {
    receptacles:
      "BathtubBasin 1, Cart 1, CounterTop 1, Drawer 4, GarbageCan 1, HandTowelHolder 1, Shelf 1, SinkBasin 1, Toilet 1, ToiletPaperHanger 1, TowelHolder 1",
    openable: "Drawer 4",
    shared: "Drawer+Drawer",
    objects:
      "Bathtub, Candle, Cloth, DishSponge, Footstool, HandTowel, LightSwitch, Mirror, Plunger, ScrubBrush, ShowerDoor, ShowerGlass, Sink, SoapBar, SoapBottle, SprayBottle, TissueBox, ToiletPaper, Towel, Window",
  },
};
const PLAN_GAMES: Readonly<Record<string, Readonly<Record<TaskType, string>>>> = {
  train: {
    look_at_obj_in_light:
      "205:7 210:3 216:14 218:15 224:5 225:7 301:19 302:12 303:14 304:16 305:14 306:13 307:13 309:17 314:9 316:15 317:13 318:6 319:15 320:20 323:16 324:16 327:12 328:17",
    pick_and_place_simple:
      "1:3 2:3 3:1 4:2 5:8 6:5 7:4 8:8 11:1 12:2 13:3 15:8 16:2 17:2 18:3 20:3 21:2 23:5 25:2 26:4 27:2 28:3 30:3 201:12 202:5 203:9 204:3 205:4 206:10 207:12 208:11 209:14 210:6 211:3 212:6 213:4 214:10 216:10 217:15 218:3 220:6 221:4 222:10 223:5 224:4 225:8 227:9 228:5 229:15 230:7 301:3 302:11 304:6 305:5 306:9 307:9 309:9 310:30 311:8 312:6 313:13 314:5 316:7 317:11 318:12 319:13 320:3 321:6 322:13 323:12 324:3 326:8 327:3 328:3 329:16 330:13 401:11 402:7 403:9 405:6 406:4 407:9 408:3 409:12 410:10 411:12 412:11 413:12 414:10 415:6 416:11 417:17 418:7 419:8 420:18 421:12 422:2 423:12 426:13 427:13 428:11 429:10 430:8",
    pick_clean_then_place_in_recep:
      "1:34 2:19 3:22 4:28 5:11 6:15 7:11 8:22 11:20 12:6 13:21 14:19 15:24 16:11 17:12 18:20 19:22 20:27 21:43 22:11 23:18 24:22 25:13 26:10 27:13 30:27 401:6 402:3 403:5 405:3 406:5 407:1 408:15 409:7 410:4 411:7 413:5 414:5 415:12 416:6 418:5 419:2 420:4 421:3 422:8 423:2 426:8 427:10 428:6 429:7 430:10",
    pick_cool_then_place_in_recep:
      "1:41 2:14 4:21 5:32 6:20 7:37 11:19 12:17 13:12 14:13 15:28 16:28 17:36 18:23 19:18 20:28 21:24 22:15 23:20 24:17 25:17 26:17 27:26 30:10",
    pick_heat_then_place_in_recep:
      "1:17 2:20 3:24 4:5 5:18 6:18 7:27 8:13 11:15 12:28 13:23 14:13 15:23 16:14 17:10 18:17 19:13 20:16 21:15 22:15 23:15 24:12 25:18 26:10 27:10 28:30 30:20",
    pick_two_obj_and_place:
      "1:13 2:5 3:10 4:5 5:3 6:3 7:3 8:5 11:1 12:3 13:2 14:2 15:9 16:2 17:4 18:8 19:6 20:6 21:7 22:5 23:2 25:5 26:6 27:3 28:3 30:3 201:7 202:2 203:8 204:3 205:2 206:5 207:10 208:6 209:12 210:2 211:1 212:10 213:7 214:18 216:9 217:21 218:11 220:4 221:3 222:14 223:6 224:9 225:1 227:11 228:5 229:12 230:17 301:5 302:4 303:10 304:9 305:2 306:7 307:14 309:7 310:5 311:13 312:12 313:16 314:9 316:11 317:8 318:12 319:3 320:6 321:12 322:7 323:1 324:9 326:17 327:17 328:7 329:12 330:5 401:7 402:9 403:8 405:8 406:5 407:5 408:7 409:12 410:6 411:9 412:11 413:9 414:9 415:9 416:9 417:15 418:12 419:2 420:6 421:7 422:6 423:12 426:6 427:10 428:13 429:9 430:12",
  },
  valid_seen: {
    look_at_obj_in_light: "205:1 216:1 301:1 302:2 303:1 314:1 316:1 320:1 323:2 327:1 328:1",
    pick_and_place_simple:
      "3:1 4:1 7:1 13:1 201:2 207:2 222:1 224:2 227:1 229:1 230:1 310:1 311:1 318:1 324:1 329:3 330:1 401:2 406:1 407:1 409:1 413:1 414:1 415:2 417:1 418:1 426:1 429:1",
    pick_clean_then_place_in_recep: "2:1 4:2 5:1 8:4 14:1 16:3 19:2 23:1 25:1 26:1 27:1 30:1 401:1 402:1 403:1 405:1 410:1 423:2 428:1",
    pick_cool_then_place_in_recep: "1:2 2:1 5:1 6:1 7:3 11:1 12:2 13:1 14:1 16:1 17:2 18:2 19:1 20:1 21:2 23:1 24:1 27:1",
    pick_heat_then_place_in_recep: "1:2 2:1 3:1 11:1 12:1 14:1 15:1 16:1 21:1 22:1 23:1 24:1 26:2 28:1",
    pick_two_obj_and_place:
      "1:1 13:1 14:1 18:1 203:1 204:1 205:1 213:1 224:1 302:1 304:1 305:1 311:1 313:1 323:1 402:1 407:1 408:1 418:2 419:1 423:1 426:1 429:1",
  },
  valid_train: {
    look_at_obj_in_light: "216:1 302:1 304:1 305:2 307:1 309:2 314:1 316:2 317:1 319:1 323:3 324:1 327:2",
    pick_and_place_simple:
      "5:1 8:1 11:1 12:1 13:1 15:1 17:1 26:1 27:1 202:1 206:1 208:1 213:1 214:1 216:1 222:1 225:1 227:1 229:2 307:1 309:2 313:1 316:1 318:2 319:2 321:2 322:1 402:1 403:1 405:1 410:1 412:2 417:2 427:1 428:3 430:2",
    pick_clean_then_place_in_recep:
      "1:2 2:1 4:1 5:1 7:2 11:1 13:3 14:1 15:1 17:3 20:3 21:2 23:1 24:2 26:1 30:2 401:1 406:1 409:1 416:2 420:1 423:1 428:2 429:1",
    pick_cool_then_place_in_recep: "5:3 7:2 11:2 13:1 14:2 15:1 16:1 17:2 18:2 20:1 23:4 24:2 26:1 27:2 30:2",
    pick_heat_then_place_in_recep: "1:2 2:2 3:1 5:1 6:1 7:1 12:2 14:1 15:2 16:2 20:1 21:2 22:1 23:1 24:1 25:1 27:1 28:2",
    pick_two_obj_and_place:
      "1:1 206:1 207:1 208:3 209:1 210:1 213:1 214:1 220:1 224:1 225:1 230:4 302:1 303:1 306:1 309:1 312:1 313:1 318:2 323:1 327:1 329:3 330:1 401:1 405:1 406:1 409:2 411:1 412:1 413:1 417:2 420:2 426:1 428:1",
  },
  valid_unseen: {
    look_at_obj_in_light: "308:18",
    pick_and_place_simple: "10:9 219:6 308:6 424:3",
    pick_clean_then_place_in_recep: "10:21 424:10",
    pick_cool_then_place_in_recep: "10:21",
    pick_heat_then_place_in_recep: "10:23",
    pick_two_obj_and_place: "10:3 219:5 308:3 424:6",
  },
};

/** A plan's receptacles: class counts, openable counts per class, shared-viewpoint groups of classes. */
export interface PlanReceptacles {
  counts: ReadonlyMap<ReceptacleClass, number>;
  openable: ReadonlyMap<ReceptacleClass, number>;
  shared: readonly (readonly ReceptacleClass[])[];
  /** Object classes present in every game of the plan (fixtures and pickupables). */
  objects: readonly ObjectClass[];
}

const parsedPlans = new Map<number, PlanReceptacles>();

/** Floor plan `scene`'s receptacles as ALFWorld's games have them, or undefined for a plan without games. */
export function planReceptacles(scene: number): PlanReceptacles | undefined {
  const known = parsedPlans.get(scene);
  if (known) return known;
  const text = PLAN_FURNITURE[scene];
  if (!text) return undefined;
  const plan: PlanReceptacles = {
    counts: classCounts(text.receptacles),
    openable: classCounts(text.openable),
    shared: text.shared ? text.shared.split(", ").map((group) => group.split("+") as ReceptacleClass[]) : [],
    objects: text.objects.split(", ") as ObjectClass[],
  };
  parsedPlans.set(scene, plan);
  return plan;
}

function classCounts(text: string): Map<ReceptacleClass, number> {
  const out = new Map<ReceptacleClass, number>();
  for (const entry of text ? text.split(", ") : []) {
    const [cls, n] = entry.split(" ");
    out.set(cls as ReceptacleClass, Number(n));
  }
  return out;
}

/** The split whose plan frequencies a split name follows: an ALFWorld split its own, any other name train's. */
function frequencySplit(split: string): string {
  return split in PLAN_GAMES ? split : "train";
}

const parsedWeights = new Map<string, ReadonlyMap<number, number>>();

/**
 * How many games ALFWorld's split has of a task type on each floor plan, for weighting which plan a
 * generated game of that split stands in (valid_unseen: only its 4 unseen plans).
 */
export function planWeights(split: string, type: TaskType): ReadonlyMap<number, number> {
  const key = `${frequencySplit(split)}/${type}`;
  let out = parsedWeights.get(key);
  if (!out) {
    const weights = new Map<number, number>();
    for (const entry of PLAN_GAMES[frequencySplit(split)]![type].split(" ")) {
      const [scene, n] = entry.split(":");
      weights.set(Number(scene), Number(n));
    }
    parsedWeights.set(key, weights);
    out = weights;
  }
  return out;
}

/** How many games ALFWorld's split has (train 3,553, valid_seen 140, valid_unseen 134, valid_train 200), or undefined. */
export function splitGames(split: string): number | undefined {
  if (!(split in PLAN_GAMES)) return undefined;
  let total = 0;
  for (const type of TASK_TYPES) for (const games of planWeights(split, type).values()) total += games;
  return total;
}

/**
 * `total` games shared among ALFWorld splits in the proportion of their sizes (largest remainder, ties
 * to the earlier split), so `--split valid_seen,valid_unseen --count 1000` mirrors the official 140:134.
 */
export function shareBySplitSize(total: number, splits: readonly string[]): number[] {
  const sizes = splits.map((split) => {
    const size = splitGames(split);
    if (size === undefined)
      throw new SeedworldError("UNKNOWN_SPLIT", `unknown ALFWorld split '${split}' (one of: ${Object.keys(PLAN_GAMES).join(", ")})`);
    return size;
  });
  const sum = sizes.reduce((a, b) => a + b, 0);
  const exact = sizes.map((size) => (total * size) / sum);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  // The remainder is fixed before the loop: recomputing it while filling stopped one short (99 of 100).
  const remainder = total - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < remainder; k++) counts[order[k]![1]]!++;
  return counts;
}

const presenceByScene = new Map<number, Readonly<Partial<Record<ObjectClass, number>>>>();

/**
 * P(a game in floor plan `scene` has the object class): 1 for each class of a plan with games (its
 * games all have the same classes), else the kind's rate over ALFWorld's train games.
 */
export function objectPresence(kind: RoomKind, scene: number): Readonly<Partial<Record<ObjectClass, number>>> {
  let presence = presenceByScene.get(scene);
  if (!presence) {
    const plan = planReceptacles(scene);
    presence = plan ? Object.fromEntries(plan.objects.map((cls) => [cls, 1])) : OBJECT_PRESENCE[kind];
    presenceByScene.set(scene, presence);
  }
  return presence;
}
