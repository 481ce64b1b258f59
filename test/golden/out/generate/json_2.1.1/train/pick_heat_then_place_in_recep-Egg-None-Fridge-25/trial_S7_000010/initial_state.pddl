
(define (problem plan_trial_S7_000010)
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


        Apple_bar__minus_00_dot_28_bar__plus_00_dot_82_bar__minus_02_dot_36 - object
        Apple_bar__minus_02_dot_53_bar__plus_00_dot_12_bar__plus_01_dot_23 - object
        Bowl_bar__plus_01_dot_32_bar__plus_01_dot_70_bar__plus_02_dot_10 - object
        Bowl_bar__plus_02_dot_61_bar__plus_00_dot_61_bar__minus_01_dot_62 - object
        Bread_bar__plus_00_dot_05_bar__plus_00_dot_85_bar__minus_01_dot_79 - object
        Bread_bar__plus_02_dot_25_bar__plus_01_dot_11_bar__plus_02_dot_21 - object
        Bread_bar__plus_02_dot_54_bar__plus_01_dot_19_bar__plus_02_dot_02 - object
        ButterKnife_bar__plus_02_dot_53_bar__plus_01_dot_10_bar__plus_02_dot_48 - object
        ButterKnife_bar__minus_01_dot_90_bar__plus_00_dot_72_bar__plus_02_dot_19 - object
        ButterKnife_bar__minus_02_dot_02_bar__plus_01_dot_02_bar__plus_01_dot_85 - object
        Chair_bar__minus_00_dot_52_bar__plus_00_dot_62_bar__minus_01_dot_95 - object
        Cup_bar__plus_02_dot_09_bar__plus_01_dot_14_bar__plus_02_dot_15 - object
        Cup_bar__plus_02_dot_95_bar__plus_00_dot_42_bar__plus_00_dot_63 - object
        Cup_bar__minus_03_dot_17_bar__plus_01_dot_74_bar__minus_00_dot_29 - object
        DishSponge_bar__plus_02_dot_56_bar__plus_01_dot_10_bar__plus_02_dot_32 - object
        Egg_bar__plus_02_dot_31_bar__plus_01_dot_09_bar__plus_02_dot_18 - object
        Egg_bar__minus_00_dot_55_bar__plus_00_dot_03_bar__minus_02_dot_20 - object
        Faucet_bar__minus_01_dot_83_bar__plus_01_dot_23_bar__plus_02_dot_13 - object
        Fork_bar__plus_01_dot_22_bar__plus_00_dot_62_bar__plus_01_dot_22 - object
        Knife_bar__plus_02_dot_12_bar__plus_01_dot_09_bar__plus_01_dot_97 - object
        Knife_bar__plus_02_dot_92_bar__plus_00_dot_44_bar__plus_00_dot_63 - object
        Knife_bar__minus_00_dot_23_bar__plus_00_dot_34_bar__plus_02_dot_06 - object
        Ladle_bar__plus_02_dot_60_bar__plus_01_dot_07_bar__plus_02_dot_01 - object
        Ladle_bar__minus_00_dot_02_bar__plus_01_dot_01_bar__plus_02_dot_47 - object
        Ladle_bar__minus_01_dot_79_bar__plus_00_dot_75_bar__plus_01_dot_98 - object
        Lettuce_bar__plus_02_dot_47_bar__plus_01_dot_12_bar__plus_02_dot_01 - object
        Lettuce_bar__minus_02_dot_55_bar__plus_00_dot_08_bar__plus_00_dot_80 - object
        LightSwitch_bar__minus_00_dot_58_bar__plus_01_dot_31_bar__minus_02_dot_22 - object
        Mug_bar__plus_02_dot_94_bar__plus_01_dot_03_bar__plus_02_dot_29 - object
        Pan_bar__plus_00_dot_89_bar__plus_00_dot_94_bar__minus_02_dot_37 - object
        PepperShaker_bar__plus_00_dot_53_bar__plus_01_dot_45_bar__minus_02_dot_34 - object
        PepperShaker_bar__plus_02_dot_14_bar__plus_01_dot_18_bar__plus_02_dot_33 - object
        PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_13_bar__plus_02_dot_07 - object
        Plate_bar__plus_02_dot_24_bar__plus_01_dot_07_bar__plus_02_dot_14 - object
        Plate_bar__plus_02_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_30 - object
        Potato_bar__minus_00_dot_06_bar__plus_00_dot_77_bar__minus_02_dot_33 - object
        Potato_bar__minus_02_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_86 - object
        Pot_bar__plus_02_dot_87_bar__plus_01_dot_08_bar__minus_00_dot_70 - object
        SaltShaker_bar__plus_00_dot_09_bar__plus_00_dot_96_bar__plus_02_dot_40 - object
        Sink_bar__minus_01_dot_83_bar__plus_00_dot_98_bar__plus_02_dot_13 - object
        SoapBottle_bar__plus_02_dot_96_bar__plus_00_dot_41_bar__plus_00_dot_26 - object
        SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_08_bar__minus_01_dot_99 - object
        SoapBottle_bar__minus_00_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_22 - object
        Spatula_bar__plus_00_dot_14_bar__plus_01_dot_10_bar__plus_02_dot_54 - object
        Spatula_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__plus_00_dot_75 - object
        Spatula_bar__minus_01_dot_89_bar__plus_01_dot_04_bar__plus_02_dot_11 - object
        Spoon_bar__minus_01_dot_44_bar__plus_00_dot_72_bar__plus_02_dot_15 - object
        StoveKnob_bar__plus_00_dot_29_bar__plus_01_dot_06_bar__plus_02_dot_47 - object
        StoveKnob_bar__plus_01_dot_01_bar__plus_00_dot_92_bar__minus_01_dot_97 - object
        StoveKnob_bar__plus_02_dot_60_bar__plus_00_dot_98_bar__minus_00_dot_58 - object
        StoveKnob_bar__minus_00_dot_61_bar__plus_00_dot_90_bar__minus_01_dot_85 - object
        Tomato_bar__plus_02_dot_11_bar__plus_01_dot_21_bar__plus_01_dot_99 - object
        Tomato_bar__minus_02_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_75 - object
        Tomato_bar__minus_02_dot_91_bar__plus_00_dot_17_bar__plus_01_dot_30 - object
        Window_bar__plus_02_dot_82_bar__plus_01_dot_52_bar__plus_00_dot_23 - object
        Window_bar__plus_02_dot_88_bar__plus_01_dot_43_bar__minus_00_dot_84 - object
        Cabinet_bar__plus_00_dot_25_bar__plus_00_dot_88_bar__plus_02_dot_24 - receptacle
        Cabinet_bar__plus_00_dot_28_bar__plus_01_dot_37_bar__minus_02_dot_14 - receptacle
        Cabinet_bar__plus_00_dot_88_bar__plus_01_dot_01_bar__minus_02_dot_07 - receptacle
        Cabinet_bar__plus_00_dot_90_bar__plus_01_dot_84_bar__plus_02_dot_19 - receptacle
        Cabinet_bar__plus_01_dot_58_bar__plus_01_dot_60_bar__plus_02_dot_12 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_01_dot_04_bar__plus_02_dot_05 - receptacle
        Cabinet_bar__plus_02_dot_61_bar__plus_02_dot_48_bar__minus_02_dot_17 - receptacle
        Cabinet_bar__plus_02_dot_68_bar__plus_00_dot_48_bar__minus_01_dot_59 - receptacle
        Cabinet_bar__plus_02_dot_70_bar__plus_01_dot_66_bar__plus_00_dot_48 - receptacle
        Cabinet_bar__plus_02_dot_80_bar__plus_00_dot_36_bar__plus_00_dot_55 - receptacle
        Cabinet_bar__minus_02_dot_82_bar__plus_01_dot_71_bar__plus_01_dot_20 - receptacle
        Cabinet_bar__minus_02_dot_89_bar__plus_01_dot_60_bar__minus_00_dot_31 - receptacle
        Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_03_bar__plus_02_dot_18 - receptacle
        CoffeeMachine_bar__plus_02_dot_64_bar__plus_01_dot_00_bar__plus_02_dot_29 - receptacle
        CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24 - receptacle
        Drawer_bar__plus_02_dot_67_bar__plus_00_dot_35_bar__plus_00_dot_74 - receptacle
        Drawer_bar__minus_00_dot_05_bar__plus_00_dot_94_bar__plus_02_dot_25 - receptacle
        Drawer_bar__minus_00_dot_13_bar__plus_00_dot_27_bar__plus_02_dot_24 - receptacle
        Drawer_bar__minus_01_dot_25_bar__plus_00_dot_66_bar__plus_02_dot_17 - receptacle
        Drawer_bar__minus_01_dot_64_bar__plus_00_dot_60_bar__plus_02_dot_25 - receptacle
        Fridge_bar__minus_02_dot_80_bar__plus_00_dot_02_bar__plus_01_dot_00 - receptacle
        GarbageCan_bar__minus_00_dot_32_bar__minus_00_dot_03_bar__minus_02_dot_02 - receptacle
        Microwave_bar__minus_00_dot_23_bar__plus_00_dot_74_bar__minus_02_dot_08 - receptacle
        Sink_bar__minus_01_dot_83_bar__plus_00_dot_98_bar__plus_02_dot_13_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_37_bar__plus_01_dot_01_bar__plus_02_dot_17 - receptacle
        StoveBurner_bar__plus_01_dot_12_bar__plus_00_dot_87_bar__minus_02_dot_27 - receptacle
        StoveBurner_bar__plus_02_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_88 - receptacle
        StoveBurner_bar__minus_00_dot_57_bar__plus_00_dot_85_bar__minus_02_dot_15 - receptacle
        Toaster_bar__plus_02_dot_93_bar__plus_00_dot_85_bar__minus_00_dot_31 - receptacle
        loc_bar_9_bar_0_bar_1_bar_0 - location
        loc_bar__minus_8_bar_8_bar_3_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar_60 - location
        loc_bar_6_bar_4_bar_0_bar_60 - location
        loc_bar_8_bar__minus_2_bar_1_bar_60 - location
        loc_bar_1_bar__minus_4_bar_2_bar_15 - location
        loc_bar_4_bar_4_bar_2_bar_45 - location
        loc_bar_7_bar__minus_3_bar_1_bar_0 - location
        loc_bar_6_bar_5_bar_0_bar_0 - location
        loc_bar__minus_7_bar_6_bar_0_bar_60 - location
        loc_bar_2_bar_7_bar_0_bar_45 - location
        loc_bar__minus_3_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_7_bar_5_bar_0_bar_45 - location
        loc_bar_2_bar_5_bar_0_bar_0 - location
        loc_bar__minus_9_bar_5_bar_3_bar_60 - location
        loc_bar__minus_3_bar__minus_4_bar_2_bar_60 - location
        loc_bar__minus_8_bar_5_bar_3_bar_0 - location
        loc_bar_9_bar_5_bar_0_bar_30 - location
        loc_bar_11_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_6_bar_2_bar_60 - location
        loc_bar__minus_3_bar__minus_5_bar_2_bar_15 - location
        loc_bar_3_bar__minus_5_bar_2_bar_45 - location
        loc_bar_7_bar__minus_6_bar_1_bar_45 - location
        loc_bar_6_bar_1_bar_1_bar_0 - location
        loc_bar__minus_8_bar__minus_1_bar_3_bar__minus_15 - location
        loc_bar__minus_1_bar_5_bar_0_bar_60 - location
        loc_bar__minus_4_bar_4_bar_0_bar_45 - location
        loc_bar_3_bar_6_bar_0_bar_15 - location
        loc_bar_7_bar_3_bar_1_bar_60 - location
        loc_bar_4_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_6_bar_3_bar_30 - location
        loc_bar_8_bar__minus_2_bar_1_bar_45 - location
        loc_bar_1_bar_4_bar_0_bar_45 - location
        loc_bar_7_bar__minus_3_bar_1_bar_60 - location
        loc_bar_6_bar_4_bar_1_bar_60 - location
        loc_bar__minus_4_bar__minus_2_bar_3_bar_30 - location
        )
    

