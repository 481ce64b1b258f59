
(define (problem plan_trial_S7_000011)
(:domain alfred)
(:objects
agent1 - agent
SaltShaker - object
        HousePlant - object
        Candle - object
        SprayBottle - object
        Bowl - object
        Window - object
        CD - object
        Egg - object
        Glassbottle - object
        Sink - object
        Pillow - object
        Spoon - object
        SoapBottle - object
        TeddyBear - object
        ButterKnife - object
        Cup - object
        Plate - object
        RemoteControl - object
        Tomato - object
        Statue - object
        HandTowel - object
        Knife - object
        StoveKnob - object
        LightSwitch - object
        Pen - object
        Painting - object
        DishSponge - object
        Vase - object
        Mug - object
        ToiletPaper - object
        Box - object
        Mirror - object
        Ladle - object
        Fork - object
        Blinds - object
        Footstool - object
        KeyChain - object
        Cloth - object
        Laptop - object
        TissueBox - object
        PepperShaker - object
        FloorLamp - object
        WateringCan - object
        Apple - object
        Pan - object
        PaperTowel - object
        PaperTowelRoll - object
        Newspaper - object
        Television - object
        Chair - object
        CellPhone - object
        CreditCard - object
        Lettuce - object
        BasketBall - object
        Potato - object
        Curtains - object
        Boots - object
        Pencil - object
        AlarmClock - object
        ToiletPaperRoll - object
        Spatula - object
        Book - object
        Bread - object
        SoapBar - object
        Watch - object
        DeskLamp - object
        Kettle - object
        Pot - object
        ScrubBrush - object
        WineBottle - object
        ShowerDoor - object
        Bathtub - object
        LaundryHamperLid - object
        ShowerGlass - object
        Poster - object
        TennisRacket - object
        BaseballBat - object
        Towel - object
        Plunger - object
SaltShakerType - otype
        HousePlantType - otype
        CandleType - otype
        SprayBottleType - otype
        BowlType - otype
        WindowType - otype
        CDType - otype
        EggType - otype
        GlassbottleType - otype
        SinkType - otype
        PillowType - otype
        SpoonType - otype
        SoapBottleType - otype
        TeddyBearType - otype
        ButterKnifeType - otype
        CupType - otype
        PlateType - otype
        RemoteControlType - otype
        TomatoType - otype
        StatueType - otype
        HandTowelType - otype
        KnifeType - otype
        StoveKnobType - otype
        LightSwitchType - otype
        PenType - otype
        PaintingType - otype
        DishSpongeType - otype
        VaseType - otype
        MugType - otype
        ToiletPaperType - otype
        BoxType - otype
        MirrorType - otype
        LadleType - otype
        ForkType - otype
        BlindsType - otype
        FootstoolType - otype
        KeyChainType - otype
        ClothType - otype
        LaptopType - otype
        TissueBoxType - otype
        PepperShakerType - otype
        FloorLampType - otype
        WateringCanType - otype
        AppleType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        NewspaperType - otype
        TelevisionType - otype
        ChairType - otype
        CellPhoneType - otype
        CreditCardType - otype
        LettuceType - otype
        BasketBallType - otype
        PotatoType - otype
        CurtainsType - otype
        BootsType - otype
        PencilType - otype
        AlarmClockType - otype
        ToiletPaperRollType - otype
        SpatulaType - otype
        BookType - otype
        BreadType - otype
        SoapBarType - otype
        WatchType - otype
        DeskLampType - otype
        KettleType - otype
        PotType - otype
        ScrubBrushType - otype
        WineBottleType - otype
        ShowerDoorType - otype
        BathtubType - otype
        LaundryHamperLidType - otype
        ShowerGlassType - otype
        PosterType - otype
        TennisRacketType - otype
        BaseballBatType - otype
        TowelType - otype
        PlungerType - otype
SafeType - rtype
        DrawerType - rtype
        CoffeeMachineType - rtype
        HandTowelHolderType - rtype
        SinkBasinType - rtype
        DresserType - rtype
        LaundryHamperType - rtype
        TVStandType - rtype
        BathtubBasinType - rtype
        CabinetType - rtype
        FridgeType - rtype
        DeskType - rtype
        ToiletType - rtype
        CartType - rtype
        SideTableType - rtype
        SofaType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        CounterTopType - rtype
        GarbageCanType - rtype
        ArmChairType - rtype
        ShelfType - rtype
        MicrowaveType - rtype
        ToasterType - rtype
        BedType - rtype
        PaintingHangerType - rtype
        TowelHolderType - rtype
        ToiletPaperHangerType - rtype
        StoveBurnerType - rtype
        OttomanType - rtype


        Candle_bar__plus_00_dot_87_bar__plus_00_dot_27_bar__minus_01_dot_38 - object
        Candle_bar__plus_00_dot_94_bar__plus_00_dot_71_bar__minus_01_dot_14 - object
        Cloth_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_00_dot_82 - object
        DishSponge_bar__plus_01_dot_55_bar__plus_00_dot_71_bar__plus_01_dot_21 - object
        DishSponge_bar__plus_01_dot_56_bar__plus_00_dot_71_bar__plus_00_dot_97 - object
        DishSponge_bar__plus_01_dot_59_bar__plus_00_dot_69_bar__plus_01_dot_00 - object
        Faucet_bar__plus_00_dot_54_bar__plus_00_dot_95_bar__minus_01_dot_48 - object
        Faucet_bar__plus_01_dot_49_bar__plus_01_dot_23_bar__minus_00_dot_21 - object
        HandTowel_bar__minus_00_dot_51_bar__plus_01_dot_79_bar__plus_01_dot_11 - object
        HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_75_bar__plus_01_dot_31 - object
        LightSwitch_bar__minus_00_dot_65_bar__plus_01_dot_21_bar__plus_01_dot_36 - object
        Mirror_bar__plus_01_dot_66_bar__plus_00_dot_78_bar__plus_01_dot_18 - object
        Plunger_bar__plus_00_dot_06_bar__plus_00_dot_41_bar__minus_00_dot_71 - object
        ScrubBrush_bar__plus_00_dot_99_bar__plus_00_dot_13_bar__plus_00_dot_75 - object
        ShowerDoor_bar__minus_01_dot_35_bar__plus_01_dot_40_bar__plus_01_dot_25 - object
        ShowerGlass_bar__plus_00_dot_53_bar__plus_01_dot_35_bar__plus_01_dot_42 - object
        Sink_bar__plus_00_dot_54_bar__plus_00_dot_70_bar__minus_01_dot_48 - object
        Sink_bar__plus_01_dot_49_bar__plus_00_dot_98_bar__minus_00_dot_21 - object
        SoapBar_bar__plus_01_dot_75_bar__plus_00_dot_16_bar__plus_01_dot_03 - object
        SoapBottle_bar__plus_01_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_90 - object
        SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_69_bar__plus_00_dot_74 - object
        SprayBottle_bar__plus_01_dot_58_bar__plus_00_dot_16_bar__minus_00_dot_73 - object
        SprayBottle_bar__plus_01_dot_69_bar__plus_00_dot_78_bar__plus_01_dot_04 - object
        SprayBottle_bar__plus_01_dot_99_bar__plus_00_dot_77_bar__plus_01_dot_14 - object
        ToiletPaper_bar__plus_00_dot_49_bar__plus_00_dot_62_bar__minus_01_dot_06 - object
        ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_17_bar__minus_01_dot_09 - object
        Towel_bar__plus_00_dot_25_bar__plus_01_dot_47_bar__plus_01_dot_21 - object
        CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99 - receptacle
        Drawer_bar__plus_00_dot_78_bar__plus_00_dot_46_bar__minus_01_dot_07 - receptacle
        Drawer_bar__plus_00_dot_91_bar__plus_00_dot_57_bar__minus_01_dot_20 - receptacle
        Drawer_bar__plus_01_dot_10_bar__plus_00_dot_24_bar__minus_01_dot_35 - receptacle
        Drawer_bar__minus_01_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_27 - receptacle
        Drawer_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_01_dot_40 - receptacle
        Drawer_bar__minus_01_dot_57_bar__plus_00_dot_31_bar__plus_00_dot_88 - receptacle
        Drawer_bar__minus_01_dot_62_bar__plus_00_dot_22_bar__plus_01_dot_27 - receptacle
        Drawer_bar__minus_01_dot_64_bar__plus_00_dot_72_bar__minus_00_dot_58 - receptacle
        GarbageCan_bar__plus_01_dot_61_bar__plus_00_dot_07_bar__minus_00_dot_87 - receptacle
        HandTowelHolder_bar__minus_00_dot_63_bar__plus_01_dot_71_bar__plus_01_dot_36 - receptacle
        Sink_bar__plus_00_dot_54_bar__plus_00_dot_70_bar__minus_01_dot_48_bar_SinkBasin - receptacle
        Sink_bar__plus_01_dot_49_bar__plus_00_dot_98_bar__minus_00_dot_21_bar_SinkBasin - receptacle
        ToiletPaperHanger_bar__minus_01_dot_62_bar__plus_00_dot_76_bar__plus_00_dot_81 - receptacle
        Toilet_bar__plus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_90 - receptacle
        TowelHolder_bar__plus_00_dot_21_bar__plus_01_dot_36_bar__plus_01_dot_47 - receptacle
        loc_bar__minus_3_bar__minus_5_bar_3_bar_45 - location
        loc_bar_4_bar_0_bar_1_bar_30 - location
        loc_bar__minus_3_bar_3_bar_3_bar_45 - location
        loc_bar_2_bar__minus_2_bar_2_bar_60 - location
        loc_bar_3_bar_4_bar_1_bar_60 - location
        loc_bar__minus_4_bar__minus_2_bar_3_bar_45 - location
        loc_bar_2_bar__minus_2_bar_1_bar_45 - location
        loc_bar__minus_5_bar_1_bar_0_bar_0 - location
        loc_bar_4_bar__minus_1_bar_2_bar_45 - location
        loc_bar_7_bar_1_bar_1_bar_60 - location
        loc_bar__minus_3_bar_2_bar_3_bar_45 - location
        loc_bar__minus_5_bar_1_bar_0_bar_60 - location
        loc_bar_2_bar__minus_5_bar_3_bar_45 - location
        loc_bar_3_bar__minus_3_bar_1_bar_60 - location
        loc_bar_0_bar_1_bar_0_bar_15 - location
        loc_bar_3_bar_3_bar_1_bar_45 - location
        loc_bar__minus_2_bar_5_bar_3_bar_45 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar_1_bar_0_bar_15 - location
        loc_bar__minus_3_bar_1_bar_0_bar__minus_15 - location
        loc_bar_4_bar__minus_3_bar_2_bar_60 - location
        loc_bar__minus_3_bar_1_bar_0_bar_0 - location
        loc_bar_4_bar_2_bar_1_bar_30 - location
        )
    

(:init


        (receptacleType Drawer_bar__minus_01_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_27 DrawerType)
        (receptacleType TowelHolder_bar__plus_00_dot_21_bar__plus_01_dot_36_bar__plus_01_dot_47 TowelHolderType)
        (receptacleType Drawer_bar__plus_00_dot_91_bar__plus_00_dot_57_bar__minus_01_dot_20 DrawerType)
        (receptacleType Drawer_bar__plus_00_dot_78_bar__plus_00_dot_46_bar__minus_01_dot_07 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_64_bar__plus_00_dot_72_bar__minus_00_dot_58 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_62_bar__plus_00_dot_22_bar__plus_01_dot_27 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_57_bar__plus_00_dot_31_bar__plus_00_dot_88 DrawerType)
        (receptacleType Toilet_bar__plus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_90 ToiletType)
        (receptacleType GarbageCan_bar__plus_01_dot_61_bar__plus_00_dot_07_bar__minus_00_dot_87 GarbageCanType)
        (receptacleType CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99 CounterTopType)
        (receptacleType HandTowelHolder_bar__minus_00_dot_63_bar__plus_01_dot_71_bar__plus_01_dot_36 HandTowelHolderType)
        (receptacleType ToiletPaperHanger_bar__minus_01_dot_62_bar__plus_00_dot_76_bar__plus_00_dot_81 ToiletPaperHangerType)
        (receptacleType Drawer_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_01_dot_40 DrawerType)
        (receptacleType Sink_bar__plus_01_dot_49_bar__plus_00_dot_98_bar__minus_00_dot_21_bar_SinkBasin SinkBasinType)
        (receptacleType Sink_bar__plus_00_dot_54_bar__plus_00_dot_70_bar__minus_01_dot_48_bar_SinkBasin SinkBasinType)
        (receptacleType Drawer_bar__plus_01_dot_10_bar__plus_00_dot_24_bar__minus_01_dot_35 DrawerType)
        (objectType ToiletPaper_bar__plus_00_dot_49_bar__plus_00_dot_62_bar__minus_01_dot_06 ToiletPaperType)
        (objectType Sink_bar__plus_01_dot_49_bar__plus_00_dot_98_bar__minus_00_dot_21 SinkType)
        (objectType SprayBottle_bar__plus_01_dot_99_bar__plus_00_dot_77_bar__plus_01_dot_14 SprayBottleType)
        (objectType SoapBottle_bar__plus_01_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_90 SoapBottleType)
        (objectType ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_17_bar__minus_01_dot_09 ToiletPaperType)
        (objectType Candle_bar__plus_00_dot_87_bar__plus_00_dot_27_bar__minus_01_dot_38 CandleType)
        (objectType DishSponge_bar__plus_01_dot_59_bar__plus_00_dot_69_bar__plus_01_dot_00 DishSpongeType)
        (objectType SprayBottle_bar__plus_01_dot_58_bar__plus_00_dot_16_bar__minus_00_dot_73 SprayBottleType)
        (objectType ShowerGlass_bar__plus_00_dot_53_bar__plus_01_dot_35_bar__plus_01_dot_42 ShowerGlassType)
        (objectType SoapBar_bar__plus_01_dot_75_bar__plus_00_dot_16_bar__plus_01_dot_03 SoapBarType)
        (objectType DishSponge_bar__plus_01_dot_56_bar__plus_00_dot_71_bar__plus_00_dot_97 DishSpongeType)
        (objectType ShowerDoor_bar__minus_01_dot_35_bar__plus_01_dot_40_bar__plus_01_dot_25 ShowerDoorType)
        (objectType Candle_bar__plus_00_dot_94_bar__plus_00_dot_71_bar__minus_01_dot_14 CandleType)
        (objectType ScrubBrush_bar__plus_00_dot_99_bar__plus_00_dot_13_bar__plus_00_dot_75 ScrubBrushType)
        (objectType Plunger_bar__plus_00_dot_06_bar__plus_00_dot_41_bar__minus_00_dot_71 PlungerType)
        (objectType Cloth_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_00_dot_82 ClothType)
        (objectType HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_75_bar__plus_01_dot_31 HandTowelType)
        (objectType SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_69_bar__plus_00_dot_74 SoapBottleType)
        (objectType SprayBottle_bar__plus_01_dot_69_bar__plus_00_dot_78_bar__plus_01_dot_04 SprayBottleType)
        (objectType LightSwitch_bar__minus_00_dot_65_bar__plus_01_dot_21_bar__plus_01_dot_36 LightSwitchType)
        (objectType Mirror_bar__plus_01_dot_66_bar__plus_00_dot_78_bar__plus_01_dot_18 MirrorType)
        (objectType Sink_bar__plus_00_dot_54_bar__plus_00_dot_70_bar__minus_01_dot_48 SinkType)
        (objectType Towel_bar__plus_00_dot_25_bar__plus_01_dot_47_bar__plus_01_dot_21 TowelType)
        (objectType HandTowel_bar__minus_00_dot_51_bar__plus_01_dot_79_bar__plus_01_dot_11 HandTowelType)
        (objectType DishSponge_bar__plus_01_dot_55_bar__plus_00_dot_71_bar__plus_01_dot_21 DishSpongeType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain TowelHolderType TowelType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain ToiletType DishSpongeType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType CandleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType ToiletPaperType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain GarbageCanType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType SoapBarType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain SinkBasinType SoapBarType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (pickupable ToiletPaper_bar__plus_00_dot_49_bar__plus_00_dot_62_bar__minus_01_dot_06)
        (pickupable SprayBottle_bar__plus_01_dot_99_bar__plus_00_dot_77_bar__plus_01_dot_14)
        (pickupable SoapBottle_bar__plus_01_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_90)
        (pickupable ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_17_bar__minus_01_dot_09)
        (pickupable Candle_bar__plus_00_dot_87_bar__plus_00_dot_27_bar__minus_01_dot_38)
        (pickupable DishSponge_bar__plus_01_dot_59_bar__plus_00_dot_69_bar__plus_01_dot_00)
        (pickupable SprayBottle_bar__plus_01_dot_58_bar__plus_00_dot_16_bar__minus_00_dot_73)
        (pickupable SoapBar_bar__plus_01_dot_75_bar__plus_00_dot_16_bar__plus_01_dot_03)
        (pickupable DishSponge_bar__plus_01_dot_56_bar__plus_00_dot_71_bar__plus_00_dot_97)
        (pickupable Candle_bar__plus_00_dot_94_bar__plus_00_dot_71_bar__minus_01_dot_14)
        (pickupable ScrubBrush_bar__plus_00_dot_99_bar__plus_00_dot_13_bar__plus_00_dot_75)
        (pickupable Plunger_bar__plus_00_dot_06_bar__plus_00_dot_41_bar__minus_00_dot_71)
        (pickupable Cloth_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_00_dot_82)
        (pickupable HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_75_bar__plus_01_dot_31)
        (pickupable SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_69_bar__plus_00_dot_74)
        (pickupable SprayBottle_bar__plus_01_dot_69_bar__plus_00_dot_78_bar__plus_01_dot_04)
        (pickupable Towel_bar__plus_00_dot_25_bar__plus_01_dot_47_bar__plus_01_dot_21)
        (pickupable HandTowel_bar__minus_00_dot_51_bar__plus_01_dot_79_bar__plus_01_dot_11)
        (pickupable DishSponge_bar__plus_01_dot_55_bar__plus_00_dot_71_bar__plus_01_dot_21)
        
        (openable Drawer_bar__minus_01_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_27)
        (openable Drawer_bar__plus_00_dot_91_bar__plus_00_dot_57_bar__minus_01_dot_20)
        (openable Drawer_bar__plus_00_dot_78_bar__plus_00_dot_46_bar__minus_01_dot_07)
        (openable Drawer_bar__minus_01_dot_62_bar__plus_00_dot_22_bar__plus_01_dot_27)
        (openable Drawer_bar__minus_01_dot_57_bar__plus_00_dot_31_bar__plus_00_dot_88)
        (openable Drawer_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_01_dot_40)
        (openable Drawer_bar__plus_01_dot_10_bar__plus_00_dot_24_bar__minus_01_dot_35)
        
        (atLocation agent1 loc_bar_4_bar_2_bar_1_bar_30)
        
        (cleanable DishSponge_bar__plus_01_dot_59_bar__plus_00_dot_69_bar__plus_01_dot_00)
        (cleanable SoapBar_bar__plus_01_dot_75_bar__plus_00_dot_16_bar__plus_01_dot_03)
        (cleanable DishSponge_bar__plus_01_dot_56_bar__plus_00_dot_71_bar__plus_00_dot_97)
        (cleanable Cloth_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_00_dot_82)
        (cleanable DishSponge_bar__plus_01_dot_55_bar__plus_00_dot_71_bar__plus_01_dot_21)
        
        
        
        
        
        
        
        
        
        
        (inReceptacle Candle_bar__plus_00_dot_87_bar__plus_00_dot_27_bar__minus_01_dot_38 Drawer_bar__plus_01_dot_10_bar__plus_00_dot_24_bar__minus_01_dot_35)
        (inReceptacle ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_17_bar__minus_01_dot_09 GarbageCan_bar__plus_01_dot_61_bar__plus_00_dot_07_bar__minus_00_dot_87)
        (inReceptacle SprayBottle_bar__plus_01_dot_58_bar__plus_00_dot_16_bar__minus_00_dot_73 GarbageCan_bar__plus_01_dot_61_bar__plus_00_dot_07_bar__minus_00_dot_87)
        (inReceptacle ToiletPaper_bar__plus_00_dot_49_bar__plus_00_dot_62_bar__minus_01_dot_06 Drawer_bar__plus_00_dot_78_bar__plus_00_dot_46_bar__minus_01_dot_07)
        (inReceptacle SoapBottle_bar__plus_01_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_90 Toilet_bar__plus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_90)
        (inReceptacle SoapBar_bar__plus_01_dot_75_bar__plus_00_dot_16_bar__plus_01_dot_03 Toilet_bar__plus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_90)
        (inReceptacle HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_75_bar__plus_01_dot_31 HandTowelHolder_bar__minus_00_dot_63_bar__plus_01_dot_71_bar__plus_01_dot_36)
        (inReceptacle HandTowel_bar__minus_00_dot_51_bar__plus_01_dot_79_bar__plus_01_dot_11 HandTowelHolder_bar__minus_00_dot_63_bar__plus_01_dot_71_bar__plus_01_dot_36)
        (inReceptacle SprayBottle_bar__plus_01_dot_99_bar__plus_00_dot_77_bar__plus_01_dot_14 CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99)
        (inReceptacle DishSponge_bar__plus_01_dot_59_bar__plus_00_dot_69_bar__plus_01_dot_00 CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99)
        (inReceptacle DishSponge_bar__plus_01_dot_56_bar__plus_00_dot_71_bar__plus_00_dot_97 CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99)
        (inReceptacle SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_69_bar__plus_00_dot_74 CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99)
        (inReceptacle SprayBottle_bar__plus_01_dot_69_bar__plus_00_dot_78_bar__plus_01_dot_04 CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99)
        (inReceptacle Mirror_bar__plus_01_dot_66_bar__plus_00_dot_78_bar__plus_01_dot_18 CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99)
        (inReceptacle DishSponge_bar__plus_01_dot_55_bar__plus_00_dot_71_bar__plus_01_dot_21 CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99)
        (inReceptacle Towel_bar__plus_00_dot_25_bar__plus_01_dot_47_bar__plus_01_dot_21 TowelHolder_bar__plus_00_dot_21_bar__plus_01_dot_36_bar__plus_01_dot_47)
        (inReceptacle DishSponge_bar__plus_01_dot_59_bar__plus_00_dot_69_bar__plus_01_dot_00 Sink_bar__plus_01_dot_49_bar__plus_00_dot_98_bar__minus_00_dot_21_bar_SinkBasin)
        (inReceptacle Candle_bar__plus_00_dot_94_bar__plus_00_dot_71_bar__minus_01_dot_14 Drawer_bar__plus_00_dot_91_bar__plus_00_dot_57_bar__minus_01_dot_20)
        
        
        (receptacleAtLocation CounterTop_bar__plus_01_dot_76_bar__plus_00_dot_62_bar__plus_00_dot_99 loc_bar_3_bar_3_bar_1_bar_45)
        (receptacleAtLocation Drawer_bar__plus_00_dot_78_bar__plus_00_dot_46_bar__minus_01_dot_07 loc_bar_4_bar__minus_1_bar_2_bar_45)
        (receptacleAtLocation Drawer_bar__plus_00_dot_91_bar__plus_00_dot_57_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_2_bar_45)
        (receptacleAtLocation Drawer_bar__plus_01_dot_10_bar__plus_00_dot_24_bar__minus_01_dot_35 loc_bar_4_bar__minus_3_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__minus_01_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_27 loc_bar__minus_5_bar_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_01_dot_40 loc_bar__minus_5_bar_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_01_dot_57_bar__plus_00_dot_31_bar__plus_00_dot_88 loc_bar__minus_3_bar_3_bar_3_bar_45)
        (receptacleAtLocation Drawer_bar__minus_01_dot_62_bar__plus_00_dot_22_bar__plus_01_dot_27 loc_bar__minus_2_bar_5_bar_3_bar_45)
        (receptacleAtLocation Drawer_bar__minus_01_dot_64_bar__plus_00_dot_72_bar__minus_00_dot_58 loc_bar__minus_4_bar__minus_2_bar_3_bar_45)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_61_bar__plus_00_dot_07_bar__minus_00_dot_87 loc_bar_3_bar__minus_3_bar_1_bar_60)
        (receptacleAtLocation HandTowelHolder_bar__minus_00_dot_63_bar__plus_01_dot_71_bar__plus_01_dot_36 loc_bar__minus_3_bar_1_bar_0_bar__minus_15)
        (receptacleAtLocation Sink_bar__plus_00_dot_54_bar__plus_00_dot_70_bar__minus_01_dot_48_bar_SinkBasin loc_bar_2_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_49_bar__plus_00_dot_98_bar__minus_00_dot_21_bar_SinkBasin loc_bar_4_bar_0_bar_1_bar_30)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_01_dot_62_bar__plus_00_dot_76_bar__plus_00_dot_81 loc_bar__minus_3_bar_2_bar_3_bar_45)
        (receptacleAtLocation Toilet_bar__plus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_90 loc_bar_3_bar_4_bar_1_bar_60)
        (receptacleAtLocation TowelHolder_bar__plus_00_dot_21_bar__plus_01_dot_36_bar__plus_01_dot_47 loc_bar_0_bar_1_bar_0_bar_15)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_49_bar__plus_00_dot_62_bar__minus_01_dot_06 loc_bar_4_bar__minus_1_bar_2_bar_45)
        (objectAtLocation Sink_bar__plus_01_dot_49_bar__plus_00_dot_98_bar__minus_00_dot_21 loc_bar_2_bar__minus_2_bar_1_bar_45)
        (objectAtLocation SprayBottle_bar__plus_01_dot_99_bar__plus_00_dot_77_bar__plus_01_dot_14 loc_bar_3_bar_3_bar_1_bar_45)
        (objectAtLocation SoapBottle_bar__plus_01_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_90 loc_bar_3_bar_4_bar_1_bar_60)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_17_bar__minus_01_dot_09 loc_bar_3_bar__minus_3_bar_1_bar_60)
        (objectAtLocation Candle_bar__plus_00_dot_87_bar__plus_00_dot_27_bar__minus_01_dot_38 loc_bar_4_bar__minus_3_bar_2_bar_60)
        (objectAtLocation DishSponge_bar__plus_01_dot_59_bar__plus_00_dot_69_bar__plus_01_dot_00 loc_bar_3_bar_3_bar_1_bar_45)
        (objectAtLocation SprayBottle_bar__plus_01_dot_58_bar__plus_00_dot_16_bar__minus_00_dot_73 loc_bar_3_bar__minus_3_bar_1_bar_60)
        (objectAtLocation ShowerGlass_bar__plus_00_dot_53_bar__plus_01_dot_35_bar__plus_01_dot_42 loc_bar_2_bar_1_bar_0_bar_15)
        (objectAtLocation SoapBar_bar__plus_01_dot_75_bar__plus_00_dot_16_bar__plus_01_dot_03 loc_bar_3_bar_4_bar_1_bar_60)
        (objectAtLocation DishSponge_bar__plus_01_dot_56_bar__plus_00_dot_71_bar__plus_00_dot_97 loc_bar_3_bar_3_bar_1_bar_45)
        (objectAtLocation ShowerDoor_bar__minus_01_dot_35_bar__plus_01_dot_40_bar__plus_01_dot_25 loc_bar__minus_5_bar_1_bar_0_bar_0)
        (objectAtLocation Candle_bar__plus_00_dot_94_bar__plus_00_dot_71_bar__minus_01_dot_14 loc_bar_4_bar__minus_1_bar_2_bar_45)
        (objectAtLocation ScrubBrush_bar__plus_00_dot_99_bar__plus_00_dot_13_bar__plus_00_dot_75 loc_bar_7_bar_1_bar_1_bar_60)
        (objectAtLocation Plunger_bar__plus_00_dot_06_bar__plus_00_dot_41_bar__minus_00_dot_71 loc_bar_2_bar__minus_5_bar_3_bar_45)
        (objectAtLocation Cloth_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_00_dot_82 loc_bar__minus_3_bar__minus_5_bar_3_bar_45)
        (objectAtLocation HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_75_bar__plus_01_dot_31 loc_bar__minus_3_bar_1_bar_0_bar__minus_15)
        (objectAtLocation SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_69_bar__plus_00_dot_74 loc_bar_3_bar_3_bar_1_bar_45)
        (objectAtLocation SprayBottle_bar__plus_01_dot_69_bar__plus_00_dot_78_bar__plus_01_dot_04 loc_bar_3_bar_3_bar_1_bar_45)
        (objectAtLocation LightSwitch_bar__minus_00_dot_65_bar__plus_01_dot_21_bar__plus_01_dot_36 loc_bar__minus_3_bar_1_bar_0_bar_0)
        (objectAtLocation Mirror_bar__plus_01_dot_66_bar__plus_00_dot_78_bar__plus_01_dot_18 loc_bar_3_bar_3_bar_1_bar_45)
        (objectAtLocation Sink_bar__plus_00_dot_54_bar__plus_00_dot_70_bar__minus_01_dot_48 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Towel_bar__plus_00_dot_25_bar__plus_01_dot_47_bar__plus_01_dot_21 loc_bar_0_bar_1_bar_0_bar_15)
        (objectAtLocation HandTowel_bar__minus_00_dot_51_bar__plus_01_dot_79_bar__plus_01_dot_11 loc_bar__minus_3_bar_1_bar_0_bar__minus_15)
        (objectAtLocation DishSponge_bar__plus_01_dot_55_bar__plus_00_dot_71_bar__plus_01_dot_21 loc_bar_3_bar_3_bar_1_bar_45)
        )
    

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ToiletPaperType)
                                    (receptacleType ?r ToiletType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ToiletPaperType)
                                            (receptacleType ?r ToiletType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            