// ALFRED's 120 floor plans as ALFWorld's layouts list them: which receptacle classes each plan has and
// how many instances the layouts list. The generator builds a plan from this only when ALFWorld has
// no games on it (ALFRED's 8 test plans); the other 112 come from their games (plans.ts). The listed
// instances of an openable class are exactly its openable ones on every plan with games.
//
// Source: alfworld/alfworld (commit ca98194) alfworld/gen/layouts, counted by
// scripts/data/floorplans-from-layouts.py:
// - a class is present when FloorPlan<N>-objects.json names it or FloorPlan<N>-openable.json lists an
//   instance of it;
// - the number is the count of openable.json instances (receptacles with an interaction viewpoint);
//   0 means present but never listed there (burners, toasters, coffee machines, sinks, most garbage
//   cans and laundry hampers): their counts come from RECEPTACLE_COUNTS (measured on the trials).
import type { ReceptacleClass, RoomKind } from "../vocabulary.js";

type PlanReceptacles = Readonly<Partial<Record<ReceptacleClass, number>>>;

/** Index i is floor plan i+1 of the kind (kitchen 1-30, living room 201-230, bedroom 301-330, bathroom 401-430). */
export const FLOOR_PLANS: Readonly<Record<RoomKind, readonly PlanReceptacles[]>> = {
  kitchen: [
    {
      Cabinet: 8,
      CoffeeMachine: 0,
      CounterTop: 3,
      Drawer: 8,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      Shelf: 2,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan1
    {
      Cabinet: 9,
      CoffeeMachine: 0,
      CounterTop: 2,
      Drawer: 9,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan2
    {
      Cabinet: 4,
      CoffeeMachine: 0,
      CounterTop: 1,
      Drawer: 6,
      Fridge: 1,
      GarbageCan: 1,
      Microwave: 1,
      SideTable: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan3
    {
      Cabinet: 2,
      CoffeeMachine: 0,
      CounterTop: 3,
      DiningTable: 1,
      Drawer: 6,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan4
    {
      Cabinet: 20,
      CoffeeMachine: 0,
      CounterTop: 3,
      Drawer: 3,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      Shelf: 3,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan5
    {
      Cabinet: 15,
      CoffeeMachine: 0,
      CounterTop: 4,
      Drawer: 4,
      Fridge: 1,
      GarbageCan: 1,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan6
    {
      Cabinet: 13,
      CoffeeMachine: 0,
      CounterTop: 1,
      DiningTable: 1,
      Drawer: 4,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      Shelf: 3,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan7
    {
      Cabinet: 18,
      CoffeeMachine: 0,
      CounterTop: 4,
      Drawer: 7,
      Fridge: 1,
      GarbageCan: 1,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan8
    {
      Cabinet: 28,
      CoffeeMachine: 0,
      CounterTop: 3,
      DiningTable: 1,
      Drawer: 11,
      Fridge: 1,
      GarbageCan: 1,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan9
    {
      Cabinet: 3,
      CoffeeMachine: 0,
      CounterTop: 3,
      Drawer: 3,
      Fridge: 1,
      GarbageCan: 1,
      Microwave: 1,
      Shelf: 3,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan10
    {
      Cabinet: 10,
      CoffeeMachine: 0,
      CounterTop: 3,
      DiningTable: 1,
      Drawer: 5,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan11
    {
      Cabinet: 15,
      CoffeeMachine: 0,
      CounterTop: 3,
      Drawer: 4,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan12
    {
      Cabinet: 17,
      CoffeeMachine: 0,
      CounterTop: 3,
      Drawer: 8,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan13
    { Cabinet: 4, CoffeeMachine: 0, CounterTop: 2, Fridge: 1, GarbageCan: 0, Microwave: 1, SinkBasin: 0, StoveBurner: 0, Toaster: 0 }, // FloorPlan14
    {
      Cabinet: 8,
      CoffeeMachine: 0,
      CounterTop: 2,
      DiningTable: 1,
      Drawer: 3,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan15
    {
      Cabinet: 21,
      CoffeeMachine: 0,
      CounterTop: 2,
      DiningTable: 1,
      Drawer: 12,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan16
    {
      Cabinet: 9,
      CoffeeMachine: 0,
      CounterTop: 2,
      DiningTable: 2,
      Drawer: 0,
      Fridge: 1,
      GarbageCan: 1,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan17
    {
      Cabinet: 13,
      CoffeeMachine: 0,
      CounterTop: 2,
      DiningTable: 1,
      Drawer: 5,
      Fridge: 1,
      GarbageCan: 1,
      Microwave: 1,
      Safe: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan18
    {
      Cabinet: 13,
      CoffeeMachine: 0,
      CounterTop: 2,
      DiningTable: 1,
      Drawer: 0,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan19
    {
      Cabinet: 11,
      CoffeeMachine: 0,
      CounterTop: 1,
      DiningTable: 1,
      Drawer: 0,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      Shelf: 3,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan20
    {
      Cabinet: 4,
      CoffeeMachine: 0,
      CounterTop: 1,
      DiningTable: 3,
      Drawer: 1,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SideTable: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan21
    {
      Cabinet: 20,
      CoffeeMachine: 0,
      CounterTop: 3,
      Drawer: 2,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan22
    {
      Cabinet: 6,
      CoffeeMachine: 0,
      CounterTop: 1,
      DiningTable: 1,
      Drawer: 1,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan23
    {
      Cabinet: 21,
      CoffeeMachine: 0,
      CounterTop: 3,
      DiningTable: 1,
      Drawer: 3,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan24
    {
      Cabinet: 8,
      CoffeeMachine: 0,
      CounterTop: 1,
      Drawer: 5,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan25
    {
      Cabinet: 5,
      CoffeeMachine: 0,
      CounterTop: 2,
      DiningTable: 2,
      Drawer: 3,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan26
    {
      Cabinet: 9,
      CoffeeMachine: 0,
      CounterTop: 2,
      DiningTable: 1,
      Drawer: 3,
      Fridge: 1,
      GarbageCan: 1,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan27
    {
      Cabinet: 9,
      CoffeeMachine: 0,
      CounterTop: 2,
      DiningTable: 2,
      Drawer: 1,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SideTable: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan28
    { Cabinet: 6, CoffeeMachine: 0, CounterTop: 2, Fridge: 1, GarbageCan: 0, Microwave: 1, SinkBasin: 0, StoveBurner: 0, Toaster: 0 }, // FloorPlan29
    {
      Cabinet: 13,
      CoffeeMachine: 0,
      CounterTop: 4,
      Drawer: 27,
      Fridge: 1,
      GarbageCan: 0,
      Microwave: 1,
      SinkBasin: 0,
      StoveBurner: 0,
      Toaster: 0,
    }, // FloorPlan30
  ],
  livingroom: [
    { ArmChair: 2, CoffeeTable: 1, DiningTable: 2, Drawer: 2, GarbageCan: 0, SideTable: 2, Sofa: 1, TVStand: 1 }, // FloorPlan201
    { ArmChair: 1, CoffeeTable: 1, GarbageCan: 1, SideTable: 1, Sofa: 1, TVStand: 1 }, // FloorPlan202
    { ArmChair: 1, CoffeeTable: 1, DiningTable: 1, Drawer: 6, GarbageCan: 0, Ottoman: 1, SideTable: 1, Sofa: 1 }, // FloorPlan203
    { ArmChair: 1, CoffeeTable: 1, Desk: 1, DiningTable: 1, Drawer: 6, GarbageCan: 1, Safe: 1, Shelf: 3, Sofa: 2, TVStand: 1 }, // FloorPlan204
    { ArmChair: 2, DiningTable: 1, Drawer: 4, Dresser: 1, GarbageCan: 0, Ottoman: 0, SideTable: 3, Sofa: 1 }, // FloorPlan205
    { ArmChair: 1, CoffeeTable: 1, GarbageCan: 0, Shelf: 14, Sofa: 1, TVStand: 2 }, // FloorPlan206
    { ArmChair: 2, CoffeeTable: 2, GarbageCan: 0, Shelf: 8, Sofa: 1, TVStand: 1 }, // FloorPlan207
    { ArmChair: 1, DiningTable: 1, Drawer: 1, GarbageCan: 1, Ottoman: 1, Shelf: 8, SideTable: 1, Sofa: 1, TVStand: 1 }, // FloorPlan208
    { ArmChair: 1, CoffeeTable: 1, Drawer: 3, Dresser: 1, GarbageCan: 1, SideTable: 2, Sofa: 1 }, // FloorPlan209
    { ArmChair: 1, CoffeeTable: 2, Drawer: 8, Dresser: 2, GarbageCan: 0, Ottoman: 1, Sofa: 1 }, // FloorPlan210
    { ArmChair: 1, CoffeeTable: 1, Drawer: 1, GarbageCan: 0, Shelf: 4, SideTable: 2, Sofa: 1, TVStand: 1 }, // FloorPlan211
    { ArmChair: 2, CoffeeTable: 1, Drawer: 1, GarbageCan: 0, Shelf: 4, SideTable: 1, Sofa: 1, TVStand: 2 }, // FloorPlan212
    { ArmChair: 2, CoffeeTable: 1, DiningTable: 1, Drawer: 12, Dresser: 1, GarbageCan: 0, SideTable: 3, Sofa: 1 }, // FloorPlan213
    { ArmChair: 1, CoffeeTable: 1, GarbageCan: 1, Shelf: 1, SideTable: 1, Sofa: 2 }, // FloorPlan214
    { CoffeeTable: 2, GarbageCan: 0, Shelf: 8, SideTable: 2, Sofa: 1 }, // FloorPlan215
    { ArmChair: 1, DiningTable: 1, Drawer: 4, GarbageCan: 0, Shelf: 1, SideTable: 3, Sofa: 1 }, // FloorPlan216
    { ArmChair: 2, Cabinet: 4, CoffeeTable: 1, Drawer: 4, Dresser: 1, GarbageCan: 1, SideTable: 1, Sofa: 1 }, // FloorPlan217
    { CoffeeTable: 1, DiningTable: 1, Drawer: 4, Dresser: 1, GarbageCan: 1, SideTable: 2, Sofa: 1 }, // FloorPlan218
    { ArmChair: 1, Cabinet: 4, Drawer: 5, Dresser: 1, GarbageCan: 0, Safe: 1, Shelf: 12, SideTable: 1, Sofa: 1 }, // FloorPlan219
    { ArmChair: 1, CoffeeTable: 1, DiningTable: 2, Drawer: 6, Dresser: 1, GarbageCan: 0, SideTable: 1, Sofa: 2, TVStand: 1 }, // FloorPlan220
    { ArmChair: 1, CoffeeTable: 2, DiningTable: 1, Drawer: 1, GarbageCan: 0, SideTable: 1, Sofa: 1 }, // FloorPlan221
    { ArmChair: 1, CoffeeTable: 1, Drawer: 7, GarbageCan: 0, SideTable: 3, Sofa: 2, TVStand: 1 }, // FloorPlan222
    { ArmChair: 3, CoffeeTable: 1, DiningTable: 2, GarbageCan: 0, Sofa: 1, TVStand: 1 }, // FloorPlan223
    { ArmChair: 1, Cabinet: 0, Drawer: 19, Dresser: 1, GarbageCan: 0, SideTable: 5, Sofa: 1 }, // FloorPlan224
    { ArmChair: 1, CoffeeTable: 1, Drawer: 1, GarbageCan: 0, Shelf: 6, SideTable: 1, Sofa: 2, TVStand: 1 }, // FloorPlan225
    { ArmChair: 1, CoffeeTable: 1, Drawer: 7, GarbageCan: 0, SideTable: 1, Sofa: 1 }, // FloorPlan226
    { ArmChair: 2, Cabinet: 8, CoffeeTable: 2, DiningTable: 1, Drawer: 7, GarbageCan: 1, Shelf: 13, Sofa: 1 }, // FloorPlan227
    { CoffeeTable: 1, DiningTable: 1, Drawer: 1, GarbageCan: 1, SideTable: 2, Sofa: 2 }, // FloorPlan228
    { ArmChair: 1, CoffeeTable: 1, Drawer: 4, Dresser: 1, GarbageCan: 0, SideTable: 3, Sofa: 1 }, // FloorPlan229
    { ArmChair: 2, CoffeeTable: 2, DiningTable: 1, GarbageCan: 0, SideTable: 2, Sofa: 1 }, // FloorPlan230
  ],
  bedroom: [
    { Bed: 1, Desk: 1, Drawer: 7, Dresser: 1, GarbageCan: 0, Shelf: 6 }, // FloorPlan301
    { Bed: 1, Desk: 1, Drawer: 2, GarbageCan: 0, Safe: 1, Shelf: 3, SideTable: 2 }, // FloorPlan302
    { Bed: 1, Desk: 1, Drawer: 3, Dresser: 1, GarbageCan: 0, Shelf: 10, SideTable: 1 }, // FloorPlan303
    { Bed: 2, Desk: 1, Drawer: 0, GarbageCan: 0, LaundryHamper: 0, Shelf: 0 }, // FloorPlan304
    { Bed: 1, Desk: 1, Drawer: 3, Dresser: 1, GarbageCan: 0, LaundryHamper: 0, Shelf: 1 }, // FloorPlan305
    { Bed: 1, Desk: 1, Drawer: 5, GarbageCan: 0, LaundryHamper: 0, Shelf: 1, SideTable: 1 }, // FloorPlan306
    { Bed: 1, Desk: 1, Drawer: 3, GarbageCan: 0, LaundryHamper: 0, Shelf: 2, SideTable: 1 }, // FloorPlan307
    { Bed: 1, Desk: 2, Drawer: 3, GarbageCan: 1, LaundryHamper: 0, Safe: 1, Shelf: 5 }, // FloorPlan308
    { ArmChair: 3, Bed: 1, Cabinet: 2, Desk: 1, Drawer: 3, GarbageCan: 0, LaundryHamper: 0, Safe: 0, SideTable: 1 }, // FloorPlan309
    { Bed: 1, Cabinet: 4, Desk: 1, Drawer: 2, GarbageCan: 1, Shelf: 1, SideTable: 1 }, // FloorPlan310
    { ArmChair: 2, Bed: 1, CounterTop: 1, DiningTable: 1, Drawer: 2, Dresser: 1, GarbageCan: 0, LaundryHamper: 0, SideTable: 1 }, // FloorPlan311
    { Bed: 1, Desk: 1, Drawer: 2, GarbageCan: 0, Shelf: 8, SideTable: 1 }, // FloorPlan312
    { Bed: 1, Desk: 1, Drawer: 6, GarbageCan: 0, Shelf: 2, SideTable: 1 }, // FloorPlan313
    { Bed: 1, Desk: 1, Drawer: 5, Dresser: 1, GarbageCan: 0 }, // FloorPlan314
    { Bed: 1, CoffeeTable: 1, DiningTable: 1, Drawer: 13, Dresser: 1, GarbageCan: 0 }, // FloorPlan315
    { Bed: 1, Desk: 1, Drawer: 1, GarbageCan: 0, Shelf: 1, SideTable: 1 }, // FloorPlan316
    { Bed: 1, Drawer: 11, Dresser: 1, GarbageCan: 1, LaundryHamper: 0, Safe: 1, SideTable: 1 }, // FloorPlan317
    { ArmChair: 1, Bed: 2, Cabinet: 1, Desk: 2, Drawer: 10, Dresser: 2, GarbageCan: 0 }, // FloorPlan318
    { Bed: 1, Drawer: 10, Dresser: 1, GarbageCan: 0, Shelf: 8 }, // FloorPlan319
    { Bed: 1, Desk: 2, GarbageCan: 0, Shelf: 5 }, // FloorPlan320
    { ArmChair: 1, Bed: 1, DiningTable: 1, Drawer: 2, GarbageCan: 0, SideTable: 2 }, // FloorPlan321
    { ArmChair: 1, Bed: 1, Cabinet: 4, Drawer: 4, Dresser: 1, GarbageCan: 0, SideTable: 2 }, // FloorPlan322
    { Bed: 2, Desk: 1, Drawer: 11, Dresser: 1, GarbageCan: 0, Safe: 1, SideTable: 2 }, // FloorPlan323
    { Bed: 1, Drawer: 10, Dresser: 1, GarbageCan: 1, Shelf: 3 }, // FloorPlan324
    { Bed: 1, Cabinet: 4, Drawer: 14, Dresser: 2, GarbageCan: 0, Shelf: 2, SideTable: 1 }, // FloorPlan325
    { Bed: 2, DiningTable: 1, Drawer: 2, GarbageCan: 0, Shelf: 14, SideTable: 1 }, // FloorPlan326
    { Bed: 1, Desk: 1, Drawer: 7, Dresser: 1, GarbageCan: 1, Shelf: 4 }, // FloorPlan327
    { Bed: 1, Desk: 1, Drawer: 2, GarbageCan: 1, Shelf: 1, SideTable: 1 }, // FloorPlan328
    { Bed: 1, DiningTable: 1, Drawer: 2, GarbageCan: 0, SideTable: 1 }, // FloorPlan329
    { ArmChair: 1, Bed: 1, Drawer: 14, Dresser: 1, GarbageCan: 0, Shelf: 2, SideTable: 2 }, // FloorPlan330
  ],
  bathroom: [
    {
      BathtubBasin: 0,
      Cart: 1,
      GarbageCan: 1,
      HandTowelHolder: 0,
      Shelf: 4,
      SinkBasin: 0,
      Toilet: 0,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan401
    {
      BathtubBasin: 0,
      Cabinet: 4,
      CounterTop: 1,
      GarbageCan: 1,
      HandTowelHolder: 2,
      Shelf: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 1,
      TowelHolder: 2,
    }, // FloorPlan402
    {
      BathtubBasin: 0,
      Cabinet: 4,
      CounterTop: 1,
      GarbageCan: 0,
      HandTowelHolder: 0,
      Shelf: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan403
    { BathtubBasin: 0, GarbageCan: 0, HandTowelHolder: 0, Shelf: 3, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan404
    {
      BathtubBasin: 0,
      Cabinet: 5,
      CounterTop: 1,
      GarbageCan: 0,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan405
    {
      BathtubBasin: 0,
      Cabinet: 2,
      CounterTop: 1,
      GarbageCan: 1,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan406
    {
      BathtubBasin: 0,
      Cabinet: 4,
      CounterTop: 1,
      GarbageCan: 1,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan407
    {
      BathtubBasin: 0,
      Cabinet: 4,
      CounterTop: 1,
      GarbageCan: 1,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan408
    { CounterTop: 1, Drawer: 6, GarbageCan: 1, HandTowelHolder: 0, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan409
    {
      BathtubBasin: 0,
      CounterTop: 1,
      Drawer: 6,
      GarbageCan: 0,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 0,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan410
    {
      BathtubBasin: 0,
      CounterTop: 2,
      Drawer: 4,
      GarbageCan: 0,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan411
    { Cabinet: 3, CounterTop: 1, GarbageCan: 0, HandTowelHolder: 0, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan412
    {
      BathtubBasin: 0,
      Cabinet: 4,
      CounterTop: 1,
      Drawer: 0,
      Dresser: 1,
      GarbageCan: 1,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan413
    {
      BathtubBasin: 0,
      Cabinet: 9,
      CounterTop: 2,
      Drawer: 0,
      GarbageCan: 0,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan414
    {
      BathtubBasin: 0,
      CounterTop: 1,
      Drawer: 4,
      Dresser: 1,
      GarbageCan: 1,
      HandTowelHolder: 0,
      Shelf: 1,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan415
    { CounterTop: 1, Drawer: 2, GarbageCan: 1, HandTowelHolder: 0, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan416
    { Cabinet: 4, CounterTop: 1, GarbageCan: 1, HandTowelHolder: 0, SinkBasin: 0, Toilet: 0, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan417
    { Cabinet: 3, CounterTop: 1, GarbageCan: 0, HandTowelHolder: 0, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan418
    {
      BathtubBasin: 0,
      Drawer: 0,
      GarbageCan: 0,
      HandTowelHolder: 0,
      SideTable: 1,
      SinkBasin: 0,
      Toilet: 0,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan419
    { Drawer: 1, GarbageCan: 0, HandTowelHolder: 0, SideTable: 1, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan420
    { CounterTop: 1, Drawer: 7, GarbageCan: 0, HandTowelHolder: 0, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan421
    {
      BathtubBasin: 0,
      Cabinet: 5,
      CounterTop: 1,
      Drawer: 0,
      GarbageCan: 0,
      HandTowelHolder: 0,
      Shelf: 2,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan422
    {
      BathtubBasin: 0,
      CounterTop: 2,
      Drawer: 8,
      GarbageCan: 0,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 0,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan423
    { Cabinet: 4, CounterTop: 1, GarbageCan: 0, HandTowelHolder: 0, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan424
    { Cabinet: 4, CounterTop: 1, GarbageCan: 0, HandTowelHolder: 0, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan425
    {
      BathtubBasin: 0,
      CounterTop: 1,
      Drawer: 7,
      GarbageCan: 1,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan426
    {
      BathtubBasin: 0,
      CounterTop: 1,
      Drawer: 8,
      GarbageCan: 0,
      HandTowelHolder: 0,
      SinkBasin: 0,
      Toilet: 0,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan427
    { Cabinet: 4, CounterTop: 1, GarbageCan: 0, HandTowelHolder: 0, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan428
    { BathtubBasin: 0, GarbageCan: 0, HandTowelHolder: 0, Shelf: 2, SinkBasin: 0, Toilet: 1, ToiletPaperHanger: 0, TowelHolder: 0 }, // FloorPlan429
    {
      BathtubBasin: 0,
      Cart: 1,
      CounterTop: 1,
      Drawer: 4,
      GarbageCan: 1,
      HandTowelHolder: 0,
      Shelf: 0,
      SinkBasin: 0,
      Toilet: 1,
      ToiletPaperHanger: 0,
      TowelHolder: 0,
    }, // FloorPlan430
  ],
};

/**
 * Instances the trials record beyond a plan's openable.json listing, per class (measured: trial count
 * minus listed count, one entry per official trial whose plan lists the class: 23 kitchen and 15
 * bedroom trials in ../shared/alfworld/json_2.1.1). THOR keeps some furniture with no interaction
 * viewpoint; sampling these lists reproduces the trials' totals.
 */
export const EXTRA_INSTANCES: Readonly<Partial<Record<RoomKind, Partial<Record<ReceptacleClass, readonly number[]>>>>> = {
  kitchen: {
    Cabinet: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 3, 3, 4, 4, 4, 4, 5, 6, 6, 11],
    CounterTop: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    DiningTable: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
    Drawer: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 4, 4],
    Fridge: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
    Shelf: [0, 0, 0, 0, 0, 0, 1],
    SideTable: [1, 1, 1],
  },
  bedroom: {
    Desk: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
    Drawer: [0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3],
    Dresser: [0, 0, 0, 0, 1],
    Safe: [0, 0, 0, 0, 0, 1],
    Shelf: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2],
    SideTable: [0, 0, 0, 0, 0, 0, 1, 2],
  },
};

/**
 * Same-class instances of a plan's listing that share one viewpoint: group sizes per class, by floor
 * plan number (plans not named share none). Source: the layouts' openable.json viewpoints, an instance
 * shared when x, z, rotation and the trial's camera horizon coincide (horizon recomputed as the trials
 * do: a camera 1.7 m up looking at the receptacle's height over its distance, snapped to 15°).
 */
export const SHARED_GROUPS: Readonly<Record<RoomKind, Readonly<Record<number, Partial<Record<ReceptacleClass, readonly number[]>>>>>> = {
  kitchen: {
    1: { Drawer: [2] },
    4: { Cabinet: [2] },
    7: { Cabinet: [2] },
    9: { Cabinet: [2, 2, 2, 2, 2, 2], Drawer: [2] },
    12: { Cabinet: [2] },
    13: { Cabinet: [2] },
    16: { Drawer: [2, 2] },
    22: { Cabinet: [2] },
    24: { Cabinet: [2, 2, 2] },
    30: { Cabinet: [2], Drawer: [3, 3, 2, 2, 2] },
  },
  livingroom: {
    204: { Drawer: [2] },
    206: { Shelf: [2] },
    207: { Shelf: [2] },
    208: { Shelf: [2, 2] },
    213: { Drawer: [2] },
    219: { Cabinet: [2], Shelf: [2] },
    220: { DiningTable: [2] },
    222: { Drawer: [3, 3] },
    224: { Drawer: [3, 2, 2] },
    226: { Drawer: [2, 2] },
  },
  bedroom: {
    301: { Drawer: [2], Shelf: [2] },
    303: { Drawer: [2] },
    305: { Drawer: [2] },
    307: { Drawer: [2] },
    310: { Cabinet: [2] },
    313: { Drawer: [2] },
    315: { Drawer: [2, 2] },
    317: { Drawer: [2, 2] },
    318: { Drawer: [2] },
    319: { Drawer: [2, 2] },
    320: { Shelf: [2] },
    323: { Drawer: [2] },
    324: { Drawer: [2, 2] },
    325: { Drawer: [2, 2] },
    327: { Drawer: [2] },
    330: { Drawer: [2] },
  },
  bathroom: {
    405: { Cabinet: [2] },
    408: { Cabinet: [2] },
    409: { Drawer: [2] },
    414: { Cabinet: [2] },
    417: { Cabinet: [2] },
    418: { Cabinet: [2] },
    421: { Drawer: [2, 2] },
    423: { Drawer: [2] },
    426: { Drawer: [2] },
    427: { Drawer: [2, 2, 2, 2] },
    430: { Drawer: [2] },
  },
};

/**
 * P(an instance beyond the listing stands at the viewpoint of a sibling of its class) (measured: of
 * the trials' receptacles of listed classes that openable.json does not list, 33 of 64 in kitchens and
 * 14 of 32 in bedrooms share a viewpoint, against 62 of 501 and 10 of 155 listed ones).
 */
export const EXTRA_SHARED: Readonly<Partial<Record<RoomKind, number>>> = { kitchen: 33 / 64, bedroom: 14 / 32 };
