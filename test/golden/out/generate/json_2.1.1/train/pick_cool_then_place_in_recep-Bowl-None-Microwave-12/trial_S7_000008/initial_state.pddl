
(define (problem plan_trial_S7_000008)
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


        Apple_bar__minus_02_dot_19_bar__plus_00_dot_88_bar__plus_01_dot_21 - object
        Bowl_bar__minus_02_dot_33_bar__plus_01_dot_53_bar__minus_00_dot_05 - object
        Bread_bar__minus_02_dot_15_bar__plus_00_dot_97_bar__minus_00_dot_88 - object
        ButterKnife_bar__minus_02_dot_02_bar__plus_00_dot_91_bar__minus_00_dot_98 - object
        ButterKnife_bar__minus_02_dot_56_bar__plus_00_dot_42_bar__minus_01_dot_16 - object
        Chair_bar__minus_02_dot_20_bar__plus_00_dot_34_bar__plus_01_dot_12 - object
        Cup_bar__minus_02_dot_41_bar__plus_01_dot_52_bar__minus_00_dot_20 - object
        Cup_bar__minus_02_dot_51_bar__plus_00_dot_95_bar__minus_00_dot_46 - object
        DishSponge_bar__plus_02_dot_33_bar__plus_00_dot_68_bar__plus_01_dot_26 - object
        DishSponge_bar__minus_01_dot_67_bar__plus_00_dot_47_bar__plus_01_dot_63 - object
        DishSponge_bar__minus_02_dot_04_bar__plus_01_dot_50_bar__plus_00_dot_33 - object
        Egg_bar__plus_02_dot_33_bar__plus_00_dot_09_bar__plus_01_dot_27 - object
        Faucet_bar__minus_00_dot_77_bar__plus_01_dot_27_bar__minus_01_dot_89 - object
        Fork_bar__plus_00_dot_40_bar__plus_01_dot_05_bar__plus_01_dot_96 - object
        Knife_bar__minus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Knife_bar__minus_02_dot_22_bar__plus_00_dot_51_bar__minus_00_dot_74 - object
        Lettuce_bar__minus_02_dot_26_bar__plus_01_dot_04_bar__plus_01_dot_50 - object
        Lettuce_bar__minus_02_dot_46_bar__plus_01_dot_03_bar__plus_01_dot_58 - object
        Lettuce_bar__minus_02_dot_60_bar__plus_01_dot_04_bar__plus_01_dot_48 - object
        LightSwitch_bar__minus_00_dot_28_bar__plus_01_dot_42_bar__plus_01_dot_91 - object
        Mug_bar__minus_01_dot_78_bar__plus_00_dot_26_bar__plus_00_dot_22 - object
        Mug_bar__minus_02_dot_28_bar__plus_00_dot_14_bar__plus_01_dot_28 - object
        Mug_bar__minus_02_dot_59_bar__plus_01_dot_07_bar__plus_01_dot_19 - object
        Pan_bar__minus_01_dot_98_bar__plus_00_dot_51_bar__plus_01_dot_56 - object
        Pan_bar__minus_02_dot_28_bar__plus_00_dot_90_bar__plus_01_dot_45 - object
        PepperShaker_bar__minus_00_dot_35_bar__plus_02_dot_43_bar__plus_01_dot_76 - object
        Plate_bar__minus_01_dot_41_bar__plus_01_dot_96_bar__plus_01_dot_79 - object
        Potato_bar__minus_02_dot_24_bar__plus_00_dot_99_bar__minus_01_dot_20 - object
        Potato_bar__minus_02_dot_47_bar__plus_00_dot_12_bar__plus_01_dot_03 - object
        Pot_bar__minus_02_dot_58_bar__plus_00_dot_96_bar__minus_00_dot_88 - object
        SaltShaker_bar__plus_02_dot_23_bar__plus_00_dot_60_bar__plus_01_dot_23 - object
        SaltShaker_bar__minus_02_dot_06_bar__plus_01_dot_46_bar__minus_02_dot_27 - object
        SaltShaker_bar__minus_02_dot_30_bar__plus_01_dot_00_bar__plus_01_dot_26 - object
        Sink_bar__minus_00_dot_77_bar__plus_01_dot_02_bar__minus_01_dot_89 - object
        SoapBottle_bar__plus_02_dot_28_bar__plus_00_dot_07_bar__plus_00_dot_88 - object
        SoapBottle_bar__minus_01_dot_12_bar__plus_00_dot_49_bar__minus_01_dot_30 - object
        SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_49_bar__plus_00_dot_03 - object
        Spatula_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_49 - object
        Spatula_bar__minus_02_dot_35_bar__plus_00_dot_86_bar__minus_01_dot_40 - object
        Spoon_bar__minus_02_dot_21_bar__plus_00_dot_89_bar__minus_00_dot_77 - object
        Spoon_bar__minus_02_dot_43_bar__plus_01_dot_05_bar__plus_01_dot_31 - object
        StoveKnob_bar__minus_02_dot_01_bar__plus_00_dot_91_bar__minus_01_dot_64 - object
        StoveKnob_bar__minus_02_dot_08_bar__plus_00_dot_98_bar__plus_02_dot_00 - object
        StoveKnob_bar__minus_02_dot_11_bar__plus_01_dot_05_bar__minus_01_dot_71 - object
        StoveKnob_bar__minus_02_dot_20_bar__plus_00_dot_92_bar__plus_01_dot_88 - object
        Tomato_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__plus_01_dot_25 - object
        Tomato_bar__minus_02_dot_30_bar__plus_00_dot_06_bar__plus_01_dot_04 - object
        Tomato_bar__minus_02_dot_50_bar__plus_00_dot_97_bar__plus_01_dot_63 - object
        Window_bar__minus_01_dot_23_bar__plus_01_dot_35_bar__minus_01_dot_84 - object
        Cabinet_bar__plus_02_dot_33_bar__plus_01_dot_19_bar__minus_00_dot_94 - receptacle
        Cabinet_bar__plus_02_dot_42_bar__plus_01_dot_79_bar__minus_02_dot_06 - receptacle
        Cabinet_bar__plus_02_dot_46_bar__plus_00_dot_55_bar__plus_01_dot_15 - receptacle
        Cabinet_bar__plus_02_dot_52_bar__plus_01_dot_91_bar__minus_00_dot_40 - receptacle
        Cabinet_bar__minus_00_dot_27_bar__plus_02_dot_28_bar__plus_01_dot_99 - receptacle
        Cabinet_bar__minus_00_dot_36_bar__plus_02_dot_29_bar__plus_01_dot_80 - receptacle
        Cabinet_bar__minus_00_dot_48_bar__plus_01_dot_33_bar__plus_01_dot_82 - receptacle
        Cabinet_bar__minus_00_dot_56_bar__plus_02_dot_00_bar__minus_01_dot_86 - receptacle
        Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_83_bar__plus_02_dot_01 - receptacle
        Cabinet_bar__minus_01_dot_60_bar__plus_02_dot_25_bar__minus_01_dot_85 - receptacle
        Cabinet_bar__minus_01_dot_70_bar__plus_00_dot_43_bar__plus_01_dot_84 - receptacle
        Cabinet_bar__minus_01_dot_90_bar__plus_02_dot_10_bar__plus_01_dot_83 - receptacle
        Cabinet_bar__minus_01_dot_93_bar__plus_02_dot_31_bar__plus_02_dot_02 - receptacle
        Cabinet_bar__minus_02_dot_30_bar__plus_01_dot_40_bar__plus_00_dot_08 - receptacle
        Cabinet_bar__minus_02_dot_32_bar__plus_01_dot_38_bar__minus_01_dot_97 - receptacle
        Cabinet_bar__minus_02_dot_37_bar__plus_00_dot_83_bar__minus_00_dot_60 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_69_bar__plus_00_dot_91 - receptacle
        Cabinet_bar__minus_02_dot_44_bar__plus_02_dot_20_bar__minus_01_dot_85 - receptacle
        Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_87_bar__minus_00_dot_52 - receptacle
        CoffeeMachine_bar__minus_02_dot_04_bar__plus_00_dot_96_bar__minus_01_dot_81 - receptacle
        CounterTop_bar__minus_02_dot_24_bar__plus_00_dot_81_bar__minus_00_dot_73 - receptacle
        CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42 - receptacle
        CounterTop_bar__minus_02_dot_32_bar__plus_00_dot_83_bar__minus_01_dot_12 - receptacle
        Drawer_bar__plus_00_dot_32_bar__plus_00_dot_97_bar__plus_01_dot_90 - receptacle
        Drawer_bar__plus_02_dot_28_bar__plus_00_dot_72_bar__minus_00_dot_33 - receptacle
        Drawer_bar__plus_02_dot_49_bar__plus_00_dot_95_bar__minus_00_dot_71 - receptacle
        Drawer_bar__minus_02_dot_28_bar__plus_00_dot_38_bar__minus_00_dot_95 - receptacle
        Fridge_bar__minus_02_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_04 - receptacle
        GarbageCan_bar__plus_02_dot_52_bar__minus_00_dot_01_bar__plus_01_dot_09 - receptacle
        Microwave_bar__minus_02_dot_47_bar__plus_00_dot_72_bar__plus_01_dot_25 - receptacle
        Sink_bar__minus_00_dot_77_bar__plus_01_dot_02_bar__minus_01_dot_89_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_02_dot_15_bar__plus_00_dot_86_bar__minus_01_dot_94 - receptacle
        StoveBurner_bar__minus_02_dot_17_bar__plus_00_dot_93_bar__plus_01_dot_70 - receptacle
        StoveBurner_bar__minus_02_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_01 - receptacle
        StoveBurner_bar__minus_02_dot_40_bar__plus_00_dot_87_bar__plus_01_dot_58 - receptacle
        Toaster_bar__minus_02_dot_43_bar__plus_00_dot_98_bar__minus_00_dot_75 - receptacle
        loc_bar_9_bar__minus_6_bar_2_bar_15 - location
        loc_bar__minus_6_bar_4_bar_0_bar_15 - location
        loc_bar__minus_7_bar_5_bar_3_bar_45 - location
        loc_bar__minus_4_bar__minus_8_bar_3_bar_60 - location
        loc_bar__minus_7_bar__minus_4_bar_3_bar_45 - location
        loc_bar__minus_9_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_0_bar_4_bar_0_bar_30 - location
        loc_bar__minus_4_bar_8_bar_3_bar_45 - location
        loc_bar__minus_4_bar__minus_3_bar_3_bar_60 - location
        loc_bar__minus_8_bar__minus_4_bar_2_bar_60 - location
        loc_bar__minus_4_bar_7_bar_3_bar_60 - location
        loc_bar_1_bar_5_bar_0_bar_60 - location
        loc_bar_7_bar_4_bar_1_bar_60 - location
        loc_bar_7_bar__minus_4_bar_1_bar_45 - location
        loc_bar__minus_3_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_1_bar_5_bar_0_bar_15 - location
        loc_bar__minus_6_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_15 - location
        loc_bar__minus_4_bar__minus_5_bar_2_bar_45 - location
        loc_bar_7_bar__minus_1_bar_1_bar_45 - location
        loc_bar__minus_5_bar_2_bar_3_bar_60 - location
        loc_bar_0_bar_4_bar_0_bar__minus_30 - location
        loc_bar__minus_8_bar_5_bar_0_bar__minus_30 - location
        loc_bar__minus_8_bar_4_bar_0_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar_60 - location
        loc_bar_5_bar_5_bar_1_bar_45 - location
        loc_bar__minus_6_bar_4_bar_3_bar_60 - location
        loc_bar__minus_6_bar_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_3_bar_3_bar_0 - location
        loc_bar_5_bar__minus_2_bar_1_bar__minus_30 - location
        loc_bar__minus_6_bar_5_bar_0_bar_45 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_45 - location
        loc_bar__minus_5_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_6_bar_6_bar_3_bar_60 - location
        loc_bar__minus_11_bar_2_bar_3_bar_45 - location
        loc_bar__minus_2_bar_3_bar_0_bar__minus_30 - location
        loc_bar__minus_3_bar__minus_3_bar_2_bar_45 - location
        loc_bar__minus_7_bar__minus_2_bar_2_bar_45 - location
        loc_bar__minus_9_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_7_bar_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar_4_bar_3_bar__minus_15 - location
        loc_bar__minus_8_bar__minus_4_bar_2_bar_45 - location
        loc_bar__minus_1_bar_0_bar_0_bar_30 - location
        )
    