(:init


        (receptacleType Cabinet_bar__plus_00_dot_90_bar__plus_01_dot_84_bar__plus_02_dot_19 CabinetType)
        (receptacleType Drawer_bar__minus_00_dot_13_bar__plus_00_dot_27_bar__plus_02_dot_24 DrawerType)
        (receptacleType GarbageCan_bar__minus_00_dot_32_bar__minus_00_dot_03_bar__minus_02_dot_02 GarbageCanType)
        (receptacleType Fridge_bar__minus_02_dot_80_bar__plus_00_dot_02_bar__plus_01_dot_00 FridgeType)
        (receptacleType Cabinet_bar__plus_02_dot_61_bar__plus_02_dot_48_bar__minus_02_dot_17 CabinetType)
        (receptacleType Cabinet_bar__plus_02_dot_70_bar__plus_01_dot_66_bar__plus_00_dot_48 CabinetType)
        (receptacleType Cabinet_bar__minus_02_dot_82_bar__plus_01_dot_71_bar__plus_01_dot_20 CabinetType)
        (receptacleType Cabinet_bar__plus_02_dot_68_bar__plus_00_dot_48_bar__minus_01_dot_59 CabinetType)
        (receptacleType Drawer_bar__minus_01_dot_64_bar__plus_00_dot_60_bar__plus_02_dot_25 DrawerType)
        (receptacleType Cabinet_bar__plus_00_dot_28_bar__plus_01_dot_37_bar__minus_02_dot_14 CabinetType)
        (receptacleType Toaster_bar__plus_02_dot_93_bar__plus_00_dot_85_bar__minus_00_dot_31 ToasterType)
        (receptacleType Drawer_bar__plus_02_dot_67_bar__plus_00_dot_35_bar__plus_00_dot_74 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__plus_00_dot_94_bar__plus_02_dot_25 DrawerType)
        (receptacleType Cabinet_bar__plus_01_dot_58_bar__plus_01_dot_60_bar__plus_02_dot_12 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_01_dot_04_bar__plus_02_dot_05 CabinetType)
        (receptacleType Sink_bar__minus_01_dot_83_bar__plus_00_dot_98_bar__plus_02_dot_13_bar_SinkBasin SinkBasinType)
        (receptacleType Microwave_bar__minus_00_dot_23_bar__plus_00_dot_74_bar__minus_02_dot_08 MicrowaveType)
        (receptacleType StoveBurner_bar__minus_00_dot_57_bar__plus_00_dot_85_bar__minus_02_dot_15 StoveBurnerType)
        (receptacleType Cabinet_bar__minus_02_dot_89_bar__plus_01_dot_60_bar__minus_00_dot_31 CabinetType)
        (receptacleType Cabinet_bar__plus_02_dot_80_bar__plus_00_dot_36_bar__plus_00_dot_55 CabinetType)
        (receptacleType Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_03_bar__plus_02_dot_18 CabinetType)
        (receptacleType Drawer_bar__minus_01_dot_25_bar__plus_00_dot_66_bar__plus_02_dot_17 DrawerType)
        (receptacleType StoveBurner_bar__plus_02_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_88 StoveBurnerType)
        (receptacleType Cabinet_bar__plus_00_dot_88_bar__plus_01_dot_01_bar__minus_02_dot_07 CabinetType)
        (receptacleType CoffeeMachine_bar__plus_02_dot_64_bar__plus_01_dot_00_bar__plus_02_dot_29 CoffeeMachineType)
        (receptacleType StoveBurner_bar__plus_00_dot_37_bar__plus_01_dot_01_bar__plus_02_dot_17 StoveBurnerType)
        (receptacleType Cabinet_bar__plus_00_dot_25_bar__plus_00_dot_88_bar__plus_02_dot_24 CabinetType)
        (receptacleType CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24 CounterTopType)
        (receptacleType StoveBurner_bar__plus_01_dot_12_bar__plus_00_dot_87_bar__minus_02_dot_27 StoveBurnerType)
        (objectType Egg_bar__plus_02_dot_31_bar__plus_01_dot_09_bar__plus_02_dot_18 EggType)
        (objectType Window_bar__plus_02_dot_88_bar__plus_01_dot_43_bar__minus_00_dot_84 WindowType)
        (objectType StoveKnob_bar__plus_02_dot_60_bar__plus_00_dot_98_bar__minus_00_dot_58 StoveKnobType)
        (objectType Potato_bar__minus_00_dot_06_bar__plus_00_dot_77_bar__minus_02_dot_33 PotatoType)
        (objectType StoveKnob_bar__plus_01_dot_01_bar__plus_00_dot_92_bar__minus_01_dot_97 StoveKnobType)
        (objectType Ladle_bar__plus_02_dot_60_bar__plus_01_dot_07_bar__plus_02_dot_01 LadleType)
        (objectType Cup_bar__plus_02_dot_09_bar__plus_01_dot_14_bar__plus_02_dot_15 CupType)
        (objectType Egg_bar__minus_00_dot_55_bar__plus_00_dot_03_bar__minus_02_dot_20 EggType)
        (objectType Knife_bar__minus_00_dot_23_bar__plus_00_dot_34_bar__plus_02_dot_06 KnifeType)
        (objectType Window_bar__plus_02_dot_82_bar__plus_01_dot_52_bar__plus_00_dot_23 WindowType)
        (objectType Ladle_bar__minus_01_dot_79_bar__plus_00_dot_75_bar__plus_01_dot_98 LadleType)
        (objectType Ladle_bar__minus_00_dot_02_bar__plus_01_dot_01_bar__plus_02_dot_47 LadleType)
        (objectType ButterKnife_bar__minus_01_dot_90_bar__plus_00_dot_72_bar__plus_02_dot_19 ButterKnifeType)
        (objectType SoapBottle_bar__minus_00_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_22 SoapBottleType)
        (objectType Knife_bar__plus_02_dot_12_bar__plus_01_dot_09_bar__plus_01_dot_97 KnifeType)
        (objectType Pan_bar__plus_00_dot_89_bar__plus_00_dot_94_bar__minus_02_dot_37 PanType)
        (objectType Apple_bar__minus_00_dot_28_bar__plus_00_dot_82_bar__minus_02_dot_36 AppleType)
        (objectType Tomato_bar__minus_02_dot_91_bar__plus_00_dot_17_bar__plus_01_dot_30 TomatoType)
        (objectType Bowl_bar__plus_02_dot_61_bar__plus_00_dot_61_bar__minus_01_dot_62 BowlType)
        (objectType ButterKnife_bar__plus_02_dot_53_bar__plus_01_dot_10_bar__plus_02_dot_48 ButterKnifeType)
        (objectType Spatula_bar__plus_00_dot_14_bar__plus_01_dot_10_bar__plus_02_dot_54 SpatulaType)
        (objectType Cup_bar__minus_03_dot_17_bar__plus_01_dot_74_bar__minus_00_dot_29 CupType)
        (objectType StoveKnob_bar__minus_00_dot_61_bar__plus_00_dot_90_bar__minus_01_dot_85 StoveKnobType)
        (objectType Spatula_bar__minus_01_dot_89_bar__plus_01_dot_04_bar__plus_02_dot_11 SpatulaType)
        (objectType Fork_bar__plus_01_dot_22_bar__plus_00_dot_62_bar__plus_01_dot_22 ForkType)
        (objectType Tomato_bar__plus_02_dot_11_bar__plus_01_dot_21_bar__plus_01_dot_99 TomatoType)
        (objectType PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_13_bar__plus_02_dot_07 PepperShakerType)
        (objectType Bread_bar__plus_00_dot_05_bar__plus_00_dot_85_bar__minus_01_dot_79 BreadType)
        (objectType Lettuce_bar__minus_02_dot_55_bar__plus_00_dot_08_bar__plus_00_dot_80 LettuceType)
        (objectType Bread_bar__plus_02_dot_25_bar__plus_01_dot_11_bar__plus_02_dot_21 BreadType)
        (objectType Spoon_bar__minus_01_dot_44_bar__plus_00_dot_72_bar__plus_02_dot_15 SpoonType)
        (objectType DishSponge_bar__plus_02_dot_56_bar__plus_01_dot_10_bar__plus_02_dot_32 DishSpongeType)
        (objectType Plate_bar__plus_02_dot_24_bar__plus_01_dot_07_bar__plus_02_dot_14 PlateType)
        (objectType Sink_bar__minus_01_dot_83_bar__plus_00_dot_98_bar__plus_02_dot_13 SinkType)
        (objectType SoapBottle_bar__plus_02_dot_96_bar__plus_00_dot_41_bar__plus_00_dot_26 SoapBottleType)
        (objectType Pot_bar__plus_02_dot_87_bar__plus_01_dot_08_bar__minus_00_dot_70 PotType)
        (objectType Knife_bar__plus_02_dot_92_bar__plus_00_dot_44_bar__plus_00_dot_63 KnifeType)
        (objectType Lettuce_bar__plus_02_dot_47_bar__plus_01_dot_12_bar__plus_02_dot_01 LettuceType)
        (objectType Bread_bar__plus_02_dot_54_bar__plus_01_dot_19_bar__plus_02_dot_02 BreadType)
        (objectType Apple_bar__minus_02_dot_53_bar__plus_00_dot_12_bar__plus_01_dot_23 AppleType)
        (objectType Potato_bar__minus_02_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_86 PotatoType)
        (objectType StoveKnob_bar__plus_00_dot_29_bar__plus_01_dot_06_bar__plus_02_dot_47 StoveKnobType)
        (objectType SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_08_bar__minus_01_dot_99 SoapBottleType)
        (objectType ButterKnife_bar__minus_02_dot_02_bar__plus_01_dot_02_bar__plus_01_dot_85 ButterKnifeType)
        (objectType Mug_bar__plus_02_dot_94_bar__plus_01_dot_03_bar__plus_02_dot_29 MugType)
        (objectType Chair_bar__minus_00_dot_52_bar__plus_00_dot_62_bar__minus_01_dot_95 ChairType)
        (objectType Plate_bar__plus_02_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_30 PlateType)
        (objectType Cup_bar__plus_02_dot_95_bar__plus_00_dot_42_bar__plus_00_dot_63 CupType)
        (objectType PepperShaker_bar__plus_00_dot_53_bar__plus_01_dot_45_bar__minus_02_dot_34 PepperShakerType)
        (objectType Spatula_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__plus_00_dot_75 SpatulaType)
        (objectType LightSwitch_bar__minus_00_dot_58_bar__plus_01_dot_31_bar__minus_02_dot_22 LightSwitchType)
        (objectType Bowl_bar__plus_01_dot_32_bar__plus_01_dot_70_bar__plus_02_dot_10 BowlType)
        (objectType Tomato_bar__minus_02_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_75 TomatoType)
        (objectType PepperShaker_bar__plus_02_dot_14_bar__plus_01_dot_18_bar__plus_02_dot_33 PepperShakerType)
        (objectType SaltShaker_bar__plus_00_dot_09_bar__plus_00_dot_96_bar__plus_02_dot_40 SaltShakerType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SpatulaType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType PlateType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain FridgeType MugType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SpatulaType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SpatulaType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType TomatoType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType ForkType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType TomatoType)
        (canContain MicrowaveType PlateType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SpatulaType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CoffeeMachineType MugType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (pickupable Egg_bar__plus_02_dot_31_bar__plus_01_dot_09_bar__plus_02_dot_18)
        (pickupable Potato_bar__minus_00_dot_06_bar__plus_00_dot_77_bar__minus_02_dot_33)
        (pickupable Ladle_bar__plus_02_dot_60_bar__plus_01_dot_07_bar__plus_02_dot_01)
        (pickupable Cup_bar__plus_02_dot_09_bar__plus_01_dot_14_bar__plus_02_dot_15)
        (pickupable Egg_bar__minus_00_dot_55_bar__plus_00_dot_03_bar__minus_02_dot_20)
        (pickupable Knife_bar__minus_00_dot_23_bar__plus_00_dot_34_bar__plus_02_dot_06)
        (pickupable Ladle_bar__minus_01_dot_79_bar__plus_00_dot_75_bar__plus_01_dot_98)
        (pickupable Ladle_bar__minus_00_dot_02_bar__plus_01_dot_01_bar__plus_02_dot_47)
        (pickupable ButterKnife_bar__minus_01_dot_90_bar__plus_00_dot_72_bar__plus_02_dot_19)
        (pickupable SoapBottle_bar__minus_00_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_22)
        (pickupable Knife_bar__plus_02_dot_12_bar__plus_01_dot_09_bar__plus_01_dot_97)
        (pickupable Pan_bar__plus_00_dot_89_bar__plus_00_dot_94_bar__minus_02_dot_37)
        (pickupable Apple_bar__minus_00_dot_28_bar__plus_00_dot_82_bar__minus_02_dot_36)
        (pickupable Tomato_bar__minus_02_dot_91_bar__plus_00_dot_17_bar__plus_01_dot_30)
        (pickupable Bowl_bar__plus_02_dot_61_bar__plus_00_dot_61_bar__minus_01_dot_62)
        (pickupable ButterKnife_bar__plus_02_dot_53_bar__plus_01_dot_10_bar__plus_02_dot_48)
        (pickupable Spatula_bar__plus_00_dot_14_bar__plus_01_dot_10_bar__plus_02_dot_54)
        (pickupable Cup_bar__minus_03_dot_17_bar__plus_01_dot_74_bar__minus_00_dot_29)
        (pickupable Spatula_bar__minus_01_dot_89_bar__plus_01_dot_04_bar__plus_02_dot_11)
        (pickupable Fork_bar__plus_01_dot_22_bar__plus_00_dot_62_bar__plus_01_dot_22)
        (pickupable Tomato_bar__plus_02_dot_11_bar__plus_01_dot_21_bar__plus_01_dot_99)
        (pickupable PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_13_bar__plus_02_dot_07)
        (pickupable Bread_bar__plus_00_dot_05_bar__plus_00_dot_85_bar__minus_01_dot_79)
        (pickupable Lettuce_bar__minus_02_dot_55_bar__plus_00_dot_08_bar__plus_00_dot_80)
        (pickupable Bread_bar__plus_02_dot_25_bar__plus_01_dot_11_bar__plus_02_dot_21)
        (pickupable Spoon_bar__minus_01_dot_44_bar__plus_00_dot_72_bar__plus_02_dot_15)
        (pickupable DishSponge_bar__plus_02_dot_56_bar__plus_01_dot_10_bar__plus_02_dot_32)
        (pickupable Plate_bar__plus_02_dot_24_bar__plus_01_dot_07_bar__plus_02_dot_14)
        (pickupable SoapBottle_bar__plus_02_dot_96_bar__plus_00_dot_41_bar__plus_00_dot_26)
        (pickupable Pot_bar__plus_02_dot_87_bar__plus_01_dot_08_bar__minus_00_dot_70)
        (pickupable Knife_bar__plus_02_dot_92_bar__plus_00_dot_44_bar__plus_00_dot_63)
        (pickupable Lettuce_bar__plus_02_dot_47_bar__plus_01_dot_12_bar__plus_02_dot_01)
        (pickupable Bread_bar__plus_02_dot_54_bar__plus_01_dot_19_bar__plus_02_dot_02)
        (pickupable Apple_bar__minus_02_dot_53_bar__plus_00_dot_12_bar__plus_01_dot_23)
        (pickupable Potato_bar__minus_02_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_86)
        (pickupable SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_08_bar__minus_01_dot_99)
        (pickupable ButterKnife_bar__minus_02_dot_02_bar__plus_01_dot_02_bar__plus_01_dot_85)
        (pickupable Mug_bar__plus_02_dot_94_bar__plus_01_dot_03_bar__plus_02_dot_29)
        (pickupable Plate_bar__plus_02_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_30)
        (pickupable Cup_bar__plus_02_dot_95_bar__plus_00_dot_42_bar__plus_00_dot_63)
        (pickupable PepperShaker_bar__plus_00_dot_53_bar__plus_01_dot_45_bar__minus_02_dot_34)
        (pickupable Spatula_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__plus_00_dot_75)
        (pickupable Bowl_bar__plus_01_dot_32_bar__plus_01_dot_70_bar__plus_02_dot_10)
        (pickupable Tomato_bar__minus_02_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_75)
        (pickupable PepperShaker_bar__plus_02_dot_14_bar__plus_01_dot_18_bar__plus_02_dot_33)
        (pickupable SaltShaker_bar__plus_00_dot_09_bar__plus_00_dot_96_bar__plus_02_dot_40)
        (isReceptacleObject Cup_bar__plus_02_dot_09_bar__plus_01_dot_14_bar__plus_02_dot_15)
        (isReceptacleObject Pan_bar__plus_00_dot_89_bar__plus_00_dot_94_bar__minus_02_dot_37)
        (isReceptacleObject Bowl_bar__plus_02_dot_61_bar__plus_00_dot_61_bar__minus_01_dot_62)
        (isReceptacleObject Cup_bar__minus_03_dot_17_bar__plus_01_dot_74_bar__minus_00_dot_29)
        (isReceptacleObject Plate_bar__plus_02_dot_24_bar__plus_01_dot_07_bar__plus_02_dot_14)
        (isReceptacleObject Pot_bar__plus_02_dot_87_bar__plus_01_dot_08_bar__minus_00_dot_70)
        (isReceptacleObject Mug_bar__plus_02_dot_94_bar__plus_01_dot_03_bar__plus_02_dot_29)
        (isReceptacleObject Plate_bar__plus_02_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_30)
        (isReceptacleObject Cup_bar__plus_02_dot_95_bar__plus_00_dot_42_bar__plus_00_dot_63)
        (isReceptacleObject Bowl_bar__plus_01_dot_32_bar__plus_01_dot_70_bar__plus_02_dot_10)
        (openable Cabinet_bar__plus_00_dot_90_bar__plus_01_dot_84_bar__plus_02_dot_19)
        (openable Drawer_bar__minus_00_dot_13_bar__plus_00_dot_27_bar__plus_02_dot_24)
        (openable Fridge_bar__minus_02_dot_80_bar__plus_00_dot_02_bar__plus_01_dot_00)
        (openable Cabinet_bar__plus_02_dot_61_bar__plus_02_dot_48_bar__minus_02_dot_17)
        (openable Drawer_bar__minus_01_dot_64_bar__plus_00_dot_60_bar__plus_02_dot_25)
        (openable Cabinet_bar__plus_00_dot_28_bar__plus_01_dot_37_bar__minus_02_dot_14)
        (openable Drawer_bar__plus_02_dot_67_bar__plus_00_dot_35_bar__plus_00_dot_74)
        (openable Drawer_bar__minus_00_dot_05_bar__plus_00_dot_94_bar__plus_02_dot_25)
        (openable Cabinet_bar__plus_01_dot_58_bar__plus_01_dot_60_bar__plus_02_dot_12)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_01_dot_04_bar__plus_02_dot_05)
        (openable Microwave_bar__minus_00_dot_23_bar__plus_00_dot_74_bar__minus_02_dot_08)
        (openable Cabinet_bar__minus_02_dot_89_bar__plus_01_dot_60_bar__minus_00_dot_31)
        (openable Drawer_bar__minus_01_dot_25_bar__plus_00_dot_66_bar__plus_02_dot_17)
        (openable Cabinet_bar__plus_00_dot_88_bar__plus_01_dot_01_bar__minus_02_dot_07)
        (openable Cabinet_bar__plus_00_dot_25_bar__plus_00_dot_88_bar__plus_02_dot_24)
        
        (atLocation agent1 loc_bar__minus_4_bar__minus_2_bar_3_bar_30)
        
        (cleanable Egg_bar__plus_02_dot_31_bar__plus_01_dot_09_bar__plus_02_dot_18)
        (cleanable Potato_bar__minus_00_dot_06_bar__plus_00_dot_77_bar__minus_02_dot_33)
        (cleanable Ladle_bar__plus_02_dot_60_bar__plus_01_dot_07_bar__plus_02_dot_01)
        (cleanable Cup_bar__plus_02_dot_09_bar__plus_01_dot_14_bar__plus_02_dot_15)
        (cleanable Egg_bar__minus_00_dot_55_bar__plus_00_dot_03_bar__minus_02_dot_20)
        (cleanable Knife_bar__minus_00_dot_23_bar__plus_00_dot_34_bar__plus_02_dot_06)
        (cleanable Ladle_bar__minus_01_dot_79_bar__plus_00_dot_75_bar__plus_01_dot_98)
        (cleanable Ladle_bar__minus_00_dot_02_bar__plus_01_dot_01_bar__plus_02_dot_47)
        (cleanable ButterKnife_bar__minus_01_dot_90_bar__plus_00_dot_72_bar__plus_02_dot_19)
        (cleanable Knife_bar__plus_02_dot_12_bar__plus_01_dot_09_bar__plus_01_dot_97)
        (cleanable Pan_bar__plus_00_dot_89_bar__plus_00_dot_94_bar__minus_02_dot_37)
        (cleanable Apple_bar__minus_00_dot_28_bar__plus_00_dot_82_bar__minus_02_dot_36)
        (cleanable Tomato_bar__minus_02_dot_91_bar__plus_00_dot_17_bar__plus_01_dot_30)
        (cleanable Bowl_bar__plus_02_dot_61_bar__plus_00_dot_61_bar__minus_01_dot_62)
        (cleanable ButterKnife_bar__plus_02_dot_53_bar__plus_01_dot_10_bar__plus_02_dot_48)
        (cleanable Spatula_bar__plus_00_dot_14_bar__plus_01_dot_10_bar__plus_02_dot_54)
        (cleanable Cup_bar__minus_03_dot_17_bar__plus_01_dot_74_bar__minus_00_dot_29)
        (cleanable Spatula_bar__minus_01_dot_89_bar__plus_01_dot_04_bar__plus_02_dot_11)
        (cleanable Fork_bar__plus_01_dot_22_bar__plus_00_dot_62_bar__plus_01_dot_22)
        (cleanable Tomato_bar__plus_02_dot_11_bar__plus_01_dot_21_bar__plus_01_dot_99)
        (cleanable Lettuce_bar__minus_02_dot_55_bar__plus_00_dot_08_bar__plus_00_dot_80)
        (cleanable Spoon_bar__minus_01_dot_44_bar__plus_00_dot_72_bar__plus_02_dot_15)
        (cleanable DishSponge_bar__plus_02_dot_56_bar__plus_01_dot_10_bar__plus_02_dot_32)
        (cleanable Plate_bar__plus_02_dot_24_bar__plus_01_dot_07_bar__plus_02_dot_14)
        (cleanable Pot_bar__plus_02_dot_87_bar__plus_01_dot_08_bar__minus_00_dot_70)
        (cleanable Knife_bar__plus_02_dot_92_bar__plus_00_dot_44_bar__plus_00_dot_63)
        (cleanable Lettuce_bar__plus_02_dot_47_bar__plus_01_dot_12_bar__plus_02_dot_01)
        (cleanable Apple_bar__minus_02_dot_53_bar__plus_00_dot_12_bar__plus_01_dot_23)
        (cleanable Potato_bar__minus_02_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_86)
        (cleanable ButterKnife_bar__minus_02_dot_02_bar__plus_01_dot_02_bar__plus_01_dot_85)
        (cleanable Mug_bar__plus_02_dot_94_bar__plus_01_dot_03_bar__plus_02_dot_29)
        (cleanable Plate_bar__plus_02_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_30)
        (cleanable Cup_bar__plus_02_dot_95_bar__plus_00_dot_42_bar__plus_00_dot_63)
        (cleanable Spatula_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__plus_00_dot_75)
        (cleanable Bowl_bar__plus_01_dot_32_bar__plus_01_dot_70_bar__plus_02_dot_10)
        (cleanable Tomato_bar__minus_02_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_75)
        
        (heatable Egg_bar__plus_02_dot_31_bar__plus_01_dot_09_bar__plus_02_dot_18)
        (heatable Potato_bar__minus_00_dot_06_bar__plus_00_dot_77_bar__minus_02_dot_33)
        (heatable Cup_bar__plus_02_dot_09_bar__plus_01_dot_14_bar__plus_02_dot_15)
        (heatable Egg_bar__minus_00_dot_55_bar__plus_00_dot_03_bar__minus_02_dot_20)
        (heatable Apple_bar__minus_00_dot_28_bar__plus_00_dot_82_bar__minus_02_dot_36)
        (heatable Tomato_bar__minus_02_dot_91_bar__plus_00_dot_17_bar__plus_01_dot_30)
        (heatable Cup_bar__minus_03_dot_17_bar__plus_01_dot_74_bar__minus_00_dot_29)
        (heatable Tomato_bar__plus_02_dot_11_bar__plus_01_dot_21_bar__plus_01_dot_99)
        (heatable Bread_bar__plus_00_dot_05_bar__plus_00_dot_85_bar__minus_01_dot_79)
        (heatable Bread_bar__plus_02_dot_25_bar__plus_01_dot_11_bar__plus_02_dot_21)
        (heatable Plate_bar__plus_02_dot_24_bar__plus_01_dot_07_bar__plus_02_dot_14)
        (heatable Bread_bar__plus_02_dot_54_bar__plus_01_dot_19_bar__plus_02_dot_02)
        (heatable Apple_bar__minus_02_dot_53_bar__plus_00_dot_12_bar__plus_01_dot_23)
        (heatable Potato_bar__minus_02_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_86)
        (heatable Mug_bar__plus_02_dot_94_bar__plus_01_dot_03_bar__plus_02_dot_29)
        (heatable Plate_bar__plus_02_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_30)
        (heatable Cup_bar__plus_02_dot_95_bar__plus_00_dot_42_bar__plus_00_dot_63)
        (heatable Tomato_bar__minus_02_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_75)
        (coolable Egg_bar__plus_02_dot_31_bar__plus_01_dot_09_bar__plus_02_dot_18)
        (coolable Potato_bar__minus_00_dot_06_bar__plus_00_dot_77_bar__minus_02_dot_33)
        (coolable Cup_bar__plus_02_dot_09_bar__plus_01_dot_14_bar__plus_02_dot_15)
        (coolable Egg_bar__minus_00_dot_55_bar__plus_00_dot_03_bar__minus_02_dot_20)
        (coolable Pan_bar__plus_00_dot_89_bar__plus_00_dot_94_bar__minus_02_dot_37)
        (coolable Apple_bar__minus_00_dot_28_bar__plus_00_dot_82_bar__minus_02_dot_36)
        (coolable Tomato_bar__minus_02_dot_91_bar__plus_00_dot_17_bar__plus_01_dot_30)
        (coolable Bowl_bar__plus_02_dot_61_bar__plus_00_dot_61_bar__minus_01_dot_62)
        (coolable Cup_bar__minus_03_dot_17_bar__plus_01_dot_74_bar__minus_00_dot_29)
        (coolable Tomato_bar__plus_02_dot_11_bar__plus_01_dot_21_bar__plus_01_dot_99)
        (coolable Bread_bar__plus_00_dot_05_bar__plus_00_dot_85_bar__minus_01_dot_79)
        (coolable Lettuce_bar__minus_02_dot_55_bar__plus_00_dot_08_bar__plus_00_dot_80)
        (coolable Bread_bar__plus_02_dot_25_bar__plus_01_dot_11_bar__plus_02_dot_21)
        (coolable Plate_bar__plus_02_dot_24_bar__plus_01_dot_07_bar__plus_02_dot_14)
        (coolable Pot_bar__plus_02_dot_87_bar__plus_01_dot_08_bar__minus_00_dot_70)
        (coolable Lettuce_bar__plus_02_dot_47_bar__plus_01_dot_12_bar__plus_02_dot_01)
        (coolable Bread_bar__plus_02_dot_54_bar__plus_01_dot_19_bar__plus_02_dot_02)
        (coolable Apple_bar__minus_02_dot_53_bar__plus_00_dot_12_bar__plus_01_dot_23)
        (coolable Potato_bar__minus_02_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_86)
        (coolable Mug_bar__plus_02_dot_94_bar__plus_01_dot_03_bar__plus_02_dot_29)
        (coolable Plate_bar__plus_02_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_30)
        (coolable Cup_bar__plus_02_dot_95_bar__plus_00_dot_42_bar__plus_00_dot_63)
        (coolable Bowl_bar__plus_01_dot_32_bar__plus_01_dot_70_bar__plus_02_dot_10)
        (coolable Tomato_bar__minus_02_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_75)
        
        
        
        
        
        (sliceable Egg_bar__plus_02_dot_31_bar__plus_01_dot_09_bar__plus_02_dot_18)
        (sliceable Potato_bar__minus_00_dot_06_bar__plus_00_dot_77_bar__minus_02_dot_33)
        (sliceable Egg_bar__minus_00_dot_55_bar__plus_00_dot_03_bar__minus_02_dot_20)
        (sliceable Apple_bar__minus_00_dot_28_bar__plus_00_dot_82_bar__minus_02_dot_36)
        (sliceable Tomato_bar__minus_02_dot_91_bar__plus_00_dot_17_bar__plus_01_dot_30)
        (sliceable Tomato_bar__plus_02_dot_11_bar__plus_01_dot_21_bar__plus_01_dot_99)
        (sliceable Bread_bar__plus_00_dot_05_bar__plus_00_dot_85_bar__minus_01_dot_79)
        (sliceable Lettuce_bar__minus_02_dot_55_bar__plus_00_dot_08_bar__plus_00_dot_80)
        (sliceable Bread_bar__plus_02_dot_25_bar__plus_01_dot_11_bar__plus_02_dot_21)
        (sliceable Lettuce_bar__plus_02_dot_47_bar__plus_01_dot_12_bar__plus_02_dot_01)
        (sliceable Bread_bar__plus_02_dot_54_bar__plus_01_dot_19_bar__plus_02_dot_02)
        (sliceable Apple_bar__minus_02_dot_53_bar__plus_00_dot_12_bar__plus_01_dot_23)
        (sliceable Potato_bar__minus_02_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_86)
        (sliceable Tomato_bar__minus_02_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_75)
        
        (inReceptacle Bowl_bar__plus_02_dot_61_bar__plus_00_dot_61_bar__minus_01_dot_62 Cabinet_bar__plus_02_dot_68_bar__plus_00_dot_48_bar__minus_01_dot_59)
        (inReceptacle Bowl_bar__plus_01_dot_32_bar__plus_01_dot_70_bar__plus_02_dot_10 Cabinet_bar__plus_01_dot_58_bar__plus_01_dot_60_bar__plus_02_dot_12)
        (inReceptacle Pan_bar__plus_00_dot_89_bar__plus_00_dot_94_bar__minus_02_dot_37 StoveBurner_bar__plus_01_dot_12_bar__plus_00_dot_87_bar__minus_02_dot_27)
        (inReceptacle Pot_bar__plus_02_dot_87_bar__plus_01_dot_08_bar__minus_00_dot_70 StoveBurner_bar__plus_02_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_88)
        (inReceptacle SaltShaker_bar__plus_00_dot_09_bar__plus_00_dot_96_bar__plus_02_dot_40 Cabinet_bar__plus_00_dot_25_bar__plus_00_dot_88_bar__plus_02_dot_24)
        (inReceptacle Ladle_bar__minus_00_dot_02_bar__plus_01_dot_01_bar__plus_02_dot_47 Drawer_bar__minus_00_dot_05_bar__plus_00_dot_94_bar__plus_02_dot_25)
        (inReceptacle Spatula_bar__plus_00_dot_14_bar__plus_01_dot_10_bar__plus_02_dot_54 Drawer_bar__minus_00_dot_05_bar__plus_00_dot_94_bar__plus_02_dot_25)
        (inReceptacle Knife_bar__plus_02_dot_92_bar__plus_00_dot_44_bar__plus_00_dot_63 Drawer_bar__plus_02_dot_67_bar__plus_00_dot_35_bar__plus_00_dot_74)
        (inReceptacle Spatula_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__plus_00_dot_75 Drawer_bar__plus_02_dot_67_bar__plus_00_dot_35_bar__plus_00_dot_74)
        (inReceptacle PepperShaker_bar__plus_00_dot_53_bar__plus_01_dot_45_bar__minus_02_dot_34 Cabinet_bar__plus_00_dot_28_bar__plus_01_dot_37_bar__minus_02_dot_14)
        (inReceptacle SoapBottle_bar__plus_02_dot_96_bar__plus_00_dot_41_bar__plus_00_dot_26 Cabinet_bar__plus_02_dot_80_bar__plus_00_dot_36_bar__plus_00_dot_55)
        (inReceptacle Cup_bar__plus_02_dot_95_bar__plus_00_dot_42_bar__plus_00_dot_63 Cabinet_bar__plus_02_dot_80_bar__plus_00_dot_36_bar__plus_00_dot_55)
        (inReceptacle Ladle_bar__plus_02_dot_60_bar__plus_01_dot_07_bar__plus_02_dot_01 Sink_bar__minus_01_dot_83_bar__plus_00_dot_98_bar__plus_02_dot_13_bar_SinkBasin)
        (inReceptacle Spatula_bar__minus_01_dot_89_bar__plus_01_dot_04_bar__plus_02_dot_11 Sink_bar__minus_01_dot_83_bar__plus_00_dot_98_bar__plus_02_dot_13_bar_SinkBasin)
        (inReceptacle ButterKnife_bar__minus_02_dot_02_bar__plus_01_dot_02_bar__plus_01_dot_85 Sink_bar__minus_01_dot_83_bar__plus_00_dot_98_bar__plus_02_dot_13_bar_SinkBasin)
        (inReceptacle Egg_bar__minus_00_dot_55_bar__plus_00_dot_03_bar__minus_02_dot_20 GarbageCan_bar__minus_00_dot_32_bar__minus_00_dot_03_bar__minus_02_dot_02)
        (inReceptacle SoapBottle_bar__minus_00_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_22 GarbageCan_bar__minus_00_dot_32_bar__minus_00_dot_03_bar__minus_02_dot_02)
        (inReceptacle SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_08_bar__minus_01_dot_99 GarbageCan_bar__minus_00_dot_32_bar__minus_00_dot_03_bar__minus_02_dot_02)
        (inReceptacle Knife_bar__minus_00_dot_23_bar__plus_00_dot_34_bar__plus_02_dot_06 Drawer_bar__minus_00_dot_13_bar__plus_00_dot_27_bar__plus_02_dot_24)
        (inReceptacle Mug_bar__plus_02_dot_94_bar__plus_01_dot_03_bar__plus_02_dot_29 CoffeeMachine_bar__plus_02_dot_64_bar__plus_01_dot_00_bar__plus_02_dot_29)
        (inReceptacle Cup_bar__minus_03_dot_17_bar__plus_01_dot_74_bar__minus_00_dot_29 Cabinet_bar__minus_02_dot_89_bar__plus_01_dot_60_bar__minus_00_dot_31)
        (inReceptacle Ladle_bar__minus_01_dot_79_bar__plus_00_dot_75_bar__plus_01_dot_98 Drawer_bar__minus_01_dot_64_bar__plus_00_dot_60_bar__plus_02_dot_25)
        (inReceptacle ButterKnife_bar__minus_01_dot_90_bar__plus_00_dot_72_bar__plus_02_dot_19 Drawer_bar__minus_01_dot_64_bar__plus_00_dot_60_bar__plus_02_dot_25)
        (inReceptacle Spoon_bar__minus_01_dot_44_bar__plus_00_dot_72_bar__plus_02_dot_15 Drawer_bar__minus_01_dot_64_bar__plus_00_dot_60_bar__plus_02_dot_25)
        (inReceptacle Egg_bar__plus_02_dot_31_bar__plus_01_dot_09_bar__plus_02_dot_18 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Ladle_bar__plus_02_dot_60_bar__plus_01_dot_07_bar__plus_02_dot_01 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Cup_bar__plus_02_dot_09_bar__plus_01_dot_14_bar__plus_02_dot_15 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Knife_bar__plus_02_dot_12_bar__plus_01_dot_09_bar__plus_01_dot_97 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle ButterKnife_bar__plus_02_dot_53_bar__plus_01_dot_10_bar__plus_02_dot_48 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Tomato_bar__plus_02_dot_11_bar__plus_01_dot_21_bar__plus_01_dot_99 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_13_bar__plus_02_dot_07 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Bread_bar__plus_02_dot_25_bar__plus_01_dot_11_bar__plus_02_dot_21 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle DishSponge_bar__plus_02_dot_56_bar__plus_01_dot_10_bar__plus_02_dot_32 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Plate_bar__plus_02_dot_24_bar__plus_01_dot_07_bar__plus_02_dot_14 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Lettuce_bar__plus_02_dot_47_bar__plus_01_dot_12_bar__plus_02_dot_01 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Bread_bar__plus_02_dot_54_bar__plus_01_dot_19_bar__plus_02_dot_02 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Plate_bar__plus_02_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_30 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle PepperShaker_bar__plus_02_dot_14_bar__plus_01_dot_18_bar__plus_02_dot_33 CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24)
        (inReceptacle Potato_bar__minus_00_dot_06_bar__plus_00_dot_77_bar__minus_02_dot_33 Microwave_bar__minus_00_dot_23_bar__plus_00_dot_74_bar__minus_02_dot_08)
        (inReceptacle Apple_bar__minus_00_dot_28_bar__plus_00_dot_82_bar__minus_02_dot_36 Microwave_bar__minus_00_dot_23_bar__plus_00_dot_74_bar__minus_02_dot_08)
        (inReceptacle Bread_bar__plus_00_dot_05_bar__plus_00_dot_85_bar__minus_01_dot_79 Microwave_bar__minus_00_dot_23_bar__plus_00_dot_74_bar__minus_02_dot_08)
        (inReceptacle Tomato_bar__minus_02_dot_91_bar__plus_00_dot_17_bar__plus_01_dot_30 Fridge_bar__minus_02_dot_80_bar__plus_00_dot_02_bar__plus_01_dot_00)
        (inReceptacle Lettuce_bar__minus_02_dot_55_bar__plus_00_dot_08_bar__plus_00_dot_80 Fridge_bar__minus_02_dot_80_bar__plus_00_dot_02_bar__plus_01_dot_00)
        (inReceptacle Apple_bar__minus_02_dot_53_bar__plus_00_dot_12_bar__plus_01_dot_23 Fridge_bar__minus_02_dot_80_bar__plus_00_dot_02_bar__plus_01_dot_00)
        (inReceptacle Potato_bar__minus_02_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_86 Fridge_bar__minus_02_dot_80_bar__plus_00_dot_02_bar__plus_01_dot_00)
        (inReceptacle Tomato_bar__minus_02_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_75 Fridge_bar__minus_02_dot_80_bar__plus_00_dot_02_bar__plus_01_dot_00)
        
        
        (receptacleAtLocation Cabinet_bar__plus_00_dot_25_bar__plus_00_dot_88_bar__plus_02_dot_24 loc_bar_2_bar_7_bar_0_bar_45)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_28_bar__plus_01_dot_37_bar__minus_02_dot_14 loc_bar_1_bar__minus_4_bar_2_bar_15)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_88_bar__plus_01_dot_01_bar__minus_02_dot_07 loc_bar_3_bar__minus_5_bar_2_bar_45)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_90_bar__plus_01_dot_84_bar__plus_02_dot_19 loc_bar_3_bar_6_bar_0_bar_15)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_58_bar__plus_01_dot_60_bar__plus_02_dot_12 loc_bar_6_bar_5_bar_0_bar_0)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_01_dot_04_bar__plus_02_dot_05 loc_bar_6_bar_4_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_61_bar__plus_02_dot_48_bar__minus_02_dot_17 loc_bar_11_bar__minus_4_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_68_bar__plus_00_dot_48_bar__minus_01_dot_59 loc_bar_7_bar__minus_6_bar_1_bar_45)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_70_bar__plus_01_dot_66_bar__plus_00_dot_48 loc_bar_6_bar_1_bar_1_bar_0)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_80_bar__plus_00_dot_36_bar__plus_00_dot_55 loc_bar_7_bar_3_bar_1_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_82_bar__plus_01_dot_71_bar__plus_01_dot_20 loc_bar__minus_8_bar_5_bar_3_bar_0)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_89_bar__plus_01_dot_60_bar__minus_00_dot_31 loc_bar__minus_8_bar__minus_1_bar_3_bar__minus_15)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_03_bar__plus_02_dot_18 loc_bar__minus_8_bar_8_bar_3_bar__minus_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_64_bar__plus_01_dot_00_bar__plus_02_dot_29 loc_bar_9_bar_5_bar_0_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_37_bar__plus_01_dot_04_bar__plus_02_dot_24 loc_bar_9_bar_5_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__plus_02_dot_67_bar__plus_00_dot_35_bar__plus_00_dot_74 loc_bar_6_bar_4_bar_1_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__plus_00_dot_94_bar__plus_02_dot_25 loc_bar_1_bar_4_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__minus_00_dot_13_bar__plus_00_dot_27_bar__plus_02_dot_24 loc_bar__minus_1_bar_5_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_01_dot_25_bar__plus_00_dot_66_bar__plus_02_dot_17 loc_bar__minus_4_bar_4_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__minus_01_dot_64_bar__plus_00_dot_60_bar__plus_02_dot_25 loc_bar__minus_7_bar_5_bar_0_bar_45)
        (receptacleAtLocation Fridge_bar__minus_02_dot_80_bar__plus_00_dot_02_bar__plus_01_dot_00 loc_bar__minus_9_bar_5_bar_3_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_32_bar__minus_00_dot_03_bar__minus_02_dot_02 loc_bar__minus_3_bar__minus_6_bar_2_bar_30)
        (receptacleAtLocation Microwave_bar__minus_00_dot_23_bar__plus_00_dot_74_bar__minus_02_dot_08 loc_bar__minus_1_bar__minus_6_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__minus_01_dot_83_bar__plus_00_dot_98_bar__plus_02_dot_13_bar_SinkBasin loc_bar__minus_7_bar_5_bar_0_bar_45)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_37_bar__plus_01_dot_01_bar__plus_02_dot_17 loc_bar_2_bar_7_bar_0_bar_45)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_12_bar__plus_00_dot_87_bar__minus_02_dot_27 loc_bar_4_bar__minus_5_bar_2_bar_60)
        (receptacleAtLocation StoveBurner_bar__plus_02_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_88 loc_bar_7_bar__minus_3_bar_1_bar_60)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_57_bar__plus_00_dot_85_bar__minus_02_dot_15 loc_bar__minus_3_bar__minus_6_bar_2_bar_30)
        (receptacleAtLocation Toaster_bar__plus_02_dot_93_bar__plus_00_dot_85_bar__minus_00_dot_31 loc_bar_8_bar__minus_2_bar_1_bar_45)
        (objectAtLocation Egg_bar__plus_02_dot_31_bar__plus_01_dot_09_bar__plus_02_dot_18 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Window_bar__plus_02_dot_88_bar__plus_01_dot_43_bar__minus_00_dot_84 loc_bar_7_bar__minus_3_bar_1_bar_0)
        (objectAtLocation StoveKnob_bar__plus_02_dot_60_bar__plus_00_dot_98_bar__minus_00_dot_58 loc_bar_8_bar__minus_2_bar_1_bar_60)
        (objectAtLocation Potato_bar__minus_00_dot_06_bar__plus_00_dot_77_bar__minus_02_dot_33 loc_bar__minus_1_bar__minus_6_bar_2_bar_60)
        (objectAtLocation StoveKnob_bar__plus_01_dot_01_bar__plus_00_dot_92_bar__minus_01_dot_97 loc_bar_4_bar__minus_4_bar_2_bar_30)
        (objectAtLocation Ladle_bar__plus_02_dot_60_bar__plus_01_dot_07_bar__plus_02_dot_01 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Cup_bar__plus_02_dot_09_bar__plus_01_dot_14_bar__plus_02_dot_15 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Egg_bar__minus_00_dot_55_bar__plus_00_dot_03_bar__minus_02_dot_20 loc_bar__minus_3_bar__minus_6_bar_2_bar_30)
        (objectAtLocation Knife_bar__minus_00_dot_23_bar__plus_00_dot_34_bar__plus_02_dot_06 loc_bar__minus_1_bar_5_bar_0_bar_60)
        (objectAtLocation Window_bar__plus_02_dot_82_bar__plus_01_dot_52_bar__plus_00_dot_23 loc_bar_9_bar_0_bar_1_bar_0)
        (objectAtLocation Ladle_bar__minus_01_dot_79_bar__plus_00_dot_75_bar__plus_01_dot_98 loc_bar__minus_7_bar_5_bar_0_bar_45)
        (objectAtLocation Ladle_bar__minus_00_dot_02_bar__plus_01_dot_01_bar__plus_02_dot_47 loc_bar_1_bar_4_bar_0_bar_45)
        (objectAtLocation ButterKnife_bar__minus_01_dot_90_bar__plus_00_dot_72_bar__plus_02_dot_19 loc_bar__minus_7_bar_5_bar_0_bar_45)
        (objectAtLocation SoapBottle_bar__minus_00_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_22 loc_bar__minus_3_bar__minus_6_bar_2_bar_30)
        (objectAtLocation Knife_bar__plus_02_dot_12_bar__plus_01_dot_09_bar__plus_01_dot_97 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_89_bar__plus_00_dot_94_bar__minus_02_dot_37 loc_bar_4_bar__minus_5_bar_2_bar_60)
        (objectAtLocation Apple_bar__minus_00_dot_28_bar__plus_00_dot_82_bar__minus_02_dot_36 loc_bar__minus_1_bar__minus_6_bar_2_bar_60)
        (objectAtLocation Tomato_bar__minus_02_dot_91_bar__plus_00_dot_17_bar__plus_01_dot_30 loc_bar__minus_9_bar_5_bar_3_bar_60)
        (objectAtLocation Bowl_bar__plus_02_dot_61_bar__plus_00_dot_61_bar__minus_01_dot_62 loc_bar_7_bar__minus_6_bar_1_bar_45)
        (objectAtLocation ButterKnife_bar__plus_02_dot_53_bar__plus_01_dot_10_bar__plus_02_dot_48 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Spatula_bar__plus_00_dot_14_bar__plus_01_dot_10_bar__plus_02_dot_54 loc_bar_1_bar_4_bar_0_bar_45)
        (objectAtLocation Cup_bar__minus_03_dot_17_bar__plus_01_dot_74_bar__minus_00_dot_29 loc_bar__minus_8_bar__minus_1_bar_3_bar__minus_15)
        (objectAtLocation StoveKnob_bar__minus_00_dot_61_bar__plus_00_dot_90_bar__minus_01_dot_85 loc_bar__minus_3_bar__minus_4_bar_2_bar_60)
        (objectAtLocation Spatula_bar__minus_01_dot_89_bar__plus_01_dot_04_bar__plus_02_dot_11 loc_bar__minus_7_bar_5_bar_0_bar_45)
        (objectAtLocation Fork_bar__plus_01_dot_22_bar__plus_00_dot_62_bar__plus_01_dot_22 loc_bar_4_bar_4_bar_2_bar_45)
        (objectAtLocation Tomato_bar__plus_02_dot_11_bar__plus_01_dot_21_bar__plus_01_dot_99 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_13_bar__plus_02_dot_07 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Bread_bar__plus_00_dot_05_bar__plus_00_dot_85_bar__minus_01_dot_79 loc_bar__minus_1_bar__minus_6_bar_2_bar_60)
        (objectAtLocation Lettuce_bar__minus_02_dot_55_bar__plus_00_dot_08_bar__plus_00_dot_80 loc_bar__minus_9_bar_5_bar_3_bar_60)
        (objectAtLocation Bread_bar__plus_02_dot_25_bar__plus_01_dot_11_bar__plus_02_dot_21 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Spoon_bar__minus_01_dot_44_bar__plus_00_dot_72_bar__plus_02_dot_15 loc_bar__minus_7_bar_5_bar_0_bar_45)
        (objectAtLocation DishSponge_bar__plus_02_dot_56_bar__plus_01_dot_10_bar__plus_02_dot_32 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Plate_bar__plus_02_dot_24_bar__plus_01_dot_07_bar__plus_02_dot_14 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Sink_bar__minus_01_dot_83_bar__plus_00_dot_98_bar__plus_02_dot_13 loc_bar__minus_7_bar_6_bar_0_bar_60)
        (objectAtLocation SoapBottle_bar__plus_02_dot_96_bar__plus_00_dot_41_bar__plus_00_dot_26 loc_bar_7_bar_3_bar_1_bar_60)
        (objectAtLocation Pot_bar__plus_02_dot_87_bar__plus_01_dot_08_bar__minus_00_dot_70 loc_bar_7_bar__minus_3_bar_1_bar_60)
        (objectAtLocation Knife_bar__plus_02_dot_92_bar__plus_00_dot_44_bar__plus_00_dot_63 loc_bar_6_bar_4_bar_1_bar_60)
        (objectAtLocation Lettuce_bar__plus_02_dot_47_bar__plus_01_dot_12_bar__plus_02_dot_01 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Bread_bar__plus_02_dot_54_bar__plus_01_dot_19_bar__plus_02_dot_02 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Apple_bar__minus_02_dot_53_bar__plus_00_dot_12_bar__plus_01_dot_23 loc_bar__minus_9_bar_5_bar_3_bar_60)
        (objectAtLocation Potato_bar__minus_02_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_86 loc_bar__minus_9_bar_5_bar_3_bar_60)
        (objectAtLocation StoveKnob_bar__plus_00_dot_29_bar__plus_01_dot_06_bar__plus_02_dot_47 loc_bar_2_bar_5_bar_0_bar_0)
        (objectAtLocation SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_08_bar__minus_01_dot_99 loc_bar__minus_3_bar__minus_6_bar_2_bar_30)
        (objectAtLocation ButterKnife_bar__minus_02_dot_02_bar__plus_01_dot_02_bar__plus_01_dot_85 loc_bar__minus_7_bar_5_bar_0_bar_45)
        (objectAtLocation Mug_bar__plus_02_dot_94_bar__plus_01_dot_03_bar__plus_02_dot_29 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Chair_bar__minus_00_dot_52_bar__plus_00_dot_62_bar__minus_01_dot_95 loc_bar__minus_3_bar__minus_6_bar_3_bar_30)
        (objectAtLocation Plate_bar__plus_02_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_30 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation Cup_bar__plus_02_dot_95_bar__plus_00_dot_42_bar__plus_00_dot_63 loc_bar_7_bar_3_bar_1_bar_60)
        (objectAtLocation PepperShaker_bar__plus_00_dot_53_bar__plus_01_dot_45_bar__minus_02_dot_34 loc_bar_1_bar__minus_4_bar_2_bar_15)
        (objectAtLocation Spatula_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__plus_00_dot_75 loc_bar_6_bar_4_bar_1_bar_60)
        (objectAtLocation LightSwitch_bar__minus_00_dot_58_bar__plus_01_dot_31_bar__minus_02_dot_22 loc_bar__minus_3_bar__minus_5_bar_2_bar_15)
        (objectAtLocation Bowl_bar__plus_01_dot_32_bar__plus_01_dot_70_bar__plus_02_dot_10 loc_bar_6_bar_5_bar_0_bar_0)
        (objectAtLocation Tomato_bar__minus_02_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_75 loc_bar__minus_9_bar_5_bar_3_bar_60)
        (objectAtLocation PepperShaker_bar__plus_02_dot_14_bar__plus_01_dot_18_bar__plus_02_dot_33 loc_bar_9_bar_5_bar_0_bar_30)
        (objectAtLocation SaltShaker_bar__plus_00_dot_09_bar__plus_00_dot_96_bar__plus_02_dot_40 loc_bar_2_bar_7_bar_0_bar_45)
        )
    

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    