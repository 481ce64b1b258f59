
(define (problem plan_trial_S7_000003)
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


        Apple_bar__plus_01_dot_70_bar__plus_00_dot_18_bar__minus_02_dot_21 - object
        Apple_bar__plus_01_dot_83_bar__plus_00_dot_40_bar__plus_02_dot_18 - object
        Apple_bar__minus_01_dot_57_bar__plus_00_dot_03_bar__minus_00_dot_34 - object
        Bowl_bar__minus_01_dot_33_bar__plus_00_dot_81_bar__minus_02_dot_43 - object
        Bowl_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__minus_00_dot_28 - object
        Bowl_bar__minus_01_dot_80_bar__plus_00_dot_85_bar__minus_02_dot_40 - object
        Bread_bar__plus_01_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_09 - object
        Bread_bar__minus_01_dot_70_bar__plus_00_dot_80_bar__minus_02_dot_50 - object
        ButterKnife_bar__plus_01_dot_15_bar__plus_01_dot_21_bar__plus_02_dot_76 - object
        ButterKnife_bar__minus_01_dot_29_bar__plus_00_dot_80_bar__minus_02_dot_73 - object
        Cup_bar__minus_01_dot_54_bar__plus_00_dot_09_bar__minus_00_dot_09 - object
        DishSponge_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__minus_02_dot_28 - object
        DishSponge_bar__plus_01_dot_65_bar__plus_00_dot_50_bar__plus_02_dot_55 - object
        Egg_bar__plus_01_dot_71_bar__plus_00_dot_08_bar__minus_02_dot_16 - object
        Faucet_bar__minus_01_dot_66_bar__plus_01_dot_05_bar__plus_02_dot_86 - object
        Fork_bar__plus_00_dot_14_bar__plus_00_dot_14_bar__plus_00_dot_92 - object
        Fork_bar__plus_01_dot_77_bar__plus_00_dot_43_bar__plus_02_dot_45 - object
        Fork_bar__minus_00_dot_75_bar__plus_00_dot_30_bar__plus_00_dot_77 - object
        Knife_bar__plus_01_dot_51_bar__plus_01_dot_20_bar__plus_03_dot_05 - object
        Knife_bar__plus_01_dot_72_bar__plus_00_dot_82_bar__minus_00_dot_91 - object
        Lettuce_bar__plus_01_dot_17_bar__plus_01_dot_21_bar__plus_03_dot_07 - object
        LightSwitch_bar__plus_00_dot_10_bar__plus_01_dot_21_bar__minus_02_dot_71 - object
        Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22 - object
        Mug_bar__minus_01_dot_72_bar__plus_01_dot_12_bar__minus_02_dot_86 - object
        Pan_bar__plus_01_dot_73_bar__plus_00_dot_83_bar__minus_00_dot_61 - object
        PepperShaker_bar__plus_01_dot_46_bar__plus_01_dot_06_bar__plus_03_dot_00 - object
        PepperShaker_bar__plus_01_dot_55_bar__plus_00_dot_74_bar__minus_00_dot_66 - object
        Plate_bar__minus_01_dot_50_bar__plus_01_dot_25_bar__minus_00_dot_47 - object
        Potato_bar__plus_01_dot_61_bar__plus_00_dot_48_bar__plus_02_dot_54 - object
        Potato_bar__minus_01_dot_51_bar__plus_00_dot_83_bar__plus_03_dot_01 - object
        Pot_bar__minus_01_dot_84_bar__plus_01_dot_03_bar__minus_00_dot_10 - object
        SaltShaker_bar__plus_01_dot_26_bar__plus_01_dot_26_bar__plus_02_dot_53 - object
        SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_52_bar__plus_01_dot_09 - object
        SaltShaker_bar__plus_01_dot_75_bar__plus_00_dot_52_bar__plus_02_dot_30 - object
        Sink_bar__minus_01_dot_66_bar__plus_00_dot_80_bar__plus_02_dot_86 - object
        SoapBottle_bar__plus_01_dot_42_bar__plus_00_dot_12_bar__minus_02_dot_44 - object
        SoapBottle_bar__plus_01_dot_74_bar__plus_00_dot_16_bar__minus_02_dot_30 - object
        SoapBottle_bar__plus_01_dot_87_bar__plus_00_dot_79_bar__minus_01_dot_09 - object
        Spatula_bar__plus_01_dot_52_bar__plus_01_dot_06_bar__minus_02_dot_23 - object
        Spoon_bar__plus_01_dot_11_bar__plus_00_dot_31_bar__plus_02_dot_94 - object
        Spoon_bar__plus_01_dot_74_bar__plus_01_dot_10_bar__minus_02_dot_05 - object
        StoveKnob_bar__minus_01_dot_38_bar__plus_00_dot_89_bar__plus_00_dot_36 - object
        StoveKnob_bar__minus_01_dot_62_bar__plus_00_dot_89_bar__minus_02_dot_45 - object
        StoveKnob_bar__minus_01_dot_62_bar__plus_01_dot_04_bar__minus_02_dot_50 - object
        StoveKnob_bar__minus_01_dot_81_bar__plus_01_dot_05_bar__plus_00_dot_40 - object
        Tomato_bar__plus_01_dot_56_bar__plus_01_dot_15_bar__plus_02_dot_87 - object
        Tomato_bar__minus_01_dot_53_bar__plus_00_dot_09_bar__minus_00_dot_01 - object
        Tomato_bar__minus_01_dot_76_bar__plus_00_dot_01_bar__minus_00_dot_29 - object
        Window_bar__plus_00_dot_88_bar__plus_01_dot_39_bar__plus_02_dot_75 - object
        Window_bar__plus_01_dot_46_bar__plus_01_dot_53_bar__minus_02_dot_72 - object
        Cabinet_bar__plus_01_dot_31_bar__plus_00_dot_89_bar__plus_02_dot_89 - receptacle
        Cabinet_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_00_dot_72 - receptacle
        Cabinet_bar__plus_01_dot_43_bar__plus_00_dot_89_bar__plus_02_dot_94 - receptacle
        Cabinet_bar__plus_01_dot_53_bar__plus_02_dot_41_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__plus_01_dot_57_bar__plus_00_dot_81_bar__minus_00_dot_43 - receptacle
        Cabinet_bar__plus_01_dot_58_bar__plus_01_dot_65_bar__plus_00_dot_42 - receptacle
        Cabinet_bar__plus_01_dot_70_bar__plus_01_dot_29_bar__minus_02_dot_28 - receptacle
        Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_41_bar__plus_00_dot_80 - receptacle
        Cabinet_bar__minus_01_dot_57_bar__plus_01_dot_14_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__minus_01_dot_59_bar__plus_01_dot_04_bar__plus_02_dot_81 - receptacle
        CoffeeMachine_bar__minus_01_dot_48_bar__plus_00_dot_97_bar__minus_02_dot_61 - receptacle
        CounterTop_bar__plus_01_dot_36_bar__plus_01_dot_12_bar__plus_02_dot_81 - receptacle
        CounterTop_bar__plus_01_dot_60_bar__plus_00_dot_70_bar__minus_00_dot_84 - receptacle
        DiningTable_bar__plus_01_dot_67_bar__plus_00_dot_38_bar__plus_02_dot_47 - receptacle
        DiningTable_bar__minus_01_dot_53_bar__plus_00_dot_68_bar__minus_02_dot_45 - receptacle
        Drawer_bar__plus_00_dot_44_bar__plus_00_dot_25_bar__minus_02_dot_90 - receptacle
        Drawer_bar__plus_01_dot_09_bar__plus_00_dot_20_bar__plus_02_dot_96 - receptacle
        Drawer_bar__plus_01_dot_53_bar__plus_00_dot_97_bar__minus_02_dot_29 - receptacle
        Fridge_bar__minus_01_dot_68_bar__minus_00_dot_02_bar__minus_00_dot_18 - receptacle
        GarbageCan_bar__plus_01_dot_64_bar__plus_00_dot_04_bar__minus_02_dot_25 - receptacle
        Microwave_bar__minus_00_dot_47_bar__plus_01_dot_41_bar__minus_02_dot_97 - receptacle
        Sink_bar__minus_01_dot_66_bar__plus_00_dot_80_bar__plus_02_dot_86_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_01_dot_58_bar__plus_00_dot_84_bar__plus_00_dot_06 - receptacle
        StoveBurner_bar__minus_01_dot_60_bar__plus_00_dot_99_bar__minus_02_dot_80 - receptacle
        StoveBurner_bar__minus_01_dot_63_bar__plus_01_dot_00_bar__plus_00_dot_10 - receptacle
        StoveBurner_bar__minus_01_dot_78_bar__plus_00_dot_84_bar__minus_02_dot_75 - receptacle
        Toaster_bar__minus_00_dot_44_bar__plus_00_dot_85_bar__plus_02_dot_89 - receptacle
        loc_bar__minus_2_bar__minus_11_bar_3_bar_60 - location
        loc_bar_1_bar__minus_8_bar_2_bar_60 - location
        loc_bar__minus_7_bar_9_bar_0_bar_30 - location
        loc_bar__minus_3_bar_0_bar_3_bar_60 - location
        loc_bar__minus_2_bar__minus_9_bar_2_bar_30 - location
        loc_bar_1_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_10_bar_3_bar_45 - location
        loc_bar_4_bar__minus_9_bar_1_bar_45 - location
        loc_bar__minus_4_bar__minus_12_bar_3_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar_0 - location
        loc_bar_2_bar_2_bar_1_bar__minus_30 - location
        loc_bar_4_bar_7_bar_0_bar_30 - location
        loc_bar_5_bar_3_bar_1_bar_60 - location
        loc_bar_2_bar_10_bar_1_bar_60 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_30 - location
        loc_bar_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar_5_bar__minus_9_bar_2_bar_15 - location
        loc_bar__minus_2_bar_9_bar_0_bar_45 - location
        loc_bar_4_bar__minus_9_bar_1_bar_60 - location
        loc_bar_1_bar_3_bar_2_bar_45 - location
        loc_bar_4_bar__minus_4_bar_1_bar_60 - location
        loc_bar__minus_3_bar__minus_10_bar_3_bar_45 - location
        loc_bar__minus_5_bar_2_bar_3_bar_15 - location
        loc_bar__minus_8_bar_8_bar_0_bar_45 - location
        loc_bar__minus_3_bar_1_bar_3_bar_60 - location
        loc_bar__minus_1_bar_6_bar_0_bar_60 - location
        loc_bar_6_bar_9_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_9_bar_3_bar_45 - location
        loc_bar__minus_6_bar_7_bar_0_bar_45 - location
        loc_bar_5_bar_9_bar_0_bar_60 - location
        loc_bar__minus_3_bar_1_bar_3_bar_45 - location
        loc_bar_6_bar_7_bar_0_bar_15 - location
        loc_bar_5_bar_10_bar_2_bar_30 - location
        )
    