(:init


        (receptacleType Cabinet_bar__minus_02_dot_30_bar__plus_01_dot_40_bar__plus_00_dot_08 CabinetType)
        (receptacleType Drawer_bar__minus_02_dot_28_bar__plus_00_dot_38_bar__minus_00_dot_95 DrawerType)
        (receptacleType Cabinet_bar__minus_01_dot_60_bar__plus_02_dot_25_bar__minus_01_dot_85 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_56_bar__plus_02_dot_00_bar__minus_01_dot_86 CabinetType)
        (receptacleType StoveBurner_bar__minus_02_dot_15_bar__plus_00_dot_86_bar__minus_01_dot_94 StoveBurnerType)
        (receptacleType StoveBurner_bar__minus_02_dot_17_bar__plus_00_dot_93_bar__plus_01_dot_70 StoveBurnerType)
        (receptacleType CounterTop_bar__minus_02_dot_24_bar__plus_00_dot_81_bar__minus_00_dot_73 CounterTopType)
        (receptacleType StoveBurner_bar__minus_02_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_01 StoveBurnerType)
        (receptacleType Cabinet_bar__minus_00_dot_27_bar__plus_02_dot_28_bar__plus_01_dot_99 CabinetType)
        (receptacleType Cabinet_bar__plus_02_dot_52_bar__plus_01_dot_91_bar__minus_00_dot_40 CabinetType)
        (receptacleType Cabinet_bar__plus_02_dot_46_bar__plus_00_dot_55_bar__plus_01_dot_15 CabinetType)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_87_bar__minus_00_dot_52 CabinetType)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_69_bar__plus_00_dot_91 CabinetType)
        (receptacleType CoffeeMachine_bar__minus_02_dot_04_bar__plus_00_dot_96_bar__minus_01_dot_81 CoffeeMachineType)
        (receptacleType Toaster_bar__minus_02_dot_43_bar__plus_00_dot_98_bar__minus_00_dot_75 ToasterType)
        (receptacleType Cabinet_bar__minus_01_dot_70_bar__plus_00_dot_43_bar__plus_01_dot_84 CabinetType)
        (receptacleType Cabinet_bar__plus_02_dot_42_bar__plus_01_dot_79_bar__minus_02_dot_06 CabinetType)
        (receptacleType CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42 CounterTopType)
        (receptacleType Cabinet_bar__minus_01_dot_93_bar__plus_02_dot_31_bar__plus_02_dot_02 CabinetType)
        (receptacleType Cabinet_bar__minus_02_dot_32_bar__plus_01_dot_38_bar__minus_01_dot_97 CabinetType)
        (receptacleType CounterTop_bar__minus_02_dot_32_bar__plus_00_dot_83_bar__minus_01_dot_12 CounterTopType)
        (receptacleType Cabinet_bar__minus_00_dot_48_bar__plus_01_dot_33_bar__plus_01_dot_82 CabinetType)
        (receptacleType StoveBurner_bar__minus_02_dot_40_bar__plus_00_dot_87_bar__plus_01_dot_58 StoveBurnerType)
        (receptacleType GarbageCan_bar__plus_02_dot_52_bar__minus_00_dot_01_bar__plus_01_dot_09 GarbageCanType)
        (receptacleType Drawer_bar__plus_02_dot_28_bar__plus_00_dot_72_bar__minus_00_dot_33 DrawerType)
        (receptacleType Cabinet_bar__minus_02_dot_37_bar__plus_00_dot_83_bar__minus_00_dot_60 CabinetType)
        (receptacleType Drawer_bar__plus_02_dot_49_bar__plus_00_dot_95_bar__minus_00_dot_71 DrawerType)
        (receptacleType Cabinet_bar__plus_02_dot_33_bar__plus_01_dot_19_bar__minus_00_dot_94 CabinetType)
        (receptacleType Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_83_bar__plus_02_dot_01 CabinetType)
        (receptacleType Drawer_bar__plus_00_dot_32_bar__plus_00_dot_97_bar__plus_01_dot_90 DrawerType)
        (receptacleType Cabinet_bar__minus_02_dot_44_bar__plus_02_dot_20_bar__minus_01_dot_85 CabinetType)
        (receptacleType Microwave_bar__minus_02_dot_47_bar__plus_00_dot_72_bar__plus_01_dot_25 MicrowaveType)
        (receptacleType Cabinet_bar__minus_00_dot_36_bar__plus_02_dot_29_bar__plus_01_dot_80 CabinetType)
        (receptacleType Sink_bar__minus_00_dot_77_bar__plus_01_dot_02_bar__minus_01_dot_89_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__minus_02_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_04 FridgeType)
        (receptacleType Cabinet_bar__minus_01_dot_90_bar__plus_02_dot_10_bar__plus_01_dot_83 CabinetType)
        (objectType Mug_bar__minus_01_dot_78_bar__plus_00_dot_26_bar__plus_00_dot_22 MugType)
        (objectType Lettuce_bar__minus_02_dot_26_bar__plus_01_dot_04_bar__plus_01_dot_50 LettuceType)
        (objectType Apple_bar__minus_02_dot_19_bar__plus_00_dot_88_bar__plus_01_dot_21 AppleType)
        (objectType StoveKnob_bar__minus_02_dot_11_bar__plus_01_dot_05_bar__minus_01_dot_71 StoveKnobType)
        (objectType ButterKnife_bar__minus_02_dot_02_bar__plus_00_dot_91_bar__minus_00_dot_98 ButterKnifeType)
        (objectType Chair_bar__minus_02_dot_20_bar__plus_00_dot_34_bar__plus_01_dot_12 ChairType)
        (objectType Fork_bar__plus_00_dot_40_bar__plus_01_dot_05_bar__plus_01_dot_96 ForkType)
        (objectType Spatula_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_49 SpatulaType)
        (objectType Knife_bar__minus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_75 KnifeType)
        (objectType LightSwitch_bar__minus_00_dot_28_bar__plus_01_dot_42_bar__plus_01_dot_91 LightSwitchType)
        (objectType DishSponge_bar__minus_01_dot_67_bar__plus_00_dot_47_bar__plus_01_dot_63 DishSpongeType)
        (objectType SaltShaker_bar__minus_02_dot_30_bar__plus_01_dot_00_bar__plus_01_dot_26 SaltShakerType)
        (objectType SoapBottle_bar__plus_02_dot_28_bar__plus_00_dot_07_bar__plus_00_dot_88 SoapBottleType)
        (objectType Mug_bar__minus_02_dot_59_bar__plus_01_dot_07_bar__plus_01_dot_19 MugType)
        (objectType Mug_bar__minus_02_dot_28_bar__plus_00_dot_14_bar__plus_01_dot_28 MugType)
        (objectType Spoon_bar__minus_02_dot_21_bar__plus_00_dot_89_bar__minus_00_dot_77 SpoonType)
        (objectType Spoon_bar__minus_02_dot_43_bar__plus_01_dot_05_bar__plus_01_dot_31 SpoonType)
        (objectType Sink_bar__minus_00_dot_77_bar__plus_01_dot_02_bar__minus_01_dot_89 SinkType)
        (objectType Bowl_bar__minus_02_dot_33_bar__plus_01_dot_53_bar__minus_00_dot_05 BowlType)
        (objectType SoapBottle_bar__minus_01_dot_12_bar__plus_00_dot_49_bar__minus_01_dot_30 SoapBottleType)
        (objectType Lettuce_bar__minus_02_dot_46_bar__plus_01_dot_03_bar__plus_01_dot_58 LettuceType)
        (objectType Bread_bar__minus_02_dot_15_bar__plus_00_dot_97_bar__minus_00_dot_88 BreadType)
        (objectType SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_49_bar__plus_00_dot_03 SoapBottleType)
        (objectType DishSponge_bar__plus_02_dot_33_bar__plus_00_dot_68_bar__plus_01_dot_26 DishSpongeType)
        (objectType StoveKnob_bar__minus_02_dot_01_bar__plus_00_dot_91_bar__minus_01_dot_64 StoveKnobType)
        (objectType StoveKnob_bar__minus_02_dot_20_bar__plus_00_dot_92_bar__plus_01_dot_88 StoveKnobType)
        (objectType SaltShaker_bar__minus_02_dot_06_bar__plus_01_dot_46_bar__minus_02_dot_27 SaltShakerType)
        (objectType Tomato_bar__minus_02_dot_50_bar__plus_00_dot_97_bar__plus_01_dot_63 TomatoType)
        (objectType Cup_bar__minus_02_dot_51_bar__plus_00_dot_95_bar__minus_00_dot_46 CupType)
        (objectType Lettuce_bar__minus_02_dot_60_bar__plus_01_dot_04_bar__plus_01_dot_48 LettuceType)
        (objectType Knife_bar__minus_02_dot_22_bar__plus_00_dot_51_bar__minus_00_dot_74 KnifeType)
        (objectType StoveKnob_bar__minus_02_dot_08_bar__plus_00_dot_98_bar__plus_02_dot_00 StoveKnobType)
        (objectType Cup_bar__minus_02_dot_41_bar__plus_01_dot_52_bar__minus_00_dot_20 CupType)
        (objectType Tomato_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__plus_01_dot_25 TomatoType)
        (objectType ButterKnife_bar__minus_02_dot_56_bar__plus_00_dot_42_bar__minus_01_dot_16 ButterKnifeType)
        (objectType Potato_bar__minus_02_dot_47_bar__plus_00_dot_12_bar__plus_01_dot_03 PotatoType)
        (objectType Tomato_bar__minus_02_dot_30_bar__plus_00_dot_06_bar__plus_01_dot_04 TomatoType)
        (objectType Pot_bar__minus_02_dot_58_bar__plus_00_dot_96_bar__minus_00_dot_88 PotType)
        (objectType Potato_bar__minus_02_dot_24_bar__plus_00_dot_99_bar__minus_01_dot_20 PotatoType)
        (objectType PepperShaker_bar__minus_00_dot_35_bar__plus_02_dot_43_bar__plus_01_dot_76 PepperShakerType)
        (objectType Pan_bar__minus_01_dot_98_bar__plus_00_dot_51_bar__plus_01_dot_56 PanType)
        (objectType DishSponge_bar__minus_02_dot_04_bar__plus_01_dot_50_bar__plus_00_dot_33 DishSpongeType)
        (objectType Pan_bar__minus_02_dot_28_bar__plus_00_dot_90_bar__plus_01_dot_45 PanType)
        (objectType Egg_bar__plus_02_dot_33_bar__plus_00_dot_09_bar__plus_01_dot_27 EggType)
        (objectType Spatula_bar__minus_02_dot_35_bar__plus_00_dot_86_bar__minus_01_dot_40 SpatulaType)
        (objectType Window_bar__minus_01_dot_23_bar__plus_01_dot_35_bar__minus_01_dot_84 WindowType)
        (objectType SaltShaker_bar__plus_02_dot_23_bar__plus_00_dot_60_bar__plus_01_dot_23 SaltShakerType)
        (objectType Plate_bar__minus_01_dot_41_bar__plus_01_dot_96_bar__plus_01_dot_79 PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType KnifeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain StoveBurnerType PotType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (canContain StoveBurnerType PanType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType PotatoType)
        (canContain StoveBurnerType PotType)
        (canContain StoveBurnerType PanType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CoffeeMachineType MugType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain StoveBurnerType PotType)
        (canContain StoveBurnerType PanType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType KnifeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType KnifeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType KnifeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain MicrowaveType TomatoType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType AppleType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType TomatoType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotatoType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType BowlType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType MugType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType BreadType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType DishSpongeType)
        (pickupable Mug_bar__minus_01_dot_78_bar__plus_00_dot_26_bar__plus_00_dot_22)
        (pickupable Lettuce_bar__minus_02_dot_26_bar__plus_01_dot_04_bar__plus_01_dot_50)
        (pickupable Apple_bar__minus_02_dot_19_bar__plus_00_dot_88_bar__plus_01_dot_21)
        (pickupable ButterKnife_bar__minus_02_dot_02_bar__plus_00_dot_91_bar__minus_00_dot_98)
        (pickupable Fork_bar__plus_00_dot_40_bar__plus_01_dot_05_bar__plus_01_dot_96)
        (pickupable Spatula_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_49)
        (pickupable Knife_bar__minus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable DishSponge_bar__minus_01_dot_67_bar__plus_00_dot_47_bar__plus_01_dot_63)
        (pickupable SaltShaker_bar__minus_02_dot_30_bar__plus_01_dot_00_bar__plus_01_dot_26)
        (pickupable SoapBottle_bar__plus_02_dot_28_bar__plus_00_dot_07_bar__plus_00_dot_88)
        (pickupable Mug_bar__minus_02_dot_59_bar__plus_01_dot_07_bar__plus_01_dot_19)
        (pickupable Mug_bar__minus_02_dot_28_bar__plus_00_dot_14_bar__plus_01_dot_28)
        (pickupable Spoon_bar__minus_02_dot_21_bar__plus_00_dot_89_bar__minus_00_dot_77)
        (pickupable Spoon_bar__minus_02_dot_43_bar__plus_01_dot_05_bar__plus_01_dot_31)
        (pickupable Bowl_bar__minus_02_dot_33_bar__plus_01_dot_53_bar__minus_00_dot_05)
        (pickupable SoapBottle_bar__minus_01_dot_12_bar__plus_00_dot_49_bar__minus_01_dot_30)
        (pickupable Lettuce_bar__minus_02_dot_46_bar__plus_01_dot_03_bar__plus_01_dot_58)
        (pickupable Bread_bar__minus_02_dot_15_bar__plus_00_dot_97_bar__minus_00_dot_88)
        (pickupable SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_49_bar__plus_00_dot_03)
        (pickupable DishSponge_bar__plus_02_dot_33_bar__plus_00_dot_68_bar__plus_01_dot_26)
        (pickupable SaltShaker_bar__minus_02_dot_06_bar__plus_01_dot_46_bar__minus_02_dot_27)
        (pickupable Tomato_bar__minus_02_dot_50_bar__plus_00_dot_97_bar__plus_01_dot_63)
        (pickupable Cup_bar__minus_02_dot_51_bar__plus_00_dot_95_bar__minus_00_dot_46)
        (pickupable Lettuce_bar__minus_02_dot_60_bar__plus_01_dot_04_bar__plus_01_dot_48)
        (pickupable Knife_bar__minus_02_dot_22_bar__plus_00_dot_51_bar__minus_00_dot_74)
        (pickupable Cup_bar__minus_02_dot_41_bar__plus_01_dot_52_bar__minus_00_dot_20)
        (pickupable Tomato_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__plus_01_dot_25)
        (pickupable ButterKnife_bar__minus_02_dot_56_bar__plus_00_dot_42_bar__minus_01_dot_16)
        (pickupable Potato_bar__minus_02_dot_47_bar__plus_00_dot_12_bar__plus_01_dot_03)
        (pickupable Tomato_bar__minus_02_dot_30_bar__plus_00_dot_06_bar__plus_01_dot_04)
        (pickupable Pot_bar__minus_02_dot_58_bar__plus_00_dot_96_bar__minus_00_dot_88)
        (pickupable Potato_bar__minus_02_dot_24_bar__plus_00_dot_99_bar__minus_01_dot_20)
        (pickupable PepperShaker_bar__minus_00_dot_35_bar__plus_02_dot_43_bar__plus_01_dot_76)
        (pickupable Pan_bar__minus_01_dot_98_bar__plus_00_dot_51_bar__plus_01_dot_56)
        (pickupable DishSponge_bar__minus_02_dot_04_bar__plus_01_dot_50_bar__plus_00_dot_33)
        (pickupable Pan_bar__minus_02_dot_28_bar__plus_00_dot_90_bar__plus_01_dot_45)
        (pickupable Egg_bar__plus_02_dot_33_bar__plus_00_dot_09_bar__plus_01_dot_27)
        (pickupable Spatula_bar__minus_02_dot_35_bar__plus_00_dot_86_bar__minus_01_dot_40)
        (pickupable SaltShaker_bar__plus_02_dot_23_bar__plus_00_dot_60_bar__plus_01_dot_23)
        (pickupable Plate_bar__minus_01_dot_41_bar__plus_01_dot_96_bar__plus_01_dot_79)
        (isReceptacleObject Mug_bar__minus_01_dot_78_bar__plus_00_dot_26_bar__plus_00_dot_22)
        (isReceptacleObject Mug_bar__minus_02_dot_59_bar__plus_01_dot_07_bar__plus_01_dot_19)
        (isReceptacleObject Mug_bar__minus_02_dot_28_bar__plus_00_dot_14_bar__plus_01_dot_28)
        (isReceptacleObject Bowl_bar__minus_02_dot_33_bar__plus_01_dot_53_bar__minus_00_dot_05)
        (isReceptacleObject Cup_bar__minus_02_dot_51_bar__plus_00_dot_95_bar__minus_00_dot_46)
        (isReceptacleObject Cup_bar__minus_02_dot_41_bar__plus_01_dot_52_bar__minus_00_dot_20)
        (isReceptacleObject Pot_bar__minus_02_dot_58_bar__plus_00_dot_96_bar__minus_00_dot_88)
        (isReceptacleObject Pan_bar__minus_01_dot_98_bar__plus_00_dot_51_bar__plus_01_dot_56)
        (isReceptacleObject Pan_bar__minus_02_dot_28_bar__plus_00_dot_90_bar__plus_01_dot_45)
        (isReceptacleObject Plate_bar__minus_01_dot_41_bar__plus_01_dot_96_bar__plus_01_dot_79)
        (openable Drawer_bar__minus_02_dot_28_bar__plus_00_dot_38_bar__minus_00_dot_95)
        (openable Cabinet_bar__minus_01_dot_60_bar__plus_02_dot_25_bar__minus_01_dot_85)
        (openable Cabinet_bar__minus_00_dot_56_bar__plus_02_dot_00_bar__minus_01_dot_86)
        (openable Cabinet_bar__minus_00_dot_27_bar__plus_02_dot_28_bar__plus_01_dot_99)
        (openable Cabinet_bar__plus_02_dot_46_bar__plus_00_dot_55_bar__plus_01_dot_15)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_87_bar__minus_00_dot_52)
        (openable Cabinet_bar__minus_01_dot_70_bar__plus_00_dot_43_bar__plus_01_dot_84)
        (openable Cabinet_bar__plus_02_dot_42_bar__plus_01_dot_79_bar__minus_02_dot_06)
        (openable Cabinet_bar__minus_01_dot_93_bar__plus_02_dot_31_bar__plus_02_dot_02)
        (openable Cabinet_bar__minus_02_dot_32_bar__plus_01_dot_38_bar__minus_01_dot_97)
        (openable Cabinet_bar__minus_00_dot_48_bar__plus_01_dot_33_bar__plus_01_dot_82)
        (openable Drawer_bar__plus_02_dot_28_bar__plus_00_dot_72_bar__minus_00_dot_33)
        (openable Cabinet_bar__minus_02_dot_37_bar__plus_00_dot_83_bar__minus_00_dot_60)
        (openable Drawer_bar__plus_02_dot_49_bar__plus_00_dot_95_bar__minus_00_dot_71)
        (openable Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_83_bar__plus_02_dot_01)
        (openable Drawer_bar__plus_00_dot_32_bar__plus_00_dot_97_bar__plus_01_dot_90)
        (openable Cabinet_bar__minus_02_dot_44_bar__plus_02_dot_20_bar__minus_01_dot_85)
        (openable Microwave_bar__minus_02_dot_47_bar__plus_00_dot_72_bar__plus_01_dot_25)
        (openable Cabinet_bar__minus_00_dot_36_bar__plus_02_dot_29_bar__plus_01_dot_80)
        (openable Fridge_bar__minus_02_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_04)
        (openable Cabinet_bar__minus_01_dot_90_bar__plus_02_dot_10_bar__plus_01_dot_83)
        
        (atLocation agent1 loc_bar__minus_1_bar_0_bar_0_bar_30)
        
        (cleanable Mug_bar__minus_01_dot_78_bar__plus_00_dot_26_bar__plus_00_dot_22)
        (cleanable Lettuce_bar__minus_02_dot_26_bar__plus_01_dot_04_bar__plus_01_dot_50)
        (cleanable Apple_bar__minus_02_dot_19_bar__plus_00_dot_88_bar__plus_01_dot_21)
        (cleanable ButterKnife_bar__minus_02_dot_02_bar__plus_00_dot_91_bar__minus_00_dot_98)
        (cleanable Fork_bar__plus_00_dot_40_bar__plus_01_dot_05_bar__plus_01_dot_96)
        (cleanable Spatula_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_49)
        (cleanable Knife_bar__minus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (cleanable DishSponge_bar__minus_01_dot_67_bar__plus_00_dot_47_bar__plus_01_dot_63)
        (cleanable Mug_bar__minus_02_dot_59_bar__plus_01_dot_07_bar__plus_01_dot_19)
        (cleanable Mug_bar__minus_02_dot_28_bar__plus_00_dot_14_bar__plus_01_dot_28)
        (cleanable Spoon_bar__minus_02_dot_21_bar__plus_00_dot_89_bar__minus_00_dot_77)
        (cleanable Spoon_bar__minus_02_dot_43_bar__plus_01_dot_05_bar__plus_01_dot_31)
        (cleanable Bowl_bar__minus_02_dot_33_bar__plus_01_dot_53_bar__minus_00_dot_05)
        (cleanable Lettuce_bar__minus_02_dot_46_bar__plus_01_dot_03_bar__plus_01_dot_58)
        (cleanable DishSponge_bar__plus_02_dot_33_bar__plus_00_dot_68_bar__plus_01_dot_26)
        (cleanable Tomato_bar__minus_02_dot_50_bar__plus_00_dot_97_bar__plus_01_dot_63)
        (cleanable Cup_bar__minus_02_dot_51_bar__plus_00_dot_95_bar__minus_00_dot_46)
        (cleanable Lettuce_bar__minus_02_dot_60_bar__plus_01_dot_04_bar__plus_01_dot_48)
        (cleanable Knife_bar__minus_02_dot_22_bar__plus_00_dot_51_bar__minus_00_dot_74)
        (cleanable Cup_bar__minus_02_dot_41_bar__plus_01_dot_52_bar__minus_00_dot_20)
        (cleanable Tomato_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__plus_01_dot_25)
        (cleanable ButterKnife_bar__minus_02_dot_56_bar__plus_00_dot_42_bar__minus_01_dot_16)
        (cleanable Potato_bar__minus_02_dot_47_bar__plus_00_dot_12_bar__plus_01_dot_03)
        (cleanable Tomato_bar__minus_02_dot_30_bar__plus_00_dot_06_bar__plus_01_dot_04)
        (cleanable Pot_bar__minus_02_dot_58_bar__plus_00_dot_96_bar__minus_00_dot_88)
        (cleanable Potato_bar__minus_02_dot_24_bar__plus_00_dot_99_bar__minus_01_dot_20)
        (cleanable Pan_bar__minus_01_dot_98_bar__plus_00_dot_51_bar__plus_01_dot_56)
        (cleanable DishSponge_bar__minus_02_dot_04_bar__plus_01_dot_50_bar__plus_00_dot_33)
        (cleanable Pan_bar__minus_02_dot_28_bar__plus_00_dot_90_bar__plus_01_dot_45)
        (cleanable Egg_bar__plus_02_dot_33_bar__plus_00_dot_09_bar__plus_01_dot_27)
        (cleanable Spatula_bar__minus_02_dot_35_bar__plus_00_dot_86_bar__minus_01_dot_40)
        (cleanable Plate_bar__minus_01_dot_41_bar__plus_01_dot_96_bar__plus_01_dot_79)
        
        (heatable Mug_bar__minus_01_dot_78_bar__plus_00_dot_26_bar__plus_00_dot_22)
        (heatable Apple_bar__minus_02_dot_19_bar__plus_00_dot_88_bar__plus_01_dot_21)
        (heatable Mug_bar__minus_02_dot_59_bar__plus_01_dot_07_bar__plus_01_dot_19)
        (heatable Mug_bar__minus_02_dot_28_bar__plus_00_dot_14_bar__plus_01_dot_28)
        (heatable Bread_bar__minus_02_dot_15_bar__plus_00_dot_97_bar__minus_00_dot_88)
        (heatable Tomato_bar__minus_02_dot_50_bar__plus_00_dot_97_bar__plus_01_dot_63)
        (heatable Cup_bar__minus_02_dot_51_bar__plus_00_dot_95_bar__minus_00_dot_46)
        (heatable Cup_bar__minus_02_dot_41_bar__plus_01_dot_52_bar__minus_00_dot_20)
        (heatable Tomato_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__plus_01_dot_25)
        (heatable Potato_bar__minus_02_dot_47_bar__plus_00_dot_12_bar__plus_01_dot_03)
        (heatable Tomato_bar__minus_02_dot_30_bar__plus_00_dot_06_bar__plus_01_dot_04)
        (heatable Potato_bar__minus_02_dot_24_bar__plus_00_dot_99_bar__minus_01_dot_20)
        (heatable Egg_bar__plus_02_dot_33_bar__plus_00_dot_09_bar__plus_01_dot_27)
        (heatable Plate_bar__minus_01_dot_41_bar__plus_01_dot_96_bar__plus_01_dot_79)
        (coolable Mug_bar__minus_01_dot_78_bar__plus_00_dot_26_bar__plus_00_dot_22)
        (coolable Lettuce_bar__minus_02_dot_26_bar__plus_01_dot_04_bar__plus_01_dot_50)
        (coolable Apple_bar__minus_02_dot_19_bar__plus_00_dot_88_bar__plus_01_dot_21)
        (coolable Mug_bar__minus_02_dot_59_bar__plus_01_dot_07_bar__plus_01_dot_19)
        (coolable Mug_bar__minus_02_dot_28_bar__plus_00_dot_14_bar__plus_01_dot_28)
        (coolable Bowl_bar__minus_02_dot_33_bar__plus_01_dot_53_bar__minus_00_dot_05)
        (coolable Lettuce_bar__minus_02_dot_46_bar__plus_01_dot_03_bar__plus_01_dot_58)
        (coolable Bread_bar__minus_02_dot_15_bar__plus_00_dot_97_bar__minus_00_dot_88)
        (coolable Tomato_bar__minus_02_dot_50_bar__plus_00_dot_97_bar__plus_01_dot_63)
        (coolable Cup_bar__minus_02_dot_51_bar__plus_00_dot_95_bar__minus_00_dot_46)
        (coolable Lettuce_bar__minus_02_dot_60_bar__plus_01_dot_04_bar__plus_01_dot_48)
        (coolable Cup_bar__minus_02_dot_41_bar__plus_01_dot_52_bar__minus_00_dot_20)
        (coolable Tomato_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__plus_01_dot_25)
        (coolable Potato_bar__minus_02_dot_47_bar__plus_00_dot_12_bar__plus_01_dot_03)
        (coolable Tomato_bar__minus_02_dot_30_bar__plus_00_dot_06_bar__plus_01_dot_04)
        (coolable Pot_bar__minus_02_dot_58_bar__plus_00_dot_96_bar__minus_00_dot_88)
        (coolable Potato_bar__minus_02_dot_24_bar__plus_00_dot_99_bar__minus_01_dot_20)
        (coolable Pan_bar__minus_01_dot_98_bar__plus_00_dot_51_bar__plus_01_dot_56)
        (coolable Pan_bar__minus_02_dot_28_bar__plus_00_dot_90_bar__plus_01_dot_45)
        (coolable Egg_bar__plus_02_dot_33_bar__plus_00_dot_09_bar__plus_01_dot_27)
        (coolable Plate_bar__minus_01_dot_41_bar__plus_01_dot_96_bar__plus_01_dot_79)
        
        
        
        
        
        (sliceable Lettuce_bar__minus_02_dot_26_bar__plus_01_dot_04_bar__plus_01_dot_50)
        (sliceable Apple_bar__minus_02_dot_19_bar__plus_00_dot_88_bar__plus_01_dot_21)
        (sliceable Lettuce_bar__minus_02_dot_46_bar__plus_01_dot_03_bar__plus_01_dot_58)
        (sliceable Bread_bar__minus_02_dot_15_bar__plus_00_dot_97_bar__minus_00_dot_88)
        (sliceable Tomato_bar__minus_02_dot_50_bar__plus_00_dot_97_bar__plus_01_dot_63)
        (sliceable Lettuce_bar__minus_02_dot_60_bar__plus_01_dot_04_bar__plus_01_dot_48)
        (sliceable Tomato_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__plus_01_dot_25)
        (sliceable Potato_bar__minus_02_dot_47_bar__plus_00_dot_12_bar__plus_01_dot_03)
        (sliceable Tomato_bar__minus_02_dot_30_bar__plus_00_dot_06_bar__plus_01_dot_04)
        (sliceable Potato_bar__minus_02_dot_24_bar__plus_00_dot_99_bar__minus_01_dot_20)
        (sliceable Egg_bar__plus_02_dot_33_bar__plus_00_dot_09_bar__plus_01_dot_27)
        
        (inReceptacle DishSponge_bar__plus_02_dot_33_bar__plus_00_dot_68_bar__plus_01_dot_26 Cabinet_bar__plus_02_dot_46_bar__plus_00_dot_55_bar__plus_01_dot_15)
        (inReceptacle SaltShaker_bar__plus_02_dot_23_bar__plus_00_dot_60_bar__plus_01_dot_23 Cabinet_bar__plus_02_dot_46_bar__plus_00_dot_55_bar__plus_01_dot_15)
        (inReceptacle SoapBottle_bar__plus_02_dot_28_bar__plus_00_dot_07_bar__plus_00_dot_88 GarbageCan_bar__plus_02_dot_52_bar__minus_00_dot_01_bar__plus_01_dot_09)
        (inReceptacle Egg_bar__plus_02_dot_33_bar__plus_00_dot_09_bar__plus_01_dot_27 GarbageCan_bar__plus_02_dot_52_bar__minus_00_dot_01_bar__plus_01_dot_09)
        (inReceptacle SaltShaker_bar__minus_02_dot_06_bar__plus_01_dot_46_bar__minus_02_dot_27 Cabinet_bar__minus_02_dot_32_bar__plus_01_dot_38_bar__minus_01_dot_97)
        (inReceptacle Spoon_bar__minus_02_dot_43_bar__plus_01_dot_05_bar__plus_01_dot_31 Sink_bar__minus_00_dot_77_bar__plus_01_dot_02_bar__minus_01_dot_89_bar_SinkBasin)
        (inReceptacle Apple_bar__minus_02_dot_19_bar__plus_00_dot_88_bar__plus_01_dot_21 Microwave_bar__minus_02_dot_47_bar__plus_00_dot_72_bar__plus_01_dot_25)
        (inReceptacle PepperShaker_bar__minus_00_dot_35_bar__plus_02_dot_43_bar__plus_01_dot_76 Cabinet_bar__minus_00_dot_27_bar__plus_02_dot_28_bar__plus_01_dot_99)
        (inReceptacle Spatula_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_49 CounterTop_bar__minus_02_dot_24_bar__plus_00_dot_81_bar__minus_00_dot_73)
        (inReceptacle Knife_bar__minus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_75 CounterTop_bar__minus_02_dot_24_bar__plus_00_dot_81_bar__minus_00_dot_73)
        (inReceptacle Spoon_bar__minus_02_dot_21_bar__plus_00_dot_89_bar__minus_00_dot_77 CounterTop_bar__minus_02_dot_24_bar__plus_00_dot_81_bar__minus_00_dot_73)
        (inReceptacle Bread_bar__minus_02_dot_15_bar__plus_00_dot_97_bar__minus_00_dot_88 CounterTop_bar__minus_02_dot_24_bar__plus_00_dot_81_bar__minus_00_dot_73)
        (inReceptacle Cup_bar__minus_02_dot_51_bar__plus_00_dot_95_bar__minus_00_dot_46 CounterTop_bar__minus_02_dot_24_bar__plus_00_dot_81_bar__minus_00_dot_73)
        (inReceptacle Fork_bar__plus_00_dot_40_bar__plus_01_dot_05_bar__plus_01_dot_96 Drawer_bar__plus_00_dot_32_bar__plus_00_dot_97_bar__plus_01_dot_90)
        (inReceptacle Mug_bar__minus_02_dot_28_bar__plus_00_dot_14_bar__plus_01_dot_28 Fridge_bar__minus_02_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_04)
        (inReceptacle Potato_bar__minus_02_dot_47_bar__plus_00_dot_12_bar__plus_01_dot_03 Fridge_bar__minus_02_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_04)
        (inReceptacle Tomato_bar__minus_02_dot_30_bar__plus_00_dot_06_bar__plus_01_dot_04 Fridge_bar__minus_02_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_04)
        (inReceptacle DishSponge_bar__minus_01_dot_67_bar__plus_00_dot_47_bar__plus_01_dot_63 Cabinet_bar__minus_01_dot_70_bar__plus_00_dot_43_bar__plus_01_dot_84)
        (inReceptacle Pan_bar__minus_01_dot_98_bar__plus_00_dot_51_bar__plus_01_dot_56 Cabinet_bar__minus_01_dot_70_bar__plus_00_dot_43_bar__plus_01_dot_84)
        (inReceptacle Pan_bar__minus_02_dot_28_bar__plus_00_dot_90_bar__plus_01_dot_45 StoveBurner_bar__minus_02_dot_40_bar__plus_00_dot_87_bar__plus_01_dot_58)
        (inReceptacle ButterKnife_bar__minus_02_dot_02_bar__plus_00_dot_91_bar__minus_00_dot_98 CounterTop_bar__minus_02_dot_32_bar__plus_00_dot_83_bar__minus_01_dot_12)
        (inReceptacle Pot_bar__minus_02_dot_58_bar__plus_00_dot_96_bar__minus_00_dot_88 CounterTop_bar__minus_02_dot_32_bar__plus_00_dot_83_bar__minus_01_dot_12)
        (inReceptacle Potato_bar__minus_02_dot_24_bar__plus_00_dot_99_bar__minus_01_dot_20 CounterTop_bar__minus_02_dot_32_bar__plus_00_dot_83_bar__minus_01_dot_12)
        (inReceptacle Spatula_bar__minus_02_dot_35_bar__plus_00_dot_86_bar__minus_01_dot_40 CounterTop_bar__minus_02_dot_32_bar__plus_00_dot_83_bar__minus_01_dot_12)
        (inReceptacle Bowl_bar__minus_02_dot_33_bar__plus_01_dot_53_bar__minus_00_dot_05 Cabinet_bar__minus_02_dot_30_bar__plus_01_dot_40_bar__plus_00_dot_08)
        (inReceptacle SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_49_bar__plus_00_dot_03 Cabinet_bar__minus_02_dot_30_bar__plus_01_dot_40_bar__plus_00_dot_08)
        (inReceptacle Cup_bar__minus_02_dot_41_bar__plus_01_dot_52_bar__minus_00_dot_20 Cabinet_bar__minus_02_dot_30_bar__plus_01_dot_40_bar__plus_00_dot_08)
        (inReceptacle DishSponge_bar__minus_02_dot_04_bar__plus_01_dot_50_bar__plus_00_dot_33 Cabinet_bar__minus_02_dot_30_bar__plus_01_dot_40_bar__plus_00_dot_08)
        (inReceptacle Knife_bar__minus_02_dot_22_bar__plus_00_dot_51_bar__minus_00_dot_74 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_38_bar__minus_00_dot_95)
        (inReceptacle ButterKnife_bar__minus_02_dot_56_bar__plus_00_dot_42_bar__minus_01_dot_16 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_38_bar__minus_00_dot_95)
        (inReceptacle Lettuce_bar__minus_02_dot_26_bar__plus_01_dot_04_bar__plus_01_dot_50 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42)
        (inReceptacle SaltShaker_bar__minus_02_dot_30_bar__plus_01_dot_00_bar__plus_01_dot_26 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42)
        (inReceptacle Mug_bar__minus_02_dot_59_bar__plus_01_dot_07_bar__plus_01_dot_19 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42)
        (inReceptacle Spoon_bar__minus_02_dot_43_bar__plus_01_dot_05_bar__plus_01_dot_31 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42)
        (inReceptacle Lettuce_bar__minus_02_dot_46_bar__plus_01_dot_03_bar__plus_01_dot_58 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42)
        (inReceptacle Tomato_bar__minus_02_dot_50_bar__plus_00_dot_97_bar__plus_01_dot_63 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42)
        (inReceptacle Lettuce_bar__minus_02_dot_60_bar__plus_01_dot_04_bar__plus_01_dot_48 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42)
        (inReceptacle Tomato_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__plus_01_dot_25 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42)
        (inReceptacle Plate_bar__minus_01_dot_41_bar__plus_01_dot_96_bar__plus_01_dot_79 Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_83_bar__plus_02_dot_01)
        
        
        (receptacleAtLocation Cabinet_bar__plus_02_dot_33_bar__plus_01_dot_19_bar__minus_00_dot_94 loc_bar_4_bar__minus_3_bar_1_bar_15)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_42_bar__plus_01_dot_79_bar__minus_02_dot_06 loc_bar_9_bar__minus_6_bar_2_bar_15)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_46_bar__plus_00_dot_55_bar__plus_01_dot_15 loc_bar_5_bar_5_bar_1_bar_45)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_52_bar__plus_01_dot_91_bar__minus_00_dot_40 loc_bar_5_bar__minus_2_bar_1_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_27_bar__plus_02_dot_28_bar__plus_01_dot_99 loc_bar_0_bar_4_bar_0_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_36_bar__plus_02_dot_29_bar__plus_01_dot_80 loc_bar__minus_2_bar_3_bar_0_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_48_bar__plus_01_dot_33_bar__plus_01_dot_82 loc_bar__minus_1_bar_5_bar_0_bar_15)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_56_bar__plus_02_dot_00_bar__minus_01_dot_86 loc_bar__minus_3_bar__minus_4_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_83_bar__plus_02_dot_01 loc_bar__minus_6_bar_4_bar_0_bar_15)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_60_bar__plus_02_dot_25_bar__minus_01_dot_85 loc_bar__minus_6_bar__minus_5_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_70_bar__plus_00_dot_43_bar__plus_01_dot_84 loc_bar__minus_6_bar_5_bar_0_bar_45)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_90_bar__plus_02_dot_10_bar__plus_01_dot_83 loc_bar__minus_8_bar_4_bar_0_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_93_bar__plus_02_dot_31_bar__plus_02_dot_02 loc_bar__minus_8_bar_5_bar_0_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_30_bar__plus_01_dot_40_bar__plus_00_dot_08 loc_bar__minus_7_bar_1_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_32_bar__plus_01_dot_38_bar__minus_01_dot_97 loc_bar__minus_9_bar__minus_5_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_37_bar__plus_00_dot_83_bar__minus_00_dot_60 loc_bar__minus_7_bar__minus_2_bar_3_bar_45)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_69_bar__plus_00_dot_91 loc_bar__minus_6_bar_4_bar_3_bar__minus_15)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_44_bar__plus_02_dot_20_bar__minus_01_dot_85 loc_bar__minus_9_bar__minus_5_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_87_bar__minus_00_dot_52 loc_bar__minus_7_bar__minus_3_bar_3_bar_0)
        (receptacleAtLocation CoffeeMachine_bar__minus_02_dot_04_bar__plus_00_dot_96_bar__minus_01_dot_81 loc_bar__minus_8_bar__minus_4_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_24_bar__plus_00_dot_81_bar__minus_00_dot_73 loc_bar__minus_7_bar__minus_4_bar_3_bar_45)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_93_bar__plus_01_dot_42 loc_bar__minus_7_bar_5_bar_3_bar_45)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_32_bar__plus_00_dot_83_bar__minus_01_dot_12 loc_bar__minus_4_bar__minus_5_bar_3_bar_60)
        (receptacleAtLocation Drawer_bar__plus_00_dot_32_bar__plus_00_dot_97_bar__plus_01_dot_90 loc_bar_1_bar_5_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__plus_02_dot_28_bar__plus_00_dot_72_bar__minus_00_dot_33 loc_bar_7_bar__minus_1_bar_1_bar_45)
        (receptacleAtLocation Drawer_bar__plus_02_dot_49_bar__plus_00_dot_95_bar__minus_00_dot_71 loc_bar_7_bar__minus_4_bar_1_bar_45)
        (receptacleAtLocation Drawer_bar__minus_02_dot_28_bar__plus_00_dot_38_bar__minus_00_dot_95 loc_bar__minus_4_bar__minus_3_bar_3_bar_60)
        (receptacleAtLocation Fridge_bar__minus_02_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_04 loc_bar__minus_6_bar_4_bar_3_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_52_bar__minus_00_dot_01_bar__plus_01_dot_09 loc_bar_7_bar_4_bar_1_bar_60)
        (receptacleAtLocation Microwave_bar__minus_02_dot_47_bar__plus_00_dot_72_bar__plus_01_dot_25 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__minus_00_dot_77_bar__plus_01_dot_02_bar__minus_01_dot_89_bar_SinkBasin loc_bar__minus_4_bar__minus_5_bar_2_bar_45)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_15_bar__plus_00_dot_86_bar__minus_01_dot_94 loc_bar__minus_8_bar__minus_4_bar_2_bar_45)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_17_bar__plus_00_dot_93_bar__plus_01_dot_70 loc_bar__minus_6_bar_6_bar_3_bar_60)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_01 loc_bar__minus_8_bar__minus_4_bar_2_bar_45)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_40_bar__plus_00_dot_87_bar__plus_01_dot_58 loc_bar__minus_6_bar_6_bar_3_bar_60)
        (receptacleAtLocation Toaster_bar__minus_02_dot_43_bar__plus_00_dot_98_bar__minus_00_dot_75 loc_bar__minus_7_bar__minus_4_bar_3_bar_45)
        (objectAtLocation Mug_bar__minus_01_dot_78_bar__plus_00_dot_26_bar__plus_00_dot_22 loc_bar__minus_5_bar_2_bar_3_bar_60)
        (objectAtLocation Lettuce_bar__minus_02_dot_26_bar__plus_01_dot_04_bar__plus_01_dot_50 loc_bar__minus_7_bar_5_bar_3_bar_45)
        (objectAtLocation Apple_bar__minus_02_dot_19_bar__plus_00_dot_88_bar__plus_01_dot_21 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (objectAtLocation StoveKnob_bar__minus_02_dot_11_bar__plus_01_dot_05_bar__minus_01_dot_71 loc_bar__minus_9_bar__minus_3_bar_2_bar_30)
        (objectAtLocation ButterKnife_bar__minus_02_dot_02_bar__plus_00_dot_91_bar__minus_00_dot_98 loc_bar__minus_4_bar__minus_5_bar_3_bar_60)
        (objectAtLocation Chair_bar__minus_02_dot_20_bar__plus_00_dot_34_bar__plus_01_dot_12 loc_bar__minus_11_bar_2_bar_3_bar_45)
        (objectAtLocation Fork_bar__plus_00_dot_40_bar__plus_01_dot_05_bar__plus_01_dot_96 loc_bar_1_bar_5_bar_0_bar_60)
        (objectAtLocation Spatula_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_49 loc_bar__minus_7_bar__minus_4_bar_3_bar_45)
        (objectAtLocation Knife_bar__minus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar__minus_7_bar__minus_4_bar_3_bar_45)
        (objectAtLocation LightSwitch_bar__minus_00_dot_28_bar__plus_01_dot_42_bar__plus_01_dot_91 loc_bar_0_bar_4_bar_0_bar_30)
        (objectAtLocation DishSponge_bar__minus_01_dot_67_bar__plus_00_dot_47_bar__plus_01_dot_63 loc_bar__minus_6_bar_5_bar_0_bar_45)
        (objectAtLocation SaltShaker_bar__minus_02_dot_30_bar__plus_01_dot_00_bar__plus_01_dot_26 loc_bar__minus_7_bar_5_bar_3_bar_45)
        (objectAtLocation SoapBottle_bar__plus_02_dot_28_bar__plus_00_dot_07_bar__plus_00_dot_88 loc_bar_7_bar_4_bar_1_bar_60)
        (objectAtLocation Mug_bar__minus_02_dot_59_bar__plus_01_dot_07_bar__plus_01_dot_19 loc_bar__minus_7_bar_5_bar_3_bar_45)
        (objectAtLocation Mug_bar__minus_02_dot_28_bar__plus_00_dot_14_bar__plus_01_dot_28 loc_bar__minus_6_bar_4_bar_3_bar_60)
        (objectAtLocation Spoon_bar__minus_02_dot_21_bar__plus_00_dot_89_bar__minus_00_dot_77 loc_bar__minus_7_bar__minus_4_bar_3_bar_45)
        (objectAtLocation Spoon_bar__minus_02_dot_43_bar__plus_01_dot_05_bar__plus_01_dot_31 loc_bar__minus_7_bar_5_bar_3_bar_45)
        (objectAtLocation Sink_bar__minus_00_dot_77_bar__plus_01_dot_02_bar__minus_01_dot_89 loc_bar__minus_3_bar__minus_3_bar_2_bar_45)
        (objectAtLocation Bowl_bar__minus_02_dot_33_bar__plus_01_dot_53_bar__minus_00_dot_05 loc_bar__minus_7_bar_1_bar_3_bar_30)
        (objectAtLocation SoapBottle_bar__minus_01_dot_12_bar__plus_00_dot_49_bar__minus_01_dot_30 loc_bar__minus_4_bar__minus_8_bar_3_bar_60)
        (objectAtLocation Lettuce_bar__minus_02_dot_46_bar__plus_01_dot_03_bar__plus_01_dot_58 loc_bar__minus_7_bar_5_bar_3_bar_45)
        (objectAtLocation Bread_bar__minus_02_dot_15_bar__plus_00_dot_97_bar__minus_00_dot_88 loc_bar__minus_7_bar__minus_4_bar_3_bar_45)
        (objectAtLocation SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_49_bar__plus_00_dot_03 loc_bar__minus_7_bar_1_bar_3_bar_30)
        (objectAtLocation DishSponge_bar__plus_02_dot_33_bar__plus_00_dot_68_bar__plus_01_dot_26 loc_bar_5_bar_5_bar_1_bar_45)
        (objectAtLocation StoveKnob_bar__minus_02_dot_01_bar__plus_00_dot_91_bar__minus_01_dot_64 loc_bar__minus_7_bar__minus_2_bar_2_bar_45)
        (objectAtLocation StoveKnob_bar__minus_02_dot_20_bar__plus_00_dot_92_bar__plus_01_dot_88 loc_bar__minus_4_bar_8_bar_3_bar_45)
        (objectAtLocation SaltShaker_bar__minus_02_dot_06_bar__plus_01_dot_46_bar__minus_02_dot_27 loc_bar__minus_9_bar__minus_5_bar_2_bar__minus_30)
        (objectAtLocation Tomato_bar__minus_02_dot_50_bar__plus_00_dot_97_bar__plus_01_dot_63 loc_bar__minus_7_bar_5_bar_3_bar_45)
        (objectAtLocation Cup_bar__minus_02_dot_51_bar__plus_00_dot_95_bar__minus_00_dot_46 loc_bar__minus_7_bar__minus_4_bar_3_bar_45)
        (objectAtLocation Lettuce_bar__minus_02_dot_60_bar__plus_01_dot_04_bar__plus_01_dot_48 loc_bar__minus_7_bar_5_bar_3_bar_45)
        (objectAtLocation Knife_bar__minus_02_dot_22_bar__plus_00_dot_51_bar__minus_00_dot_74 loc_bar__minus_4_bar__minus_3_bar_3_bar_60)
        (objectAtLocation StoveKnob_bar__minus_02_dot_08_bar__plus_00_dot_98_bar__plus_02_dot_00 loc_bar__minus_4_bar_7_bar_3_bar_60)
        (objectAtLocation Cup_bar__minus_02_dot_41_bar__plus_01_dot_52_bar__minus_00_dot_20 loc_bar__minus_7_bar_1_bar_3_bar_30)
        (objectAtLocation Tomato_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__plus_01_dot_25 loc_bar__minus_7_bar_5_bar_3_bar_45)
        (objectAtLocation ButterKnife_bar__minus_02_dot_56_bar__plus_00_dot_42_bar__minus_01_dot_16 loc_bar__minus_4_bar__minus_3_bar_3_bar_60)
        (objectAtLocation Potato_bar__minus_02_dot_47_bar__plus_00_dot_12_bar__plus_01_dot_03 loc_bar__minus_6_bar_4_bar_3_bar_60)
        (objectAtLocation Tomato_bar__minus_02_dot_30_bar__plus_00_dot_06_bar__plus_01_dot_04 loc_bar__minus_6_bar_4_bar_3_bar_60)
        (objectAtLocation Pot_bar__minus_02_dot_58_bar__plus_00_dot_96_bar__minus_00_dot_88 loc_bar__minus_4_bar__minus_5_bar_3_bar_60)
        (objectAtLocation Potato_bar__minus_02_dot_24_bar__plus_00_dot_99_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_5_bar_3_bar_60)
        (objectAtLocation PepperShaker_bar__minus_00_dot_35_bar__plus_02_dot_43_bar__plus_01_dot_76 loc_bar_0_bar_4_bar_0_bar__minus_30)
        (objectAtLocation Pan_bar__minus_01_dot_98_bar__plus_00_dot_51_bar__plus_01_dot_56 loc_bar__minus_6_bar_5_bar_0_bar_45)
        (objectAtLocation DishSponge_bar__minus_02_dot_04_bar__plus_01_dot_50_bar__plus_00_dot_33 loc_bar__minus_7_bar_1_bar_3_bar_30)
        (objectAtLocation Pan_bar__minus_02_dot_28_bar__plus_00_dot_90_bar__plus_01_dot_45 loc_bar__minus_6_bar_6_bar_3_bar_60)
        (objectAtLocation Egg_bar__plus_02_dot_33_bar__plus_00_dot_09_bar__plus_01_dot_27 loc_bar_7_bar_4_bar_1_bar_60)
        (objectAtLocation Spatula_bar__minus_02_dot_35_bar__plus_00_dot_86_bar__minus_01_dot_40 loc_bar__minus_4_bar__minus_5_bar_3_bar_60)
        (objectAtLocation Window_bar__minus_01_dot_23_bar__plus_01_dot_35_bar__minus_01_dot_84 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (objectAtLocation SaltShaker_bar__plus_02_dot_23_bar__plus_00_dot_60_bar__plus_01_dot_23 loc_bar_5_bar_5_bar_1_bar_45)
        (objectAtLocation Plate_bar__minus_01_dot_41_bar__plus_01_dot_96_bar__plus_01_dot_79 loc_bar__minus_6_bar_4_bar_0_bar_15)
        )
    

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BowlType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    