(:init


        (receptacleType Cabinet_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_00_dot_72 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_36_bar__plus_01_dot_12_bar__plus_02_dot_81 CounterTopType)
        (receptacleType StoveBurner_bar__minus_01_dot_63_bar__plus_01_dot_00_bar__plus_00_dot_10 StoveBurnerType)
        (receptacleType CounterTop_bar__plus_01_dot_60_bar__plus_00_dot_70_bar__minus_00_dot_84 CounterTopType)
        (receptacleType StoveBurner_bar__minus_01_dot_60_bar__plus_00_dot_99_bar__minus_02_dot_80 StoveBurnerType)
        (receptacleType Fridge_bar__minus_01_dot_68_bar__minus_00_dot_02_bar__minus_00_dot_18 FridgeType)
        (receptacleType Cabinet_bar__plus_01_dot_57_bar__plus_00_dot_81_bar__minus_00_dot_43 CabinetType)
        (receptacleType Drawer_bar__plus_01_dot_53_bar__plus_00_dot_97_bar__minus_02_dot_29 DrawerType)
        (receptacleType Cabinet_bar__minus_01_dot_59_bar__plus_01_dot_04_bar__plus_02_dot_81 CabinetType)
        (receptacleType Sink_bar__minus_01_dot_66_bar__plus_00_dot_80_bar__plus_02_dot_86_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__minus_01_dot_78_bar__plus_00_dot_84_bar__minus_02_dot_75 StoveBurnerType)
        (receptacleType Cabinet_bar__plus_01_dot_53_bar__plus_02_dot_41_bar__plus_00_dot_63 CabinetType)
        (receptacleType Drawer_bar__plus_00_dot_44_bar__plus_00_dot_25_bar__minus_02_dot_90 DrawerType)
        (receptacleType DiningTable_bar__minus_01_dot_53_bar__plus_00_dot_68_bar__minus_02_dot_45 DiningTableType)
        (receptacleType Cabinet_bar__plus_01_dot_31_bar__plus_00_dot_89_bar__plus_02_dot_89 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_58_bar__plus_01_dot_65_bar__plus_00_dot_42 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_41_bar__plus_00_dot_80 CabinetType)
        (receptacleType Cabinet_bar__minus_01_dot_57_bar__plus_01_dot_14_bar__minus_00_dot_61 CabinetType)
        (receptacleType StoveBurner_bar__minus_01_dot_58_bar__plus_00_dot_84_bar__plus_00_dot_06 StoveBurnerType)
        (receptacleType Toaster_bar__minus_00_dot_44_bar__plus_00_dot_85_bar__plus_02_dot_89 ToasterType)
        (receptacleType DiningTable_bar__plus_01_dot_67_bar__plus_00_dot_38_bar__plus_02_dot_47 DiningTableType)
        (receptacleType Drawer_bar__plus_01_dot_09_bar__plus_00_dot_20_bar__plus_02_dot_96 DrawerType)
        (receptacleType Cabinet_bar__plus_01_dot_70_bar__plus_01_dot_29_bar__minus_02_dot_28 CabinetType)
        (receptacleType CoffeeMachine_bar__minus_01_dot_48_bar__plus_00_dot_97_bar__minus_02_dot_61 CoffeeMachineType)
        (receptacleType Cabinet_bar__plus_01_dot_43_bar__plus_00_dot_89_bar__plus_02_dot_94 CabinetType)
        (receptacleType Microwave_bar__minus_00_dot_47_bar__plus_01_dot_41_bar__minus_02_dot_97 MicrowaveType)
        (receptacleType GarbageCan_bar__plus_01_dot_64_bar__plus_00_dot_04_bar__minus_02_dot_25 GarbageCanType)
        (objectType PepperShaker_bar__plus_01_dot_55_bar__plus_00_dot_74_bar__minus_00_dot_66 PepperShakerType)
        (objectType Pot_bar__minus_01_dot_84_bar__plus_01_dot_03_bar__minus_00_dot_10 PotType)
        (objectType Bread_bar__plus_01_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_09 BreadType)
        (objectType Tomato_bar__minus_01_dot_76_bar__plus_00_dot_01_bar__minus_00_dot_29 TomatoType)
        (objectType Fork_bar__minus_00_dot_75_bar__plus_00_dot_30_bar__plus_00_dot_77 ForkType)
        (objectType Sink_bar__minus_01_dot_66_bar__plus_00_dot_80_bar__plus_02_dot_86 SinkType)
        (objectType Potato_bar__plus_01_dot_61_bar__plus_00_dot_48_bar__plus_02_dot_54 PotatoType)
        (objectType Apple_bar__plus_01_dot_83_bar__plus_00_dot_40_bar__plus_02_dot_18 AppleType)
        (objectType StoveKnob_bar__minus_01_dot_62_bar__plus_01_dot_04_bar__minus_02_dot_50 StoveKnobType)
        (objectType Fork_bar__plus_01_dot_77_bar__plus_00_dot_43_bar__plus_02_dot_45 ForkType)
        (objectType Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22 MugType)
        (objectType Bowl_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__minus_00_dot_28 BowlType)
        (objectType Potato_bar__minus_01_dot_51_bar__plus_00_dot_83_bar__plus_03_dot_01 PotatoType)
        (objectType LightSwitch_bar__plus_00_dot_10_bar__plus_01_dot_21_bar__minus_02_dot_71 LightSwitchType)
        (objectType ButterKnife_bar__plus_01_dot_15_bar__plus_01_dot_21_bar__plus_02_dot_76 ButterKnifeType)
        (objectType SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_52_bar__plus_01_dot_09 SaltShakerType)
        (objectType Tomato_bar__plus_01_dot_56_bar__plus_01_dot_15_bar__plus_02_dot_87 TomatoType)
        (objectType Knife_bar__plus_01_dot_51_bar__plus_01_dot_20_bar__plus_03_dot_05 KnifeType)
        (objectType Bread_bar__minus_01_dot_70_bar__plus_00_dot_80_bar__minus_02_dot_50 BreadType)
        (objectType SoapBottle_bar__plus_01_dot_42_bar__plus_00_dot_12_bar__minus_02_dot_44 SoapBottleType)
        (objectType Egg_bar__plus_01_dot_71_bar__plus_00_dot_08_bar__minus_02_dot_16 EggType)
        (objectType Apple_bar__minus_01_dot_57_bar__plus_00_dot_03_bar__minus_00_dot_34 AppleType)
        (objectType StoveKnob_bar__minus_01_dot_81_bar__plus_01_dot_05_bar__plus_00_dot_40 StoveKnobType)
        (objectType Tomato_bar__minus_01_dot_53_bar__plus_00_dot_09_bar__minus_00_dot_01 TomatoType)
        (objectType PepperShaker_bar__plus_01_dot_46_bar__plus_01_dot_06_bar__plus_03_dot_00 PepperShakerType)
        (objectType DishSponge_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__minus_02_dot_28 DishSpongeType)
        (objectType Mug_bar__minus_01_dot_72_bar__plus_01_dot_12_bar__minus_02_dot_86 MugType)
        (objectType StoveKnob_bar__minus_01_dot_38_bar__plus_00_dot_89_bar__plus_00_dot_36 StoveKnobType)
        (objectType SaltShaker_bar__plus_01_dot_75_bar__plus_00_dot_52_bar__plus_02_dot_30 SaltShakerType)
        (objectType ButterKnife_bar__minus_01_dot_29_bar__plus_00_dot_80_bar__minus_02_dot_73 ButterKnifeType)
        (objectType Knife_bar__plus_01_dot_72_bar__plus_00_dot_82_bar__minus_00_dot_91 KnifeType)
        (objectType Bowl_bar__minus_01_dot_80_bar__plus_00_dot_85_bar__minus_02_dot_40 BowlType)
        (objectType Lettuce_bar__plus_01_dot_17_bar__plus_01_dot_21_bar__plus_03_dot_07 LettuceType)
        (objectType Apple_bar__plus_01_dot_70_bar__plus_00_dot_18_bar__minus_02_dot_21 AppleType)
        (objectType Spoon_bar__plus_01_dot_74_bar__plus_01_dot_10_bar__minus_02_dot_05 SpoonType)
        (objectType SaltShaker_bar__plus_01_dot_26_bar__plus_01_dot_26_bar__plus_02_dot_53 SaltShakerType)
        (objectType SoapBottle_bar__plus_01_dot_87_bar__plus_00_dot_79_bar__minus_01_dot_09 SoapBottleType)
        (objectType SoapBottle_bar__plus_01_dot_74_bar__plus_00_dot_16_bar__minus_02_dot_30 SoapBottleType)
        (objectType Spoon_bar__plus_01_dot_11_bar__plus_00_dot_31_bar__plus_02_dot_94 SpoonType)
        (objectType Fork_bar__plus_00_dot_14_bar__plus_00_dot_14_bar__plus_00_dot_92 ForkType)
        (objectType Window_bar__plus_01_dot_46_bar__plus_01_dot_53_bar__minus_02_dot_72 WindowType)
        (objectType Plate_bar__minus_01_dot_50_bar__plus_01_dot_25_bar__minus_00_dot_47 PlateType)
        (objectType DishSponge_bar__plus_01_dot_65_bar__plus_00_dot_50_bar__plus_02_dot_55 DishSpongeType)
        (objectType Bowl_bar__minus_01_dot_33_bar__plus_00_dot_81_bar__minus_02_dot_43 BowlType)
        (objectType Spatula_bar__plus_01_dot_52_bar__plus_01_dot_06_bar__minus_02_dot_23 SpatulaType)
        (objectType Cup_bar__minus_01_dot_54_bar__plus_00_dot_09_bar__minus_00_dot_09 CupType)
        (objectType Pan_bar__plus_01_dot_73_bar__plus_00_dot_83_bar__minus_00_dot_61 PanType)
        (objectType Window_bar__plus_00_dot_88_bar__plus_01_dot_39_bar__plus_02_dot_75 WindowType)
        (objectType StoveKnob_bar__minus_01_dot_62_bar__plus_00_dot_89_bar__minus_02_dot_45 StoveKnobType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SpatulaType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SpatulaType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType MugType)
        (canContain FridgeType EggType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType ForkType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType TomatoType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType BreadType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType TomatoType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType BreadType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain CoffeeMachineType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType CupType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType TomatoType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType BowlType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType BreadType)
        (pickupable PepperShaker_bar__plus_01_dot_55_bar__plus_00_dot_74_bar__minus_00_dot_66)
        (pickupable Pot_bar__minus_01_dot_84_bar__plus_01_dot_03_bar__minus_00_dot_10)
        (pickupable Bread_bar__plus_01_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_09)
        (pickupable Tomato_bar__minus_01_dot_76_bar__plus_00_dot_01_bar__minus_00_dot_29)
        (pickupable Fork_bar__minus_00_dot_75_bar__plus_00_dot_30_bar__plus_00_dot_77)
        (pickupable Potato_bar__plus_01_dot_61_bar__plus_00_dot_48_bar__plus_02_dot_54)
        (pickupable Apple_bar__plus_01_dot_83_bar__plus_00_dot_40_bar__plus_02_dot_18)
        (pickupable Fork_bar__plus_01_dot_77_bar__plus_00_dot_43_bar__plus_02_dot_45)
        (pickupable Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22)
        (pickupable Bowl_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__minus_00_dot_28)
        (pickupable Potato_bar__minus_01_dot_51_bar__plus_00_dot_83_bar__plus_03_dot_01)
        (pickupable ButterKnife_bar__plus_01_dot_15_bar__plus_01_dot_21_bar__plus_02_dot_76)
        (pickupable SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_52_bar__plus_01_dot_09)
        (pickupable Tomato_bar__plus_01_dot_56_bar__plus_01_dot_15_bar__plus_02_dot_87)
        (pickupable Knife_bar__plus_01_dot_51_bar__plus_01_dot_20_bar__plus_03_dot_05)
        (pickupable Bread_bar__minus_01_dot_70_bar__plus_00_dot_80_bar__minus_02_dot_50)
        (pickupable SoapBottle_bar__plus_01_dot_42_bar__plus_00_dot_12_bar__minus_02_dot_44)
        (pickupable Egg_bar__plus_01_dot_71_bar__plus_00_dot_08_bar__minus_02_dot_16)
        (pickupable Apple_bar__minus_01_dot_57_bar__plus_00_dot_03_bar__minus_00_dot_34)
        (pickupable Tomato_bar__minus_01_dot_53_bar__plus_00_dot_09_bar__minus_00_dot_01)
        (pickupable PepperShaker_bar__plus_01_dot_46_bar__plus_01_dot_06_bar__plus_03_dot_00)
        (pickupable DishSponge_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__minus_02_dot_28)
        (pickupable Mug_bar__minus_01_dot_72_bar__plus_01_dot_12_bar__minus_02_dot_86)
        (pickupable SaltShaker_bar__plus_01_dot_75_bar__plus_00_dot_52_bar__plus_02_dot_30)
        (pickupable ButterKnife_bar__minus_01_dot_29_bar__plus_00_dot_80_bar__minus_02_dot_73)
        (pickupable Knife_bar__plus_01_dot_72_bar__plus_00_dot_82_bar__minus_00_dot_91)
        (pickupable Bowl_bar__minus_01_dot_80_bar__plus_00_dot_85_bar__minus_02_dot_40)
        (pickupable Lettuce_bar__plus_01_dot_17_bar__plus_01_dot_21_bar__plus_03_dot_07)
        (pickupable Apple_bar__plus_01_dot_70_bar__plus_00_dot_18_bar__minus_02_dot_21)
        (pickupable Spoon_bar__plus_01_dot_74_bar__plus_01_dot_10_bar__minus_02_dot_05)
        (pickupable SaltShaker_bar__plus_01_dot_26_bar__plus_01_dot_26_bar__plus_02_dot_53)
        (pickupable SoapBottle_bar__plus_01_dot_87_bar__plus_00_dot_79_bar__minus_01_dot_09)
        (pickupable SoapBottle_bar__plus_01_dot_74_bar__plus_00_dot_16_bar__minus_02_dot_30)
        (pickupable Spoon_bar__plus_01_dot_11_bar__plus_00_dot_31_bar__plus_02_dot_94)
        (pickupable Fork_bar__plus_00_dot_14_bar__plus_00_dot_14_bar__plus_00_dot_92)
        (pickupable Plate_bar__minus_01_dot_50_bar__plus_01_dot_25_bar__minus_00_dot_47)
        (pickupable DishSponge_bar__plus_01_dot_65_bar__plus_00_dot_50_bar__plus_02_dot_55)
        (pickupable Bowl_bar__minus_01_dot_33_bar__plus_00_dot_81_bar__minus_02_dot_43)
        (pickupable Spatula_bar__plus_01_dot_52_bar__plus_01_dot_06_bar__minus_02_dot_23)
        (pickupable Cup_bar__minus_01_dot_54_bar__plus_00_dot_09_bar__minus_00_dot_09)
        (pickupable Pan_bar__plus_01_dot_73_bar__plus_00_dot_83_bar__minus_00_dot_61)
        (isReceptacleObject Pot_bar__minus_01_dot_84_bar__plus_01_dot_03_bar__minus_00_dot_10)
        (isReceptacleObject Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22)
        (isReceptacleObject Bowl_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__minus_00_dot_28)
        (isReceptacleObject Mug_bar__minus_01_dot_72_bar__plus_01_dot_12_bar__minus_02_dot_86)
        (isReceptacleObject Bowl_bar__minus_01_dot_80_bar__plus_00_dot_85_bar__minus_02_dot_40)
        (isReceptacleObject Plate_bar__minus_01_dot_50_bar__plus_01_dot_25_bar__minus_00_dot_47)
        (isReceptacleObject Bowl_bar__minus_01_dot_33_bar__plus_00_dot_81_bar__minus_02_dot_43)
        (isReceptacleObject Cup_bar__minus_01_dot_54_bar__plus_00_dot_09_bar__minus_00_dot_09)
        (isReceptacleObject Pan_bar__plus_01_dot_73_bar__plus_00_dot_83_bar__minus_00_dot_61)
        (openable Cabinet_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_00_dot_72)
        (openable Fridge_bar__minus_01_dot_68_bar__minus_00_dot_02_bar__minus_00_dot_18)
        (openable Drawer_bar__plus_01_dot_53_bar__plus_00_dot_97_bar__minus_02_dot_29)
        (openable Cabinet_bar__plus_01_dot_53_bar__plus_02_dot_41_bar__plus_00_dot_63)
        (openable Drawer_bar__plus_00_dot_44_bar__plus_00_dot_25_bar__minus_02_dot_90)
        (openable Cabinet_bar__plus_01_dot_31_bar__plus_00_dot_89_bar__plus_02_dot_89)
        (openable Drawer_bar__plus_01_dot_09_bar__plus_00_dot_20_bar__plus_02_dot_96)
        (openable Cabinet_bar__plus_01_dot_70_bar__plus_01_dot_29_bar__minus_02_dot_28)
        (openable Cabinet_bar__plus_01_dot_43_bar__plus_00_dot_89_bar__plus_02_dot_94)
        (openable Microwave_bar__minus_00_dot_47_bar__plus_01_dot_41_bar__minus_02_dot_97)
        
        (atLocation agent1 loc_bar_5_bar_10_bar_2_bar_30)
        
        (cleanable Pot_bar__minus_01_dot_84_bar__plus_01_dot_03_bar__minus_00_dot_10)
        (cleanable Tomato_bar__minus_01_dot_76_bar__plus_00_dot_01_bar__minus_00_dot_29)
        (cleanable Fork_bar__minus_00_dot_75_bar__plus_00_dot_30_bar__plus_00_dot_77)
        (cleanable Potato_bar__plus_01_dot_61_bar__plus_00_dot_48_bar__plus_02_dot_54)
        (cleanable Apple_bar__plus_01_dot_83_bar__plus_00_dot_40_bar__plus_02_dot_18)
        (cleanable Fork_bar__plus_01_dot_77_bar__plus_00_dot_43_bar__plus_02_dot_45)
        (cleanable Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22)
        (cleanable Bowl_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__minus_00_dot_28)
        (cleanable Potato_bar__minus_01_dot_51_bar__plus_00_dot_83_bar__plus_03_dot_01)
        (cleanable ButterKnife_bar__plus_01_dot_15_bar__plus_01_dot_21_bar__plus_02_dot_76)
        (cleanable Tomato_bar__plus_01_dot_56_bar__plus_01_dot_15_bar__plus_02_dot_87)
        (cleanable Knife_bar__plus_01_dot_51_bar__plus_01_dot_20_bar__plus_03_dot_05)
        (cleanable Egg_bar__plus_01_dot_71_bar__plus_00_dot_08_bar__minus_02_dot_16)
        (cleanable Apple_bar__minus_01_dot_57_bar__plus_00_dot_03_bar__minus_00_dot_34)
        (cleanable Tomato_bar__minus_01_dot_53_bar__plus_00_dot_09_bar__minus_00_dot_01)
        (cleanable DishSponge_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__minus_02_dot_28)
        (cleanable Mug_bar__minus_01_dot_72_bar__plus_01_dot_12_bar__minus_02_dot_86)
        (cleanable ButterKnife_bar__minus_01_dot_29_bar__plus_00_dot_80_bar__minus_02_dot_73)
        (cleanable Knife_bar__plus_01_dot_72_bar__plus_00_dot_82_bar__minus_00_dot_91)
        (cleanable Bowl_bar__minus_01_dot_80_bar__plus_00_dot_85_bar__minus_02_dot_40)
        (cleanable Lettuce_bar__plus_01_dot_17_bar__plus_01_dot_21_bar__plus_03_dot_07)
        (cleanable Apple_bar__plus_01_dot_70_bar__plus_00_dot_18_bar__minus_02_dot_21)
        (cleanable Spoon_bar__plus_01_dot_74_bar__plus_01_dot_10_bar__minus_02_dot_05)
        (cleanable Spoon_bar__plus_01_dot_11_bar__plus_00_dot_31_bar__plus_02_dot_94)
        (cleanable Fork_bar__plus_00_dot_14_bar__plus_00_dot_14_bar__plus_00_dot_92)
        (cleanable Plate_bar__minus_01_dot_50_bar__plus_01_dot_25_bar__minus_00_dot_47)
        (cleanable DishSponge_bar__plus_01_dot_65_bar__plus_00_dot_50_bar__plus_02_dot_55)
        (cleanable Bowl_bar__minus_01_dot_33_bar__plus_00_dot_81_bar__minus_02_dot_43)
        (cleanable Spatula_bar__plus_01_dot_52_bar__plus_01_dot_06_bar__minus_02_dot_23)
        (cleanable Cup_bar__minus_01_dot_54_bar__plus_00_dot_09_bar__minus_00_dot_09)
        (cleanable Pan_bar__plus_01_dot_73_bar__plus_00_dot_83_bar__minus_00_dot_61)
        
        (heatable Bread_bar__plus_01_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_09)
        (heatable Tomato_bar__minus_01_dot_76_bar__plus_00_dot_01_bar__minus_00_dot_29)
        (heatable Potato_bar__plus_01_dot_61_bar__plus_00_dot_48_bar__plus_02_dot_54)
        (heatable Apple_bar__plus_01_dot_83_bar__plus_00_dot_40_bar__plus_02_dot_18)
        (heatable Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22)
        (heatable Potato_bar__minus_01_dot_51_bar__plus_00_dot_83_bar__plus_03_dot_01)
        (heatable Tomato_bar__plus_01_dot_56_bar__plus_01_dot_15_bar__plus_02_dot_87)
        (heatable Bread_bar__minus_01_dot_70_bar__plus_00_dot_80_bar__minus_02_dot_50)
        (heatable Egg_bar__plus_01_dot_71_bar__plus_00_dot_08_bar__minus_02_dot_16)
        (heatable Apple_bar__minus_01_dot_57_bar__plus_00_dot_03_bar__minus_00_dot_34)
        (heatable Tomato_bar__minus_01_dot_53_bar__plus_00_dot_09_bar__minus_00_dot_01)
        (heatable Mug_bar__minus_01_dot_72_bar__plus_01_dot_12_bar__minus_02_dot_86)
        (heatable Apple_bar__plus_01_dot_70_bar__plus_00_dot_18_bar__minus_02_dot_21)
        (heatable Plate_bar__minus_01_dot_50_bar__plus_01_dot_25_bar__minus_00_dot_47)
        (heatable Cup_bar__minus_01_dot_54_bar__plus_00_dot_09_bar__minus_00_dot_09)
        (coolable Pot_bar__minus_01_dot_84_bar__plus_01_dot_03_bar__minus_00_dot_10)
        (coolable Bread_bar__plus_01_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_09)
        (coolable Tomato_bar__minus_01_dot_76_bar__plus_00_dot_01_bar__minus_00_dot_29)
        (coolable Potato_bar__plus_01_dot_61_bar__plus_00_dot_48_bar__plus_02_dot_54)
        (coolable Apple_bar__plus_01_dot_83_bar__plus_00_dot_40_bar__plus_02_dot_18)
        (coolable Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22)
        (coolable Bowl_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__minus_00_dot_28)
        (coolable Potato_bar__minus_01_dot_51_bar__plus_00_dot_83_bar__plus_03_dot_01)
        (coolable Tomato_bar__plus_01_dot_56_bar__plus_01_dot_15_bar__plus_02_dot_87)
        (coolable Bread_bar__minus_01_dot_70_bar__plus_00_dot_80_bar__minus_02_dot_50)
        (coolable Egg_bar__plus_01_dot_71_bar__plus_00_dot_08_bar__minus_02_dot_16)
        (coolable Apple_bar__minus_01_dot_57_bar__plus_00_dot_03_bar__minus_00_dot_34)
        (coolable Tomato_bar__minus_01_dot_53_bar__plus_00_dot_09_bar__minus_00_dot_01)
        (coolable Mug_bar__minus_01_dot_72_bar__plus_01_dot_12_bar__minus_02_dot_86)
        (coolable Bowl_bar__minus_01_dot_80_bar__plus_00_dot_85_bar__minus_02_dot_40)
        (coolable Lettuce_bar__plus_01_dot_17_bar__plus_01_dot_21_bar__plus_03_dot_07)
        (coolable Apple_bar__plus_01_dot_70_bar__plus_00_dot_18_bar__minus_02_dot_21)
        (coolable Plate_bar__minus_01_dot_50_bar__plus_01_dot_25_bar__minus_00_dot_47)
        (coolable Bowl_bar__minus_01_dot_33_bar__plus_00_dot_81_bar__minus_02_dot_43)
        (coolable Cup_bar__minus_01_dot_54_bar__plus_00_dot_09_bar__minus_00_dot_09)
        (coolable Pan_bar__plus_01_dot_73_bar__plus_00_dot_83_bar__minus_00_dot_61)
        
        
        
        
        
        (sliceable Bread_bar__plus_01_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_09)
        (sliceable Tomato_bar__minus_01_dot_76_bar__plus_00_dot_01_bar__minus_00_dot_29)
        (sliceable Potato_bar__plus_01_dot_61_bar__plus_00_dot_48_bar__plus_02_dot_54)
        (sliceable Apple_bar__plus_01_dot_83_bar__plus_00_dot_40_bar__plus_02_dot_18)
        (sliceable Potato_bar__minus_01_dot_51_bar__plus_00_dot_83_bar__plus_03_dot_01)
        (sliceable Tomato_bar__plus_01_dot_56_bar__plus_01_dot_15_bar__plus_02_dot_87)
        (sliceable Bread_bar__minus_01_dot_70_bar__plus_00_dot_80_bar__minus_02_dot_50)
        (sliceable Egg_bar__plus_01_dot_71_bar__plus_00_dot_08_bar__minus_02_dot_16)
        (sliceable Apple_bar__minus_01_dot_57_bar__plus_00_dot_03_bar__minus_00_dot_34)
        (sliceable Tomato_bar__minus_01_dot_53_bar__plus_00_dot_09_bar__minus_00_dot_01)
        (sliceable Lettuce_bar__plus_01_dot_17_bar__plus_01_dot_21_bar__plus_03_dot_07)
        (sliceable Apple_bar__plus_01_dot_70_bar__plus_00_dot_18_bar__minus_02_dot_21)
        
        (inReceptacle Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22 CoffeeMachine_bar__minus_01_dot_48_bar__plus_00_dot_97_bar__minus_02_dot_61)
        (inReceptacle Mug_bar__minus_01_dot_72_bar__plus_01_dot_12_bar__minus_02_dot_86 CoffeeMachine_bar__minus_01_dot_48_bar__plus_00_dot_97_bar__minus_02_dot_61)
        (inReceptacle Tomato_bar__minus_01_dot_76_bar__plus_00_dot_01_bar__minus_00_dot_29 Fridge_bar__minus_01_dot_68_bar__minus_00_dot_02_bar__minus_00_dot_18)
        (inReceptacle Bowl_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__minus_00_dot_28 Fridge_bar__minus_01_dot_68_bar__minus_00_dot_02_bar__minus_00_dot_18)
        (inReceptacle Apple_bar__minus_01_dot_57_bar__plus_00_dot_03_bar__minus_00_dot_34 Fridge_bar__minus_01_dot_68_bar__minus_00_dot_02_bar__minus_00_dot_18)
        (inReceptacle Tomato_bar__minus_01_dot_53_bar__plus_00_dot_09_bar__minus_00_dot_01 Fridge_bar__minus_01_dot_68_bar__minus_00_dot_02_bar__minus_00_dot_18)
        (inReceptacle Cup_bar__minus_01_dot_54_bar__plus_00_dot_09_bar__minus_00_dot_09 Fridge_bar__minus_01_dot_68_bar__minus_00_dot_02_bar__minus_00_dot_18)
        (inReceptacle Potato_bar__minus_01_dot_51_bar__plus_00_dot_83_bar__plus_03_dot_01 Sink_bar__minus_01_dot_66_bar__plus_00_dot_80_bar__plus_02_dot_86_bar_SinkBasin)
        (inReceptacle SoapBottle_bar__plus_01_dot_42_bar__plus_00_dot_12_bar__minus_02_dot_44 GarbageCan_bar__plus_01_dot_64_bar__plus_00_dot_04_bar__minus_02_dot_25)
        (inReceptacle Egg_bar__plus_01_dot_71_bar__plus_00_dot_08_bar__minus_02_dot_16 GarbageCan_bar__plus_01_dot_64_bar__plus_00_dot_04_bar__minus_02_dot_25)
        (inReceptacle DishSponge_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__minus_02_dot_28 GarbageCan_bar__plus_01_dot_64_bar__plus_00_dot_04_bar__minus_02_dot_25)
        (inReceptacle Apple_bar__plus_01_dot_70_bar__plus_00_dot_18_bar__minus_02_dot_21 GarbageCan_bar__plus_01_dot_64_bar__plus_00_dot_04_bar__minus_02_dot_25)
        (inReceptacle SoapBottle_bar__plus_01_dot_74_bar__plus_00_dot_16_bar__minus_02_dot_30 GarbageCan_bar__plus_01_dot_64_bar__plus_00_dot_04_bar__minus_02_dot_25)
        (inReceptacle ButterKnife_bar__plus_01_dot_15_bar__plus_01_dot_21_bar__plus_02_dot_76 CounterTop_bar__plus_01_dot_36_bar__plus_01_dot_12_bar__plus_02_dot_81)
        (inReceptacle Tomato_bar__plus_01_dot_56_bar__plus_01_dot_15_bar__plus_02_dot_87 CounterTop_bar__plus_01_dot_36_bar__plus_01_dot_12_bar__plus_02_dot_81)
        (inReceptacle Knife_bar__plus_01_dot_51_bar__plus_01_dot_20_bar__plus_03_dot_05 CounterTop_bar__plus_01_dot_36_bar__plus_01_dot_12_bar__plus_02_dot_81)
        (inReceptacle Lettuce_bar__plus_01_dot_17_bar__plus_01_dot_21_bar__plus_03_dot_07 CounterTop_bar__plus_01_dot_36_bar__plus_01_dot_12_bar__plus_02_dot_81)
        (inReceptacle SaltShaker_bar__plus_01_dot_26_bar__plus_01_dot_26_bar__plus_02_dot_53 CounterTop_bar__plus_01_dot_36_bar__plus_01_dot_12_bar__plus_02_dot_81)
        (inReceptacle SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_52_bar__plus_01_dot_09 Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_41_bar__plus_00_dot_80)
        (inReceptacle Bread_bar__minus_01_dot_70_bar__plus_00_dot_80_bar__minus_02_dot_50 DiningTable_bar__minus_01_dot_53_bar__plus_00_dot_68_bar__minus_02_dot_45)
        (inReceptacle ButterKnife_bar__minus_01_dot_29_bar__plus_00_dot_80_bar__minus_02_dot_73 DiningTable_bar__minus_01_dot_53_bar__plus_00_dot_68_bar__minus_02_dot_45)
        (inReceptacle Bowl_bar__minus_01_dot_80_bar__plus_00_dot_85_bar__minus_02_dot_40 DiningTable_bar__minus_01_dot_53_bar__plus_00_dot_68_bar__minus_02_dot_45)
        (inReceptacle Bowl_bar__minus_01_dot_33_bar__plus_00_dot_81_bar__minus_02_dot_43 DiningTable_bar__minus_01_dot_53_bar__plus_00_dot_68_bar__minus_02_dot_45)
        (inReceptacle Spoon_bar__plus_01_dot_74_bar__plus_01_dot_10_bar__minus_02_dot_05 Drawer_bar__plus_01_dot_53_bar__plus_00_dot_97_bar__minus_02_dot_29)
        (inReceptacle Spatula_bar__plus_01_dot_52_bar__plus_01_dot_06_bar__minus_02_dot_23 Drawer_bar__plus_01_dot_53_bar__plus_00_dot_97_bar__minus_02_dot_29)
        (inReceptacle Potato_bar__plus_01_dot_61_bar__plus_00_dot_48_bar__plus_02_dot_54 DiningTable_bar__plus_01_dot_67_bar__plus_00_dot_38_bar__plus_02_dot_47)
        (inReceptacle Apple_bar__plus_01_dot_83_bar__plus_00_dot_40_bar__plus_02_dot_18 DiningTable_bar__plus_01_dot_67_bar__plus_00_dot_38_bar__plus_02_dot_47)
        (inReceptacle Fork_bar__plus_01_dot_77_bar__plus_00_dot_43_bar__plus_02_dot_45 DiningTable_bar__plus_01_dot_67_bar__plus_00_dot_38_bar__plus_02_dot_47)
        (inReceptacle Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22 DiningTable_bar__plus_01_dot_67_bar__plus_00_dot_38_bar__plus_02_dot_47)
        (inReceptacle SaltShaker_bar__plus_01_dot_75_bar__plus_00_dot_52_bar__plus_02_dot_30 DiningTable_bar__plus_01_dot_67_bar__plus_00_dot_38_bar__plus_02_dot_47)
        (inReceptacle DishSponge_bar__plus_01_dot_65_bar__plus_00_dot_50_bar__plus_02_dot_55 DiningTable_bar__plus_01_dot_67_bar__plus_00_dot_38_bar__plus_02_dot_47)
        (inReceptacle Pot_bar__minus_01_dot_84_bar__plus_01_dot_03_bar__minus_00_dot_10 StoveBurner_bar__minus_01_dot_63_bar__plus_01_dot_00_bar__plus_00_dot_10)
        (inReceptacle PepperShaker_bar__plus_01_dot_46_bar__plus_01_dot_06_bar__plus_03_dot_00 Cabinet_bar__plus_01_dot_31_bar__plus_00_dot_89_bar__plus_02_dot_89)
        (inReceptacle Spoon_bar__plus_01_dot_11_bar__plus_00_dot_31_bar__plus_02_dot_94 Drawer_bar__plus_01_dot_09_bar__plus_00_dot_20_bar__plus_02_dot_96)
        (inReceptacle Plate_bar__minus_01_dot_50_bar__plus_01_dot_25_bar__minus_00_dot_47 Cabinet_bar__minus_01_dot_57_bar__plus_01_dot_14_bar__minus_00_dot_61)
        (inReceptacle PepperShaker_bar__plus_01_dot_55_bar__plus_00_dot_74_bar__minus_00_dot_66 CounterTop_bar__plus_01_dot_60_bar__plus_00_dot_70_bar__minus_00_dot_84)
        (inReceptacle Bread_bar__plus_01_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_09 CounterTop_bar__plus_01_dot_60_bar__plus_00_dot_70_bar__minus_00_dot_84)
        (inReceptacle Knife_bar__plus_01_dot_72_bar__plus_00_dot_82_bar__minus_00_dot_91 CounterTop_bar__plus_01_dot_60_bar__plus_00_dot_70_bar__minus_00_dot_84)
        (inReceptacle SoapBottle_bar__plus_01_dot_87_bar__plus_00_dot_79_bar__minus_01_dot_09 CounterTop_bar__plus_01_dot_60_bar__plus_00_dot_70_bar__minus_00_dot_84)
        (inReceptacle Pan_bar__plus_01_dot_73_bar__plus_00_dot_83_bar__minus_00_dot_61 CounterTop_bar__plus_01_dot_60_bar__plus_00_dot_70_bar__minus_00_dot_84)
        
        
        (receptacleAtLocation Cabinet_bar__plus_01_dot_31_bar__plus_00_dot_89_bar__plus_02_dot_89 loc_bar_6_bar_9_bar_0_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_00_dot_72 loc_bar_2_bar_2_bar_1_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_43_bar__plus_00_dot_89_bar__plus_02_dot_94 loc_bar_6_bar_9_bar_0_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_53_bar__plus_02_dot_41_bar__plus_00_dot_63 loc_bar_2_bar_2_bar_1_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_57_bar__plus_00_dot_81_bar__minus_00_dot_43 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_58_bar__plus_01_dot_65_bar__plus_00_dot_42 loc_bar_3_bar_1_bar_1_bar_0)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_70_bar__plus_01_dot_29_bar__minus_02_dot_28 loc_bar_4_bar__minus_9_bar_1_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_41_bar__plus_00_dot_80 loc_bar_5_bar_3_bar_1_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_57_bar__plus_01_dot_14_bar__minus_00_dot_61 loc_bar__minus_2_bar__minus_3_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_59_bar__plus_01_dot_04_bar__plus_02_dot_81 loc_bar__minus_6_bar_7_bar_0_bar_45)
        (receptacleAtLocation CoffeeMachine_bar__minus_01_dot_48_bar__plus_00_dot_97_bar__minus_02_dot_61 loc_bar__minus_2_bar__minus_11_bar_3_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_36_bar__plus_01_dot_12_bar__plus_02_dot_81 loc_bar_6_bar_7_bar_0_bar_15)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_60_bar__plus_00_dot_70_bar__minus_00_dot_84 loc_bar_4_bar__minus_4_bar_1_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_67_bar__plus_00_dot_38_bar__plus_02_dot_47 loc_bar_2_bar_10_bar_1_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_53_bar__plus_00_dot_68_bar__minus_02_dot_45 loc_bar__minus_3_bar__minus_9_bar_3_bar_45)
        (receptacleAtLocation Drawer_bar__plus_00_dot_44_bar__plus_00_dot_25_bar__minus_02_dot_90 loc_bar_1_bar__minus_8_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_09_bar__plus_00_dot_20_bar__plus_02_dot_96 loc_bar_5_bar_9_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_53_bar__plus_00_dot_97_bar__minus_02_dot_29 loc_bar_4_bar__minus_9_bar_1_bar_45)
        (receptacleAtLocation Fridge_bar__minus_01_dot_68_bar__minus_00_dot_02_bar__minus_00_dot_18 loc_bar__minus_3_bar_0_bar_3_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_64_bar__plus_00_dot_04_bar__minus_02_dot_25 loc_bar_4_bar__minus_9_bar_1_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_47_bar__plus_01_dot_41_bar__minus_02_dot_97 loc_bar__minus_2_bar__minus_9_bar_2_bar_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_66_bar__plus_00_dot_80_bar__plus_02_dot_86_bar_SinkBasin loc_bar__minus_8_bar_8_bar_0_bar_45)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_58_bar__plus_00_dot_84_bar__plus_00_dot_06 loc_bar__minus_3_bar_1_bar_3_bar_45)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_60_bar__plus_00_dot_99_bar__minus_02_dot_80 loc_bar__minus_4_bar__minus_12_bar_3_bar_30)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_63_bar__plus_01_dot_00_bar__plus_00_dot_10 loc_bar__minus_3_bar_1_bar_3_bar_45)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_78_bar__plus_00_dot_84_bar__minus_02_dot_75 loc_bar__minus_4_bar__minus_12_bar_3_bar_30)
        (receptacleAtLocation Toaster_bar__minus_00_dot_44_bar__plus_00_dot_85_bar__plus_02_dot_89 loc_bar__minus_2_bar_9_bar_0_bar_45)
        (objectAtLocation PepperShaker_bar__plus_01_dot_55_bar__plus_00_dot_74_bar__minus_00_dot_66 loc_bar_4_bar__minus_4_bar_1_bar_60)
        (objectAtLocation Pot_bar__minus_01_dot_84_bar__plus_01_dot_03_bar__minus_00_dot_10 loc_bar__minus_3_bar_1_bar_3_bar_45)
        (objectAtLocation Bread_bar__plus_01_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_09 loc_bar_4_bar__minus_4_bar_1_bar_60)
        (objectAtLocation Tomato_bar__minus_01_dot_76_bar__plus_00_dot_01_bar__minus_00_dot_29 loc_bar__minus_3_bar_0_bar_3_bar_60)
        (objectAtLocation Fork_bar__minus_00_dot_75_bar__plus_00_dot_30_bar__plus_00_dot_77 loc_bar__minus_1_bar_6_bar_0_bar_60)
        (objectAtLocation Sink_bar__minus_01_dot_66_bar__plus_00_dot_80_bar__plus_02_dot_86 loc_bar__minus_7_bar_9_bar_0_bar_30)
        (objectAtLocation Potato_bar__plus_01_dot_61_bar__plus_00_dot_48_bar__plus_02_dot_54 loc_bar_2_bar_10_bar_1_bar_60)
        (objectAtLocation Apple_bar__plus_01_dot_83_bar__plus_00_dot_40_bar__plus_02_dot_18 loc_bar_2_bar_10_bar_1_bar_60)
        (objectAtLocation StoveKnob_bar__minus_01_dot_62_bar__plus_01_dot_04_bar__minus_02_dot_50 loc_bar__minus_2_bar__minus_10_bar_3_bar_45)
        (objectAtLocation Fork_bar__plus_01_dot_77_bar__plus_00_dot_43_bar__plus_02_dot_45 loc_bar_2_bar_10_bar_1_bar_60)
        (objectAtLocation Mug_bar__plus_01_dot_76_bar__plus_00_dot_49_bar__plus_02_dot_22 loc_bar_2_bar_10_bar_1_bar_60)
        (objectAtLocation Bowl_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__minus_00_dot_28 loc_bar__minus_3_bar_0_bar_3_bar_60)
        (objectAtLocation Potato_bar__minus_01_dot_51_bar__plus_00_dot_83_bar__plus_03_dot_01 loc_bar__minus_8_bar_8_bar_0_bar_45)
        (objectAtLocation LightSwitch_bar__plus_00_dot_10_bar__plus_01_dot_21_bar__minus_02_dot_71 loc_bar_1_bar__minus_6_bar_2_bar_30)
        (objectAtLocation ButterKnife_bar__plus_01_dot_15_bar__plus_01_dot_21_bar__plus_02_dot_76 loc_bar_6_bar_7_bar_0_bar_15)
        (objectAtLocation SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_52_bar__plus_01_dot_09 loc_bar_5_bar_3_bar_1_bar_60)
        (objectAtLocation Tomato_bar__plus_01_dot_56_bar__plus_01_dot_15_bar__plus_02_dot_87 loc_bar_6_bar_7_bar_0_bar_15)
        (objectAtLocation Knife_bar__plus_01_dot_51_bar__plus_01_dot_20_bar__plus_03_dot_05 loc_bar_6_bar_7_bar_0_bar_15)
        (objectAtLocation Bread_bar__minus_01_dot_70_bar__plus_00_dot_80_bar__minus_02_dot_50 loc_bar__minus_3_bar__minus_9_bar_3_bar_45)
        (objectAtLocation SoapBottle_bar__plus_01_dot_42_bar__plus_00_dot_12_bar__minus_02_dot_44 loc_bar_4_bar__minus_9_bar_1_bar_60)
        (objectAtLocation Egg_bar__plus_01_dot_71_bar__plus_00_dot_08_bar__minus_02_dot_16 loc_bar_4_bar__minus_9_bar_1_bar_60)
        (objectAtLocation Apple_bar__minus_01_dot_57_bar__plus_00_dot_03_bar__minus_00_dot_34 loc_bar__minus_3_bar_0_bar_3_bar_60)
        (objectAtLocation StoveKnob_bar__minus_01_dot_81_bar__plus_01_dot_05_bar__plus_00_dot_40 loc_bar__minus_5_bar_2_bar_3_bar_15)
        (objectAtLocation Tomato_bar__minus_01_dot_53_bar__plus_00_dot_09_bar__minus_00_dot_01 loc_bar__minus_3_bar_0_bar_3_bar_60)
        (objectAtLocation PepperShaker_bar__plus_01_dot_46_bar__plus_01_dot_06_bar__plus_03_dot_00 loc_bar_6_bar_9_bar_0_bar_30)
        (objectAtLocation DishSponge_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__minus_02_dot_28 loc_bar_4_bar__minus_9_bar_1_bar_60)
        (objectAtLocation Mug_bar__minus_01_dot_72_bar__plus_01_dot_12_bar__minus_02_dot_86 loc_bar__minus_2_bar__minus_11_bar_3_bar_60)
        (objectAtLocation StoveKnob_bar__minus_01_dot_38_bar__plus_00_dot_89_bar__plus_00_dot_36 loc_bar__minus_3_bar_1_bar_3_bar_60)
        (objectAtLocation SaltShaker_bar__plus_01_dot_75_bar__plus_00_dot_52_bar__plus_02_dot_30 loc_bar_2_bar_10_bar_1_bar_60)
        (objectAtLocation ButterKnife_bar__minus_01_dot_29_bar__plus_00_dot_80_bar__minus_02_dot_73 loc_bar__minus_3_bar__minus_9_bar_3_bar_45)
        (objectAtLocation Knife_bar__plus_01_dot_72_bar__plus_00_dot_82_bar__minus_00_dot_91 loc_bar_4_bar__minus_4_bar_1_bar_60)
        (objectAtLocation Bowl_bar__minus_01_dot_80_bar__plus_00_dot_85_bar__minus_02_dot_40 loc_bar__minus_3_bar__minus_9_bar_3_bar_45)
        (objectAtLocation Lettuce_bar__plus_01_dot_17_bar__plus_01_dot_21_bar__plus_03_dot_07 loc_bar_6_bar_7_bar_0_bar_15)
        (objectAtLocation Apple_bar__plus_01_dot_70_bar__plus_00_dot_18_bar__minus_02_dot_21 loc_bar_4_bar__minus_9_bar_1_bar_60)
        (objectAtLocation Spoon_bar__plus_01_dot_74_bar__plus_01_dot_10_bar__minus_02_dot_05 loc_bar_4_bar__minus_9_bar_1_bar_45)
        (objectAtLocation SaltShaker_bar__plus_01_dot_26_bar__plus_01_dot_26_bar__plus_02_dot_53 loc_bar_6_bar_7_bar_0_bar_15)
        (objectAtLocation SoapBottle_bar__plus_01_dot_87_bar__plus_00_dot_79_bar__minus_01_dot_09 loc_bar_4_bar__minus_4_bar_1_bar_60)
        (objectAtLocation SoapBottle_bar__plus_01_dot_74_bar__plus_00_dot_16_bar__minus_02_dot_30 loc_bar_4_bar__minus_9_bar_1_bar_60)
        (objectAtLocation Spoon_bar__plus_01_dot_11_bar__plus_00_dot_31_bar__plus_02_dot_94 loc_bar_5_bar_9_bar_0_bar_60)
        (objectAtLocation Fork_bar__plus_00_dot_14_bar__plus_00_dot_14_bar__plus_00_dot_92 loc_bar_1_bar_3_bar_2_bar_45)
        (objectAtLocation Window_bar__plus_01_dot_46_bar__plus_01_dot_53_bar__minus_02_dot_72 loc_bar_5_bar__minus_9_bar_2_bar_15)
        (objectAtLocation Plate_bar__minus_01_dot_50_bar__plus_01_dot_25_bar__minus_00_dot_47 loc_bar__minus_2_bar__minus_3_bar_3_bar_30)
        (objectAtLocation DishSponge_bar__plus_01_dot_65_bar__plus_00_dot_50_bar__plus_02_dot_55 loc_bar_2_bar_10_bar_1_bar_60)
        (objectAtLocation Bowl_bar__minus_01_dot_33_bar__plus_00_dot_81_bar__minus_02_dot_43 loc_bar__minus_3_bar__minus_9_bar_3_bar_45)
        (objectAtLocation Spatula_bar__plus_01_dot_52_bar__plus_01_dot_06_bar__minus_02_dot_23 loc_bar_4_bar__minus_9_bar_1_bar_45)
        (objectAtLocation Cup_bar__minus_01_dot_54_bar__plus_00_dot_09_bar__minus_00_dot_09 loc_bar__minus_3_bar_0_bar_3_bar_60)
        (objectAtLocation Pan_bar__plus_01_dot_73_bar__plus_00_dot_83_bar__minus_00_dot_61 loc_bar_4_bar__minus_4_bar_1_bar_60)
        (objectAtLocation Window_bar__plus_00_dot_88_bar__plus_01_dot_39_bar__plus_02_dot_75 loc_bar_4_bar_7_bar_0_bar_30)
        (objectAtLocation StoveKnob_bar__minus_01_dot_62_bar__plus_00_dot_89_bar__minus_02_dot_45 loc_bar__minus_3_bar__minus_10_bar_3_bar_45)
        )
    

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
                                            (receptacleType ?r CabinetType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            